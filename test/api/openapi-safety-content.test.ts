// The served OpenAPI document describes the safety plan and content routes: every method, every status
// each can answer, and the promise that the service never contacts anyone.
import { describe, expect, it } from 'vitest';
import { fetchWorker } from './helpers/http';

type Operation = { responses: Record<string, unknown>; security?: unknown[]; description?: string };
type Doc = { paths: Record<string, Record<string, Operation>> };

async function documented(): Promise<Doc> {
  const res = await fetchWorker(new Request('http://localhost/api/v1/openapi.json'));
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

const BEARER = [{ bearerAuth: [] }];

describe('the OpenAPI document', () => {
  it('lists every emergency contacts operation with its statuses, Bearer-only', async () => {
    const { paths } = await documented();
    const list = paths['/api/v1/emergency-contacts/'];
    const one = paths['/api/v1/emergency-contacts/{id}/'];
    const expected: Array<[Operation | undefined, string[]]> = [
      [list?.get, ['200', '400', '401', '503']],
      [list?.post, ['201', '400', '401', '409', '413', '415', '422', '503']],
      [one?.get, ['200', '401', '404', '503']],
      [one?.patch, ['200', '400', '401', '404', '413', '415', '503']],
      [one?.delete, ['204', '401', '404', '503']],
    ];
    for (const [operation, statuses] of expected) {
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
      expect(operation?.security).toEqual(BEARER);
    }
    expect(list?.post?.description).toContain('never calls, texts or emails anyone');
  });

  it('lists crisis resources as public and the content routes as Bearer-only', async () => {
    const { paths } = await documented();
    const crisis = paths['/api/v1/crisis-resources/']?.get;
    expect(Object.keys(crisis?.responses ?? {}).sort()).toEqual(['200', '400']);
    // Public: no requirement, or an optional Bearer token (its profile country picks the list).
    expect(crisis?.security).toEqual([{}, ...BEARER]);
    const expected: Array<[Operation | undefined, string[]]> = [
      [paths['/api/v1/content/']?.get, ['200', '400', '401', '503']],
      [paths['/api/v1/content/{slug}/']?.get, ['200', '401', '404', '503']],
      [
        paths['/api/v1/content/{slug}/clip/']?.post,
        ['200', '202', '400', '401', '404', '409', '413', '415', '422', '429', '503'],
      ],
    ];
    for (const [operation, statuses] of expected) {
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
      expect(operation?.security).toEqual(BEARER);
    }
  });
});

// Moods when D1 fails (503, nothing half-written), the request log line that never carries a note, and
// the moods entries of the OpenAPI document.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';
import { call, postJson } from './helpers/http';
import { auth, create, storedRow } from './helpers/moods';

describe('moods when D1 fails', () => {
  it('answers 503 with Retry-After and writes nothing on create', async () => {
    const user = await createUserAndLogin();
    const writesFail = { DB: faultyD1(env.DB, { writes: true, matching: /moods/ }) };
    const res = await postJson('/moods/', { score: 3 }, auth(user, { envOverrides: writesFail }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      detail: 'The service is temporarily unavailable.',
      code: 'service_unavailable',
    });
    const n = await env.DB.prepare('SELECT count(*) AS n FROM moods WHERE user_id = ?1')
      .bind(user.userId)
      .first('n');
    expect(n).toBe(0);
  });

  it('answers 503 on every read and change of entries', async () => {
    const user = await createUserAndLogin();
    const mood = await create(user, { score: 3 });
    const fails = { DB: faultyD1(env.DB, { matching: /moods/ }) };
    for (const [method, path, body] of [
      ['GET', '/moods/', undefined],
      ['GET', '/moods/summary/', undefined],
      ['GET', `/moods/${mood.id}/`, undefined],
      ['PATCH', `/moods/${mood.id}/`, { score: 1 }],
      ['DELETE', `/moods/${mood.id}/`, undefined],
    ] as const) {
      const res = await call(method, path, body, auth(user, { envOverrides: fails }));
      expect(res.status).toBe(503);
    }
    expect(await storedRow(mood.id)).toMatchObject({ score: 3 });
  });
});

describe('the request log', () => {
  it('names each mood route by its own pattern and never carries the note', async () => {
    const user = await createUserAndLogin();
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    const note = 'My private worry about my brother Ilias';
    try {
      const mood = await create(user, { score: 2, note });
      await call('GET', '/moods/summary/', undefined, auth(user));
      await call('GET', `/moods/${mood.id}/`, undefined, auth(user));
      await call('DELETE', `/moods/${mood.id}/`, undefined, auth(user));
    } finally {
      spy.mockRestore();
    }
    const requests = lines
      .filter((l) => l.startsWith('{"event":"request"'))
      .map((l) => JSON.parse(l) as { method: string; route: string });
    // The observations happened: one line per request.
    expect(requests.map((l) => `${l.method} ${l.route}`)).toEqual([
      'POST /api/v1/moods',
      'GET /api/v1/moods/summary',
      'GET /api/v1/moods/:id',
      'DELETE /api/v1/moods/:id',
    ]);
    expect(lines.join('\n')).not.toContain('Ilias');
  });
});

describe('the OpenAPI document', () => {
  it('describes every mood route with its statuses', async () => {
    const doc = (await (await call('GET', '/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/v1/moods/', 'post')).toEqual([
      '201',
      '400',
      '401',
      '409',
      '413',
      '415',
      '422',
      '503',
    ]);
    expect(statuses('/api/v1/moods/', 'get')).toEqual(['200', '400', '401', '503']);
    expect(statuses('/api/v1/moods/summary/', 'get')).toEqual(['200', '400', '401', '503']);
    expect(statuses('/api/v1/moods/{id}/', 'get')).toEqual(['200', '401', '404', '503']);
    expect(statuses('/api/v1/moods/{id}/', 'patch')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '413',
      '415',
      '503',
    ]);
    expect(statuses('/api/v1/moods/{id}/', 'delete')).toEqual(['204', '401', '404', '503']);
  });
});

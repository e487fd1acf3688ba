// defineRoute with `idempotent`: the route lists auth, the JSON body guard and idempotent in the order they
// run (defineRoute refuses any other), and the route's OpenAPI entry gains the Idempotency-Key header, Idempotent-Replayed on success and the 409/422 answers.
import { describe, expect, it } from 'vitest';
import { requireAuth } from '../../workers/api/src/auth/require-auth';
import { idempotent } from '../../workers/api/src/http/idempotency';
import { BEARER, errors, json, jsonBody } from '../../workers/api/src/openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../../workers/api/src/openapi/router';
import { ProfileSchema as ThingSchema } from '../../workers/api/src/profile/profile-body';

function thingRoute(extra: Record<string, unknown> = {}) {
  return defineRoute({
    method: 'post',
    path: '/things',
    security: BEARER,
    middleware: [requireAuth, jsonGuard, idempotent],
    request: { body: jsonBody(ThingSchema) },
    responses: { 201: json(ThingSchema, 'Made.'), ...errors(400, 401, 413, 415, 503) },
    ...extra,
  });
}

function documented(route: ReturnType<typeof thingRoute>) {
  const router = createRouter();
  router.openapi(route, (c) => c.json(c.req.valid('json'), 201));
  const doc = router.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
  return doc.paths?.['/things']?.post;
}

describe('defineRoute with idempotent', () => {
  it('keeps the middleware in the order the route lists it: auth, body guard, idempotent', () => {
    expect(thingRoute().middleware).toEqual([requireAuth, jsonGuard, idempotent]);
  });

  it('refuses idempotent listed before the body guard, which it needs to hash the parsed body', () => {
    expect(() => thingRoute({ middleware: [requireAuth, idempotent, jsonGuard] })).toThrow(
      'jsonGuard reads the body before idempotent hashes it',
    );
  });

  it('refuses a JSON body without the body guard, and the guard without a JSON body', () => {
    expect(() => thingRoute({ middleware: [requireAuth] })).toThrow('lists jsonGuard');
    expect(() => thingRoute({ middleware: [requireAuth, jsonGuard], request: undefined })).toThrow(
      'lists jsonGuard',
    );
  });

  it('documents the optional header, the replay header and the 409 and 422 answers', () => {
    const op = documented(thingRoute());
    expect(op?.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    const created = op?.responses?.['201'] as { headers?: Record<string, unknown> };
    expect(created.headers).toHaveProperty('Idempotent-Replayed');
    expect(op?.responses?.['409']).toMatchObject({
      description: expect.stringContaining('idempotency_in_progress'),
    });
    expect(op?.responses?.['422']).toMatchObject({
      description: expect.stringContaining('idempotency_key_reused'),
    });
    expect(op?.responses?.['400']).not.toHaveProperty('headers');
  });

  it("keeps a route's own 409 description, adding the idempotency one", () => {
    const op = documented(
      thingRoute({
        responses: { 201: json(ThingSchema, 'Made.'), ...errors(400, 401, 409, 413, 415, 503) },
      }),
    );
    const conflict = op?.responses?.['409'] as { description: string };
    expect(conflict.description).toMatch(/^Conflicts with the current state of the resource\. Or: /);
  });

  it('refuses a route whose body is not JSON', () => {
    expect(() =>
      thingRoute({
        request: { body: { content: { 'image/png': { schema: ThingSchema } } } },
      }),
    ).toThrow('idempotent needs a JSON body or none');
  });
});

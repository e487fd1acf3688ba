// The safety plan and content routes under odd requests: every method, odd bodies and auth headers
// (a valid token too, so the handlers themselves run) answer below 500 and always with JSON.
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { BASE, bearer, callWith, randomIp } from './helpers/http';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('no request shape yields a 5xx or a non-JSON body', () => {
  const paths = [
    '/emergency-contacts/',
    '/emergency-contacts/x/',
    '/crisis-resources/',
    '/crisis-resources/?country=%00',
    '/content/',
    '/content/?kind[]=x&limit=-1&cursor=%FF',
    '/content/x/',
    '/content/box-breathing/clip/',
  ];
  const bodies: Array<[string | null, Record<string, string>]> = [
    [null, {}],
    ['', JSON_TYPE],
    ['{}', JSON_TYPE],
    ['{"name":{"$gt":""},"phone":["+1"],"is_primary":"true","avatar_id":{},"relationship":null}', JSON_TYPE],
    ['{"name":"\\u0000","phone":"\\u0000+49"}', JSON_TYPE],
    ['<html></html>', { 'content-type': 'text/html' }],
    ['{', JSON_TYPE],
  ];

  it.each(paths)('sweeps methods × bodies × auth headers on %s', async (path) => {
    const user = await createUserAndLogin();
    const auth: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer a.b.c' },
      bearer(user.access),
    ];
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const [body, headers] of method === 'GET' ? [[null, {}] as (typeof bodies)[number]] : bodies) {
        for (const authHeader of auth) {
          const res = await callWith(
            new Request(`${BASE}${path}`, {
              method,
              body,
              headers: { 'cf-connecting-ip': randomIp(), ...headers, ...authHeader },
            }),
            { RENDER_MODE: 'queue' },
          );
          const where = `${method} ${path} ${String(body).slice(0, 20)} ${JSON.stringify(authHeader)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
          await res.arrayBuffer();
        }
      }
    }
  });
});

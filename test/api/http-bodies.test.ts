// Request bodies at the edge: the parser's answers (415/413/400) and a sweep of odd requests over every
// route, none of which may produce a 5xx or a body that is not JSON.
import { describe, expect, it } from 'vitest';
import { callWith, fetchWorker, randomIp } from './helpers/http';

const BASE = 'http://localhost/api/v1';

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}): Promise<Response> {
  return fetchWorker(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      body,
      headers: { 'cf-connecting-ip': randomIp(), ...headers },
    }),
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('the JSON body parser', () => {
  it('answers a non-JSON content type with 415', async () => {
    const res = await post('/login/', 'email=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.',
      code: 'unsupported_media_type',
    });
  });

  it('answers a body without any content type with 415', async () => {
    const res = await post('/login/', new TextEncoder().encode('{"email":"a@b.co"}'));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('accepts application/json with a charset and +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json']) {
      const res = await post('/login/', JSON.stringify({ email: '', password: '' }), {
        'content-type': type,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ email: ['This field may not be blank.'] });
    }
  });

  it.each([
    ['malformed JSON', '{"email": "a@b.co",', 'JSON parse error: the request body is not valid JSON.'],
    ['an array', '[1, 2, 3]', 'Expected a JSON object as the request body.'],
    ['a string', '"hello"', 'Expected a JSON object as the request body.'],
    ['null', 'null', 'Expected a JSON object as the request body.'],
    ['deep nesting', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'JSON nested deeper than 16 levels.'],
  ])('answers %s with 400 parse_error', async (_label, body, detail) => {
    const res = await post('/login/', body, JSON_TYPE);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail, code: 'parse_error' });
  });

  it('answers invalid UTF-8 with 400', async () => {
    const res = await post('/login/', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), JSON_TYPE);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'parse_error' });
  });

  it('answers wrong field types with DRF field errors', async () => {
    const res = await post('/login/', JSON.stringify({ email: 42, password: ['x'] }), JSON_TYPE);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      email: ['Not a valid string.'],
      password: ['Not a valid string.'],
      detail: 'Invalid input.',
      code: 'invalid',
    });
  });

  it('stops reading a streamed body at 64 KB and answers 413', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 8) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await post('/login/', stream, JSON_TYPE);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      detail: 'Request body exceeds 65536 bytes.',
      code: 'payload_too_large',
    });
  });
});

describe('no request shape yields a 5xx or a non-JSON body', () => {
  const paths = [
    '/signup/',
    '/login/',
    '/refresh/',
    '/logout/',
    '/profile/',
    '/password/change/',
    '/password/reset/',
    '/password/reset/confirm/',
    '/dev/outbox/',
    '/chat/',
    '/liveavatar/session/',
    '/liveavatar/avatars/',
    '/liveavatar/generate/',
    '/liveavatar/videos/x/',
    '/liveavatar/clips/x/',
    '/liveavatar/webhooks/heygen/',
    '/liveavatar/webhooks/d-id/',
    '/moods/',
    '/moods/summary/',
    '/moods/x/',
    '/tasks/today/',
    '/tasks/t01/complete/',
    '/tasks/history/',
    '/checkins/',
    '/checkins/summary/',
    '/checkins/x/',
    '/safety-plan/',
    '/journal/',
    '/journal/x/',
    '/../../etc/passwd',
    '/%00/',
  ];
  const bodies: Array<[string | null, Record<string, string>]> = [
    [null, {}],
    ['', JSON_TYPE],
    ['{}', JSON_TYPE],
    ['{"email":{"$gt":""},"password":null,"refresh":7,"message":[],"session_token":{}}', JSON_TYPE],
    ['{"message":"\\u0000\\u0007"}', JSON_TYPE],
    ['<html></html>', { 'content-type': 'text/html' }],
    ['{', JSON_TYPE],
  ];
  const auth: Array<Record<string, string>> = [
    {},
    { authorization: 'Bearer' },
    { authorization: 'Bearer a.b.c' },
    { authorization: 'Basic Zm9vOmJhcg==' },
  ];

  it.each(paths)('sweeps methods × bodies × auth headers on %s', async (path) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const [body, headers] of method === 'GET' ? [[null, {}] as (typeof bodies)[number]] : bodies) {
        for (const authHeader of auth) {
          // Straight into the exported handler: the pool's service-binding path (exports.default.fetch)
          // slows down with every test in a file, which a sweep of this size turns into timeouts.
          const res = await callWith(
            new Request(`${BASE}${path}`, {
              method,
              body,
              headers: { 'cf-connecting-ip': randomIp(), ...headers, ...authHeader },
            }),
            {},
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

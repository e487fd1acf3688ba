// A local fake of Resend's send-email API (POST https://api.resend.com/emails), installed as the worker's
// global fetch for the duration of a test. It answers as Resend documents: 200 `{id}`; 401
// missing_api_key; 403 invalid_api_key (and for a request without a User-Agent, which Resend refuses);
// 422 missing_required_field; 404/405 for other paths and methods; errors as `{statusCode, name, message}`.
// Every request is recorded for assertions. Any other outbound URL is recorded as stray and throws, and
// `assertNoStrayRequests()` (run in afterEach) fails the test, since a mailer may swallow the throw.
import { expect, vi } from 'vitest';

export const RESEND_ORIGIN = 'https://api.resend.com';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface ResendFake {
  apiKey: string;
  requests: RecordedRequest[];
  stray: string[];
  /** The ids the fake handed out, in order. */
  ids: string[];
  /** Answers the next send with this status and Resend error name instead of accepting it. */
  failNext(status: number, name: string, message?: string): void;
  /** The next send never reaches the fake: fetch rejects as on a network failure. */
  dropNext(): void;
  assertNoStrayRequests(): void;
  restore(): void;
}

function error(statusCode: number, name: string, message: string): Response {
  return Response.json({ statusCode, name, message }, { status: statusCode });
}

function handle(req: RecordedRequest, apiKey: string, ids: string[]): Response {
  if (req.path !== '/emails') return error(404, 'not_found', 'The requested endpoint does not exist.');
  if (req.method !== 'POST') {
    return error(405, 'method_not_allowed', 'Method is not allowed for the requested path.');
  }
  const auth = req.headers.authorization;
  if (auth === undefined)
    return error(401, 'missing_api_key', 'Missing API key in the authorization header.');
  if (auth !== `Bearer ${apiKey}`) return error(403, 'invalid_api_key', 'API key is invalid.');
  if (!req.headers['user-agent']) return error(403, 'validation_error', 'User-Agent header is required.');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(req.body) as Record<string, unknown>;
  } catch {
    return error(400, 'validation_error', 'Invalid JSON body.');
  }
  const missing = ['from', 'to', 'subject'].filter((field) => typeof body[field] !== 'string');
  if (missing.length > 0) {
    return error(422, 'missing_required_field', `Missing required fields: ${missing.join(', ')}.`);
  }
  if (typeof body.text !== 'string' && typeof body.html !== 'string') {
    return error(422, 'validation_error', 'Either `html` or `text` must be provided.');
  }
  const id = crypto.randomUUID();
  ids.push(id);
  return Response.json({ id });
}

export function installResendFake(apiKey = `re_test_${crypto.randomUUID().replace(/-/g, '')}`): ResendFake {
  const requests: RecordedRequest[] = [];
  const stray: string[] = [];
  const ids: string[] = [];
  const scripted: Array<() => Response> = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== RESEND_ORIGIN) {
      stray.push(url.origin);
      throw new Error(`resend fake: outbound request to ${url.origin} is not allowed in tests`);
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname + url.search,
      headers,
      body: await request.text(),
    };
    requests.push(recorded);
    const next = scripted.shift();
    return next !== undefined ? next() : handle(recorded, apiKey, ids);
  });
  return {
    apiKey,
    requests,
    stray,
    ids,
    failNext(status, name, message = 'Scripted failure.') {
      scripted.push(() => error(status, name, message));
    },
    dropNext() {
      scripted.push(() => {
        throw new TypeError('Network connection lost.');
      });
    },
    assertNoStrayRequests() {
      expect(stray, 'unexpected outbound requests').toEqual([]);
    },
    restore() {
      spy.mockRestore();
    },
  };
}

// The contract helper itself (helpers/contract.ts) must be able to fail: an undocumented status, a body
// off its schema, an extra field in a strict body, an undocumented media type and an answer on a path the
// document does not have are all refused, each with a message naming the exchange.
import { describe, expect, it } from 'vitest';
import { expectDocumented } from './helpers/contract';
import { BASE, call } from './helpers/http';

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the contract helper', () => {
  it('accepts a documented exchange and returns the response unread', async () => {
    const res = await expectDocumented(new Request(`${BASE}/health/`), jsonResponse({ status: 'ok' }, 200));
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('accepts the answers every path may give (413, 500) only with the Error body', async () => {
    const health = new Request(`${BASE}/health/`);
    const serverError = { detail: 'A server error occurred.', code: 'server_error' };
    await expectDocumented(health, jsonResponse(serverError, 500));
    await expect(expectDocumented(health, jsonResponse({ status: 'ok' }, 500))).rejects.toThrow(
      /does not match/,
    );
  });

  it('refuses an undocumented status', async () => {
    await expect(
      expectDocumented(new Request(`${BASE}/health/`), jsonResponse({ status: 'ok' }, 418)),
    ).rejects.toThrow(/GET \/api\/v1\/health\/ → 418: status 418 is not documented/);
  });

  it('refuses a body that does not match the documented schema', async () => {
    await expect(
      expectDocumented(new Request(`${BASE}/health/`), jsonResponse({ status: 'down' }, 200)),
    ).rejects.toThrow(/does not match the documented schema/);
    const login = new Request(`${BASE}/login/`, { method: 'POST' });
    await expect(expectDocumented(login, jsonResponse({ access: 'a' }, 200))).rejects.toThrow(
      /does not match/,
    );
  });

  it('refuses a field the schema does not declare, and an error body without its code', async () => {
    const login = new Request(`${BASE}/login/`, { method: 'POST' });
    await expect(
      expectDocumented(login, jsonResponse({ access: 'a', refresh: 'r', password_hash: 'x' }, 200)),
    ).rejects.toThrow(/does not match/);
    await expect(expectDocumented(login, jsonResponse({ detail: 'No.' }, 401))).rejects.toThrow(
      /does not match/,
    );
    await expect(
      expectDocumented(login, jsonResponse({ detail: 'No.', code: 'not_a_code' }, 401)),
    ).rejects.toThrow(/does not match/);
  });

  it('refuses a media type the document does not list for the status', async () => {
    const res = new Response('<p>ok</p>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(expectDocumented(new Request(`${BASE}/health/`), res)).rejects.toThrow(
      /media type text\/html is not documented/,
    );
  });

  it('allows only 404, 405, 413 and 500 with the Error body where no operation is documented', async () => {
    const unknown = new Request(`${BASE}/nope/`);
    await expect(expectDocumented(unknown, jsonResponse({ status: 'ok' }, 200))).rejects.toThrow(
      /no documented path, so only 404\/405\/413\/500 may answer/,
    );
    await expect(expectDocumented(unknown, jsonResponse({ nope: true }, 404))).rejects.toThrow(
      /does not match/,
    );
    const wrongMethod = new Request(`${BASE}/health/`, { method: 'DELETE' });
    await expect(expectDocumented(wrongMethod, jsonResponse({ status: 'ok' }, 200))).rejects.toThrow(
      /has no DELETE/,
    );
  });

  it('checks the responses of the shared test helpers (call, callWith, fetchWorker)', async () => {
    // A real 405 and a real 401 pass through the wired helper, validated on the way.
    expect((await call('DELETE', '/health/')).status).toBe(405);
    const res = await call('GET', '/profile/');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'not_authenticated' });
  });
});

// The client's session handling against a fake API that speaks the real token protocol: the access
// token on every protected call, one refresh for any number of concurrent 401s, the rotated pair stored,
// one retry (with the same body), and a lost session reported once with the tokens cleared.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSolaceClient, memoryTokens, type TokenStore } from '../src/index';
import { EMAIL, type FakeApi, PASSWORD, startFakeApi } from './fake-api';

let server: FakeApi;

beforeEach(async () => {
  server = await startFakeApi();
});

afterEach(async () => {
  await server.close();
});

function client(tokens: TokenStore = memoryTokens()) {
  const onSessionLost = vi.fn();
  const solace = createSolaceClient({ baseUrl: server.baseUrl, tokens, onSessionLost });
  return { ...solace, tokens, onSessionLost };
}

async function loggedIn() {
  const c = client();
  const { error } = await c.login(EMAIL, PASSWORD);
  expect(error).toBeUndefined();
  return c;
}

describe('login, signup and logout', () => {
  it('stores the pair login returns and sends the access token afterwards', async () => {
    const c = client();
    const { data, response } = await c.login(EMAIL, PASSWORD);
    expect(response.status).toBe(200);
    expect(data).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    expect(c.tokens.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    const profile = await c.api.GET('/api/v1/profile/');
    expect(profile.data?.email).toBe(EMAIL);
  });

  it('keeps no tokens after a failed login, and a failed login never refreshes', async () => {
    const c = client(memoryTokens({ access: 'stale', refresh: 'refresh-x' }));
    const { error, response } = await c.login(EMAIL, 'wrong password');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'no_active_account' });
    expect(server.calls['/api/v1/refresh/']).toBeUndefined();
    expect(c.onSessionLost).not.toHaveBeenCalled();
  });

  it('signs up with a typed body and does not log in', async () => {
    const c = client();
    const { data, response } = await c.signup({
      email: EMAIL,
      name: 'Ada',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(response.status).toBe(201);
    expect(data?.email).toBe(EMAIL);
    expect(c.tokens.get()).toEqual({ access: null, refresh: null });
  });

  it('logs out: revokes the refresh token on the server and clears the store', async () => {
    const c = await loggedIn();
    await c.logout();
    expect(server.bodies['/api/v1/logout/']).toEqual([{ refresh: 'refresh-1' }]);
    expect(c.tokens.get()).toEqual({ access: null, refresh: null });
    expect(c.onSessionLost).not.toHaveBeenCalled();
  });
});

describe('refresh on 401', () => {
  it('shares one refresh among concurrent 401s, stores the rotated pair and retries each once', async () => {
    const c = await loggedIn();
    server.expireAccess();
    server.refreshDelayMs = 50;
    const results = await Promise.all([
      c.api.GET('/api/v1/profile/'),
      c.api.GET('/api/v1/profile/'),
      c.api.GET('/api/v1/profile/'),
      c.api.POST('/api/v1/chat/', { body: { message: 'first body' } }),
      c.api.POST('/api/v1/chat/', { body: { message: 'second body' } }),
    ]);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(server.calls['/api/v1/refresh/']).toBe(1);
    expect(server.bodies['/api/v1/refresh/']).toEqual([{ refresh: 'refresh-1' }]);
    expect(c.tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
    expect(server.calls['/api/v1/profile/']).toBe(6);
    // The retried POSTs carried their own bodies again.
    expect(results[3]?.data).toMatchObject({ reply: 'You said: first body' });
    expect(results[4]?.data).toMatchObject({ reply: 'You said: second body' });
    expect(server.bodies['/api/v1/chat/']).toHaveLength(4);
    expect(c.onSessionLost).not.toHaveBeenCalled();
  });

  it('retries once: a second 401 goes back to the caller instead of looping', async () => {
    const c = await loggedIn();
    server.profileAlways401 = true;
    const { error, response } = await c.api.GET('/api/v1/profile/');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'token_not_valid' });
    expect(server.calls['/api/v1/profile/']).toBe(2);
    expect(server.calls['/api/v1/refresh/']).toBe(1);
    expect(c.tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('retries a request sent with a token refreshed meanwhile without refreshing again', async () => {
    const c = await loggedIn();
    server.profileDelayMs = 100;
    const pending = c.api.GET('/api/v1/profile/');
    // Another part of the app (or another tab sharing the store) refreshes while the request is out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await fetch(`${server.baseUrl}/api/v1/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: 'refresh-1' }),
    });
    c.tokens.set((await refreshed.json()) as { access: string; refresh: string });
    const { response } = await pending;
    expect(response.status).toBe(200);
    // Only the refresh above: presenting refresh-1 again would have revoked the login.
    expect(server.calls['/api/v1/refresh/']).toBe(1);
    expect(server.calls['/api/v1/profile/']).toBe(2);
  });

  it('reports a refused refresh once, clears the tokens and answers every caller 401', async () => {
    const c = await loggedIn();
    server.expireAccess();
    server.current = { ...server.current, refresh: 'revoked-elsewhere' };
    const results = await Promise.all([
      c.api.GET('/api/v1/profile/'),
      c.api.GET('/api/v1/profile/'),
      c.api.POST('/api/v1/chat/', { body: { message: 'hello' } }),
    ]);
    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401]);
    expect(server.calls['/api/v1/refresh/']).toBe(1);
    expect(c.onSessionLost).toHaveBeenCalledTimes(1);
    expect(c.tokens.get()).toEqual({ access: null, refresh: null });
    // Later calls go out without a token and do not report the loss again.
    expect((await c.api.GET('/api/v1/profile/')).response.status).toBe(401);
    expect(c.onSessionLost).toHaveBeenCalledTimes(1);
    expect(server.calls['/api/v1/refresh/']).toBe(1);
  });

  it('treats a 400 from refresh (no usable refresh token) as a lost session', async () => {
    const c = client(memoryTokens({ access: 'stale', refresh: '' }));
    const { response } = await c.api.GET('/api/v1/profile/');
    expect(response.status).toBe(401);
    expect(server.calls['/api/v1/refresh/']).toBe(1);
    expect(c.onSessionLost).toHaveBeenCalledTimes(1);
    expect(c.tokens.get()).toEqual({ access: null, refresh: null });
  });

  it('keeps the tokens when refresh fails for another reason (503), answering the original 401', async () => {
    const c = await loggedIn();
    server.expireAccess();
    server.refreshStatus = 503;
    const { response, error } = await c.api.GET('/api/v1/profile/');
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'token_not_valid' });
    expect(c.onSessionLost).not.toHaveBeenCalled();
    expect(c.tokens.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
    server.refreshStatus = null;
    expect((await c.api.GET('/api/v1/profile/')).response.status).toBe(200);
    expect(c.tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('sends no token to the account endpoints and leaves their 401s alone', async () => {
    const c = await loggedIn();
    await c.api.GET('/api/v1/profile/');
    expect(server.authorization['/api/v1/profile/']).toBe('Bearer access-1');
    await c.login(EMAIL, 'wrong password');
    expect(server.authorization['/api/v1/login/']).toBeUndefined();
    await c.logout();
    expect(server.authorization['/api/v1/logout/']).toBeUndefined();
    expect(server.calls['/api/v1/refresh/']).toBeUndefined();
  });
});

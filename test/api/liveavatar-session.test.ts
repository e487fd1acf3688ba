// Video sessions and the avatar catalog: token shape and storage, sliding expiry with a hard cap, owner
// binding, and the catalog's ids, names and defaults.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { at, bearer, call, createUserAndLogin, postJson } from './helpers/accounts';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Short windows so a test can walk past them without outliving the access token. */
const SHORT = { VIDEO_SESSION_TTL_SECONDS: '60', VIDEO_SESSION_MAX_SECONDS: '150' };

describe('POST /liveavatar/session/', () => {
  it('creates a session with the default avatar and voice from an empty body', async () => {
    const user = await createUserAndLogin();
    const before = Date.now();
    const res = await call('POST', '/liveavatar/session/', undefined, { headers: bearer(user.access) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['avatar_id', 'expires_at', 'session_token', 'voice_id']);
    expect(body.avatar_id).toBe('maya');
    expect(body.voice_id).toBe('warm');
    // 256 random bits in base64url.
    expect(body.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(body.expires_at ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 1800_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 1800_000);

    // Only the hash is stored, bound to the user.
    const row = await env.DB.prepare('SELECT token_hash, user_id FROM video_sessions WHERE token_hash = ?')
      .bind(await sha256Hex(body.session_token ?? ''))
      .first<{ token_hash: string; user_id: number }>();
    expect(row?.user_id).toBe(user.userId);
    const leaked = await env.DB.prepare('SELECT count(*) AS n FROM video_sessions WHERE token_hash = ?')
      .bind(body.session_token ?? '')
      .first<{ n: number }>();
    expect(leaked?.n).toBe(0);
  });

  it('accepts a chosen avatar and voice', async () => {
    const user = await createUserAndLogin();
    const res = await postJson(
      '/liveavatar/session/',
      { avatar_id: 'theo', voice_id: 'deep' },
      { headers: bearer(user.access) },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ avatar_id: 'theo', voice_id: 'deep' });
  });

  it('rejects unknown ids with 400 listing the allowed values', async () => {
    const user = await createUserAndLogin();
    const res = await postJson(
      '/liveavatar/session/',
      { avatar_id: 'ghost', voice_id: 'robot' },
      { headers: bearer(user.access) },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      avatar_id: ['"ghost" is not a valid choice. Allowed values: maya, theo.'],
      voice_id: ['"robot" is not a valid choice. Allowed values: warm, deep, bright.'],
    });
  });

  it('rejects a wrongly typed avatar_id with a DRF field error', async () => {
    const user = await createUserAndLogin();
    const res = await postJson('/liveavatar/session/', { avatar_id: 7 }, { headers: bearer(user.access) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ avatar_id: ['Not a valid string.'] });
  });

  it('needs the access token', async () => {
    const res = await call('POST', '/liveavatar/session/');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    expect(await res.json()).toMatchObject({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('session lifetime', () => {
  async function expiresAtOf(token: string): Promise<number> {
    const row = await env.DB.prepare('SELECT expires_at FROM video_sessions WHERE token_hash = ?')
      .bind(await sha256Hex(token))
      .first<{ expires_at: number }>();
    return row?.expires_at ?? 0;
  }

  it('slides the expiry on use, caps it at the maximum, then answers 400 session_expired', async () => {
    const user = await createUserAndLogin();
    const t0 = Date.now();
    const auth = { headers: bearer(user.access) };
    const opts = (ms: number) => ({ ...auth, ...at(ms, SHORT) });
    const created = await call('POST', '/liveavatar/session/', undefined, opts(t0));
    const { session_token: token, expires_at } = (await created.json()) as Record<string, string>;
    expect(Date.parse(expires_at ?? '')).toBe(t0 + 60_000);
    const chat = (ms: number) =>
      postJson('/chat/', { message: 'hello there', session_token: token }, opts(ms));

    expect((await chat(t0 + 50_000)).status).toBe(200);
    expect(await expiresAtOf(token ?? '')).toBe(t0 + 110_000);
    expect((await chat(t0 + 100_000)).status).toBe(200);
    expect(await expiresAtOf(token ?? '')).toBe(t0 + 150_000); // capped, not t0 + 160 s
    expect((await chat(t0 + 149_000)).status).toBe(200);
    expect(await expiresAtOf(token ?? '')).toBe(t0 + 150_000);

    const expired = await chat(t0 + 150_001);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      detail: 'Session has expired. Start a new session.',
      code: 'session_expired',
    });
  });

  it("answers 404 for another user's token, even an expired one", async () => {
    const owner = await createUserAndLogin();
    const other = await createUserAndLogin();
    const t0 = Date.now();
    const created = await call('POST', '/liveavatar/session/', undefined, {
      headers: bearer(owner.access),
      ...at(t0, SHORT),
    });
    const { session_token: token } = (await created.json()) as Record<string, string>;
    for (const ms of [t0 + 1000, t0 + 200_000]) {
      const res = await postJson(
        '/chat/',
        { message: 'hi', session_token: token },
        { headers: bearer(other.access), ...at(ms, SHORT) },
      );
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Session not found.', code: 'not_found' });
    }
  });
});

describe('GET /liveavatar/avatars/', () => {
  it('lists avatars and voices with ids, display names and one default each', async () => {
    const user = await createUserAndLogin();
    const res = await call('GET', '/liveavatar/avatars/', undefined, { headers: bearer(user.access) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<
      string,
      Array<{ id: string; display_name: string; default: boolean }>
    >;
    expect(body.avatars).toEqual([
      { id: 'maya', display_name: 'Maya', default: true },
      { id: 'theo', display_name: 'Theo', default: false },
    ]);
    expect(body.voices?.map((v) => v.id)).toEqual(['warm', 'deep', 'bright']);
    expect(body.voices?.filter((v) => v.default).map((v) => v.id)).toEqual(['warm']);
    expect(body.voices?.every((v) => v.display_name.length > 0)).toBe(true);
  });

  it('needs the access token', async () => {
    expect((await call('GET', '/liveavatar/avatars/')).status).toBe(401);
  });
});

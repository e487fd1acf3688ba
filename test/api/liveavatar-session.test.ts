// Video sessions and the avatar catalog: token shape and storage, sliding expiry with a hard cap, owner
// binding, and the catalog's ids, names and defaults.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { runCron } from './helpers/cron';
import { at, awayFromWindowEdge, bearer, call, postJson } from './helpers/http';

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

describe('session growth', () => {
  it('limits session creation per user: 429 with Retry-After after 10 a minute', async () => {
    const user = await createUserAndLogin();
    const other = await createUserAndLogin();
    await awayFromWindowEdge();
    const create = (access: string) =>
      call('POST', '/liveavatar/session/', undefined, { headers: bearer(access) });
    for (let i = 0; i < 10; i++) expect((await create(user.access)).status).toBe(201);
    const res = await create(user.access);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({ code: 'throttled' });
    expect((await create(other.access)).status).toBe(201);
  });

  it('prunes sessions a day past their expiry, with their recent replies, from the cron', async () => {
    const user = await createUserAndLogin();
    const t0 = Date.now();
    const auth = { headers: bearer(user.access) };
    const created = await call('POST', '/liveavatar/session/', undefined, auth);
    const { session_token: token } = (await created.json()) as { session_token: string };
    expect((await postJson('/chat/', { message: 'hello there', session_token: token }, auth)).status).toBe(
      200,
    );
    const old = await env.DB.prepare('SELECT id, recent_replies FROM video_sessions WHERE user_id = ?1')
      .bind(user.userId)
      .first<{ id: string; recent_replies: string }>();
    expect(JSON.parse(old?.recent_replies ?? '[]')).toHaveLength(1);
    const videoId = `vid${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO videos (id, user_id, session_id, status, provider, avatar_id, voice_id, transcript,
           cache_key, attempts, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'failed', 'embedded', 'maya', 'warm', 'A reply.', 'k', 1, ?4, ?4)`,
      ).bind(videoId, user.userId, old?.id, t0),
      // Still live when the cron runs, and one expired less than a day before it: both kept.
      env.DB.prepare(
        `INSERT INTO video_sessions (id, token_hash, user_id, avatar_id, voice_id, created_at, expires_at,
           max_expires_at, recent_replies) VALUES (?1, ?2, ?3, 'maya', 'warm', ?4, ?5, ?5, '[]')`,
      ).bind('live-session', `h-${crypto.randomUUID()}`, user.userId, t0, t0 + 3 * DAY),
      env.DB.prepare(
        `INSERT INTO video_sessions (id, token_hash, user_id, avatar_id, voice_id, created_at, expires_at,
           max_expires_at, recent_replies) VALUES (?1, ?2, ?3, 'maya', 'warm', ?4, ?5, ?5, '[]')`,
      ).bind('recent-session', `h-${crypto.randomUUID()}`, user.userId, t0, t0 + 1.5 * DAY),
    ]);

    await runCron(t0 + 2 * DAY);

    const left = await env.DB.prepare('SELECT id FROM video_sessions WHERE user_id = ?1 ORDER BY id')
      .bind(user.userId)
      .all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual(['live-session', 'recent-session']);
    const video = await env.DB.prepare('SELECT session_id FROM videos WHERE id = ?1').bind(videoId).first();
    expect(video).toEqual({ session_id: null });
  });
});

const DAY = 24 * 3600 * 1000;

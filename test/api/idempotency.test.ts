// Idempotency-Key on POST /liveavatar/generate/: a retry with the same key and body replays the first
// answer (same video_id, one videos row); another body is a 422; a key still running is a 409; keys are
// per user, live 24 hours from the answer and are pruned by the cron; failures free the key.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../workers/api/src/http/idempotency';
import { createUserAndLogin, login, type TestAccount } from './helpers/accounts';
import { runCron } from './helpers/cron';
import { at, bearer, call, postJson } from './helpers/http';

const DAY_MS = 24 * 60 * 60 * 1000;
const QUEUE = { RENDER_MODE: 'queue' };
const MESSAGE = { message: 'I could not sleep again last night.' };

function generate(
  user: TestAccount,
  key: string | undefined,
  body: unknown = MESSAGE,
  envOverrides: Record<string, unknown> = QUEUE,
): Promise<Response> {
  return postJson('/liveavatar/generate/', body, {
    headers: { ...bearer(user.access), ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    envOverrides,
  });
}

/** The user as logged in at `nowMs` (access tokens live minutes; these tests move the clock by days). */
async function loggedInAt(user: TestAccount, nowMs: number): Promise<TestAccount> {
  return { ...user, ...(await login(user.email, user.password, at(nowMs))) };
}

/** Generate in queue mode with the clock at `nowMs`, logged in at that time. */
async function generateAt(user: TestAccount, key: string, body: unknown, nowMs: number): Promise<Response> {
  return generate(await loggedInAt(user, nowMs), key, body, { ...QUEUE, TEST_NOW_MS: String(nowMs) });
}

function newKey(): string {
  return crypto.randomUUID();
}

async function videoCount(userId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM videos WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function keyRow(userId: number, key: string) {
  return env.DB.prepare(
    'SELECT state, response_status, response_body, created_at, expires_at FROM idempotency_keys WHERE user_id = ? AND key = ?',
  )
    .bind(userId, key)
    .first<{
      state: string;
      response_status: number | null;
      response_body: string | null;
      created_at: number;
      expires_at: number;
    }>();
}

/** The hash the middleware computes for generate with this body (method, route pattern, canonical JSON). */
async function requestHashOf(body: Record<string, unknown>): Promise<string> {
  const text = `POST\n/api/v1/liveavatar/generate\n${canonicalJson(body)}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A first request still in flight (or whose worker died): its row, as the middleware claims it. */
async function insertRunning(userId: number, key: string, now = Date.now()): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, state, created_at, expires_at)
     VALUES (?, ?, ?, 'running', ?, ?)`,
  )
    .bind(userId, key, await requestHashOf(MESSAGE), now, now + 5 * 60 * 1000)
    .run();
}

function expiryOf(videoUrl: unknown): number {
  return Number(new URL(String(videoUrl)).searchParams.get('exp'));
}

describe('replay', () => {
  it('answers a retry with the first status and body, the same video_id and no second videos row', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const first = await generate(user, key);
    expect(first.status).toBe(202);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const made = (await first.json()) as Record<string, unknown>;

    const again = await generate(user, key);
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    const replayed = (await again.json()) as Record<string, unknown>;
    expect(replayed).toEqual({ ...made, video_url: expect.any(String) });
    expect(replayed.video_id).toBe(made.video_id);
    expect(await videoCount(user.userId)).toBe(1);

    const row = await keyRow(user.userId, key);
    expect(row).toMatchObject({ state: 'done', response_status: 202 });
    expect(JSON.parse(row?.response_body ?? '{}')).toMatchObject({ video_id: made.video_id });
  });

  it('treats reordered keys and whitespace as the same body', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const body = { message: 'Work has been a lot lately.', avatar_id: 'theo' };
    const first = await generate(user, key, body);
    expect(first.status).toBe(202);
    const reordered = `{ "avatar_id" : "theo",\n  "message": "Work has been a lot lately." }`;
    const again = await generate(user, key, reordered);
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as { video_id: string }).video_id).toBe(
      ((await first.json()) as { video_id: string }).video_id,
    );
    expect(await videoCount(user.userId)).toBe(1);
  });

  it('replays a synchronous 200 with a clip URL signed at replay time that still plays', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const t0 = Date.now();
    const first = await generate(user, key, MESSAGE, { RENDER_MODE: 'sync', TEST_NOW_MS: String(t0) });
    expect(first.status).toBe(200);
    const made = (await first.json()) as Record<string, unknown>;
    expect(made.status).toBe('ready');

    const later = t0 + 20 * 60 * 60 * 1000;
    const again = await generate(await loggedInAt(user, later), key, MESSAGE, {
      RENDER_MODE: 'sync',
      TEST_NOW_MS: String(later),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const replayed = (await again.json()) as Record<string, unknown>;
    expect(replayed.video_id).toBe(made.video_id);
    expect(expiryOf(replayed.video_url) - expiryOf(made.video_url)).toBe(20 * 60 * 60);
    const url = new URL(String(replayed.video_url));
    const clip = await call(
      'GET',
      `${url.pathname.replace('/api/v1', '')}${url.search}`,
      undefined,
      at(later),
    );
    expect(clip.status).toBe(200);
    expect(await videoCount(user.userId)).toBe(1);
  });

  it('runs the route as usual without the header', async () => {
    const user = await createUserAndLogin();
    expect((await generate(user, undefined)).status).toBe(202);
    expect((await generate(user, undefined)).status).toBe(202);
    expect(await videoCount(user.userId)).toBe(2);
    const keys = await env.DB.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE user_id = ?')
      .bind(user.userId)
      .first<{ n: number }>();
    expect(keys?.n).toBe(0);
  });
});

describe('conflicts', () => {
  it('answers 422 idempotency_key_reused for the same key with another body, creating nothing', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    expect((await generate(user, key)).status).toBe(202);
    for (const body of [{ message: 'Something else entirely.' }, { ...MESSAGE, avatar_id: 'theo' }]) {
      const res = await generate(user, key, body);
      expect(res.status).toBe(422);
      expect(res.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await res.json()).toEqual({
        detail: 'This Idempotency-Key was already used with another request.',
        code: 'idempotency_key_reused',
      });
    }
    expect(await videoCount(user.userId)).toBe(1);
    expect(await keyRow(user.userId, key)).toMatchObject({ state: 'done', response_status: 202 });
  });

  it('answers 409 idempotency_in_progress with Retry-After while the first request runs', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    await insertRunning(user.userId, key);
    const res = await generate(user, key);
    expect(res.status).toBe(409);
    expect(res.headers.get('Retry-After')).toBe('2');
    expect(await res.json()).toEqual({
      detail: 'A request with this Idempotency-Key is still in progress.',
      code: 'idempotency_in_progress',
    });
    expect(await videoCount(user.userId)).toBe(0);
    expect(await keyRow(user.userId, key)).toMatchObject({ state: 'running' });
    // Another request under a running key is still a reuse.
    expect((await generate(user, key, { message: 'Not the running one.' })).status).toBe(422);
  });

  it('lets exactly one of two simultaneous first requests run', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const answers = await Promise.all([generate(user, key), generate(user, key), generate(user, key)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 202 || s === 409)).toBe(true);
    const ids = new Set<string>();
    for (const res of answers) {
      if (res.status === 202) ids.add(((await res.json()) as { video_id: string }).video_id);
    }
    expect(ids.size).toBe(1);
    expect(await videoCount(user.userId)).toBe(1);
  });

  it('keeps keys per user: the same key from another user is a new request', async () => {
    const alice = await createUserAndLogin();
    const bob = await createUserAndLogin();
    const key = newKey();
    const a = await generate(alice, key);
    const b = await generate(bob, key, { message: 'A different worry of my own.' });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
    const aId = ((await a.json()) as { video_id: string }).video_id;
    const bId = ((await b.json()) as { video_id: string }).video_id;
    expect(aId).not.toBe(bId);
    expect(await videoCount(alice.userId)).toBe(1);
    expect(await videoCount(bob.userId)).toBe(1);
    await insertRunning(bob.userId, 'running-for-bob-only');
    expect((await generate(alice, 'running-for-bob-only')).status).toBe(202);
  });
});

describe('failures free the key', () => {
  it('deletes the row after a 4xx so a corrected retry with the same key runs', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const bad = await generate(user, key, { message: '' });
    expect(bad.status).toBe(400);
    expect(await keyRow(user.userId, key)).toBeNull();
    const unknownSession = await generate(user, key, { ...MESSAGE, session_token: 'not-a-session' });
    expect(unknownSession.status).toBe(404);
    expect(await keyRow(user.userId, key)).toBeNull();
    const good = await generate(user, key);
    expect(good.status).toBe(202);
    expect(good.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await videoCount(user.userId)).toBe(1);
  });

  it('deletes the row after a 5xx (video unavailable) so the retry runs again', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const res = await generate(user, key, MESSAGE, { VIDEO_PROVIDER: 'heygen' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('video_unavailable');
    expect(await keyRow(user.userId, key)).toBeNull();
    expect((await generate(user, key)).headers.get('Idempotent-Replayed')).toBeNull();
  });
});

describe('expiry', () => {
  it('replays for 24 hours from the answer, then takes the key as new', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const t0 = Date.now() + 3 * DAY_MS;
    const first = await generateAt(user, key, MESSAGE, t0);
    expect(first.status).toBe(202);
    const made = (await first.json()) as { video_id: string };
    expect(await keyRow(user.userId, key)).toMatchObject({ created_at: t0, expires_at: t0 + DAY_MS });

    const late = await generateAt(user, key, MESSAGE, t0 + DAY_MS - 1);
    expect(late.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await late.json()) as { video_id: string }).video_id).toBe(made.video_id);
    const otherBody = { message: 'A new day, a new worry.' };
    expect((await generateAt(user, key, otherBody, t0 + DAY_MS - 1)).status).toBe(422);

    const expired = await generateAt(user, key, otherBody, t0 + DAY_MS);
    expect(expired.status).toBe(202);
    expect(expired.headers.get('Idempotent-Replayed')).toBeNull();
    expect(((await expired.json()) as { video_id: string }).video_id).not.toBe(made.video_id);
    expect(await videoCount(user.userId)).toBe(2);
    expect(await keyRow(user.userId, key)).toMatchObject({
      state: 'done',
      created_at: t0 + DAY_MS,
      expires_at: t0 + 2 * DAY_MS,
    });
  });

  it('lets a running row whose worker died block the key only for its lease', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const t0 = Date.now() + 5 * DAY_MS;
    await insertRunning(user.userId, key, t0);
    const during = await generateAt(user, key, MESSAGE, t0 + 5 * 60_000 - 1);
    expect(during.status).toBe(409);
    const after = await generateAt(user, key, MESSAGE, t0 + 5 * 60_000);
    expect(after.status).toBe(202);
    expect(await videoCount(user.userId)).toBe(1);
  });

  it('is pruned by the daily cron once expired', async () => {
    const user = await createUserAndLogin();
    const key = newKey();
    const t0 = Date.now() + 10 * DAY_MS;
    expect((await generateAt(user, key, MESSAGE, t0)).status).toBe(202);
    await insertRunning(user.userId, 'dead-running', t0);
    const live = newKey();
    expect((await generateAt(user, live, MESSAGE, t0 + DAY_MS - 1000)).status).toBe(202);
    await runCron(t0 + DAY_MS);
    expect(await keyRow(user.userId, key)).toBeNull();
    expect(await keyRow(user.userId, 'dead-running')).toBeNull();
    expect(await keyRow(user.userId, live)).toMatchObject({ state: 'done' });
  });
});

describe('the key itself', () => {
  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['a tab inside', 'tab\there'],
    ['DEL', 'key-\u007f'],
  ])('answers 400 on Idempotency-Key when it is %s, creating nothing', async (_, key) => {
    const user = await createUserAndLogin();
    const res = await generate(user, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      'Idempotency-Key': ['Ensure this value has 1 to 255 printable ASCII characters.'],
    });
    expect(await videoCount(user.userId)).toBe(0);
  });

  it('accepts 255 printable characters, spaces and punctuation included', async () => {
    const user = await createUserAndLogin();
    const key = `a b~!@#$%^&*()${'z'.repeat(241)}`;
    expect(key).toHaveLength(255);
    expect((await generate(user, key)).status).toBe(202);
    expect((await generate(user, key)).headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('needs the access token before anything is stored', async () => {
    const key = newKey();
    const res = await postJson('/liveavatar/generate/', MESSAGE, { headers: { 'Idempotency-Key': key } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'not_authenticated' });
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = ?')
      .bind(key)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});

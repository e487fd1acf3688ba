// POST /content/{slug}/clip/: rendered through generate's pipeline the first time and served from the
// content-addressed cache after that.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../packages/content/src/index';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { type Clip, get, insertItem } from './helpers/content';
import { awayFromWindowEdge, bearer, fetchWorker, postJson } from './helpers/http';

function clip(user: TestAccount, slug: string, body?: unknown, envOverrides?: Record<string, unknown>) {
  return postJson(`/content/${slug}/clip/`, body, {
    headers: bearer(user.access),
    ...(envOverrides ? { envOverrides } : {}),
  });
}

async function objectCount(): Promise<number> {
  return (await env.CLIPS.list()).objects.length;
}

describe('POST /content/{slug}/clip/', () => {
  it('renders the narration the first time and serves the cached clip after, with no render', async () => {
    await insertItem('clip-once', 2000, {
      narration: 'Breathe in slowly. Now breathe out, a little longer.',
    });
    const user = await createUserAndLogin();
    const before = await objectCount();

    const first = await clip(user, 'clip-once', {}, { RENDER_MODE: 'sync' });
    expect(first.status).toBe(200);
    const made = (await first.json()) as Clip;
    expect(Object.keys(made).sort()).toEqual(['status', 'transcript', 'video_id', 'video_url']);
    expect(made).toMatchObject({
      status: 'ready',
      transcript: 'Breathe in slowly. Now breathe out, a little longer.',
    });
    expect(await objectCount()).toBe(before + 1);
    const played = await fetchWorker(new Request(made.video_url));
    expect(played.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await played.arrayBuffer()).slice(4, 8))).toBe('ftyp');

    // Queue mode would answer 202 for anything it had to render: a 200 here means nothing was rendered.
    const other = await createUserAndLogin();
    const again = await clip(other, 'clip-once', undefined, { RENDER_MODE: 'queue' });
    expect(again.status).toBe(200);
    const cached = (await again.json()) as Clip;
    expect(cached.status).toBe('ready');
    expect(cached.video_id).not.toBe(made.video_id);
    expect(await objectCount()).toBe(before + 1);
    const rows = await env.DB.prepare(
      'SELECT user_id, status, object_key, safety_level, session_id FROM videos WHERE id IN (?1, ?2) ORDER BY created_at, id',
    )
      .bind(made.video_id, cached.video_id)
      .all<{ user_id: number; status: string; object_key: string; safety_level: string; session_id: null }>();
    expect(rows.results).toHaveLength(2);
    const [a, b] = rows.results;
    expect(a?.object_key).toBe(b?.object_key);
    expect(rows.results.map((r) => [r.status, r.safety_level, r.session_id])).toEqual([
      ['ready', 'none', null],
      ['ready', 'none', null],
    ]);
    expect(new Set(rows.results.map((r) => r.user_id))).toEqual(new Set([user.userId, other.userId]));
    const cache = await env.DB.prepare('SELECT COUNT(*) AS n FROM clip_objects WHERE object_key = ?1')
      .bind(a?.object_key)
      .first<{ n: number }>();
    expect(cache?.n).toBe(1);
    expect((await fetchWorker(new Request(cached.video_url))).status).toBe(200);
  });

  it('replays the first answer for a retry with the same Idempotency-Key, re-signing video_url', async () => {
    await insertItem('clip-key', 2003, { narration: 'Feel your feet on the floor.' });
    const user = await createUserAndLogin();
    const key = crypto.randomUUID();
    const send = (nowMs?: number) =>
      postJson(
        '/content/clip-key/clip/',
        {},
        {
          headers: { ...bearer(user.access), 'Idempotency-Key': key },
          envOverrides: { RENDER_MODE: 'queue', ...(nowMs ? { TEST_NOW_MS: String(nowMs) } : {}) },
        },
      );
    const first = await send();
    expect(first.status).toBe(202);
    const made = (await first.json()) as Clip;
    const again = await send(Date.now() + 60_000);
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const replayed = (await again.json()) as Clip;
    expect(replayed).toEqual({ ...made, video_url: expect.any(String) });
    expect(replayed.video_url).not.toBe(made.video_url);
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM videos WHERE user_id = ?1')
      .bind(user.userId)
      .first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(1);
  });

  it('renders again for another avatar, which is another clip', async () => {
    await insertItem('clip-look', 2001, { narration: 'Let your shoulders drop as you breathe out.' });
    const user = await createUserAndLogin();
    const before = await objectCount();
    expect((await clip(user, 'clip-look', {}, { RENDER_MODE: 'sync' })).status).toBe(200);
    const theo = await clip(user, 'clip-look', { avatar_id: 'theo' }, { RENDER_MODE: 'queue' });
    expect(theo.status).toBe(202);
    expect(await objectCount()).toBe(before + 1);
  });

  it('queues a long narration: 202 with status_url and a queued row', async () => {
    const user = await createUserAndLogin();
    const item = CONTENT.find((i) => i.kind === 'meditation');
    if (item === undefined) throw new Error('the library has no meditation');
    // No body at all: the avatar and voice are optional.
    const res = await clip(user, item.slug, undefined, { RENDER_MODE: 'queue' });
    expect(res.status).toBe(202);
    const body = (await res.json()) as Clip;
    expect(body).toMatchObject({ status: 'queued', transcript: item.narration });
    expect(body.status_url).toBe(`http://localhost/api/v1/liveavatar/videos/${body.video_id}/`);
    const status = await get(user, `/liveavatar/videos/${body.video_id}/`);
    expect(await status.json()).toMatchObject({ video_id: body.video_id, status: 'queued' });
  });

  it('answers 503 video_unavailable with the narration as text when no video can be made', async () => {
    await insertItem('clip-down', 2002, { narration: 'Notice five things you can see.' });
    const user = await createUserAndLogin();
    const res = await clip(user, 'clip-down', {}, { VIDEO_PROVIDER: 'heygen' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      detail: 'The video could not be made right now. The narration is included as text.',
      code: 'video_unavailable',
      transcript: 'Notice five things you can see.',
    });
  });

  it('answers 404 for an unknown slug, 400 for an unknown avatar, 415 and 401', async () => {
    const user = await createUserAndLogin();
    const missing = await clip(user, 'no-such-item', {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.', code: 'not_found' });

    const badLook = await clip(user, CONTENT[0]?.slug ?? '', { avatar_id: 'ghost', voice_id: 5 });
    expect(badLook.status).toBe(400);
    expect(await badLook.json()).toMatchObject({ code: 'invalid', voice_id: ['Not a valid string.'] });
    const ghost = await clip(user, CONTENT[0]?.slug ?? '', { avatar_id: 'ghost' });
    expect(await ghost.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      avatar_id: ['"ghost" is not a valid choice. Allowed values: maya, theo.'],
    });

    const form = await postJson(`/content/${CONTENT[0]?.slug}/clip/`, 'avatar_id=maya', {
      headers: { ...bearer(user.access), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect((await postJson(`/content/${CONTENT[0]?.slug}/clip/`, {})).status).toBe(401);
  });

  it('shares generate’s per-user limit: 429 with Retry-After once it is spent', async () => {
    const user = await createUserAndLogin();
    await awayFromWindowEdge();
    for (let i = 0; i < 20; i++) expect((await clip(user, 'no-such-item', {})).status).toBe(404);
    const res = await clip(user, 'no-such-item', {});
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    const generate = await postJson(
      '/liveavatar/generate/',
      { message: 'hi' },
      { headers: bearer(user.access) },
    );
    expect(generate.status).toBe(429);
  });
});

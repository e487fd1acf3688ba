// POST /liveavatar/generate/: validation, sync (200 + a playable clip) and queue (202) modes, the 503
// fallback that keeps the transcript, throttling, safety levels and vetted replies, and sessions.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { VETTED_REPLIES } from '../../packages/replies/src/index';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { bearer, call, fetchWorker, postJson } from './helpers/http';

type Body = Record<string, unknown> & { safety: Record<string, unknown> };

function generate(
  user: TestAccount,
  body: unknown,
  envOverrides?: Record<string, unknown>,
): Promise<Response> {
  return postJson('/liveavatar/generate/', body, {
    headers: bearer(user.access),
    ...(envOverrides ? { envOverrides } : {}),
  });
}

const QUEUE = { RENDER_MODE: 'queue' };

describe('validation', () => {
  it.each([
    [{}, { message: ['This field is required.'] }],
    [{ message: '   \n\t ' }, { message: ['This field may not be blank.'] }],
    [{ message: '\u0000\u0007\u001b' }, { message: ['This field may not be blank.'] }],
    [{ message: 'x'.repeat(2001) }, { message: ['Ensure this field has no more than 2000 characters.'] }],
    [{ message: 42 }, { message: ['Not a valid string.'] }],
    [{ message: 'hi', session_token: 5 }, { session_token: ['Not a valid string.'] }],
    [
      { message: 'hi', avatar_id: 'ghost' },
      { avatar_id: ['"ghost" is not a valid choice. Allowed values: maya, theo.'] },
    ],
  ])('rejects %j with DRF field errors', async (body, fields) => {
    const user = await createUserAndLogin();
    const res = await generate(user, body, QUEUE);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
  });

  it('counts characters (code points) after removing control characters', async () => {
    const user = await createUserAndLogin();
    // 2000 characters (2999 UTF-16 units) once the controls are gone.
    const message = `\u0001${'a'.repeat(1001)}\u0000${'😀'.repeat(999)}\u007f\u009b`;
    expect((await generate(user, { message }, QUEUE)).status).toBe(202);
    const over = await generate(user, { message: `${message}b` }, QUEUE);
    expect(over.status).toBe(400);
  });

  it('answers 404 for an unknown session token and 401 without an access token', async () => {
    const user = await createUserAndLogin();
    const res = await generate(user, { message: 'hi', session_token: 'not-a-session' }, QUEUE);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Session not found.', code: 'not_found' });
    expect((await postJson('/liveavatar/generate/', { message: 'hi' })).status).toBe(401);
  });
});

describe('rendering modes', () => {
  it('sync: 200 with a ready, playable clip at video_url', async () => {
    const user = await createUserAndLogin();
    const res = await generate(user, { message: 'I had a long day at work.' }, { RENDER_MODE: 'sync' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(Object.keys(body).sort()).toEqual(['safety', 'status', 'transcript', 'video_id', 'video_url']);
    expect(body.status).toBe('ready');
    expect(body.video_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(typeof body.transcript).toBe('string');
    expect((body.transcript as string).length).toBeGreaterThan(20);
    expect(body.safety).toEqual({
      level: expect.any(String),
      categories: expect.any(Array),
      show_crisis_resources: false,
    });
    expect(body.video_url).toMatch(
      /^http:\/\/localhost\/api\/v1\/liveavatar\/clips\/[\w-]+\/\?exp=\d+&sig=[\w-]+$/,
    );

    const clip = await fetchWorker(new Request(body.video_url as string));
    expect(clip.status).toBe(200);
    const bytes = new Uint8Array(await clip.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
  });

  it('auto: the embedded provider renders in the request', async () => {
    const user = await createUserAndLogin();
    const res = await generate(user, { message: 'Things have been okay lately.' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).status).toBe('ready');
  });

  it('queue: 202 with status_url; the row waits as queued and the status endpoint says so', async () => {
    const user = await createUserAndLogin();
    const res = await generate(user, { message: 'My sister and I argued again.' }, QUEUE);
    expect(res.status).toBe(202);
    const body = (await res.json()) as Body;
    expect(body.status).toBe('queued');
    expect(body.status_url).toBe(`http://localhost/api/v1/liveavatar/videos/${body.video_id}/`);
    const row = await env.DB.prepare('SELECT status, user_id, transcript FROM videos WHERE id = ?')
      .bind(body.video_id)
      .first<{ status: string; user_id: number; transcript: string }>();
    expect(row).toEqual({ status: 'queued', user_id: user.userId, transcript: body.transcript });

    const status = await call(
      'GET',
      new URL(body.status_url as string).pathname.replace('/api/v1', ''),
      undefined,
      {
        headers: bearer(user.access),
      },
    );
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ video_id: body.video_id, status: 'queued', video_url: null });
  });
});

describe('when the video cannot be made', () => {
  it('answers 503 video_unavailable with the transcript, safety and Retry-After (provider not configured)', async () => {
    const user = await createUserAndLogin();
    const res = await generate(
      user,
      { message: 'I feel a bit lonely tonight.' },
      { VIDEO_PROVIDER: 'heygen' },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    const body = (await res.json()) as Body;
    expect(body.code).toBe('video_unavailable');
    expect(body.detail).toBe('The video could not be made right now. The reply is included as text.');
    expect((body.transcript as string).length).toBeGreaterThan(20);
    expect(body.safety).toMatchObject({ show_crisis_resources: false });
  });

  it('answers 503 and fails the row when the render queue refuses the job', async () => {
    const user = await createUserAndLogin();
    const brokenQueue = {
      send: async () => {
        throw new Error('queue down');
      },
    };
    // Theo: no earlier test in this file renders with him. Storage is shared within a file, and a clip
    // already cached for the same reply text (seeds are random) would be born ready, never queued.
    const res = await generate(
      user,
      { message: 'Just checking in today.', avatar_id: 'theo' },
      { ...QUEUE, RENDER_QUEUE: brokenQueue },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    const body = (await res.json()) as Body;
    expect(body.code).toBe('video_unavailable');
    const row = await env.DB.prepare('SELECT status FROM videos WHERE user_id = ?')
      .bind(user.userId)
      .first<{ status: string }>();
    expect(row?.status).toBe('failed');
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After once the per-user limit is spent', async () => {
    const user = await createUserAndLogin();
    // Invalid bodies still count: the throttle runs before validation, as in DRF.
    for (let i = 0; i < 20; i++) expect((await generate(user, {}, QUEUE)).status).toBe(400);
    const res = await generate(user, { message: 'hello' }, QUEUE);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      detail: 'Request was throttled. Expected available in 60 seconds.',
      code: 'throttled',
    });
    // Another user is not affected.
    const other = await createUserAndLogin();
    expect((await generate(other, { message: 'hello' }, QUEUE)).status).toBe(202);
  });
});

describe('safety', () => {
  it('a crisis message gets crisis safety, crisis resources and a vetted transcript', async () => {
    const user = await createUserAndLogin();
    const res = await generate(
      user,
      { message: "I've saved up my pills and I'm going to take them all tonight." },
      QUEUE,
    );
    expect([200, 202]).toContain(res.status);
    const body = (await res.json()) as Body;
    expect(body.safety).toEqual({
      level: 'crisis',
      categories: expect.arrayContaining(['self_harm']),
      show_crisis_resources: true,
    });
    const vetted = VETTED_REPLIES.filter((r) => r.level === 'crisis').map((r) => r.text);
    expect(vetted).toContain(body.transcript);
  });

  it('an idiom is not elevated and shows no crisis resources', async () => {
    const user = await createUserAndLogin();
    const res = await generate(user, { message: 'this commute is killing me' }, QUEUE);
    const body = (await res.json()) as Body;
    expect(['none', 'low']).toContain(body.safety.level);
    expect(body.safety.show_crisis_resources).toBe(false);
  });

  it('a vetted reply already rendered comes back ready at once, even in queue mode', async () => {
    const message = 'I am going to kill myself tonight, I have the rope ready.';
    const first = await generate(await createUserAndLogin(), { message }, { RENDER_MODE: 'sync' });
    expect(first.status).toBe(200);
    const rendered = ((await first.json()) as Body).transcript;
    // The cache is content-addressed, not per user. Vetted texts are few; keep asking until we get this one.
    const other = await createUserAndLogin();
    for (let i = 0; i < 19; i++) {
      const res = await generate(other, { message }, QUEUE);
      const body = (await res.json()) as Body;
      if (body.transcript === rendered) {
        expect(res.status).toBe(200);
        expect(body.status).toBe('ready');
        return;
      }
      expect(res.status).toBe(202);
    }
    throw new Error('the rendered vetted reply never came up again');
  });
});

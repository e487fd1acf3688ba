// GET /liveavatar/videos/{id}/: the owner sees status, transcript and (once ready) a signed URL; anyone
// else, and any unknown id, gets the same 404.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { bearer, call, postJson } from './helpers/http';

async function generate(user: TestAccount, mode: 'sync' | 'queue'): Promise<Record<string, string>> {
  const res = await postJson(
    '/liveavatar/generate/',
    { message: 'I keep worrying about my exams.' },
    { headers: bearer(user.access), envOverrides: { RENDER_MODE: mode } },
  );
  expect(res.status).toBe(mode === 'sync' ? 200 : 202);
  return (await res.json()) as Record<string, string>;
}

function status(user: TestAccount, videoId: string): Promise<Response> {
  return call('GET', `/liveavatar/videos/${videoId}/`, undefined, { headers: bearer(user.access) });
}

describe('GET /liveavatar/videos/{video_id}/', () => {
  it('shows the owner a ready video with a signed URL and the creation time', async () => {
    const owner = await createUserAndLogin();
    const before = Date.now();
    const made = await generate(owner, 'sync');
    const res = await status(owner, made.video_id ?? '');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['created_at', 'status', 'transcript', 'video_id', 'video_url']);
    expect(body).toMatchObject({ video_id: made.video_id, status: 'ready', transcript: made.transcript });
    expect(body.video_url).toMatch(/\/api\/v1\/liveavatar\/clips\/[\w-]+\/\?exp=\d+&sig=[\w-]+$/);
    const created = Date.parse(body.created_at ?? '');
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(Date.now());
  });

  it('has no URL while queued and a public error once failed', async () => {
    const owner = await createUserAndLogin();
    const made = await generate(owner, 'queue');
    expect(await (await status(owner, made.video_id ?? '')).json()).toMatchObject({
      status: 'queued',
      video_url: null,
    });
    await env.DB.prepare("UPDATE videos SET status = 'failed', error = ? WHERE id = ?")
      .bind('The video could not be rendered.', made.video_id)
      .run();
    const body = (await (await status(owner, made.video_id ?? '')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: 'failed',
      video_url: null,
      transcript: made.transcript,
      error: 'The video could not be rendered.',
    });
  });

  it("answers 404 for another user's video and for an unknown id, alike", async () => {
    const owner = await createUserAndLogin();
    const other = await createUserAndLogin();
    const made = await generate(owner, 'queue');
    for (const res of [
      await status(other, made.video_id ?? ''),
      await status(owner, 'AAAAAAAAAAAAAAAAAAAAAA'),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('needs the access token', async () => {
    const res = await call('GET', '/liveavatar/videos/AAAAAAAAAAAAAAAAAAAAAA/');
    expect(res.status).toBe(401);
  });
});

describe('sessions in generate', () => {
  it("uses the session's avatar and voice and remembers the reply", async () => {
    const user = await createUserAndLogin();
    const session = await postJson(
      '/liveavatar/session/',
      { avatar_id: 'theo', voice_id: 'bright' },
      { headers: bearer(user.access) },
    );
    const { session_token } = (await session.json()) as Record<string, string>;
    const res = await postJson(
      '/liveavatar/generate/',
      { message: 'I could not sleep last night.', session_token },
      { headers: bearer(user.access), envOverrides: { RENDER_MODE: 'queue' } },
    );
    expect(res.status).toBe(202);
    const body = (await res.json()) as Record<string, string>;
    const row = await env.DB.prepare('SELECT avatar_id, voice_id, session_id FROM videos WHERE id = ?')
      .bind(body.video_id)
      .first<{ avatar_id: string; voice_id: string; session_id: string }>();
    expect(row).toMatchObject({ avatar_id: 'theo', voice_id: 'bright' });
    const stored = await env.DB.prepare('SELECT recent_replies FROM video_sessions WHERE id = ?')
      .bind(row?.session_id)
      .first<{ recent_replies: string }>();
    expect(JSON.parse(stored?.recent_replies ?? '[]')).toEqual([body.transcript]);
  });
});

// Provider completion webhooks: HeyGen's body HMAC and D-ID's per-video URL token are checked before
// anything is recorded; a verified failure ends the video; unset secrets reject everything.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, signDidWebhookUrl } from '../../packages/providers/src/index';
import { createUserAndLogin } from './helpers/accounts';
import { bearer, call, callWith } from './helpers/http';

const HEYGEN_SECRET = 'whsec_api_test_secret_0123456789';
const DID_SECRET = 'did_api_test_secret_0123456789abcdef';
const SECRETS = {
  HEYGEN_WEBHOOK_SECRET: HEYGEN_SECRET,
  HEYGEN_API_KEY: 'test-heygen-key',
  DID_WEBHOOK_SECRET: DID_SECRET,
  DID_API_KEY: 'test-did-key',
};
const BASE = 'http://localhost/api/v1/liveavatar/webhooks';

/** A video whose external job is running, as the consumer leaves it after creating the job. */
async function renderingVideo(userId: number, provider: string): Promise<{ videoId: string; jobId: string }> {
  const videoId = `vid${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const jobId = `job_${crypto.randomUUID()}`;
  await env.DB.prepare(
    `INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key,
       provider_job_id, attempts, created_at, updated_at)
     VALUES (?, ?, 'rendering', ?, 'maya', 'warm', 'A reply.', ?, ?, 1, ?, ?)`,
  )
    .bind(videoId, userId, provider, `key-${videoId}`, jobId, Date.now(), Date.now())
    .run();
  return { videoId, jobId };
}

async function statusOf(videoId: string): Promise<{ status: string; error: string | null } | null> {
  return env.DB.prepare('SELECT status, error FROM videos WHERE id = ?').bind(videoId).first();
}

async function heygenPost(body: string, signature: string, overrides: Record<string, unknown> = SECRETS) {
  const headers = {
    'content-type': 'application/json',
    'Heygen-Signature': signature,
    'Heygen-Timestamp': String(Math.floor(Date.now() / 1000)),
  };
  return callWith(new Request(`${BASE}/heygen/`, { method: 'POST', headers, body }), overrides);
}

describe('POST /liveavatar/webhooks/heygen/', () => {
  it('records a correctly signed failure and the owner sees it', async () => {
    const user = await createUserAndLogin();
    const { videoId, jobId } = await renderingVideo(user.userId, 'heygen');
    const body = JSON.stringify({
      event_type: 'avatar_video.fail',
      event_data: { video_id: jobId, msg: 'bad' },
    });
    const res = await heygenPost(body, await hmacSha256Hex(HEYGEN_SECRET, body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect((await statusOf(videoId))?.status).toBe('failed');
    const status = await call('GET', `/liveavatar/videos/${videoId}/`, undefined, {
      headers: bearer(user.access),
    });
    expect(await status.json()).toMatchObject({ status: 'failed', error: expect.any(String) });
  });

  it('refuses a bad signature with 403 and records nothing', async () => {
    const user = await createUserAndLogin();
    const { videoId, jobId } = await renderingVideo(user.userId, 'heygen');
    const body = JSON.stringify({ event_type: 'avatar_video.fail', event_data: { video_id: jobId } });
    const forged = await hmacSha256Hex('another-secret', body);
    for (const res of [
      await heygenPost(body, forged),
      await heygenPost(body, await hmacSha256Hex(HEYGEN_SECRET, body), {}),
    ]) {
      // The second delivery is correctly signed, but this worker has no secret: fail closed.
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        detail: 'Webhook signature is not valid.',
        code: 'signature_invalid',
      });
    }
    expect((await statusOf(videoId))?.status).toBe('rendering');
  });

  it('answers 400 for a signed body it cannot read, and 200 for an unknown job', async () => {
    const garbled = 'not json';
    const bad = await heygenPost(garbled, await hmacSha256Hex(HEYGEN_SECRET, garbled));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'parse_error' });
    const body = JSON.stringify({ event_type: 'avatar_video.fail', event_data: { video_id: 'job_unknown' } });
    const unknown = await heygenPost(body, await hmacSha256Hex(HEYGEN_SECRET, body));
    expect(unknown.status).toBe(200);
  });
});

describe('POST /liveavatar/webhooks/d-id/', () => {
  const failedTalk = (id: string) =>
    JSON.stringify({ id, status: 'error', error: { kind: 'x', description: 'y' } });

  it('records a failure posted to the signed per-video URL', async () => {
    const user = await createUserAndLogin();
    const { videoId, jobId } = await renderingVideo(user.userId, 'd-id');
    const url = await signDidWebhookUrl(`${BASE}/d-id/`, videoId, DID_SECRET);
    const req = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: failedTalk(jobId),
    });
    const res = await callWith(req, SECRETS);
    expect(res.status).toBe(200);
    expect((await statusOf(videoId))?.status).toBe('failed');
  });

  it('refuses a missing or wrong token with 403', async () => {
    const user = await createUserAndLogin();
    const { videoId, jobId } = await renderingVideo(user.userId, 'd-id');
    const signed = new URL(
      await signDidWebhookUrl(`${BASE}/d-id/`, videoId, 'wrong-secret-wrong-secret-wrong'),
    );
    const bare = new URL(`${BASE}/d-id/`);
    for (const url of [signed, bare]) {
      const req = new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: failedTalk(jobId),
      });
      const res = await callWith(req, SECRETS);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'signature_invalid' });
    }
    expect((await statusOf(videoId))?.status).toBe('rendering');
  });

  it("refuses a token for one video used to complete another video's job", async () => {
    const user = await createUserAndLogin();
    const mine = await renderingVideo(user.userId, 'd-id');
    const victim = await renderingVideo(user.userId, 'd-id');
    const url = await signDidWebhookUrl(`${BASE}/d-id/`, mine.videoId, DID_SECRET);
    const done = JSON.stringify({
      id: victim.jobId,
      status: 'done',
      result_url: 'https://d-id-talks-prod.s3.us-west-2.amazonaws.com/forged.mp4',
    });
    for (const body of [done, failedTalk(victim.jobId)]) {
      const req = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const res = await callWith(req, SECRETS);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'signature_invalid' });
    }
    expect((await statusOf(victim.videoId))?.status).toBe('rendering');
    expect((await statusOf(mine.videoId))?.status).toBe('rendering');
  });

  it("leaves another provider's job alone", async () => {
    const user = await createUserAndLogin();
    const heygenJob = await renderingVideo(user.userId, 'heygen');
    const url = await signDidWebhookUrl(`${BASE}/d-id/`, heygenJob.videoId, DID_SECRET);
    const req = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: failedTalk(heygenJob.jobId),
    });
    expect((await callWith(req, SECRETS)).status).toBe(200);
    expect((await statusOf(heygenJob.videoId))?.status).toBe('rendering');
  });
});

describe('webhook bodies', () => {
  for (const provider of ['heygen', 'd-id']) {
    it(`stops reading a chunked ${provider} body at 64 KB, before any authentication`, async () => {
      const chunk = new Uint8Array(16 * 1024).fill(0x20);
      let pulls = 0;
      // 4 MB in 16 KB chunks, with no Content-Length: only the cap may stop the read.
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          if (pulls > 256) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const req = new Request(`${BASE}/${provider}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
      });
      expect(req.headers.get('content-length')).toBeNull();
      const res = await callWith(req, SECRETS);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        detail: 'Request body exceeds 65536 bytes.',
        code: 'payload_too_large',
      });
      expect(pulls).toBeLessThan(16);
    });
  }
});

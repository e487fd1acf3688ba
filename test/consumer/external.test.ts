// The consumer with an external provider (a scripted VideoProvider injected into the handler): the
// job id is persisted before anything waits, redelivery never resubmits, polls are re-enqueued with
// backoff, finished clips are copied into R2, and each provider failure ends the way it should.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createVideo, getVideo, type VideoRecord } from '../../packages/clips/src/index';
import { handleRenderBatch } from '../../workers/render-consumer/src/queue';
import {
  clipDownload,
  countObjects,
  deps,
  fail,
  ok,
  queueSpy,
  RENDER_QUEUE,
  recordedBatch,
  type Script,
  scriptedProvider,
  seedUser,
  videoRow,
} from './helpers';

const CLIP = new TextEncoder().encode('not really an mp4, but exactly these bytes');

async function newVideo(transcript = `External ${crypto.randomUUID()}`): Promise<VideoRecord> {
  const userId = await seedUser();
  return createVideo(deps(), {
    userId,
    sessionId: null,
    transcript,
    avatarId: 'maya',
    voiceId: 'warm',
    provider: 'heygen',
  });
}

/** Runs one message through the consumer with the scripted provider and a spy for re-enqueued polls. */
async function deliver(
  provider: ReturnType<typeof scriptedProvider>['provider'],
  body: unknown,
  attempts = 1,
  vars: Partial<Record<string, string>> = {},
) {
  const spy = queueSpy();
  const { batch, recorded } = recordedBatch(RENDER_QUEUE, [body], attempts);
  await handleRenderBatch(batch, { ...env, ...vars } as typeof env, { provider, queue: spy.queue });
  return { sent: spy.sent, ...recorded };
}

const render = (videoId: string) => ({ videoId, kind: 'render', pollCount: 0 });
const poll = (videoId: string, pollCount: number) => ({ videoId, kind: 'poll', pollCount });

describe('external provider jobs', () => {
  it('persists the job id before polling, never resubmits, polls with backoff, then stores the clip', async () => {
    const video = await newVideo();
    const script: Script = {
      create: [ok({ kind: 'job', providerJobId: 'job-1' })],
      poll: [
        ok({ status: 'pending' }),
        ok({ status: 'processing' }),
        ok({ status: 'completed', resultUrl: 'https://cdn.example/x.mp4?sig=secret' }),
      ],
      download: [clipDownload(CLIP)],
    };
    const { provider, calls } = scriptedProvider(script);

    const first = await deliver(provider, render(video.id));
    expect(calls.create).toBe(1);
    expect(calls.idempotencyKeys).toEqual([video.id]);
    expect(await videoRow(video.id)).toMatchObject({
      status: 'rendering',
      provider_job_id: 'job-1',
      attempts: 1,
      poll_count: 0,
    });
    expect(first.acked).toHaveLength(1);
    expect(first.sent).toEqual([{ body: poll(video.id, 1), delaySeconds: 15 }]);

    // The same render message again (at-least-once delivery): polls the job, does not create another.
    const again = await deliver(provider, render(video.id), 2);
    expect(calls.create).toBe(1);
    expect(calls.poll).toBe(1);
    expect(again.sent).toEqual([{ body: poll(video.id, 1), delaySeconds: 15 }]);

    const second = await deliver(provider, poll(video.id, 1));
    expect(second.sent).toEqual([{ body: poll(video.id, 2), delaySeconds: 30 }]);
    expect(second.acked).toHaveLength(1);

    const before = await countObjects();
    const third = await deliver(provider, poll(video.id, 2));
    expect(third.sent).toEqual([]);
    expect(third.acked).toHaveLength(1);
    expect(calls).toMatchObject({ create: 1, poll: 3, download: 1 });
    const ready = await getVideo(deps(), video.id);
    expect(ready).toMatchObject({ status: 'ready', size: CLIP.byteLength, pollCount: 3, error: null });
    const stored = await env.CLIPS.get(ready?.objectKey ?? '');
    expect(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer())).toEqual(CLIP);
    expect(await countObjects()).toBe(before + 1);

    // A late duplicate poll message finds the video ready and touches nothing.
    const late = await deliver(provider, poll(video.id, 2), 2);
    expect(late.acked).toHaveLength(1);
    expect(calls).toMatchObject({ create: 1, poll: 3, download: 1 });
  });

  it('retries a 429 after exactly Retry-After seconds and hands the claim back', async () => {
    const video = await newVideo();
    const { provider, calls } = scriptedProvider({
      create: [
        fail({ kind: 'rate_limited', retryAfterSeconds: 42 }),
        ok({ kind: 'job', providerJobId: 'job-429' }),
      ],
    });
    const first = await deliver(provider, render(video.id));
    expect(first.retried).toEqual([{ id: expect.any(String), delaySeconds: 42 }]);
    expect(first.acked).toEqual([]);
    expect(await videoRow(video.id)).toMatchObject({ status: 'queued', provider_job_id: null });
    const second = await deliver(provider, render(video.id), 2);
    expect(second.acked).toHaveLength(1);
    expect(calls.create).toBe(2);
    expect(await videoRow(video.id)).toMatchObject({
      status: 'rendering',
      provider_job_id: 'job-429',
      attempts: 2,
    });
  });

  it('retries an unavailable provider with backoff, and a rate-limited poll after Retry-After', async () => {
    const video = await newVideo();
    const { provider } = scriptedProvider({
      create: [
        fail({ kind: 'unavailable', message: 'upstream 503' }),
        ok({ kind: 'job', providerJobId: 'job-503' }),
      ],
      poll: [fail({ kind: 'rate_limited', retryAfterSeconds: 7 })],
    });
    const first = await deliver(provider, render(video.id), 3);
    // No Retry-After: base 15 s doubled per delivery attempt (attempt 3 → 60 s).
    expect(first.retried).toEqual([{ id: expect.any(String), delaySeconds: 60 }]);
    await deliver(provider, render(video.id), 4);
    const polled = await deliver(provider, poll(video.id, 1));
    expect(polled.retried).toEqual([{ id: expect.any(String), delaySeconds: 7 }]);
    expect(await videoRow(video.id)).toMatchObject({ status: 'rendering', provider_job_id: 'job-503' });
  });

  it('fails and acks a job the provider failed, with a public-safe message', async () => {
    const video = await newVideo();
    const { provider } = scriptedProvider({
      create: [ok({ kind: 'job', providerJobId: 'job-f' })],
      poll: [ok({ status: 'failed', message: 'avatar_id abc123 invalid; see https://internal.example' })],
    });
    await deliver(provider, render(video.id));
    const result = await deliver(provider, poll(video.id, 1));
    expect(result.acked).toHaveLength(1);
    expect(result.retried).toEqual([]);
    const failed = await getVideo(deps(), video.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toBe('The video could not be rendered.');
  });

  it.each([
    ['rejected', fail({ kind: 'rejected', message: 'bad avatar' })],
    ['malformed', fail({ kind: 'malformed', message: 'no id' })],
  ] as const)('fails and acks when create is %s', async (_kind, outcome) => {
    const video = await newVideo();
    const { provider } = scriptedProvider({ create: [outcome] });
    const result = await deliver(provider, render(video.id));
    expect(result.acked).toHaveLength(1);
    expect((await getVideo(deps(), video.id))?.status).toBe('failed');
  });

  it('fails an expired result URL instead of resubmitting the job', async () => {
    const video = await newVideo();
    const { provider, calls } = scriptedProvider({
      create: [ok({ kind: 'job', providerJobId: 'job-exp' })],
      poll: [ok({ status: 'completed', resultUrl: 'https://cdn.example/old.mp4' })],
      download: [fail({ kind: 'expired_result', message: 'AccessDenied' })],
    });
    await deliver(provider, render(video.id));
    const result = await deliver(provider, poll(video.id, 1));
    expect(result.acked).toHaveLength(1);
    expect(calls.create).toBe(1);
    expect(await getVideo(deps(), video.id)).toMatchObject({
      status: 'failed',
      error: 'The rendered video expired before it could be stored.',
      objectKey: null,
    });
  });

  it('gives up after RENDER_MAX_POLLS polls and marks the video timed out', async () => {
    const video = await newVideo();
    const { provider } = scriptedProvider({
      create: [ok({ kind: 'job', providerJobId: 'job-slow' })],
      poll: [ok({ status: 'processing' }), ok({ status: 'processing' })],
    });
    const vars = { RENDER_MAX_POLLS: '2' };
    await deliver(provider, render(video.id), 1, vars);
    const one = await deliver(provider, poll(video.id, 1), 1, vars);
    expect(one.sent).toEqual([{ body: poll(video.id, 2), delaySeconds: 30 }]);
    const two = await deliver(provider, poll(video.id, 2), 1, vars);
    expect(two.sent).toEqual([]);
    expect(two.acked).toHaveLength(1);
    expect(await getVideo(deps(), video.id)).toMatchObject({
      status: 'failed',
      error: 'The video took too long to render and timed out.',
    });
  });

  it('caps the poll delay at 15 minutes', async () => {
    const video = await newVideo();
    const { provider } = scriptedProvider({
      create: [ok({ kind: 'job', providerJobId: 'job-cap' })],
      poll: [ok({ status: 'pending' })],
    });
    await deliver(provider, render(video.id));
    const late = await deliver(provider, poll(video.id, 20));
    expect(late.sent).toEqual([{ body: poll(video.id, 21), delaySeconds: 900 }]);
  });
});

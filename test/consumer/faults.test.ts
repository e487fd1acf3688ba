// Fault injection in the consumer: R2 refusing puts, D1 failing between the R2 put and the "ready"
// update, and a provider answering 429/5xx storms. Each ends with the video either ready with exactly
// one stored clip or failed cleanly: never ready without bytes, never stored twice, nothing orphaned.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createVideo, DEFAULT_RENDER_LEASE_MS, getVideo } from '../../packages/clips/src/index';
import { handleQueue } from '../../workers/render-consumer/src/dispatch';
import { handleRenderBatch } from '../../workers/render-consumer/src/queue';
import { faultyD1 } from '../api/helpers/faults';
import {
  clipDownload,
  countingEmbedded,
  countObjects,
  DLQ,
  deps,
  fail,
  ok,
  queueSpy,
  RENDER_QUEUE,
  recordedBatch,
  scriptedProvider,
  seedUser,
  videoRow,
} from './helpers';

async function newVideo(provider: string) {
  const userId = await seedUser();
  return createVideo(deps(), {
    userId,
    sessionId: null,
    transcript: `Fault ${crypto.randomUUID()}`,
    avatarId: 'maya',
    voiceId: 'warm',
    provider,
  });
}

/** An R2 bucket whose puts fail like an R2 outage; everything else is the real bucket. */
function failingPuts(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      if (prop === 'put') {
        return async () => {
          throw new Error('put: We encountered an internal error. Please try again. (10001)');
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function deliver(
  body: unknown,
  attempts: number,
  overrides: Parameters<typeof handleRenderBatch>[2],
  envOverrides: Record<string, unknown> = {},
) {
  const spy = queueSpy();
  const { batch, recorded } = recordedBatch(RENDER_QUEUE, [body], attempts);
  await handleRenderBatch(batch, { ...env, ...envOverrides } as typeof env, {
    queue: spy.queue,
    ...overrides,
  });
  return { sent: spy.sent, ...recorded };
}

const render = (videoId: string) => ({ videoId, kind: 'render', pollCount: 0 });

describe('R2 failing on put', () => {
  it('retries, hands the claim back, then fails the video cleanly through the dead-letter queue', async () => {
    const video = await newVideo('embedded');
    const before = await countObjects();
    const { provider } = countingEmbedded();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await deliver(
        render(video.id),
        attempt,
        { provider },
        { CLIPS: failingPuts(env.CLIPS) },
      );
      expect(result.retried).toHaveLength(1);
      expect(result.acked).toEqual([]);
      expect(await videoRow(video.id)).toMatchObject({ status: 'queued', object_key: null });
    }
    expect(await countObjects()).toBe(before);
    const { batch } = recordedBatch(DLQ, [render(video.id)], 6);
    await handleQueue(batch, env);
    expect(await getVideo(deps(), video.id)).toMatchObject({
      status: 'failed',
      objectKey: null,
      error: 'The video could not be rendered after several attempts.',
    });
  });
});

describe('a crash between the R2 put and the D1 update', () => {
  it('is finished once by redelivery, with one stored clip and no orphan', async () => {
    const video = await newVideo('embedded');
    const before = await countObjects();
    const { provider, renders } = countingEmbedded();
    const t0 = Date.now();
    const crashingDb = faultyD1(env.DB, { matching: /SET status = 'ready'/, times: 1 });
    const crashed = await deliver(render(video.id), 1, { provider, now: () => t0 }, { DB: crashingDb });
    expect(crashed.retried).toHaveLength(1);
    expect(await videoRow(video.id)).toMatchObject({ status: 'rendering', object_key: null });
    // The object written before the failed update was discarded, not left behind.
    expect(await countObjects()).toBe(before);

    // Redelivered once the render lease has lapsed: renders again and finishes.
    const later = () => t0 + DEFAULT_RENDER_LEASE_MS + 1000;
    const again = await deliver(render(video.id), 2, { provider, now: later });
    expect(again.acked).toHaveLength(1);
    const ready = await getVideo(deps(), video.id);
    expect(ready).toMatchObject({ status: 'ready', attempts: 2 });
    const object = await env.CLIPS.head(ready?.objectKey ?? '');
    expect(object?.size).toBe(ready?.size);
    expect(await countObjects()).toBe(before + 1);

    // A late duplicate changes nothing.
    await deliver(render(video.id), 3, { provider, now: later });
    expect(renders()).toBe(2);
    expect(await countObjects()).toBe(before + 1);
    expect((await getVideo(deps(), video.id))?.objectKey).toBe(ready?.objectKey);
  });
});

describe('provider 429 and 5xx storms', () => {
  it('keeps retrying with the advised delays, creates one job, and finishes with one clip', async () => {
    const video = await newVideo('heygen');
    const before = await countObjects();
    const storm = [
      ...Array.from({ length: 4 }, () => fail({ kind: 'rate_limited', retryAfterSeconds: 30 })),
      ...Array.from({ length: 3 }, () => fail({ kind: 'unavailable', message: 'heygen create: HTTP 503' })),
    ];
    const { provider, calls } = scriptedProvider({
      create: [...storm, ok({ kind: 'job', providerJobId: 'job-storm' })],
      poll: [
        fail({ kind: 'unavailable', message: 'heygen poll: HTTP 502', retryAfterSeconds: 20 }),
        fail({ kind: 'rate_limited', retryAfterSeconds: 45 }),
        ok({ status: 'completed', resultUrl: 'https://files2.heygen.ai/x.mp4' }),
      ],
      download: [clipDownload(new TextEncoder().encode('the finished clip'))],
    });
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= storm.length; attempt++) {
      const result = await deliver(render(video.id), attempt, { provider });
      expect(result.acked).toEqual([]);
      delays.push(result.retried[0]?.delaySeconds);
      expect(await videoRow(video.id)).toMatchObject({ status: 'queued', provider_job_id: null });
    }
    // Retry-After is honoured; without one the backoff doubles per delivery (base 15 s, cap 15 min).
    expect(delays).toEqual([30, 30, 30, 30, 240, 480, 900]);
    const created = await deliver(render(video.id), storm.length + 1, { provider });
    expect(created.acked).toHaveLength(1);
    const poll = (n: number) => ({ videoId: video.id, kind: 'poll', pollCount: n });
    expect((await deliver(poll(1), 1, { provider })).retried[0]?.delaySeconds).toBe(20);
    expect((await deliver(poll(1), 2, { provider })).retried[0]?.delaySeconds).toBe(45);
    expect((await deliver(poll(1), 3, { provider })).acked).toHaveLength(1);
    expect(calls).toMatchObject({ create: storm.length + 1, poll: 3, download: 1 });
    expect(await getVideo(deps(), video.id)).toMatchObject({ status: 'ready', size: 17 });
    expect(await countObjects()).toBe(before + 1);
  });
});

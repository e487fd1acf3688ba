// The consumer with the embedded renderer (the default provider): a real render in workerd, stored
// in R2 once however often the message arrives, and reused from the content-addressed cache.
import { createExecutionContext, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createVideo, getVideo } from '../../packages/clips/src/index';
import { handleRenderBatch } from '../../workers/render-consumer/src/queue';
import {
  countingEmbedded,
  countObjects,
  deps,
  mp4Boxes,
  queueSpy,
  RENDER_QUEUE,
  recordedBatch,
  seedUser,
} from './helpers';

const look = { avatarId: 'maya', voiceId: 'warm', provider: 'embedded' };

async function newVideo(transcript: string) {
  const userId = await seedUser();
  return createVideo(deps(), { userId, sessionId: null, transcript, ...look });
}

describe('embedded render', () => {
  it('renders a queued video to ready with a valid MP4 of the recorded length in R2', async () => {
    const video = await newVideo('It sounds like today was heavy. I am here with you.');
    expect(video.status).toBe('queued');
    const { batch, recorded } = recordedBatch(RENDER_QUEUE, [
      { videoId: video.id, kind: 'render', pollCount: 0 },
    ]);
    const ctx = createExecutionContext();
    await handleRenderBatch(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([batch.messages[0]?.id]);
    expect(result.retryMessages).toEqual([]);
    expect(recorded.retried).toEqual([]);

    const ready = await getVideo(deps(), video.id);
    expect(ready).toMatchObject({ status: 'ready', attempts: 1, error: null });
    const object = await env.CLIPS.get(ready?.objectKey ?? '');
    expect(object).not.toBeNull();
    const bytes = new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
    expect(bytes.byteLength).toBe(ready?.size);
    expect(object?.httpEtag).toBe(ready?.etag);
    expect(object?.httpMetadata?.contentType).toBe('video/mp4');
    const boxes = mp4Boxes(bytes);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // The key is random, never derived from the video id.
    expect(ready?.objectKey).not.toContain(video.id);
  });

  it('renders and stores once when the same message is delivered again', async () => {
    const video = await newVideo('Redelivery must not render twice.');
    const counting = countingEmbedded();
    const before = await countObjects();
    const body = { videoId: video.id, kind: 'render', pollCount: 0 };
    for (let i = 0; i < 3; i++) {
      const { batch, recorded } = recordedBatch(RENDER_QUEUE, [body], i + 1);
      await handleRenderBatch(batch, env, { provider: counting.provider });
      expect(recorded.acked).toHaveLength(1);
    }
    expect(counting.renders()).toBe(1);
    expect(await countObjects()).toBe(before + 1);
    expect(await getVideo(deps(), video.id)).toMatchObject({ status: 'ready', attempts: 1 });
  });

  it('lets only one of two concurrent deliveries render; the other schedules a poll', async () => {
    const video = await newVideo('Two deliveries at once.');
    const counting = countingEmbedded();
    const spy = queueSpy();
    const before = await countObjects();
    const body = { videoId: video.id, kind: 'render', pollCount: 0 };
    const a = recordedBatch(RENDER_QUEUE, [body]);
    const b = recordedBatch(RENDER_QUEUE, [body]);
    await Promise.all([
      handleRenderBatch(a.batch, env, { provider: counting.provider, queue: spy.queue }),
      handleRenderBatch(b.batch, env, { provider: counting.provider, queue: spy.queue }),
    ]);
    expect(counting.renders()).toBe(1);
    expect(await countObjects()).toBe(before + 1);
    expect(a.recorded.acked.length + b.recorded.acked.length).toBe(2);
    // The loser came back later rather than rendering: at most one poll was scheduled.
    expect(spy.sent.length).toBeLessThanOrEqual(1);
    expect(await getVideo(deps(), video.id)).toMatchObject({ status: 'ready', attempts: 1 });
  });

  it('creates an identical clip ready at once, on the same object, with no render', async () => {
    const transcript = 'You reached out, and that matters.';
    const first = await newVideo(transcript);
    const counting = countingEmbedded();
    const { batch } = recordedBatch(RENDER_QUEUE, [{ videoId: first.id, kind: 'render', pollCount: 0 }]);
    await handleRenderBatch(batch, env, { provider: counting.provider });
    const stored = await getVideo(deps(), first.id);
    const objects = await countObjects();

    const second = await newVideo(transcript);
    expect(second).toMatchObject({ status: 'ready', objectKey: stored?.objectKey, size: stored?.size });
    expect(second.etag).toBe(stored?.etag);
    // A stray render message for it is acked without rendering.
    const again = recordedBatch(RENDER_QUEUE, [{ videoId: second.id, kind: 'render', pollCount: 0 }]);
    await handleRenderBatch(again.batch, env, { provider: counting.provider });
    expect(again.recorded.acked).toHaveLength(1);
    expect(counting.renders()).toBe(1);
    expect(await countObjects()).toBe(objects);

    // A different voice is different content: no cache hit.
    const other = await createVideo(deps(), {
      userId: second.userId,
      sessionId: null,
      transcript,
      ...look,
      voiceId: 'deep',
    });
    expect(other.status).toBe('queued');
  });

  it('is driven end to end by the real queue binding and the worker default export', async () => {
    const video = await newVideo('Through the real queue.');
    await env.RENDER_QUEUE.send({ videoId: video.id, kind: 'render', pollCount: 0 });
    let current = await getVideo(deps(), video.id);
    for (let i = 0; i < 100 && current?.status !== 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      current = await getVideo(deps(), video.id);
    }
    expect(current?.status).toBe('ready');
  });
});

// The dead-letter consumer, malformed messages on either queue, and routing by queue name — through
// the worker's own queue handler (handleQueue), as the runtime would call it.
import { createExecutionContext, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createVideo, getVideo, markFailed } from '../../packages/clips/src/index';
import { handleQueue } from '../../workers/render-consumer/src/dispatch';
import { DLQ, deps, RENDER_QUEUE, recordedBatch, seedUser, videoRow } from './helpers';

async function newVideo() {
  const userId = await seedUser();
  return createVideo(deps(), {
    userId,
    sessionId: null,
    transcript: `DLQ ${crypto.randomUUID()}`,
    avatarId: 'maya',
    voiceId: 'warm',
    provider: 'embedded',
  });
}

describe('dead-letter queue', () => {
  it('marks a dead-lettered video failed and acks', async () => {
    const video = await newVideo();
    const { batch } = recordedBatch(DLQ, [{ videoId: video.id, kind: 'poll', pollCount: 3 }], 6);
    const ctx = createExecutionContext();
    await handleQueue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([batch.messages[0]?.id]);
    expect(await getVideo(deps(), video.id)).toMatchObject({
      status: 'failed',
      error: 'The video could not be rendered after several attempts.',
    });
  });

  it('never fails a video that became ready', async () => {
    const video = await newVideo();
    await env.DB.prepare(
      "UPDATE videos SET status = 'ready', object_key = 'clips/x.mp4', size = 1, etag = '\"e\"' WHERE id = ?",
    )
      .bind(video.id)
      .run();
    const { batch, recorded } = recordedBatch(DLQ, [{ videoId: video.id, kind: 'render', pollCount: 0 }]);
    await handleQueue(batch, env);
    expect(recorded.acked).toHaveLength(1);
    expect(await videoRow(video.id)).toMatchObject({ status: 'ready', error: null });
    // markFailed itself is guarded the same way.
    expect(await markFailed(deps(), video.id, 'late')).toBe(false);
  });

  it('acks a message for a video that no longer exists', async () => {
    const { batch, recorded } = recordedBatch(DLQ, [
      { videoId: 'AAAAAAAAAAAAAAAAAAAAAA', kind: 'render', pollCount: 0 },
    ]);
    await handleQueue(batch, env);
    expect(recorded.acked).toHaveLength(1);
  });
});

describe('malformed messages and routing', () => {
  const malformed = [
    'a string',
    { videoId: 'short', kind: 'render', pollCount: 0 },
    { videoId: 'AAAAAAAAAAAAAAAAAAAAAA', kind: 'paint', pollCount: 0 },
    { videoId: 'AAAAAAAAAAAAAAAAAAAAAA', kind: 'render', pollCount: -1 },
    { videoId: 'AAAAAAAAAAAAAAAAAAAAAA', kind: 'render', pollCount: 0, transcript: 'never on the queue' },
  ];

  it.each([RENDER_QUEUE, DLQ])('acks every malformed message on %s and logs only its id', async (queue) => {
    const { batch, recorded } = recordedBatch(queue, malformed);
    const ctx = createExecutionContext();
    await handleQueue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(recorded.acked).toHaveLength(malformed.length);
    expect(result.explicitAcks).toHaveLength(malformed.length);
    expect(result.retryMessages).toEqual([]);
  });

  it('acks a render message whose video was deleted', async () => {
    const { batch, recorded } = recordedBatch(RENDER_QUEUE, [
      { videoId: 'BBBBBBBBBBBBBBBBBBBBBB', kind: 'render', pollCount: 0 },
    ]);
    await handleQueue(batch, env);
    expect(recorded.acked).toHaveLength(1);
  });

  it('retries a batch from a queue it does not know rather than dropping it', async () => {
    const { batch } = recordedBatch('some-other-queue', [
      { videoId: 'AAAAAAAAAAAAAAAAAAAAAA', kind: 'render', pollCount: 0 },
    ]);
    const ctx = createExecutionContext();
    await handleQueue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryBatch.retry).toBe(true);
    expect(result.explicitAcks).toEqual([]);
  });
});

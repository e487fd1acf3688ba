// The consumer joins its logs to the API request that made the video (the queue message's requestId,
// carried into re-enqueued polls too) and writes render time, queue lag and the outcome to Workers
// Analytics Engine (a fake binding here).
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVideo } from '../../packages/clips/src/index';
import { handleRenderBatch } from '../../workers/render-consumer/src/queue';
import { deps, ok, queueSpy, RENDER_QUEUE, recordedBatch, scriptedProvider, seedUser } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('consumer observability', () => {
  it('logs with the request id, passes it on to the next poll, and records render time and queue lag', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation(
        (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
      );
    }
    const userId = await seedUser();
    const video = await createVideo(deps(), {
      userId,
      sessionId: null,
      transcript: `Traced ${crypto.randomUUID()}`,
      avatarId: 'maya',
      voiceId: 'warm',
      provider: 'heygen',
    });
    const points: AnalyticsEngineDataPoint[] = [];
    const metrics = { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p ?? {}) };
    const { provider } = scriptedProvider({ create: [ok({ kind: 'job', providerJobId: 'job-traced' })] });
    const spy = queueSpy();
    const body = { videoId: video.id, kind: 'render', pollCount: 0, requestId: 'req-traced-1' };
    const { batch } = recordedBatch(RENDER_QUEUE, [body]);
    await handleRenderBatch(batch, { ...env, METRICS: metrics } as typeof env, {
      provider,
      queue: spy.queue,
    });

    const events = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'poll_scheduled', requestId: 'req-traced-1' }),
    );
    expect(spy.sent).toEqual([
      {
        body: { videoId: video.id, kind: 'poll', pollCount: 1, requestId: 'req-traced-1' },
        delaySeconds: 15,
      },
    ]);
    expect(points).toHaveLength(1);
    expect(points[0]?.blobs).toEqual(['render_step', 'render', 'pending']);
    const [renderMs, lagMs, attempts] = points[0]?.doubles ?? [];
    expect(renderMs).toBeGreaterThanOrEqual(0);
    expect(lagMs).toBeGreaterThanOrEqual(0);
    expect(attempts).toBe(1);
  });
});

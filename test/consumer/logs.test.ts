// Consumer logs carry a video id, an event and an error kind only: never the transcript, a provider
// URL or message, or the R2 object key. Captured from console in the same isolate the handler runs in.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVideo, getVideo } from '../../packages/clips/src/index';
import { handleRenderBatch } from '../../workers/render-consumer/src/queue';
import { deps, ok, queueSpy, RENDER_QUEUE, recordedBatch, scriptedProvider, seedUser } from './helpers';

const SECRET_URL = 'https://cdn.example/result.mp4?X-Amz-Signature=deadbeef';
const PROVIDER_MESSAGE = 'upstream said: avatar 123 rejected at https://internal.example';

function captureConsole(): string[] {
  const lines: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  }
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('consumer logs', () => {
  it('never contain transcripts, provider URLs or messages, or object keys', async () => {
    const lines = captureConsole();
    const userId = await seedUser();
    const transcript = `A very private sentence ${crypto.randomUUID()}`;
    const look = { avatarId: 'maya', voiceId: 'warm' };
    const embedded = await createVideo(deps(), {
      userId,
      sessionId: null,
      transcript,
      ...look,
      provider: 'embedded',
    });
    const external = await createVideo(deps(), {
      userId,
      sessionId: null,
      transcript,
      ...look,
      provider: 'heygen',
    });

    await handleRenderBatch(
      recordedBatch(RENDER_QUEUE, [{ videoId: embedded.id, kind: 'render', pollCount: 0 }]).batch,
      env,
    );
    const { provider } = scriptedProvider({
      create: [ok({ kind: 'job', providerJobId: 'job-log' })],
      poll: [
        ok({ status: 'completed', resultUrl: SECRET_URL }),
        ok({ status: 'failed', message: PROVIDER_MESSAGE }),
      ],
      download: [{ ok: false, error: { kind: 'unavailable', message: `GET ${SECRET_URL} failed` } }],
    });
    for (const body of [
      { videoId: external.id, kind: 'render', pollCount: 0 },
      { videoId: external.id, kind: 'poll', pollCount: 1 },
      { videoId: external.id, kind: 'poll', pollCount: 1 },
      { nonsense: transcript },
    ]) {
      await handleRenderBatch(recordedBatch(RENDER_QUEUE, [body]).batch, env, {
        provider,
        queue: queueSpy().queue,
      });
    }

    const ready = await getVideo(deps(), embedded.id);
    expect(ready?.status).toBe('ready');
    expect((await getVideo(deps(), external.id))?.status).toBe('failed');
    const events = lines.map((l) => (JSON.parse(l) as { event: string }).event);
    expect(events).toEqual(
      expect.arrayContaining([
        'video_ready',
        'poll_scheduled',
        'step_retry',
        'video_failed',
        'malformed_message',
      ]),
    );
    const all = lines.join('\n');
    for (const secret of [
      transcript,
      SECRET_URL,
      'X-Amz-Signature',
      PROVIDER_MESSAGE,
      ready?.objectKey ?? '',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

// Handles solace-render-dlq-<env>: messages whose retries ran out. The video is marked failed (unless
// it became ready meanwhile) so its owner sees a final state instead of "rendering" forever.
import { DEAD_LETTER_MESSAGE, markFailed, RenderJobSchema } from '@solace/clips';
import type { Bindings } from './config';
import { logEvent, logMalformed } from './log';

export async function handleDeadLetterBatch(
  batch: MessageBatch<unknown>,
  env: Bindings,
  now: () => number = () => Date.now(),
): Promise<void> {
  const deps = { db: env.DB, bucket: env.CLIPS, now };
  for (const message of batch.messages) {
    const parsed = RenderJobSchema.safeParse(message.body);
    if (!parsed.success) {
      logMalformed(message.id, batch.queue);
      message.ack();
      continue;
    }
    const { videoId } = parsed.data;
    try {
      const changed = await markFailed(deps, videoId, DEAD_LETTER_MESSAGE);
      logEvent(
        { event: changed ? 'dead_letter_failed' : 'dead_letter_noop', videoId },
        changed ? 'warn' : 'info',
      );
      message.ack();
    } catch {
      logEvent({ event: 'dead_letter_error', videoId, errorKind: 'exception' }, 'error');
      message.retry();
    }
  }
}

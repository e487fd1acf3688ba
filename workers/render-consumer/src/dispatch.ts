// Routes a batch to its handler by queue name: solace-render-dlq-<env> is the dead-letter queue,
// solace-render-<env> the render queue. Names carry the environment, so matching on the prefix keeps
// one build working in every environment.

import type { Bindings } from './config';
import { handleDeadLetterBatch } from './dead-letter';
import { logEvent } from './log';
import { type ConsumerOverrides, handleRenderBatch } from './queue';

const DEAD_LETTER_QUEUE = /^solace-render-dlq-[a-z0-9-]+$/;
const RENDER_QUEUE = /^solace-render-[a-z0-9-]+$/;

export async function handleQueue(
  batch: MessageBatch<unknown>,
  env: Bindings,
  overrides: ConsumerOverrides = {},
): Promise<void> {
  if (DEAD_LETTER_QUEUE.test(batch.queue)) return handleDeadLetterBatch(batch, env, overrides.now);
  if (RENDER_QUEUE.test(batch.queue)) return handleRenderBatch(batch, env, overrides);
  // A binding this worker was never meant to consume: keep the messages for the right consumer.
  logEvent({ event: 'unknown_queue', queue: batch.queue }, 'error');
  batch.retryAll();
}

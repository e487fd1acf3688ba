// Handles solace-render-<env> messages: one idempotent renderVideo step per message, then ack, poll
// again later, retry, or give up. Redelivery is safe by construction (the D1 state machine decides
// what a message may still do), so every branch prefers "do it again" over "maybe lose it".
import {
  type ClipDeps,
  markFailed,
  pollDelaySeconds,
  type RenderJob,
  RenderJobSchema,
  type RenderOutcome,
  renderVideo,
  retryDelaySeconds,
  TIMED_OUT_MESSAGE,
  VideoNotFoundError,
} from '@solace/clips';
import type { ProviderError, VideoProvider } from '@solace/providers';
import { type Bindings, type ConsumerConfig, getConfig } from './config';
import { logEvent, logMalformed } from './log';
import { buildProvider, webhookUrlFor } from './provider';

/** The one producer call the consumer makes (re-enqueueing a poll); a test can pass a spy. */
export interface RenderQueue {
  send(body: RenderJob, options?: QueueSendOptions): Promise<unknown>;
}

/** Seams for tests (a scripted provider, a spy on the producer, a clock); production passes none. */
export interface ConsumerOverrides {
  provider?: VideoProvider;
  queue?: RenderQueue;
  now?: () => number;
}

// Queues accepts per-message delays up to 12 h; Retry-After values beyond that are clamped.
const MAX_DELAY_SECONDS = 12 * 60 * 60;
const clampDelay = (s: number) => Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(s)));

export function retryDelayFor(error: ProviderError, base: number, attempts: number): number {
  if (error.kind === 'rate_limited') return clampDelay(error.retryAfterSeconds);
  if (error.kind === 'unavailable' && error.retryAfterSeconds !== undefined) {
    return clampDelay(error.retryAfterSeconds);
  }
  return clampDelay(retryDelaySeconds(base, attempts));
}

export async function handleRenderBatch(
  batch: MessageBatch<unknown>,
  env: Bindings,
  overrides: ConsumerOverrides = {},
): Promise<void> {
  const config = getConfig(env);
  let provider = overrides.provider;
  if (!provider) {
    const built = buildProvider(env, config);
    if (!built.ok) {
      // A missing key is fixable by an operator: keep the jobs (retries, then the DLQ fails them).
      logEvent({ event: 'provider_unconfigured', errorKind: built.error.kind, queue: batch.queue }, 'error');
      for (const m of batch.messages) m.retry({ delaySeconds: config.RENDER_POLL_BASE_SECONDS });
      return;
    }
    provider = built.value;
  }
  const callbackUrl = webhookUrlFor(env, config, provider);
  const deps = {
    db: env.DB,
    bucket: env.CLIPS,
    now: overrides.now ?? (() => Date.now()),
    provider,
    ...(callbackUrl ? { callbackUrl } : {}),
  };
  const queue = overrides.queue ?? env.RENDER_QUEUE;
  // Sequential on purpose: a batch is one message in the deployed config, and renders are CPU-bound.
  for (const message of batch.messages) {
    await handleMessage(message, batch.queue, deps, queue, config, env.METRICS);
  }
}

function outcomeName(outcome: RenderOutcome): string {
  if (outcome.ok === true) return 'ready';
  if (outcome.ok === 'pending') return 'pending';
  return outcome.retryable ? 'retry' : 'failed';
}

async function handleMessage(
  message: Message<unknown>,
  queueName: string,
  deps: ClipDeps & Parameters<typeof renderVideo>[0],
  queue: RenderQueue,
  config: ConsumerConfig,
  metrics: AnalyticsEngineDataset | undefined,
): Promise<void> {
  const parsed = RenderJobSchema.safeParse(message.body);
  if (!parsed.success) {
    // It can never succeed; acking keeps it out of the DLQ (which would find no video to fail).
    logMalformed(message.id, queueName);
    message.ack();
    return;
  }
  const job = parsed.data;
  const traced = job.requestId !== undefined ? { requestId: job.requestId } : {};
  const started = Date.now();
  // Queue lag: how long the message waited (its own timestamp is when it was sent or last retried).
  const lagMs = Math.max(0, started - message.timestamp.getTime());
  try {
    const outcome = await renderVideo(deps, job.videoId);
    metrics?.writeDataPoint({
      indexes: ['render_step'],
      blobs: ['render_step', job.kind, outcomeName(outcome)],
      doubles: [Date.now() - started, lagMs, message.attempts],
    });
    await settle(message, job, outcome, deps, queue, config);
  } catch (error) {
    if (error instanceof VideoNotFoundError) {
      // Deleted meanwhile (account deletion, retention): nothing left to render.
      logEvent({ event: 'video_missing', videoId: job.videoId, ...traced });
      message.ack();
      return;
    }
    // D1/R2/queue faults: redeliver later; after max_retries the DLQ marks the video failed.
    const errorName = error instanceof Error ? error.name : 'unknown';
    logEvent(
      { event: 'step_error', videoId: job.videoId, ...traced, errorKind: 'exception', errorName },
      'error',
    );
    message.retry({
      delaySeconds: clampDelay(retryDelaySeconds(config.RENDER_POLL_BASE_SECONDS, message.attempts)),
    });
  }
}

async function settle(
  message: Message<unknown>,
  job: RenderJob,
  outcome: RenderOutcome,
  deps: ClipDeps,
  queue: RenderQueue,
  config: ConsumerConfig,
): Promise<void> {
  const { video } = outcome;
  const base = {
    videoId: job.videoId,
    ...(job.requestId !== undefined ? { requestId: job.requestId } : {}),
    attempts: video.attempts,
    pollCount: video.pollCount,
  };
  if (outcome.ok === true) {
    logEvent({ event: 'video_ready', ...base });
    message.ack();
    return;
  }
  if (outcome.ok === 'pending') {
    const next = job.pollCount + 1;
    if (next > config.RENDER_MAX_POLLS) {
      await markFailed(deps, job.videoId, TIMED_OUT_MESSAGE);
      logEvent({ event: 'video_timed_out', ...base }, 'warn');
      message.ack();
      return;
    }
    const delaySeconds = pollDelaySeconds(config.RENDER_POLL_BASE_SECONDS, next);
    // Send before ack: if the send throws, the message is retried instead of the video being orphaned.
    const traced = job.requestId !== undefined ? { requestId: job.requestId } : {};
    await queue.send({ videoId: job.videoId, kind: 'poll', pollCount: next, ...traced }, { delaySeconds });
    logEvent({ event: 'poll_scheduled', ...base, delaySeconds });
    message.ack();
    return;
  }
  if (outcome.retryable) {
    const delaySeconds = retryDelayFor(outcome.error, config.RENDER_POLL_BASE_SECONDS, message.attempts);
    logEvent({ event: 'step_retry', ...base, errorKind: outcome.error.kind, delaySeconds }, 'warn');
    message.retry({ delaySeconds });
    return;
  }
  // renderVideo already failed the video with a public-safe message.
  logEvent({ event: 'video_failed', ...base, errorKind: outcome.error.kind }, 'warn');
  message.ack();
}

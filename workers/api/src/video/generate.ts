/**
 * The video half of POST /liveavatar/generate/: create the video row (a cache hit is born ready), then
 * render now or hand the job to the render queue. Every way the video can fail comes back as a tagged
 * result so the route can still answer with the transcript; only programming and storage faults throw.
 */
import {
  createVideo,
  markFailed,
  publicErrorMessage,
  RenderJobSchema,
  renderVideo,
  type VideoRecord,
} from '@solace/clips';
import type { ProviderError, VideoProvider } from '@solace/providers';
import { nowMs } from '../auth/clock';
import type { Config } from '../config';
import type { Bindings } from '../env';
import { buildProvider, webhookUrlFor } from './provider';

export type MakeVideoResult =
  | { kind: 'ready'; video: VideoRecord }
  | { kind: 'queued'; video: VideoRecord }
  | { kind: 'unavailable'; error: ProviderError };

export interface MakeVideoInput {
  userId: number;
  sessionId: string | null;
  transcript: string;
  avatarId: string;
  voiceId: string;
  safetyLevel?: string | null;
  /** Carried in the render queue message so the consumer's log lines can be joined to this request. */
  requestId?: string;
}

/**
 * `auto` renders in the request only when the clip fits comfortably in the request's CPU: measured cost
 * is ~30 ms of CPU per second of clip; 90 ms/s leaves a 3x margin for slower machines, and the budget is
 * a sixth of the worker's 30 s `cpu_ms`. Replies are at most ~60 words (~25 s), so they always fit.
 */
const CPU_MS_PER_CLIP_SECOND = 90;
const SYNC_CPU_BUDGET_MS = 5000;
const WORDS_PER_SECOND = 2.5;

export function estimatedRenderCpuMs(transcript: string): number {
  const words = transcript.split(/\s+/).filter(Boolean).length;
  return (words / WORDS_PER_SECOND + 1) * CPU_MS_PER_CLIP_SECOND;
}

export function rendersInRequest(
  mode: Config['RENDER_MODE'],
  provider: VideoProvider,
  transcript: string,
): boolean {
  switch (mode) {
    case 'sync':
      return true;
    case 'queue':
      return false;
    case 'auto':
      // External providers take minutes: waiting for them in a request would only time out.
      return provider.synchronous && estimatedRenderCpuMs(transcript) <= SYNC_CPU_BUDGET_MS;
  }
}

async function enqueue(env: Bindings, job: unknown, delaySeconds?: number): Promise<boolean> {
  // Parse before sending: the consumer re-parses and would dead-letter a malformed message.
  const message = RenderJobSchema.parse(job);
  try {
    await env.RENDER_QUEUE.send(message, delaySeconds !== undefined ? { delaySeconds } : undefined);
    return true;
  } catch {
    return false;
  }
}

const QUEUE_DOWN: ProviderError = { kind: 'unavailable', message: 'render queue refused the job' };

export async function makeVideo(
  env: Bindings,
  config: Config,
  input: MakeVideoInput,
): Promise<MakeVideoResult> {
  const built = buildProvider(env, config);
  if (!built.ok) return { kind: 'unavailable', error: built.error };
  const provider = built.value;
  const deps = { db: env.DB, bucket: env.CLIPS, now: () => nowMs(env) };
  // The answer is final for this request: a video nobody will ask about must not wait as "queued".
  const giveUp = async (videoId: string, error: ProviderError): Promise<MakeVideoResult> => {
    await markFailed(deps, videoId, publicErrorMessage(error));
    return { kind: 'unavailable', error };
  };

  const { requestId, ...videoInput } = input;
  const traced = requestId !== undefined && /^[\w.:-]{1,64}$/.test(requestId) ? { requestId } : {};
  const video = await createVideo(deps, { ...videoInput, provider: provider.name });
  if (video.status === 'ready') return { kind: 'ready', video };

  if (!rendersInRequest(config.RENDER_MODE, provider, input.transcript)) {
    if (await enqueue(env, { videoId: video.id, kind: 'render', pollCount: 0, ...traced }))
      return { kind: 'queued', video };
    return giveUp(video.id, QUEUE_DOWN);
  }

  const callbackUrl = webhookUrlFor(env, config, provider);
  const rendered = await renderVideo(
    { ...deps, provider, ...(callbackUrl ? { callbackUrl } : {}) },
    video.id,
  );
  if (rendered.ok === true) return { kind: 'ready', video: rendered.video };
  // A transient failure handed the row back as queued; nobody else will render it, so end it here.
  if (rendered.ok === false)
    return rendered.retryable
      ? giveUp(video.id, rendered.error)
      : { kind: 'unavailable', error: rendered.error };
  // An external job was created and is still running: the consumer polls it from here on.
  const polling = { videoId: video.id, kind: 'poll', pollCount: 0, ...traced };
  if (await enqueue(env, polling, config.RENDER_POLL_BASE_SECONDS))
    return { kind: 'queued', video: rendered.video };
  return giveUp(video.id, QUEUE_DOWN);
}

/** Seconds a client should wait before trying again, by failure kind (one exhaustive switch). */
export function retryAfterSeconds(error: ProviderError): number {
  const clamp = (s: number) => Math.min(3600, Math.max(1, Math.ceil(s)));
  switch (error.kind) {
    case 'rate_limited':
      return clamp(error.retryAfterSeconds);
    case 'unavailable':
      return clamp(error.retryAfterSeconds ?? 30);
    // Not transient, but the client still needs a hint; a minute keeps retries from hammering us.
    case 'rejected':
    case 'malformed':
    case 'failed':
    case 'expired_result':
      return 60;
    default: {
      const unreachable: never = error;
      return unreachable;
    }
  }
}

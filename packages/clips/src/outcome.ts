// Render outcomes: how a video's row is reported to callers, how a failed attempt ends (hand the
// claim back for a retry, or fail the video), and the fixed public-safe sentences stored in
// videos.error. Provider messages can quote upstream bodies or URLs, so they are never stored.
import type { VideoRow } from '@solace/db';
import type { ProviderError, ProviderErrorKind } from '@solace/providers';
import { type ClipDeps, requireVideoRow, toRecord, type VideoRecord } from './records';
import { markFailed } from './transitions';

const MESSAGES: Record<ProviderErrorKind, string> = {
  rate_limited: 'The video service is busy. Please try again shortly.',
  unavailable: 'The video service is unavailable right now.',
  rejected: 'The video service could not accept this request.',
  malformed: 'The video service returned an unexpected response.',
  failed: 'The video could not be rendered.',
  expired_result: 'The rendered video expired before it could be stored.',
};

export const TIMED_OUT_MESSAGE = 'The video took too long to render and timed out.';
export const DEAD_LETTER_MESSAGE = 'The video could not be rendered after several attempts.';

export function publicErrorMessage(error: ProviderError): string {
  return MESSAGES[error.kind];
}

/**
 * Transient failures are worth another delivery; everything else is final. `expired_result` is final
 * because the job's result is gone: resubmitting would render (and bill) a second job.
 */
export function isRetryable(error: ProviderError): boolean {
  return error.kind === 'rate_limited' || error.kind === 'unavailable';
}

export type RenderOutcome =
  | { ok: true; video: VideoRecord }
  | { ok: false; video: VideoRecord; error: ProviderError; retryable: boolean }
  /** An external job was created or is still running, or another delivery holds the render. */
  | { ok: 'pending'; video: VideoRecord };

/** Reports a row's current state as an outcome; used after any lost race. */
export function outcomeOf(row: VideoRow): RenderOutcome {
  const video = toRecord(row);
  if (row.status === 'ready') return { ok: true, video };
  if (row.status === 'failed') {
    const message = row.error ?? publicErrorMessage({ kind: 'failed', message: '' });
    return { ok: false, video, error: { kind: 'failed', message }, retryable: false };
  }
  return { ok: 'pending', video };
}

export async function currentOutcome(deps: ClipDeps, videoId: string): Promise<RenderOutcome> {
  return outcomeOf(await requireVideoRow(deps, videoId));
}

/**
 * Ends an attempt that failed: transient errors hand the claim back (status queued) and report
 * retryable; anything else fails the video with a public-safe message.
 */
export async function endWithError(
  deps: ClipDeps,
  videoId: string,
  error: ProviderError,
  release: (() => Promise<void>) | null,
): Promise<RenderOutcome> {
  const retryable = isRetryable(error);
  if (retryable) {
    if (release) await release();
  } else {
    await markFailed(deps, videoId, publicErrorMessage(error));
  }
  const row = await requireVideoRow(deps, videoId);
  // A concurrent delivery may have finished the video meanwhile; its result wins over our error.
  if (row.status === 'ready') return outcomeOf(row);
  return { ok: false, video: toRecord(row), error, retryable: retryable && row.status !== 'failed' };
}

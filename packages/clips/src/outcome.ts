// Render outcomes: how a video's row is reported to callers, and how a failed attempt ends
// (hand the claim back for a retry, or fail the video with a public-safe message).
import type { VideoRow } from '@solace/db';
import type { ProviderError } from '@solace/providers';
import { isRetryable, publicErrorMessage } from './public-errors';
import { type ClipDeps, requireVideoRow, toRecord, type VideoRecord } from './records';
import { markFailed } from './transitions';

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

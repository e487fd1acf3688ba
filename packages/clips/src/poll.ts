// The external-job half of the pipeline: poll a provider job once, apply a verified webhook, and
// copy a completed clip from the provider's presigned URL into R2. Provider URLs are used here and
// nowhere else: they are not stored, logged or handed to clients (they expire, and they are bearer
// credentials).
import { type VideoRow, videos } from '@solace/db';
import type { PollOutcome, VideoProvider } from '@solace/providers';
import { and, eq } from 'drizzle-orm';
import { currentOutcome, endWithError, type RenderOutcome } from './outcome';
import { type ClipDeps, dbOf, getVideo, requireVideoRow, toRecord, type VideoRecord } from './records';
import { putClip, recordStoredClip } from './store';
import { claimPoll } from './transitions';

type PollDeps = ClipDeps & { provider: VideoProvider };

/** One poll of the video's provider job; at most one delivery polls per poll number. */
export async function pollOnce(deps: PollDeps, row: VideoRow, providerJobId: string): Promise<RenderOutcome> {
  if (!(await claimPoll(deps, row.id, providerJobId, row.pollCount))) return currentOutcome(deps, row.id);
  const polled = await deps.provider.poll(providerJobId);
  if (!polled.ok) return endWithError(deps, row.id, polled.error, null);
  return applyPollOutcome(deps, row, polled.value);
}

/** Applies a poll result or a verified webhook's outcome to a video that has a provider job. */
export async function applyPollOutcome(
  deps: PollDeps,
  row: VideoRow,
  outcome: PollOutcome,
): Promise<RenderOutcome> {
  switch (outcome.status) {
    case 'pending':
    case 'processing':
      return currentOutcome(deps, row.id);
    case 'failed':
      return endWithError(deps, row.id, { kind: 'failed', message: outcome.message }, null);
    case 'completed':
      return completeFromUrl(deps, row, outcome.resultUrl);
  }
}

/**
 * Downloads the finished clip and stores it with a known-length put. A failed download of a
 * still-valid job is transient (the next poll fetches a fresh URL); an expired URL is final.
 */
export async function completeFromUrl(
  deps: PollDeps,
  row: VideoRow,
  resultUrl: string,
): Promise<RenderOutcome> {
  const downloaded = await deps.provider.download(resultUrl);
  if (!downloaded.ok) return endWithError(deps, row.id, downloaded.error, null);
  const { body, length } = downloaded.value;
  // Re-check: a webhook or another poll may have stored the clip while this one downloaded.
  const fresh = await requireVideoRow(deps, row.id);
  if (fresh.status !== 'rendering') {
    await body.cancel().catch(() => undefined);
    return currentOutcome(deps, row.id);
  }
  const put = await putClip(deps.bucket, { body, length });
  if (!put.ok)
    return endWithError(deps, row.id, { kind: 'unavailable', message: 'clip storage failed' }, null);
  await recordStoredClip(deps, row.id, row.cacheKey, put.clip);
  return currentOutcome(deps, row.id);
}

/**
 * Applies a verified provider webhook to the video that owns the job (signatures and the D-ID URL
 * token are checked at the edge with @solace/providers' verifiers). The job must belong to the
 * provider that signed the event and, when the event names our video (D-ID's token is per video,
 * HeyGen echoes callback_id), to that video: a credential for one video cannot complete another
 * video's job ('mismatch'). Idempotent: providers retry webhooks and a poll may get there first, so a
 * finished video is left as it is. A transient download failure leaves the video 'rendering'; the
 * consumer's scheduled polls still finish it.
 */
export async function recordProviderResult(
  deps: PollDeps,
  providerJobId: string,
  outcome: PollOutcome,
  signedFor: { videoId?: string } = {},
): Promise<VideoRecord | null | 'mismatch'> {
  const rows = await dbOf(deps)
    .select()
    .from(videos)
    .where(and(eq(videos.providerJobId, providerJobId), eq(videos.provider, deps.provider.name)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (signedFor.videoId !== undefined && row.id !== signedFor.videoId) return 'mismatch';
  if (row.status !== 'rendering') return toRecord(row);
  await applyPollOutcome(deps, row, outcome);
  return getVideo(deps, row.id);
}

// Applies a verified provider webhook to the video that owns the job. Verification (signatures, the
// D-ID URL token) happens at the edge with @solace/providers' verifiers; this only records the result.
// Idempotent: providers retry webhooks, and a poll may get there first — a finished video is left as is.
import { videos } from '@solace/db';
import type { PollOutcome, VideoProvider } from '@solace/providers';
import { eq } from 'drizzle-orm';
import { applyPollOutcome } from './poll';
import { type ClipDeps, dbOf, getVideo, toRecord, type VideoRecord } from './records';

export async function recordProviderResult(
  deps: ClipDeps & { provider: VideoProvider },
  providerJobId: string,
  outcome: PollOutcome,
): Promise<VideoRecord | null> {
  const rows = await dbOf(deps).select().from(videos).where(eq(videos.providerJobId, providerJobId)).limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.status !== 'rendering') return toRecord(row);
  // A transient download failure is not an error here: the video stays 'rendering' and the
  // consumer's polling (still scheduled) fetches the clip on its next poll.
  await applyPollOutcome(deps, row, outcome);
  return getVideo(deps, row.id);
}

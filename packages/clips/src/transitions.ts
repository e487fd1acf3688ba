// The D1 state machine's guarded transitions: queued → rendering → ready | failed. Every write is a
// conditional UPDATE that names the state it expects (and the attempt or poll number it observed), so
// of two racing deliveries exactly one proceeds; meta.changes tells each which one it was.
import { videos } from '@solace/db';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { type ClipDeps, changed, dbOf } from './records';

/**
 * How long a claim on a render is honoured before another delivery may take it over. A consumer
 * invocation has at most 5 min of CPU; after that the claimant is presumed dead (its late store, if
 * any, loses the ready race and is discarded).
 */
export const DEFAULT_RENDER_LEASE_MS = 5 * 60 * 1000;

/**
 * Claims the create step: queued → rendering, attempts + 1. Also takes over a 'rendering' claim whose
 * lease ran out, but never once a provider job exists (that job is polled, not resubmitted).
 */
export async function claimRender(
  deps: ClipDeps,
  videoId: string,
  observedAttempts: number,
  leaseMs: number,
): Promise<boolean> {
  const now = deps.now();
  const result = await dbOf(deps)
    .update(videos)
    .set({ status: 'rendering', attempts: observedAttempts + 1, updatedAt: now })
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.attempts, observedAttempts),
        isNull(videos.providerJobId),
        or(
          eq(videos.status, 'queued'),
          and(eq(videos.status, 'rendering'), lt(videos.updatedAt, now - leaseMs)),
        ),
      ),
    )
    .run();
  return changed(result);
}

/** Gives a claim back after a transient failure so the next delivery can claim it at once. */
export async function releaseRender(deps: ClipDeps, videoId: string, attempt: number): Promise<void> {
  await dbOf(deps)
    .update(videos)
    .set({ status: 'queued', updatedAt: deps.now() })
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.status, 'rendering'),
        eq(videos.attempts, attempt),
        isNull(videos.providerJobId),
      ),
    )
    .run();
}

/** Records the provider's job id before anything waits on it; only the current claimant may. */
export async function recordProviderJob(
  deps: ClipDeps,
  videoId: string,
  attempt: number,
  providerJobId: string,
): Promise<boolean> {
  const result = await dbOf(deps)
    .update(videos)
    .set({ providerJobId, updatedAt: deps.now() })
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.status, 'rendering'),
        eq(videos.attempts, attempt),
        isNull(videos.providerJobId),
      ),
    )
    .run();
  return changed(result);
}

/** Claims one poll of an external job (poll_count + 1), so concurrent deliveries poll once. */
export async function claimPoll(
  deps: ClipDeps,
  videoId: string,
  providerJobId: string,
  observedPolls: number,
): Promise<boolean> {
  const result = await dbOf(deps)
    .update(videos)
    .set({ pollCount: observedPolls + 1, updatedAt: deps.now() })
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.status, 'rendering'),
        eq(videos.providerJobId, providerJobId),
        eq(videos.pollCount, observedPolls),
      ),
    )
    .run();
  return changed(result);
}

/**
 * queued | rendering → failed with a public-safe message. A ready video is never failed afterwards
 * (a late dead-letter or timeout must not hide a clip that did arrive). Returns whether it changed.
 */
export async function markFailed(deps: ClipDeps, videoId: string, error: string): Promise<boolean> {
  const result = await dbOf(deps)
    .update(videos)
    .set({ status: 'failed', error, updatedAt: deps.now() })
    .where(and(eq(videos.id, videoId), inArray(videos.status, ['queued', 'rendering'])))
    .run();
  return changed(result);
}

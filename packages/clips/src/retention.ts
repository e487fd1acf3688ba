// Deleting clips: by age (the API worker's cron) and by owner (account deletion). Rows go first,
// then each R2 object that no remaining video uses, together with its cache row. An object shared
// with another user's video (identical reply, same content key) is kept for that video.
import { clipObjects, videos } from '@solace/db';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { TIMED_OUT_MESSAGE } from './outcome';
import { type ClipDeps, dbOf } from './records';

export interface DeletedCounts {
  videos: number;
  objects: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// D1 binds at most 100 parameters per statement; stay under it.
const CHUNK = 90;
/** Expired video rows removed per statement (a subquery picks them, so no parameters per row). */
const ROW_BATCH = 500;
/**
 * D1 and R2 calls one retention run may make: an invocation gets 1,000, and the cron's other steps need
 * some. About 23 calls clear 500 videos with their own objects, so one run clears about 15,000, and the
 * cron runs hourly; what is left is the next run's first work.
 */
export const RETENTION_CALL_BUDGET = 700;

export interface RetentionCounts extends DeletedCounts {
  /** False when the run stopped at its call budget with expired rows left. */
  complete: boolean;
}

/** Calls left in one run; every D1 statement and R2 call takes one. */
interface Budget {
  left: number;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Deletes the given object keys' R2 objects and cache rows unless a video still references them.
 * `keepIfUsedSince` keeps cache entries reused recently even when no row currently points at them.
 */
async function deleteUnreferenced(
  deps: ClipDeps,
  keys: Set<string>,
  keepIfUsedSince?: number,
  budget: Budget = { left: Number.POSITIVE_INFINITY },
): Promise<number> {
  const db = dbOf(deps);
  let deleted = 0;
  for (const part of chunks([...keys])) {
    budget.left -= 1;
    const used = await db
      .selectDistinct({ key: videos.objectKey })
      .from(videos)
      .where(inArray(videos.objectKey, part));
    const usedKeys = new Set(used.map((r) => r.key));
    let free = part.filter((k) => !usedKeys.has(k));
    if (keepIfUsedSince !== undefined && free.length > 0) {
      budget.left -= 1;
      const fresh = await db
        .select({ key: clipObjects.objectKey, lastUsedAt: clipObjects.lastUsedAt })
        .from(clipObjects)
        .where(inArray(clipObjects.objectKey, free));
      const keep = new Set(fresh.filter((r) => r.lastUsedAt >= keepIfUsedSince).map((r) => r.key));
      free = free.filter((k) => !keep.has(k));
    }
    if (free.length === 0) continue;
    // Cache row first: a clip must never be offered from the cache after its bytes are gone.
    budget.left -= 2;
    await db.delete(clipObjects).where(inArray(clipObjects.objectKey, free)).run();
    await deps.bucket.delete(free);
    deleted += free.length;
  }
  return deleted;
}

async function deleteVideoRows(deps: ClipDeps, ids: string[]): Promise<void> {
  const db = dbOf(deps);
  for (const part of chunks(ids)) await db.delete(videos).where(inArray(videos.id, part)).run();
}

/**
 * Removes videos older than the retention period, and objects nothing uses any more, batch after batch
 * until none is left or the run's call budget is spent.
 */
export async function deleteExpiredClips(
  deps: ClipDeps,
  retentionDays: number,
  budget: Budget = { left: RETENTION_CALL_BUDGET },
): Promise<RetentionCounts> {
  const cutoff = deps.now() - retentionDays * DAY_MS;
  const db = dbOf(deps);
  const counts = { videos: 0, objects: 0 };
  for (;;) {
    if (budget.left <= 0) return { ...counts, complete: false };
    budget.left -= 1;
    const expired = db
      .select({ id: videos.id })
      .from(videos)
      .where(lt(videos.createdAt, cutoff))
      .limit(ROW_BATCH);
    const gone = await db
      .delete(videos)
      .where(inArray(videos.id, expired))
      .returning({ objectKey: videos.objectKey });
    if (gone.length === 0) break;
    counts.videos += gone.length;
    const keys = new Set(gone.flatMap((v) => (v.objectKey ? [v.objectKey] : [])));
    counts.objects += await deleteUnreferenced(deps, keys, cutoff, budget);
  }
  // Cache entries idle past the cutoff go too, even if their videos were deleted earlier.
  for (;;) {
    if (budget.left <= 0) return { ...counts, complete: false };
    budget.left -= 1;
    const idle = await db
      .select({ key: clipObjects.objectKey })
      .from(clipObjects)
      .where(lt(clipObjects.lastUsedAt, cutoff))
      .limit(ROW_BATCH);
    if (idle.length === 0) break;
    const removed = await deleteUnreferenced(deps, new Set(idle.map((r) => r.key)), cutoff, budget);
    counts.objects += removed;
    // Every idle entry left is one a video still uses: nothing more to do here this run.
    if (removed === 0 || idle.length < ROW_BATCH) break;
  }
  return { ...counts, complete: true };
}

/**
 * Removes every video of one user and the objects only they used. Call it BEFORE deleting the user
 * row: the foreign-key cascade would drop the rows and lose the object keys, orphaning the bytes.
 */
export async function deleteUserClips(deps: ClipDeps, userId: number): Promise<DeletedCounts> {
  const db = dbOf(deps);
  const owned = await db
    .select({ id: videos.id, objectKey: videos.objectKey })
    .from(videos)
    .where(eq(videos.userId, userId));
  await deleteVideoRows(
    deps,
    owned.map((v) => v.id),
  );
  const keys = new Set(owned.flatMap((v) => (v.objectKey ? [v.objectKey] : [])));
  const objects = await deleteUnreferenced(deps, keys);
  return { videos: owned.length, objects };
}

/** Well past any poll schedule (40 polls capped at 15 min ≈ 8 h) and any Retry-After we honour. */
export const STALE_VIDEO_MS = 24 * 60 * 60 * 1000;

/**
 * Fails videos stuck in queued/rendering with no progress for `staleMs`: a synchronous render whose
 * request died mid-way, or a job whose messages were lost. Every step bumps updated_at, so a video
 * still being polled is never touched. Meant for the same cron as deleteExpiredClips.
 */
export async function failStaleVideos(deps: ClipDeps, staleMs = STALE_VIDEO_MS): Promise<number> {
  const result = await dbOf(deps)
    .update(videos)
    .set({ status: 'failed', error: TIMED_OUT_MESSAGE, updatedAt: deps.now() })
    .where(and(inArray(videos.status, ['queued', 'rendering']), lt(videos.updatedAt, deps.now() - staleMs)))
    .run();
  return result.meta.changes ?? 0;
}

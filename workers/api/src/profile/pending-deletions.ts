/**
 * R2 objects waiting to be deleted (`pending_object_deletions`). A key is written there in the same D1
 * batch that stops anything pointing at it (an account deletion, a replaced or removed picture), then the
 * object is deleted and its row removed. When R2 fails, the row stays with `attempts` counted and the
 * hourly cron retries it, so the answer to the user never waits on R2.
 * The key's prefix names its bucket: `pictures/` lives in PICTURES, everything else (`clips/`) in CLIPS.
 * Logs counts only: keys are random, but they are still where a user's data lives.
 */
import type { Bindings } from '../env';

export const PICTURE_KEY_PREFIX = 'pictures/';

/**
 * Rows younger than this are left to the request that wrote them: a picture upload reserves its key here
 * before the R2 put and removes the row once the user row points at it.
 */
export const PENDING_GRACE_MS = 15 * 60 * 1000;
/** Bounds one cron run (D1 allows 1000 queries per invocation); a larger backlog clears over later runs. */
export const MAX_PENDING_PER_RUN = 500;
// R2 deletes at most 1,000 keys per call. The keys reach D1 as one JSON array parameter (json_each), as
// D1 binds at most 100 parameters per statement: a 5,000-clip account takes 5 chunks, not 100.
const CHUNK = 1000;

export interface DeletionCounts {
  deleted: number;
  failed: number;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const IN_KEYS = 'IN (SELECT value FROM json_each(?1))';

async function forgetRows(d1: D1Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await d1
    .prepare(`DELETE FROM pending_object_deletions WHERE object_key ${IN_KEYS}`)
    .bind(JSON.stringify(keys))
    .run();
}

/** Clip keys a video still uses: a clip shared through the cache after its owner left keeps its bytes. */
async function clipKeysInUse(d1: D1Database, keys: string[]): Promise<Set<string>> {
  const clips = keys.filter((k) => !k.startsWith(PICTURE_KEY_PREFIX));
  if (clips.length === 0) return new Set();
  const rows = await d1
    .prepare(`SELECT DISTINCT object_key FROM videos WHERE object_key ${IN_KEYS}`)
    .bind(JSON.stringify(clips))
    .all<{ object_key: string }>();
  return new Set(rows.results.map((r) => r.object_key));
}

async function deleteFrom(d1: D1Database, bucket: R2Bucket, keys: string[]): Promise<DeletionCounts> {
  if (keys.length === 0) return { deleted: 0, failed: 0 };
  try {
    await bucket.delete(keys);
  } catch {
    await d1
      .prepare(`UPDATE pending_object_deletions SET attempts = attempts + 1 WHERE object_key ${IN_KEYS}`)
      .bind(JSON.stringify(keys))
      .run();
    return { deleted: 0, failed: keys.length };
  }
  await forgetRows(d1, keys);
  return { deleted: keys.length, failed: 0 };
}

/** Deletes these pending keys' objects and rows; an R2 failure leaves the rows for the cron. */
export async function deletePendingObjects(env: Bindings, keys: string[]): Promise<DeletionCounts> {
  const counts: DeletionCounts = { deleted: 0, failed: 0 };
  for (const part of chunks(keys)) {
    const inUse = await clipKeysInUse(env.DB, part);
    await forgetRows(env.DB, [...inUse]);
    const free = part.filter((k) => !inUse.has(k));
    const pictures = free.filter((k) => k.startsWith(PICTURE_KEY_PREFIX));
    const clips = free.filter((k) => !k.startsWith(PICTURE_KEY_PREFIX));
    for (const [bucket, list] of [
      [env.PICTURES, pictures],
      [env.CLIPS, clips],
    ] as const) {
      const result = await deleteFrom(env.DB, bucket, list);
      counts.deleted += result.deleted;
      counts.failed += result.failed;
    }
  }
  if (counts.failed > 0) console.error(JSON.stringify({ event: 'object_deletion_failed', ...counts }));
  return counts;
}

/** The keys an `INSERT INTO pending_object_deletions ... RETURNING object_key` queued. */
export function queuedKeys(result: D1Result | undefined): string[] {
  return ((result?.results ?? []) as Array<{ object_key: string }>).map((r) => r.object_key);
}

/**
 * After the batch that queued them: deletes the objects now. Any failure (R2 or D1) leaves the rows for
 * the cron; the caller's answer does not depend on it.
 */
export async function deleteNowOrLater(env: Bindings, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deletePendingObjects(env, keys);
  } catch {
    console.error(JSON.stringify({ event: 'object_deletion_failed', deleted: 0, failed: keys.length }));
  }
}

/** The cron's pass: pending rows past the grace period, fewest attempts first. */
export async function retryPendingDeletions(env: Bindings, now: number): Promise<DeletionCounts> {
  const rows = await env.DB.prepare(
    `SELECT object_key FROM pending_object_deletions WHERE created_at <= ?1
     ORDER BY attempts, created_at LIMIT ?2`,
  )
    .bind(now - PENDING_GRACE_MS, MAX_PENDING_PER_RUN)
    .all<{ object_key: string }>();
  return deletePendingObjects(
    env,
    rows.results.map((r) => r.object_key),
  );
}

// Writing finished clips: the known-length R2 put, the guarded "mark ready" that also fills the
// content-addressed cache, and cache lookups. Marking ready is a conditional UPDATE on
// status='rendering': when two deliveries race, the first to finish wins and the loser deletes its
// own object, so a video ends with exactly one stored clip.
import { clipObjects } from '@solace/db';
import { eq } from 'drizzle-orm';
import { newObjectKey } from './job';
import { type ClipDeps, changed, dbOf } from './records';

export interface StoredClip {
  objectKey: string;
  size: number;
  etag: string;
}

export type PutResult = { ok: true; clip: StoredClip } | { ok: false };

const HTTP_METADATA = { contentType: 'video/mp4', cacheControl: 'private' };

/** R2 needs the length up front: bytes have one; a stream gets it through a FixedLengthStream. */
export async function putClip(
  bucket: R2Bucket,
  source: Uint8Array | { body: ReadableStream<Uint8Array>; length: number },
): Promise<PutResult> {
  const objectKey = newObjectKey();
  const expected = source instanceof Uint8Array ? source.byteLength : source.length;
  let value: Uint8Array | ReadableStream<Uint8Array>;
  if (source instanceof Uint8Array) value = source;
  else value = source.body.pipeThrough(new FixedLengthStream(source.length));
  try {
    const object = await bucket.put(objectKey, value, { httpMetadata: HTTP_METADATA });
    if (object.size !== expected) {
      await bucket.delete(objectKey);
      return { ok: false };
    }
    return { ok: true, clip: { objectKey, size: object.size, etag: object.httpEtag } };
  } catch {
    // A truncated download or an R2 fault: nothing usable was stored. Best-effort cleanup.
    await bucket.delete(objectKey).catch(() => undefined);
    return { ok: false };
  }
}

/**
 * rendering → ready, and (only if that UPDATE won) records the clip under its cache key. Both run in
 * one D1 batch, which is atomic; the INSERT checks the video now points at this object, so a lost race
 * never leaves the cache pointing at an object about to be deleted. Returns false if the race was lost.
 */
export async function markReady(
  deps: ClipDeps,
  videoId: string,
  cacheKey: string,
  clip: StoredClip,
  options: { fillCache: boolean },
): Promise<boolean> {
  const now = deps.now();
  const update = deps.db
    .prepare(
      `UPDATE videos
       SET status = 'ready', object_key = ?1, size = ?2, etag = ?3, error = NULL, updated_at = ?4
       WHERE id = ?5 AND status = 'rendering'`,
    )
    .bind(clip.objectKey, clip.size, clip.etag, now, videoId);
  if (!options.fillCache) return changed(await update.run());
  const fill = deps.db
    .prepare(
      `INSERT INTO clip_objects (cache_key, object_key, size, etag, created_at, last_used_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?5
       WHERE EXISTS (SELECT 1 FROM videos WHERE id = ?6 AND object_key = ?2)
       ON CONFLICT (cache_key) DO NOTHING`,
    )
    .bind(cacheKey, clip.objectKey, clip.size, clip.etag, now, videoId);
  const [result] = await deps.db.batch([update, fill]);
  return result !== undefined && changed(result);
}

/** The cached clip for a content key, if its object still exists (a stale row is dropped). */
export async function findCachedClip(deps: ClipDeps, cacheKey: string): Promise<StoredClip | null> {
  const db = dbOf(deps);
  const rows = await db.select().from(clipObjects).where(eq(clipObjects.cacheKey, cacheKey)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const head = await deps.bucket.head(row.objectKey);
  if (!head) {
    await db.delete(clipObjects).where(eq(clipObjects.cacheKey, cacheKey)).run();
    return null;
  }
  return { objectKey: row.objectKey, size: row.size, etag: row.etag };
}

/** Keeps a reused clip from looking idle to retention. */
export function touchCachedClip(deps: ClipDeps, cacheKey: string) {
  return dbOf(deps)
    .update(clipObjects)
    .set({ lastUsedAt: deps.now() })
    .where(eq(clipObjects.cacheKey, cacheKey));
}

/** Deletes an object this attempt wrote but lost the race to record. Never throws. */
export async function discardObject(bucket: R2Bucket, objectKey: string): Promise<void> {
  await bucket.delete(objectKey).catch(() => undefined);
}

/**
 * markReady for a clip this attempt just stored, never leaving the object behind: a lost race discards
 * it, and so does a failed D1 update (which then propagates, so the message is redelivered and the
 * next attempt stores its own clip). Only a crash between the put and this call can orphan an object.
 */
export async function recordStoredClip(
  deps: ClipDeps,
  videoId: string,
  cacheKey: string,
  clip: StoredClip,
): Promise<void> {
  let won: boolean;
  try {
    won = await markReady(deps, videoId, cacheKey, clip, { fillCache: true });
  } catch (error) {
    await discardObject(deps.bucket, clip.objectKey);
    throw error;
  }
  if (!won) await discardObject(deps.bucket, clip.objectKey);
}

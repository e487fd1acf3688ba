/**
 * The stored profile picture: one private R2 object per upload under a random key (never derived from the
 * user id), named by users.picture_key / picture_type / picture_updated_at.
 * Replacing one takes four steps, ordered so that a failure at any point leaves nothing behind:
 * 1. reserve the new key in pending_object_deletions (if the worker dies after the put, the cron deletes
 *    the orphan once the reservation is past its grace period);
 * 2. put the object;
 * 3. one D1 batch: queue the old key for deletion, point the user at the new one, drop the reservation
 *    (only if the user row now names the new key);
 * 4. delete the old object (pending-deletions.ts; an R2 failure leaves it to the cron).
 */
import { randomToken } from '@solace/auth';
import { ERROR_CODES } from '@solace/contracts';
import { createDb, users } from '@solace/db';
import { eq } from 'drizzle-orm';
import { userNotFound } from '../auth/auth-errors';
import type { Bindings } from '../env';
import { ApiError } from '../http/api-error';
import type { ImageType } from './image-header';
import { deleteNowOrLater, PICTURE_KEY_PREFIX, queuedKeys } from './pending-deletions';

/** R2 blips pass quickly; the client retries the upload. */
const R2_RETRY_AFTER_SECONDS = 5;

export function newPictureKey(): string {
  return `${PICTURE_KEY_PREFIX}${randomToken(24)}`;
}

/** Queues the user's current picture key (if any) for deletion; must run before the row changes. */
export function queueCurrentPicture(d1: D1Database, userId: number, now: number): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO pending_object_deletions (object_key, created_at)
       SELECT picture_key, ?2 FROM users WHERE id = ?1 AND picture_key IS NOT NULL
       ON CONFLICT (object_key) DO NOTHING
       RETURNING object_key`,
    )
    .bind(userId, now);
}

export interface StoredPicture {
  key: string;
  type: ImageType;
  updatedAt: number;
}

export async function replacePicture(
  env: Bindings,
  userId: number,
  picture: { bytes: Uint8Array; type: ImageType },
  now: number,
): Promise<StoredPicture> {
  const key = newPictureKey();
  await env.DB.prepare('INSERT INTO pending_object_deletions (object_key, created_at) VALUES (?1, ?2)')
    .bind(key, now)
    .run();
  try {
    await env.PICTURES.put(key, picture.bytes, {
      httpMetadata: { contentType: picture.type, cacheControl: 'private' },
    });
  } catch {
    // Nothing was stored (an R2 put is all or nothing); the reservation goes with it.
    await deleteNowOrLater(env, [key]);
    throw new ApiError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The picture could not be stored; retry.', {
      headers: { 'Retry-After': String(R2_RETRY_AFTER_SECONDS) },
    });
  }
  // A failed batch changes nothing; the reservation then lets the cron delete the stored object.
  const [queued, updated] = await env.DB.batch([
    queueCurrentPicture(env.DB, userId, now),
    env.DB.prepare(
      `UPDATE users SET picture_key = ?2, picture_type = ?3, picture_updated_at = ?4, profile_picture = NULL
       WHERE id = ?1`,
    ).bind(userId, key, picture.type, now),
    env.DB.prepare(
      `DELETE FROM pending_object_deletions
       WHERE object_key = ?1 AND EXISTS (SELECT 1 FROM users WHERE id = ?2 AND picture_key = ?1)`,
    ).bind(key, userId),
  ]);
  if ((updated?.meta.changes ?? 0) === 0) {
    // The account was deleted meanwhile (another isolate's cached row let the request in).
    await deleteNowOrLater(env, [key]);
    throw userNotFound();
  }
  await deleteNowOrLater(env, queuedKeys(queued));
  return { key, type: picture.type, updatedAt: now };
}

/** Removes the picture (and a legacy picture path); a user without one is left as is. */
export async function removePicture(env: Bindings, userId: number, now: number): Promise<void> {
  const [queued] = await env.DB.batch([
    queueCurrentPicture(env.DB, userId, now),
    env.DB.prepare(
      `UPDATE users SET picture_key = NULL, picture_type = NULL, picture_updated_at = NULL,
       profile_picture = NULL WHERE id = ?1`,
    ).bind(userId),
  ]);
  await deleteNowOrLater(env, queuedKeys(queued));
}

export interface PictureRow {
  key: string | null;
  type: string | null;
  version: number | null;
  isActive: boolean;
}

/** What a picture link needs to check against: the user's current picture and whether the account lives. */
export async function findPicture(d1: D1Database, userId: number): Promise<PictureRow | undefined> {
  return createDb(d1)
    .select({
      key: users.pictureKey,
      type: users.pictureType,
      version: users.pictureUpdatedAt,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

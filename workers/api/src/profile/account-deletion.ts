/**
 * DELETE /profile/: the password check and the deletion itself.
 * The password is checked like a login: the same lock-out per (email, client address), shared with login,
 * so this endpoint is no second oracle for guessing; a wrong one is a 400 field error on `password`.
 * The deletion is one atomic D1 batch that first queues the R2 keys to delete (the picture, and every clip
 * object no other user's video uses, with its cache row) in pending_object_deletions, then deletes the
 * user's rows from every table in user-tables.ts, the development mail sent to the address, and the user.
 * The account is gone when the batch commits; the objects are deleted right after, and what R2 fails to
 * delete stays queued for the cron (pending-deletions.ts).
 */
import { verifyPassword } from '@solace/auth';
import type { AuthRuntime } from '../auth/auth-config';
import { userNotFound } from '../auth/auth-errors';
import { clearLoginFailures, lockoutKey, reserveLoginAttempt } from '../auth/login-lockout';
import { forgetCachedUser } from '../auth/user-cache';
import type { Bindings } from '../env';
import { fieldErrors } from '../http/api-error';
import { readPasswordHash } from '../password/credentials';
import { deleteNowOrLater, queuedKeys } from './pending-deletions';
import { queueCurrentPicture } from './picture-store';
import { USER_TABLES } from './user-tables';

export const WRONG_PASSWORD = 'Your password was entered incorrectly. Please enter it again.';

export async function requirePassword(
  env: Bindings,
  rt: AuthRuntime,
  user: { id: number; email: string },
  password: string,
  clientIp: string,
): Promise<void> {
  const failureKey = await lockoutKey(user.email, clientIp);
  // Counted as a failure until the password proves right, as at login.
  await reserveLoginAttempt(env.DB, failureKey, rt.now);
  const stored = await readPasswordHash(env.DB, user.id);
  if (stored === null) throw userNotFound();
  const hasher = { pepper: rt.settings.pepper, cost: rt.settings.bcryptCost };
  const verified = await verifyPassword(password, stored, hasher);
  if (!verified.ok) throw fieldErrors({ password: [WRONG_PASSWORD] });
  await clearLoginFailures(env.DB, failureKey);
}

/** The user's clip objects that no other user's video uses (clips are shared through the cache). */
const OWN_CLIP_KEYS = `SELECT v.object_key FROM videos v
  WHERE v.user_id = ?1 AND v.object_key IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM videos o WHERE o.object_key = v.object_key AND o.user_id <> ?1)`;

export async function deleteAccount(env: Bindings, userId: number, now: number): Promise<void> {
  const d1 = env.DB;
  const byUser = Object.keys(USER_TABLES).map((table) =>
    d1.prepare(`DELETE FROM ${table} WHERE user_id = ?1`).bind(userId),
  );
  const [picture, clips] = await d1.batch([
    queueCurrentPicture(d1, userId, now),
    d1
      .prepare(
        `INSERT INTO pending_object_deletions (object_key, created_at)
         SELECT DISTINCT object_key, ?2 FROM (${OWN_CLIP_KEYS}) WHERE true
         ON CONFLICT (object_key) DO NOTHING
         RETURNING object_key`,
      )
      .bind(userId, now),
    // The cache row goes with the bytes: a clip must never be offered from the cache once it is gone.
    d1.prepare(`DELETE FROM clip_objects WHERE object_key IN (${OWN_CLIP_KEYS})`).bind(userId),
    d1
      .prepare('DELETE FROM dev_outbox WHERE to_email = (SELECT email FROM users WHERE id = ?1)')
      .bind(userId),
    ...byUser,
    d1.prepare('DELETE FROM users WHERE id = ?1').bind(userId),
  ]);
  forgetCachedUser(userId);
  await deleteNowOrLater(env, [...queuedKeys(picture), ...queuedKeys(clips)]);
}

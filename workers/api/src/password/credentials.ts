/**
 * Replacing a password in D1, each case as one atomic batch (D1 runs a batch as a transaction), so a
 * failure leaves either the old state or the whole new one, never a new password with old sessions.
 *
 * - A change swaps the hash only if it is still the one the old password was checked against (a
 *   compare-and-set), revokes every refresh family of the user, deletes unused reset tokens and opens
 *   the family of the new login. The later statements are conditioned on the new hash being stored:
 *   bcrypt salts make it unique, so they run exactly when this change won.
 * - A reset claims its token (single use: `UPDATE … WHERE used_at IS NULL AND expires_at > now`) and,
 *   in the same batch and under the same compare-and-set, stores the hash, revokes every family and
 *   marks the user's other unused tokens used.
 * Access tokens are not revoked by either: they expire within ACCESS_TOKEN_TTL_SECONDS, as after logout.
 */
import type { PlannedFamily } from '../auth/issue-tokens';

/** True while the user's stored hash is ?2 (the new one), i.e. the change's first statement applied. */
const NEW_HASH_STORED = 'EXISTS (SELECT 1 FROM users WHERE id = ?1 AND password_hash = ?2)';

export interface PasswordChange {
  userId: number;
  oldHash: string;
  newHash: string;
  now: number;
  family: PlannedFamily;
}

/** False when the stored hash is no longer `oldHash` (another change or a reset came first): nothing changed. */
export async function changePassword(d1: D1Database, change: PasswordChange): Promise<boolean> {
  const { userId, newHash, now, family } = change;
  const [swapped] = await d1.batch([
    d1
      .prepare('UPDATE users SET password_hash = ?2 WHERE id = ?1 AND password_hash = ?3')
      .bind(userId, newHash, change.oldHash),
    d1
      .prepare(
        `UPDATE refresh_families SET revoked_at = ?3, revoke_reason = 'password_change'
         WHERE user_id = ?1 AND revoked_at IS NULL AND ${NEW_HASH_STORED}`,
      )
      .bind(userId, newHash, now),
    d1
      .prepare(
        `DELETE FROM password_reset_tokens WHERE user_id = ?1 AND used_at IS NULL AND ${NEW_HASH_STORED}`,
      )
      .bind(userId, newHash),
    d1
      .prepare(
        `INSERT INTO refresh_families (id, user_id, created_at, absolute_expires_at)
         SELECT ?3, ?1, ?4, ?5 WHERE ${NEW_HASH_STORED}`,
      )
      .bind(userId, newHash, family.familyId, now, family.absoluteExpiresAt),
    d1
      .prepare(
        `INSERT INTO refresh_tokens (jti, family_id, user_id, parent_jti, issued_at, expires_at)
         SELECT ?3, ?4, ?1, NULL, ?5, ?6 WHERE ${NEW_HASH_STORED}`,
      )
      .bind(userId, newHash, family.token.jti, family.familyId, now, family.token.expiresAt),
  ]);
  return swapped?.meta.changes === 1;
}

export interface PasswordReset {
  userId: number;
  tokenHash: string;
  /** The hash the token's owner had when the token was read. */
  oldHash: string;
  newHash: string;
  now: number;
}

/**
 * Claims the token and stores the new hash in one batch. False when the token can no longer be claimed
 * (used, replaced, expired) or the password moved since it was read: then nothing is written, and a
 * failed batch leaves the token usable for a retry.
 */
export async function resetPassword(d1: D1Database, reset: PasswordReset): Promise<boolean> {
  const { userId, tokenHash, oldHash, newHash, now } = reset;
  const [claimed] = await d1.batch([
    d1
      .prepare(
        `UPDATE password_reset_tokens SET used_at = ?4
         WHERE token_hash = ?3 AND user_id = ?1 AND used_at IS NULL AND expires_at > ?4
           AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND password_hash = ?2)`,
      )
      .bind(userId, oldHash, tokenHash, now),
    // Applies exactly when the claim did: same transaction, same old-hash condition, and the token row
    // now carries this request's time (a racing request that lost the claim fails the hash condition).
    d1
      .prepare(
        `UPDATE users SET password_hash = ?3 WHERE id = ?1 AND password_hash = ?2
           AND EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ?4 AND used_at = ?5)`,
      )
      .bind(userId, oldHash, newHash, tokenHash, now),
    d1
      .prepare(
        `UPDATE refresh_families SET revoked_at = ?3, revoke_reason = 'password_reset'
         WHERE user_id = ?1 AND revoked_at IS NULL AND ${NEW_HASH_STORED}`,
      )
      .bind(userId, newHash, now),
    d1
      .prepare(
        `UPDATE password_reset_tokens SET used_at = ?3
         WHERE user_id = ?1 AND used_at IS NULL AND ${NEW_HASH_STORED}`,
      )
      .bind(userId, newHash, now),
  ]);
  return claimed?.meta.changes === 1;
}

/** The stored hash of an active user, or null. */
export async function readPasswordHash(d1: D1Database, userId: number): Promise<string | null> {
  return d1
    .prepare('SELECT password_hash FROM users WHERE id = ?1 AND is_active = 1')
    .bind(userId)
    .first<string>('password_hash');
}

// Refresh-token state in D1. A login opens a family; each refresh token is a row keyed by its jti. Single
// use is enforced by D1 itself: the parent is claimed with `UPDATE … WHERE used_at IS NULL`, and the
// child's INSERT, in the same atomic batch, only happens if that claim named this very child. Two racing
// refreshes therefore cannot both mint from one parent; the grace rule hands out the one child again.

export interface TokenState {
  jti: string;
  familyId: string;
  userId: number;
  usedAt: number | null;
  familyRevoked: boolean;
  absoluteExpiresAt: number;
  userActive: boolean;
}

export interface NewToken {
  jti: string;
  expiresAt: number;
}

interface StateRow {
  jti: string;
  family_id: string;
  user_id: number;
  used_at: number | null;
  revoked_at: number | null;
  absolute_expires_at: number;
  is_active: number;
}

export async function openFamily(
  d1: D1Database,
  input: { familyId: string; userId: number; now: number; absoluteExpiresAt: number; token: NewToken },
): Promise<void> {
  await d1.batch([
    d1
      .prepare(
        'INSERT INTO refresh_families (id, user_id, created_at, absolute_expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(input.familyId, input.userId, input.now, input.absoluteExpiresAt),
    d1
      .prepare(
        'INSERT INTO refresh_tokens (jti, family_id, user_id, parent_jti, issued_at, expires_at) VALUES (?1, ?2, ?3, NULL, ?4, ?5)',
      )
      .bind(input.token.jti, input.familyId, input.userId, input.now, input.token.expiresAt),
  ]);
}

export async function readTokenState(d1: D1Database, jti: string): Promise<TokenState | null> {
  const row = await d1
    .prepare(
      `SELECT t.jti, t.family_id, t.user_id, t.used_at, f.revoked_at, f.absolute_expires_at, u.is_active
       FROM refresh_tokens t
       JOIN refresh_families f ON f.id = t.family_id
       JOIN users u ON u.id = t.user_id
       WHERE t.jti = ?1`,
    )
    .bind(jti)
    .first<StateRow>();
  if (row === null) return null;
  return {
    jti: row.jti,
    familyId: row.family_id,
    userId: row.user_id,
    usedAt: row.used_at,
    familyRevoked: row.revoked_at !== null,
    absoluteExpiresAt: row.absolute_expires_at,
    userActive: row.is_active === 1,
  };
}

// Inserts a child of ?2 only while its family is live; the caller adds the parent condition.
const INSERT_CHILD = `INSERT INTO refresh_tokens (jti, family_id, user_id, parent_jti, issued_at, expires_at)
  SELECT ?1, t.family_id, t.user_id, t.jti, ?3, ?4 FROM refresh_tokens t
  JOIN refresh_families f ON f.id = t.family_id
  WHERE t.jti = ?2 AND f.revoked_at IS NULL AND f.absolute_expires_at > ?3`;

/**
 * First use of a parent: claims it and inserts the child atomically. False when another request claimed
 * the parent first (or the family died meanwhile): the caller then applies the reuse rules.
 */
export async function rotateOnce(
  d1: D1Database,
  parentJti: string,
  child: NewToken,
  now: number,
): Promise<boolean> {
  const [, inserted] = await d1.batch([
    d1
      .prepare('UPDATE refresh_tokens SET used_at = ?1, replaced_by = ?2 WHERE jti = ?3 AND used_at IS NULL')
      .bind(now, child.jti, parentJti),
    d1.prepare(`${INSERT_CHILD} AND t.replaced_by = ?1`).bind(child.jti, parentJti, now, child.expiresAt),
  ]);
  return inserted?.meta.changes === 1;
}

/**
 * The child that the parent's first use minted, while that use is inside the grace window and the family
 * is live: a reuse there (a client that raced two refreshes) gets this same child again, never a sibling,
 * so a family has exactly one usable line however often a token is replayed.
 */
export async function readGraceChild(
  d1: D1Database,
  parentJti: string,
  now: number,
  graceMs: number,
): Promise<(NewToken & { issuedAt: number }) | null> {
  const row = await d1
    .prepare(
      `SELECT c.jti, c.issued_at, c.expires_at FROM refresh_tokens p
       JOIN refresh_tokens c ON c.jti = p.replaced_by
       JOIN refresh_families f ON f.id = p.family_id
       WHERE p.jti = ?1 AND p.used_at IS NOT NULL AND p.used_at > ?2
         AND f.revoked_at IS NULL AND f.absolute_expires_at > ?3`,
    )
    .bind(parentJti, now - graceMs, now)
    .first<{ jti: string; issued_at: number; expires_at: number }>();
  return row === null ? null : { jti: row.jti, issuedAt: row.issued_at, expiresAt: row.expires_at };
}

export async function readUsedAt(d1: D1Database, jti: string): Promise<number | null> {
  return d1
    .prepare('SELECT used_at FROM refresh_tokens WHERE jti = ?1')
    .bind(jti)
    .first<number | null>('used_at');
}

/** Why a family ended, stored in refresh_families.revoke_reason for audits. */
export type RevokeReason = 'logout' | 'reuse' | 'password_change' | 'password_reset';

/** Revokes the family of a token (every token of that login). Idempotent: the first reason and time stay. */
export async function revokeFamilyOf(d1: D1Database, jti: string, now: number, reason: RevokeReason) {
  await d1
    .prepare(
      `UPDATE refresh_families SET revoked_at = ?1, revoke_reason = ?2
       WHERE id = (SELECT family_id FROM refresh_tokens WHERE jti = ?3) AND revoked_at IS NULL`,
    )
    .bind(now, reason, jti)
    .run();
}

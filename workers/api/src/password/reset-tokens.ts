/**
 * Password-reset tokens in D1. A token is 32 random bytes (base64url) that exists only in the message;
 * D1 keeps its SHA-256, so a read of the table yields nothing usable. A token lives RESET_TOKEN_TTL_MS,
 * works once, and only the newest of a user's tokens works: issuing one deletes the unused others.
 * Single use is D1's: the confirm claims the row with one conditional UPDATE in the batch that stores
 * the new password (password/credentials.ts), so two racing confirms cannot both succeed.
 */
import { randomToken, sha256Hex } from '@solace/auth';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function hashResetToken(token: string): Promise<string> {
  return sha256Hex(token);
}

/** A fresh token for `userId`, stored hashed; the user's unused older tokens stop working. */
export async function issueResetToken(d1: D1Database, userId: number, now: number): Promise<string> {
  const token = randomToken(32);
  await d1.batch([
    d1.prepare('DELETE FROM password_reset_tokens WHERE user_id = ?1 AND used_at IS NULL').bind(userId),
    d1
      .prepare(
        'INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(await hashResetToken(token), userId, now, now + RESET_TOKEN_TTL_MS),
  ]);
  return token;
}

export interface ResetTokenOwner {
  userId: number;
  email: string;
  name: string;
  /** The stored hash when the token was read: the reset applies only while it is still the same. */
  passwordHash: string;
}

/** The active owner of an unused, unexpired token; read-only, so a rejected new password keeps it. */
export async function findResetTokenOwner(
  d1: D1Database,
  tokenHash: string,
  now: number,
): Promise<ResetTokenOwner | null> {
  const row = await d1
    .prepare(
      `SELECT u.id, u.email, u.name, u.password_hash FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ?1 AND t.used_at IS NULL AND t.expires_at > ?2 AND u.is_active = 1`,
    )
    .bind(tokenHash, now)
    .first<{ id: number; email: string; name: string; password_hash: string }>();
  return row === null
    ? null
    : { userId: row.id, email: row.email, name: row.name, passwordHash: row.password_hash };
}

/** Expired tokens, used or not, are of no further use (a used one expires like the rest). */
export async function pruneResetTokens(d1: D1Database, now: number): Promise<number> {
  const result = await d1.prepare('DELETE FROM password_reset_tokens WHERE expires_at <= ?1').bind(now).run();
  return result.meta.changes;
}

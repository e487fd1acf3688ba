// The login lock-out: failed passwords are counted per (email, client address) in D1 (each attempt is
// counted before its check and forgiven by a correct password), and after
// LOCKOUT_FAILURES of them inside LOCKOUT_WINDOW_MS that pair is refused (429) even with the right
// password, so one source cannot keep guessing. Only failures count, and only for that address: the
// owner logging in from anywhere else is never locked out by someone else's guessing. The rows hold a
// SHA-256 of the pair, never the address; the hourly cron deletes windows that have ended.
import { sha256Hex } from '@solace/auth';
import { throttled } from '../http/api-error';

export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** Failed passwords for one email, from any address, in one window before its lock-out applies. */
export const EMAIL_LOCKOUT_FAILURES = 50;

export function lockoutKey(email: string, ip: string): Promise<string> {
  return sha256Hex(`login-failure:${email}\n${ip}`);
}

/**
 * Counts this attempt as a failure BEFORE its password is checked, in one conditional upsert, and throws
 * 429 (Retry-After = the rest of the window) when the pair is already at LOCKOUT_FAILURES. Checking and
 * counting in two statements let a burst of concurrent guesses all pass the check before any was
 * counted; here D1 serialises the statements, so of any burst at most LOCKOUT_FAILURES get a password
 * check. A correct password then clears the count (clearLoginFailures). Returns how many failures the
 * pair had before this attempt.
 */
export async function reserveLoginAttempt(d1: D1Database, key: string, now: number): Promise<number> {
  const counted = await d1
    .prepare(
      `INSERT INTO login_failures (key, failures, window_started_at) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN window_started_at <= ?2 - ?3 THEN 1 ELSE failures + 1 END,
         window_started_at = CASE WHEN window_started_at <= ?2 - ?3 THEN ?2 ELSE window_started_at END
       WHERE window_started_at <= ?2 - ?3 OR failures < ?4
       RETURNING failures`,
    )
    .bind(key, now, LOCKOUT_WINDOW_MS, LOCKOUT_FAILURES)
    .first<{ failures: number }>();
  if (counted !== null) return counted.failures - 1;
  const row = await d1
    .prepare('SELECT window_started_at FROM login_failures WHERE key = ?1')
    .bind(key)
    .first<{ window_started_at: number }>();
  const endsAt = (row?.window_started_at ?? now) + LOCKOUT_WINDOW_MS;
  throw throttled(Math.max(1, Math.ceil((endsAt - now) / 1000)));
}

export function emailLockoutKey(email: string): Promise<string> {
  return sha256Hex(`login-failure-email:${email}`);
}

/**
 * The per-email lock-out, which hurts the guessing addresses and not the owner: only failed passwords
 * count (from any address), and once an email has EMAIL_LOCKOUT_FAILURES in a window, an address that has
 * failed for it in that window is refused (429) while one that has not still gets its password checked:
 * the owner on their own device gets in, and each guessing address gets one guess before it is shut out.
 * `pairFailures` is what reserveLoginAttempt returned for this attempt's address.
 */
export async function requireEmailNotLockedOut(
  d1: D1Database,
  key: string,
  pairFailures: number,
  now: number,
): Promise<void> {
  if (pairFailures === 0) return;
  const row = await d1
    .prepare('SELECT failures, window_started_at FROM login_failures WHERE key = ?1')
    .bind(key)
    .first<{ failures: number; window_started_at: number }>();
  if (row === null || row.failures < EMAIL_LOCKOUT_FAILURES) return;
  const endsAt = row.window_started_at + LOCKOUT_WINDOW_MS;
  if (endsAt <= now) return;
  throw throttled(Math.max(1, Math.ceil((endsAt - now) / 1000)));
}

/** Counts one failed password for an email (any address); a window that has ended starts again at 1. */
export async function recordEmailFailure(d1: D1Database, key: string, now: number): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO login_failures (key, failures, window_started_at) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN window_started_at <= ?2 - ?3 THEN 1 ELSE failures + 1 END,
         window_started_at = CASE WHEN window_started_at <= ?2 - ?3 THEN ?2 ELSE window_started_at END`,
    )
    .bind(key, now, LOCKOUT_WINDOW_MS)
    .run();
}

/** A correct password from this pair clears its count. */
export async function clearLoginFailures(d1: D1Database, key: string): Promise<void> {
  await d1.prepare('DELETE FROM login_failures WHERE key = ?1').bind(key).run();
}

/** Cron: deletes counting windows that have ended. */
export async function pruneLoginFailures(d1: D1Database, now: number): Promise<number> {
  const result = await d1
    .prepare('DELETE FROM login_failures WHERE window_started_at <= ?1')
    .bind(now - LOCKOUT_WINDOW_MS)
    .run();
  return result.meta.changes ?? 0;
}

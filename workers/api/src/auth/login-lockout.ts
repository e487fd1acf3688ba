// The login lock-out: failed passwords are counted per (email, client address) in D1, and after
// LOCKOUT_FAILURES of them inside LOCKOUT_WINDOW_MS that pair is refused (429) even with the right
// password, so one source cannot keep guessing. Only failures count, and only for that address: the
// owner logging in from anywhere else is never locked out by someone else's guessing. The rows hold a
// SHA-256 of the pair, never the address; the hourly cron deletes windows that have ended.
import { sha256Hex } from '@solace/auth';
import { throttled } from '../http/api-error';

export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export function lockoutKey(email: string, ip: string): Promise<string> {
  return sha256Hex(`login-failure:${email}\n${ip}`);
}

/** Throws 429 (Retry-After = the rest of the window) while the pair is locked out. */
export async function requireNotLockedOut(d1: D1Database, key: string, now: number): Promise<void> {
  const row = await d1
    .prepare('SELECT failures, window_started_at FROM login_failures WHERE key = ?1')
    .bind(key)
    .first<{ failures: number; window_started_at: number }>();
  if (row === null || row.failures < LOCKOUT_FAILURES) return;
  const endsAt = row.window_started_at + LOCKOUT_WINDOW_MS;
  if (endsAt <= now) return;
  throw throttled(Math.max(1, Math.ceil((endsAt - now) / 1000)));
}

/** Counts one failure; a window that has ended starts again at 1. */
export async function recordLoginFailure(d1: D1Database, key: string, now: number): Promise<void> {
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

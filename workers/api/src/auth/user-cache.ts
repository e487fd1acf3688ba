/**
 * A per-isolate, short-lived cache of the user rows the Bearer middleware loads. Every authenticated
 * request used to read D1 for "does this user still exist and is it active?"; on the hot profile path
 * that read was most of the cost (see BENCHMARKS.md). Entries live USER_CACHE_SECONDS (0 turns the cache
 * off), so a user deleted or deactivated out of band loses access within that window — far inside the
 * access token's own lifetime, which already outlives a logout (as in simplejwt). Only found rows are
 * cached, never "not found", and the map is bounded (least recently used entries go first).
 */
import type { AuthUser } from '../env';

export interface CachedUser extends AuthUser {
  isActive: boolean;
}

const MAX_ENTRIES = 10_000;
const entries = new Map<number, { user: CachedUser; expiresAt: number }>();

export function getCachedUser(userId: number, nowMs: number): CachedUser | undefined {
  const entry = entries.get(userId);
  if (entry === undefined) return undefined;
  entries.delete(userId);
  if (entry.expiresAt <= nowMs) return undefined;
  entries.set(userId, entry); // re-insert: Map order is the recency order
  return entry.user;
}

export function cacheUser(user: CachedUser, nowMs: number, ttlSeconds: number): void {
  if (ttlSeconds <= 0) return;
  entries.delete(user.id);
  entries.set(user.id, { user, expiresAt: nowMs + ttlSeconds * 1000 });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/**
 * Drops a user's entry after this isolate changed or deleted the row. Other isolates keep theirs for at
 * most USER_CACHE_SECONDS, the same window as any change made out of band.
 */
export function forgetCachedUser(userId: number): void {
  entries.delete(userId);
}

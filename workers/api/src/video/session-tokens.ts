/**
 * Video sessions: an opaque bearer-style token (256 random bits, base64url) that groups one user's
 * generate and chat calls so replies do not repeat and earlier risk informs the next verdict (the
 * level and categories of each message, never its text). Only the token's SHA-256 is stored. The expiry slides on use
 * but never past a hard cap from creation. Another user's token reads exactly like an unknown one (404).
 */
import { ERROR_CODES } from '@solace/contracts';
import { createDb, videoSessions } from '@solace/db';
import { SAFETY_CATEGORIES, SAFETY_LEVELS, type SessionEntry } from '@solace/safety';
import { eq } from 'drizzle-orm';
import { ApiError } from '../http/api-error';

const TOKEN_BYTES = 32;
/** The reply writer only needs the last few replies to avoid repeating itself. */
const RECENT_REPLIES_KEPT = 6;
/** Verdicts kept per session: far more turns than a session's hard cap of time allows in practice. */
const RISK_ENTRIES_KEPT = 100;

export interface SessionTimes {
  nowMs: number;
  ttlSeconds: number;
  maxSeconds: number;
}

export interface VideoSession {
  id: string;
  avatarId: string;
  voiceId: string;
  expiresAt: number;
  recentReplies: string[];
  /** The verdicts of the session's earlier messages, oldest first: level and categories only. */
  riskHistory: SessionEntry[];
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function parseReplies(json: string | null): string[] {
  if (json === null) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function isSessionEntry(value: unknown): value is SessionEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { level, categories } = value as Record<string, unknown>;
  return (
    SAFETY_LEVELS.includes(level as SessionEntry['level']) &&
    Array.isArray(categories) &&
    categories.every((c) => SAFETY_CATEGORIES.includes(c))
  );
}

function parseRiskHistory(json: string | null): SessionEntry[] {
  if (json === null) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isSessionEntry) : [];
  } catch {
    return [];
  }
}

export async function createSession(
  d1: D1Database,
  input: { userId: number; avatarId: string; voiceId: string },
  times: SessionTimes,
): Promise<{ token: string; expiresAt: number }> {
  const token = base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  const maxExpiresAt = times.nowMs + times.maxSeconds * 1000;
  const expiresAt = Math.min(times.nowMs + times.ttlSeconds * 1000, maxExpiresAt);
  await createDb(d1)
    .insert(videoSessions)
    .values({
      id: crypto.randomUUID(),
      tokenHash: await hashToken(token),
      userId: input.userId,
      avatarId: input.avatarId,
      voiceId: input.voiceId,
      createdAt: times.nowMs,
      expiresAt,
      maxExpiresAt,
      recentReplies: '[]',
      riskHistory: '[]',
    });
  return { token, expiresAt };
}

/** Resolves the caller's session and slides its expiry; throws 404 (unknown / not theirs) or 400 (expired). */
export async function useSession(
  d1: D1Database,
  token: string,
  userId: number,
  times: SessionTimes,
): Promise<VideoSession> {
  const db = createDb(d1);
  const tokenHash = await hashToken(token);
  const row = await db.select().from(videoSessions).where(eq(videoSessions.tokenHash, tokenHash)).get();
  if (!row || row.userId !== userId) {
    throw new ApiError(404, ERROR_CODES.NOT_FOUND, 'Session not found.');
  }
  if (row.expiresAt <= times.nowMs) {
    throw new ApiError(400, ERROR_CODES.SESSION_EXPIRED, 'Session has expired. Start a new session.');
  }
  const expiresAt = Math.min(times.nowMs + times.ttlSeconds * 1000, row.maxExpiresAt);
  if (expiresAt > row.expiresAt) {
    await db.update(videoSessions).set({ expiresAt }).where(eq(videoSessions.id, row.id));
  }
  return {
    id: row.id,
    avatarId: row.avatarId,
    voiceId: row.voiceId,
    expiresAt: Math.max(expiresAt, row.expiresAt),
    recentReplies: parseReplies(row.recentReplies),
    riskHistory: parseRiskHistory(row.riskHistory),
  };
}

/**
 * Remembers one turn in one UPDATE: the reply, so the next one differs (the most recent few), and the
 * message's verdict (level and categories), so the next message is read with the session's risk.
 */
export async function rememberTurn(
  d1: D1Database,
  session: VideoSession,
  turn: { reply: string; verdict: SessionEntry },
): Promise<void> {
  const recent = [...session.recentReplies, turn.reply].slice(-RECENT_REPLIES_KEPT);
  const risk = [...session.riskHistory, turn.verdict].slice(-RISK_ENTRIES_KEPT);
  await createDb(d1)
    .update(videoSessions)
    .set({ recentReplies: JSON.stringify(recent), riskHistory: JSON.stringify(risk) })
    .where(eq(videoSessions.id, session.id));
}

/** How long an expired session row is kept (its token then answers 400 session_expired, not 404). */
export const EXPIRED_SESSION_KEEP_MS = 24 * 3600 * 1000;
const PRUNE_CHUNK = 5000;
const PRUNE_MAX_CHUNKS = 40;

/**
 * Cron: deletes sessions that expired more than a day ago, with their recent replies (the only copy of
 * reply text outside a video row) and their verdict history, in bounded chunks. Videos keep their rows; their session_id is
 * set to NULL by the foreign key.
 */
export async function pruneVideoSessions(d1: D1Database, now: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < PRUNE_MAX_CHUNKS; i++) {
    const result = await d1
      .prepare(
        `DELETE FROM video_sessions WHERE id IN (
           SELECT id FROM video_sessions WHERE expires_at <= ?1 LIMIT ?2)`,
      )
      .bind(now - EXPIRED_SESSION_KEEP_MS, PRUNE_CHUNK)
      .run();
    const deleted = result.meta.changes ?? 0;
    total += deleted;
    if (deleted < PRUNE_CHUNK) break;
  }
  return total;
}

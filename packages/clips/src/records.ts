// The VideoRecord view of a `videos` row, the dependency bag every operation takes, and the reads.
// Operations take D1 and R2 bindings as arguments (never an Env) and a clock, so tests control time.
import { type VideoRow, type VideoStatus, videos } from '@solace/db';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';

export interface ClipDeps {
  db: D1Database;
  bucket: R2Bucket;
  /** Epoch milliseconds. */
  now: () => number;
}

export interface VideoRecord {
  id: string;
  userId: number;
  sessionId: string | null;
  status: VideoStatus;
  provider: string;
  avatarId: string;
  voiceId: string;
  transcript: string;
  /** Public-safe text; never an upstream body or URL. */
  error: string | null;
  /** The safety level of the message this clip answers; null for clips made before it was kept. */
  safetyLevel: string | null;
  /** Server-side only: never put it in a response or a log line. */
  objectKey: string | null;
  size: number | null;
  /** The HTTP ETag of the stored clip (quoted, as R2's httpEtag), ready for an ETag header. */
  etag: string | null;
  /** Render attempts claimed so far (a redelivered message that found work in flight does not count). */
  attempts: number;
  /** Provider polls made so far (external providers only). */
  pollCount: number;
  createdAt: number;
  updatedAt: number;
}

export type Db = DrizzleD1Database<Record<string, never>>;

export function dbOf(deps: Pick<ClipDeps, 'db'>): Db {
  return drizzle(deps.db);
}

export function toRecord(row: VideoRow): VideoRecord {
  return {
    id: row.id,
    userId: row.userId,
    sessionId: row.sessionId,
    status: row.status,
    provider: row.provider,
    avatarId: row.avatarId,
    voiceId: row.voiceId,
    transcript: row.transcript,
    error: row.error,
    safetyLevel: row.safetyLevel,
    objectKey: row.objectKey,
    size: row.size,
    etag: row.etag,
    attempts: row.attempts,
    pollCount: row.pollCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function getVideoRow(deps: Pick<ClipDeps, 'db'>, videoId: string): Promise<VideoRow | null> {
  const rows = await dbOf(deps).select().from(videos).where(eq(videos.id, videoId)).limit(1);
  return rows[0] ?? null;
}

export async function getVideo(deps: Pick<ClipDeps, 'db'>, videoId: string): Promise<VideoRecord | null> {
  const row = await getVideoRow(deps, videoId);
  return row ? toRecord(row) : null;
}

/** Where a page of a user's history starts: strictly older than this (created_at, id). */
export interface VideoPageKey {
  createdAt: number;
  id: string;
}

/**
 * A user's videos, newest first by (created_at, id), a unique and stable order (the
 * videos_user_created_idx index), so rows added between two pages are neither repeated nor skipped.
 */
export async function listUserVideos(
  deps: Pick<ClipDeps, 'db'>,
  userId: number,
  options: { limit: number; before?: VideoPageKey },
): Promise<VideoRecord[]> {
  const { before } = options;
  const rows = await dbOf(deps)
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.userId, userId),
        before === undefined
          ? undefined
          : or(
              lt(videos.createdAt, before.createdAt),
              and(eq(videos.createdAt, before.createdAt), lt(videos.id, before.id)),
            ),
      ),
    )
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(options.limit);
  return rows.map(toRecord);
}

/** Thrown only when a video vanished mid-operation (account deletion or retention raced a render). */
export class VideoNotFoundError extends Error {
  override readonly name = 'VideoNotFoundError';
  constructor(readonly videoId: string) {
    super('video not found');
  }
}

export async function requireVideoRow(deps: Pick<ClipDeps, 'db'>, videoId: string): Promise<VideoRow> {
  const row = await getVideoRow(deps, videoId);
  if (!row) throw new VideoNotFoundError(videoId);
  return row;
}

/** D1 reports affected rows in meta.changes; a conditional UPDATE that matched nothing lost a race. */
export function changed(result: { meta: { changes?: number } }): boolean {
  return (result.meta.changes ?? 0) > 0;
}

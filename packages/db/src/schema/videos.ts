// The video pipeline's tables: short-lived video sessions, the per-video render state machine, and the
// content-addressed clip cache. Times are integer epoch milliseconds throughout (plain numbers, so the
// state-machine UPDATEs can compare them in SQL without mode conversions).
// Secrets never land here: sessions keep only a SHA-256 of their token, and R2 object keys are random
// (never derived from ids), so a leaked row does not reveal where another user's clip lives.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

export const VIDEO_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const videoSessions = sqliteTable(
  'video_sessions',
  {
    id: text('id').primaryKey(),
    /** SHA-256 hex of the opaque session token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    avatarId: text('avatar_id').notNull(),
    voiceId: text('voice_id').notNull(),
    createdAt: integer('created_at').notNull(),
    /** Sliding expiry, extended on use but never past maxExpiresAt. */
    expiresAt: integer('expires_at').notNull(),
    maxExpiresAt: integer('max_expires_at').notNull(),
    /** JSON array of the last few reply texts, so the reply writer can avoid repeating itself. */
    recentReplies: text('recent_replies'),
    /** JSON array of {level, categories} per earlier message: the session's risk, never its words. */
    riskHistory: text('risk_history'),
  },
  (t) => [
    index('video_sessions_user_idx').on(t.userId),
    // The cron deletes sessions (and their recent replies) a day after they expire.
    index('video_sessions_expires_idx').on(t.expiresAt),
  ],
);

export const videos = sqliteTable(
  'videos',
  {
    /** The public video_id: 128+ random bits, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => videoSessions.id, { onDelete: 'set null' }),
    status: text('status', { enum: VIDEO_STATUSES }).notNull(),
    provider: text('provider').notNull(),
    avatarId: text('avatar_id').notNull(),
    voiceId: text('voice_id').notNull(),
    transcript: text('transcript').notNull(),
    cacheKey: text('cache_key').notNull(),
    /** Random R2 key; null until the clip is stored. Never leaves the server. */
    objectKey: text('object_key'),
    size: integer('size'),
    etag: text('etag'),
    /** Persisted before any wait, so a redelivered job never resubmits to the provider. */
    providerJobId: text('provider_job_id'),
    attempts: integer('attempts').notNull().default(0),
    pollCount: integer('poll_count').notNull().default(0),
    /** Public-safe text only (no provider URLs, no upstream bodies). */
    error: text('error'),
    /** The safety verdict's level for the message this clip answers (none|low|elevated|crisis). */
    safetyLevel: text('safety_level'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('videos_user_idx').on(t.userId),
    // The user's history, newest first, paged by (created_at, id).
    index('videos_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('videos_created_idx').on(t.createdAt),
    index('videos_cache_key_idx').on(t.cacheKey),
    index('videos_provider_job_idx').on(t.providerJobId),
    // Retention asks "does any video still use this object?" before deleting it.
    index('videos_object_key_idx').on(t.objectKey),
  ],
);

export const clipObjects = sqliteTable(
  'clip_objects',
  {
    /** SHA-256 of (provider, avatar, voice, transcript): see clipCacheKey in @solace/providers. */
    cacheKey: text('cache_key').primaryKey(),
    objectKey: text('object_key').notNull().unique(),
    size: integer('size').notNull(),
    etag: text('etag').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at').notNull(),
  },
  (t) => [index('clip_objects_last_used_idx').on(t.lastUsedAt)],
);

export type VideoSessionRow = typeof videoSessions.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type ClipObjectRow = typeof clipObjects.$inferSelect;

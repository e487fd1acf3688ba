// The account life cycle's tables: password reset tokens, the development outbox, idempotency keys and
// the R2 objects still to delete after an account is gone. Times are epoch ms.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/** Single-use reset tokens. Only a SHA-256 of the token is stored; it lives 30 minutes. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** Set once, atomically, by the confirm that uses it. */
    usedAt: integer('used_at'),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_user_created_idx').on(t.userId, t.createdAt, t.tokenHash),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Mail "sent" in development: read back at GET /api/v1/dev/outbox/, never written elsewhere. */
export const devOutbox = sqliteTable(
  'dev_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.toEmail)],
);

export const IDEMPOTENCY_STATES = ['running', 'done'] as const;

/** Idempotency-Key records for create endpoints, scoped to the user, kept 24 hours. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, route and canonical body: another body under the same key is a 422. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull(),
    responseStatus: integer('response_status'),
    /** The first response's JSON body, replayed verbatim (or rebuilt by the route) while the key lives. */
    responseBody: text('response_body'),
    /** The id of the item the answer made (its `id` or `video_id`): deleting the item deletes the answer. */
    resourceId: text('resource_id'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt, t.key),
    index('idempotency_keys_resource_idx').on(t.userId, t.resourceId),
  ],
);

/** R2 objects of deleted accounts that could not be deleted at once; the cron retries them. */
export const pendingObjectDeletions = sqliteTable(
  'pending_object_deletions',
  {
    objectKey: text('object_key').primaryKey(),
    createdAt: integer('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('pending_object_deletions_created_idx').on(t.createdAt)],
);

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type DevOutboxRow = typeof devOutbox.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** Where the cron's orphan sweep stopped in a bucket's listing (an R2 list cursor), per bucket. */
export const maintenanceCursors = sqliteTable('maintenance_cursors', {
  name: text('name').primaryKey(),
  cursor: text('cursor').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

// Accounts tables: users (integer ids, like Django's auth_user) and the refresh-token state that
// simplejwt lacks: one family per login, one row per refresh token. Only the jti of a refresh token is
// stored; the token itself is a signed JWT and cannot be rebuilt from the row. Times are epoch ms.

import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stored normalised (NFKC, lower case, IDNA domain: workers/api auth/email.ts); older rows may be raw. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** A legacy picture path from the Django service; new pictures live in R2 (pictureKey). */
    profilePicture: text('profile_picture'),
    dateJoined: integer('date_joined', { mode: 'timestamp_ms' }).notNull(),
    /** IANA zone (validated with Intl); null until the user sets it, and then days are UTC days. */
    timezone: text('timezone'),
    /** ISO 3166-1 alpha-2, upper case; null until set. */
    country: text('country'),
    /** BCP 47 tag as Intl canonicalises it ("pt-BR"); the safety layer's first language hint. */
    language: text('language'),
    /** Random R2 key of the profile picture (never derived from the id); null when there is none. */
    pictureKey: text('picture_key'),
    /** The type sniffed from the bytes: image/jpeg, image/png or image/webp. */
    pictureType: text('picture_type'),
    /** Epoch ms of the last picture upload; part of its ETag and signed URL. */
    pictureUpdatedAt: integer('picture_updated_at'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_picture_key_idx').on(t.pictureKey)],
);

/** One login session: every refresh token minted from one login shares its family. */
export const refreshFamilies = sqliteTable(
  'refresh_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    /** The hard end of the session: rotation never issues a token expiring after it. */
    absoluteExpiresAt: integer('absolute_expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    /** 'logout', 'reuse', 'password_change' or 'password_reset', for audits. */
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('refresh_families_user_idx').on(t.userId),
    // The export pages through a user's logins newest first.
    index('refresh_families_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('refresh_families_expires_idx').on(t.absoluteExpiresAt),
  ],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentJti: text('parent_jti'),
    issuedAt: integer('issued_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** Set once, atomically, when the token is first exchanged. */
    usedAt: integer('used_at'),
    /** The jti of the child minted by that first exchange; guards the child's insert. */
    replacedBy: text('replaced_by'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshFamilyRow = typeof refreshFamilies.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Failed logins per (email, client address), for the lock-out: only failures count, so someone else's
 * guessing from elsewhere never locks the owner out. The key is a SHA-256 of both, never the address.
 */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** Epoch ms when the current counting window began. */
    windowStartedAt: integer('window_started_at').notNull(),
  },
  (t) => [index('login_failures_window_idx').on(t.windowStartedAt)],
);

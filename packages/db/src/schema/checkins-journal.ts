// Standard check-ins, the personal safety plan and the private journal (migration 0008, written by hand).
// Journal and plan text are stored only as AES-GCM ciphertext with the id of the key that sealed them;
// the worker seals and opens them (workers/api/src/encryption), this package only describes the columns.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { moods } from './wellbeing';

export const checkins = sqliteTable(
  'checkins',
  {
    /** Random, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `phq9`, `gad7` or `who5`. */
    instrument: text('instrument').notNull(),
    /** JSON array of the item answers, in item order. */
    answers: text('answers').notNull(),
    /** The instrument's total (WHO-5: the percentage). */
    score: integer('score').notNull(),
    band: text('band').notNull(),
    /** The client safety object as JSON when an answer raised one (PHQ-9 item 9); else null. */
    safety: text('safety'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('checkins_user_instrument_idx').on(t.userId, t.instrument, t.createdAt, t.id),
    index('checkins_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** One plan per user; `version` grows by one on every write (the ETag). */
export const safetyPlans = sqliteTable('safety_plans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  keyId: text('key_id').notNull(),
  /** The plan document as sealed JSON. */
  ciphertext: text('ciphertext').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const journalEntries = sqliteTable(
  'journal_entries',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyId: text('key_id').notNull(),
    /** The entry's text, sealed. */
    ciphertext: text('ciphertext').notNull(),
    moodId: text('mood_id').references(() => moods.id, { onDelete: 'set null' }),
    /** JSON array of normalised tags (plain: the list filters on them). */
    tags: text('tags').notNull().default('[]'),
    /** The text's client safety object as JSON. */
    safety: text('safety'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('journal_entries_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export type CheckinRow = typeof checkins.$inferSelect;
export type SafetyPlanRow = typeof safetyPlans.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;

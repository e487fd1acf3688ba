// The wellbeing features' per-user tables: mood entries, completed daily tasks and the safety plan's
// emergency contacts. Ids are random (never sequential); times are epoch ms; every row goes with its user.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

export const moods = sqliteTable(
  'moods',
  {
    /** Random, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 (very low) to 5 (very good). */
    score: integer('score').notNull(),
    /** JSON array of names from the fixed emotions list. */
    emotions: text('emotions').notNull().default('[]'),
    note: text('note'),
    /** The note's safety verdict as JSON (the same object generate answers with); null without a note. */
    safety: text('safety'),
    loggedAt: integer('logged_at').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  // Lists, ranges and the summary all read one user's entries by time, newest first.
  (t) => [index('moods_user_logged_idx').on(t.userId, t.loggedAt, t.id)],
);

/** One row per task the user ticked on a local date (YYYY-MM-DD in their time zone). */
export const taskCompletions = sqliteTable(
  'task_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    taskId: text('task_id').notNull(),
    completedAt: integer('completed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date, t.taskId] })],
);

export const emergencyContacts = sqliteTable(
  'emergency_contacts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    relationship: text('relationship').notNull().default(''),
    isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('emergency_contacts_user_idx').on(t.userId, t.createdAt)],
);

export type MoodRow = typeof moods.$inferSelect;
export type TaskCompletionRow = typeof taskCompletions.$inferSelect;
export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;

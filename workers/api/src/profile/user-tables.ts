/**
 * Every D1 table that holds a user's rows (a `user_id` column), with the export key that shows them. Account
 * deletion deletes from each, in this order (children before parents), and the export reads each. A test
 * lists sqlite_master and fails on any table with a user_id column missing here, so a new table cannot
 * be forgotten by either.
 * Tables keyed otherwise: dev_outbox (by email; deleted with the account, never exported: it is a
 * development mailbox), login_failures (a hash of email and address; expires on its own), and the shared
 * clip_objects, content_items and pending_object_deletions.
 */
import type { ExportKey } from './export-schema';

export const USER_TABLES = {
  refresh_tokens: 'refresh_sessions',
  refresh_families: 'refresh_sessions',
  videos: 'videos',
  video_sessions: 'video_sessions',
  idempotency_keys: 'idempotency_requests',
  password_reset_tokens: 'password_reset_requests',
  // Before moods: an entry may link a mood.
  journal_entries: 'journal',
  moods: 'moods',
  task_completions: 'task_completions',
  emergency_contacts: 'emergency_contacts',
  checkins: 'checkins',
  safety_plans: 'safety_plan',
} as const satisfies Record<string, ExportKey>;

/** The users row itself is the export's profile. */
export const EXPORTED_TABLES = { users: 'profile', ...USER_TABLES } as const satisfies Record<
  string,
  ExportKey
>;

export type UserTable = keyof typeof USER_TABLES;

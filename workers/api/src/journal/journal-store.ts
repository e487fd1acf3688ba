/**
 * The journal_entries table's queries, each one D1 call and scoped to the signed-in user: another user's
 * entry is never read, changed or deleted, it is simply not found. Text arrives here sealed; this file
 * never sees plain text. Pages are keyed by (created_at, id), newest first, so entries written between
 * two pages are neither repeated nor skipped.
 */
import { createDb, type JournalEntryRow, journalEntries } from '@solace/db';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';

export async function insertEntry(d1: D1Database, row: JournalEntryRow): Promise<void> {
  await createDb(d1).insert(journalEntries).values(row).run();
}

export function findEntry(d1: D1Database, userId: number, id: string): Promise<JournalEntryRow | undefined> {
  return createDb(d1)
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.id, id)))
    .get();
}

export interface EntryRange {
  tag?: string;
  fromMs?: number;
  toMs?: number;
  after?: readonly [number, string];
  limit: number;
}

/** Newest first; `limit + 1` rows so the caller knows whether a next page exists. */
export function listEntries(d1: D1Database, userId: number, range: EntryRange): Promise<JournalEntryRow[]> {
  const { tag, fromMs, toMs, after, limit } = range;
  const t = journalEntries;
  return createDb(d1)
    .select()
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        fromMs === undefined ? undefined : gte(t.createdAt, fromMs),
        toMs === undefined ? undefined : lt(t.createdAt, toMs),
        after === undefined ? undefined : sql`(${t.createdAt}, ${t.id}) < (${after[0]}, ${after[1]})`,
        tag === undefined ? undefined : sql`EXISTS (SELECT 1 FROM json_each(${t.tags}) WHERE value = ${tag})`,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit + 1)
    .all();
}

export type EntryChanges = Partial<
  Pick<JournalEntryRow, 'keyId' | 'ciphertext' | 'tags' | 'moodId' | 'safety'>
> &
  Pick<JournalEntryRow, 'updatedAt'>;

export function updateEntry(
  d1: D1Database,
  userId: number,
  id: string,
  changes: EntryChanges,
): Promise<JournalEntryRow | undefined> {
  return createDb(d1)
    .update(journalEntries)
    .set(changes)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.id, id)))
    .returning()
    .get();
}

export async function deleteEntry(d1: D1Database, userId: number, id: string): Promise<boolean> {
  const result = await createDb(d1)
    .delete(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.id, id)))
    .run();
  return result.meta.changes > 0;
}

/** Whether `moodId` is one of the user's mood entries. */
export async function ownsMood(d1: D1Database, userId: number, moodId: string): Promise<boolean> {
  const row = await d1
    .prepare('SELECT 1 AS x FROM moods WHERE user_id = ?1 AND id = ?2')
    .bind(userId, moodId)
    .first('x');
  return row === 1;
}

/**
 * The moods table's queries, each one D1 call, every one scoped to the signed-in user: another user's
 * entry is never read, changed or deleted, it is simply not found.
 */
import { createDb, type MoodRow, moods } from '@solace/db';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { forgetAnswersFor } from '../http/idempotency';
import { STREAK_LOOKBACK_DAYS } from '../time/local-date';
import { cachedOffsetSpans, localDayExpression } from '../time/zone-offsets';
import type { SummaryRow } from './summary';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertMood(d1: D1Database, row: MoodRow): Promise<void> {
  await createDb(d1).insert(moods).values(row).run();
}

export function findMood(d1: D1Database, userId: number, id: string): Promise<MoodRow | undefined> {
  return createDb(d1)
    .select()
    .from(moods)
    .where(and(eq(moods.userId, userId), eq(moods.id, id)))
    .get();
}

export interface MoodRange {
  fromMs?: number;
  toMs?: number;
  /** The (logged_at, id) key of the last entry already served. */
  after?: readonly [number, string];
  limit: number;
}

/** Newest first by (logged_at, id); `limit + 1` rows so the caller knows whether a next page exists. */
export function listMoods(d1: D1Database, userId: number, range: MoodRange): Promise<MoodRow[]> {
  const { fromMs, toMs, after, limit } = range;
  return createDb(d1)
    .select()
    .from(moods)
    .where(
      and(
        eq(moods.userId, userId),
        fromMs === undefined ? undefined : gte(moods.loggedAt, fromMs),
        toMs === undefined ? undefined : lt(moods.loggedAt, toMs),
        after === undefined ? undefined : sql`(${moods.loggedAt}, ${moods.id}) < (${after[0]}, ${after[1]})`,
      ),
    )
    .orderBy(desc(moods.loggedAt), desc(moods.id))
    .limit(limit + 1)
    .all();
}

export type MoodChanges = Partial<Pick<MoodRow, 'score' | 'emotions' | 'note' | 'safety' | 'loggedAt'>> &
  Pick<MoodRow, 'updatedAt'>;

export function updateMood(
  d1: D1Database,
  userId: number,
  id: string,
  changes: MoodChanges,
): Promise<MoodRow | undefined> {
  return createDb(d1)
    .update(moods)
    .set(changes)
    .where(and(eq(moods.userId, userId), eq(moods.id, id)))
    .returning()
    .get();
}

/** Deletes the entry and any stored Idempotency-Key answer that made it (it holds the note). */
export async function deleteMood(d1: D1Database, userId: number, id: string): Promise<boolean> {
  const [result] = await d1.batch([
    d1.prepare('DELETE FROM moods WHERE user_id = ?1 AND id = ?2').bind(userId, id),
    forgetAnswersFor(d1, userId, id),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/**
 * The summary's one query, with the days counted by SQLite: per local day of the window (with a margin of
 * a day before it, for any time zone) its count and score total, then, for the streak, the local days
 * with an entry in the year before. The local day comes from the zone's offsets over the period
 * (time/zone-offsets.ts), so the answer has one row per day, however many entries a day holds.
 */
export async function summaryRows(
  d1: D1Database,
  userId: number,
  days: number,
  nowMs: number,
  timeZone: string,
): Promise<SummaryRow[]> {
  const windowStart = nowMs - (days + 1) * DAY_MS;
  const lookbackStart = windowStart - STREAK_LOOKBACK_DAYS * DAY_MS;
  const day = localDayExpression('logged_at', cachedOffsetSpans(timeZone, lookbackStart, nowMs + DAY_MS), 4);
  const { results } = await d1
    .prepare(
      `SELECT ${day.sql} AS day, count(*) AS count, sum(score) AS total FROM moods
       WHERE user_id = ?1 AND logged_at >= ?2 GROUP BY day
       UNION ALL
       SELECT DISTINCT ${day.sql} AS day, 0 AS count, NULL AS total FROM moods
       WHERE user_id = ?1 AND logged_at >= ?3 AND logged_at < ?2`,
    )
    .bind(userId, windowStart, lookbackStart, ...day.params)
    .all<SummaryRow>();
  return results;
}

/**
 * The checkins table's queries, each one D1 call and scoped to the signed-in user: another user's
 * check-in is never read or deleted, it is simply not found. Rows carry no previous score: it is read
 * with each row by a correlated subquery on the (user, instrument, time) index.
 */
import type { CheckinRow } from '@solace/db';
import type { InstrumentId } from './instruments';

/** A row with the score of the check-in of the same instrument just before it (null for the first). */
export type CheckinWithPrevious = CheckinRow & { previousScore: number | null };

interface RawRow {
  id: string;
  user_id: number;
  instrument: string;
  answers: string;
  score: number;
  band: string;
  safety: string | null;
  created_at: number;
  previous_score: number | null;
}

const COLUMNS = `c.id, c.user_id, c.instrument, c.answers, c.score, c.band, c.safety, c.created_at,
  (SELECT p.score FROM checkins p
     WHERE p.user_id = c.user_id AND p.instrument = c.instrument
       AND (p.created_at, p.id) < (c.created_at, c.id)
     ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS previous_score`;

function fromRaw(r: RawRow): CheckinWithPrevious {
  return {
    id: r.id,
    userId: r.user_id,
    instrument: r.instrument,
    answers: r.answers,
    score: r.score,
    band: r.band,
    safety: r.safety,
    createdAt: r.created_at,
    previousScore: r.previous_score,
  };
}

/** Inserts the row and answers with it and the previous score of its instrument, in one statement. */
export async function insertCheckin(d1: D1Database, row: CheckinRow): Promise<CheckinWithPrevious> {
  const inserted = await d1
    .prepare(
      `INSERT INTO checkins (id, user_id, instrument, answers, score, band, safety, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       RETURNING id, user_id, instrument, answers, score, band, safety, created_at,
         (SELECT p.score FROM checkins p
            WHERE p.user_id = ?2 AND p.instrument = ?3 AND (p.created_at, p.id) < (?8, ?1)
            ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS previous_score`,
    )
    .bind(row.id, row.userId, row.instrument, row.answers, row.score, row.band, row.safety, row.createdAt)
    .first<RawRow>();
  if (inserted === null) throw new Error('insert returned no row');
  return fromRaw(inserted);
}

export async function findCheckin(
  d1: D1Database,
  userId: number,
  id: string,
): Promise<CheckinWithPrevious | undefined> {
  const row = await d1
    .prepare(`SELECT ${COLUMNS} FROM checkins c WHERE c.user_id = ?1 AND c.id = ?2`)
    .bind(userId, id)
    .first<RawRow>();
  return row === null ? undefined : fromRaw(row);
}

export interface CheckinRange {
  instrument?: InstrumentId;
  after?: readonly [number, string];
  limit: number;
}

/** Newest first by (created_at, id); `limit + 1` rows so the caller knows whether a next page exists. */
export async function listCheckins(
  d1: D1Database,
  userId: number,
  range: CheckinRange,
): Promise<CheckinWithPrevious[]> {
  const { instrument, after, limit } = range;
  const { results } = await d1
    .prepare(
      `SELECT ${COLUMNS} FROM checkins c
       WHERE c.user_id = ?1 AND (?2 IS NULL OR c.instrument = ?2)
         AND (?3 IS NULL OR (c.created_at, c.id) < (?3, ?4))
       ORDER BY c.created_at DESC, c.id DESC LIMIT ?5`,
    )
    .bind(userId, instrument ?? null, after?.[0] ?? null, after?.[1] ?? null, limit + 1)
    .all<RawRow>();
  return results.map(fromRaw);
}

export async function deleteCheckin(d1: D1Database, userId: number, id: string): Promise<boolean> {
  const result = await d1
    .prepare('DELETE FROM checkins WHERE user_id = ?1 AND id = ?2')
    .bind(userId, id)
    .run();
  return result.meta.changes > 0;
}

export interface TrendPoint {
  id: string;
  score: number;
  band: string;
  created_at: number;
}

/** The latest `last` results of one instrument, newest first: the summary's one query. */
export async function latestScores(
  d1: D1Database,
  userId: number,
  instrument: InstrumentId,
  last: number,
): Promise<TrendPoint[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, score, band, created_at FROM checkins
       WHERE user_id = ?1 AND instrument = ?2 ORDER BY created_at DESC, id DESC LIMIT ?3`,
    )
    .bind(userId, instrument, last)
    .all<TrendPoint>();
  return results;
}

/** The time of the latest check-in of each instrument taken: the due list's one query. */
export async function lastTaken(d1: D1Database, userId: number): Promise<Map<string, number>> {
  const { results } = await d1
    .prepare(`SELECT instrument, max(created_at) AS t FROM checkins WHERE user_id = ?1 GROUP BY instrument`)
    .bind(userId)
    .all<{ instrument: string; t: number }>();
  return new Map(results.map((r) => [r.instrument, r.t]));
}

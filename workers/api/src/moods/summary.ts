/**
 * The mood summary from one query's rows: per local day counts and averages over the window, and the
 * current streak. The query has already counted entries per local day in the user's current time zone
 * (an entry logged before a zone change is counted by the zone in force now), so a DST change moves no
 * entry to the wrong day. Rows with a null total only mark a day as active: they come from before the
 * window, where only the streak needs them.
 */
import { datesEnding, localDate, streakEnding } from '../time/local-date';
import { dayNumberDate } from '../time/zone-offsets';

export const SUMMARY_DAYS = ['7', '30', '90'] as const;

export interface SummaryRow {
  /** Local day number: days since 1970-01-01 on the user's calendar. */
  day: number;
  count: number;
  total: number | null;
}

export interface DaySummary {
  date: string;
  count: number;
  average: number | null;
}

export interface MoodSummary {
  days: number;
  count: number;
  average: number | null;
  by_day: DaySummary[];
  streak_days: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function summarize(
  rows: readonly SummaryRow[],
  days: number,
  nowMs: number,
  timeZone: string,
): MoodSummary {
  const today = localDate(nowMs, timeZone);
  const buckets = new Map(datesEnding(today, days).map((date) => [date, { count: 0, sum: 0 }]));
  const active = new Set<string>();
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    const date = dayNumberDate(row.day);
    active.add(date);
    const bucket = buckets.get(date);
    if (row.total === null || bucket === undefined) continue;
    bucket.count += row.count;
    bucket.sum += row.total;
    count += row.count;
    sum += row.total;
  }
  return {
    days,
    count,
    average: count === 0 ? null : round2(sum / count),
    by_day: [...buckets].map(([date, b]) => ({
      date,
      count: b.count,
      average: b.count === 0 ? null : round2(b.sum / b.count),
    })),
    streak_days: streakEnding(today, active),
  };
}

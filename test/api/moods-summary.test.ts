// GET /moods/summary/: per local day in the user's time zone, with a controlled clock: days around
// midnight in a zone far from UTC, both Europe/Berlin DST changes, a change of the user's zone between
// entries, the streak rule, the window sizes, and one D1 query however many days.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type ClockedUser, clockAt, clockedUser, setTimezone } from './helpers/clocked';
import { countingD1 } from './helpers/d1-count';
import { call, postJson } from './helpers/http';

interface Summary {
  days: number;
  count: number;
  average: number | null;
  by_day: Array<{ date: string; count: number; average: number | null }>;
  streak_days: number;
}

const DAY = 24 * 60 * 60 * 1000;

async function logMood(who: ClockedUser, nowMs: number, loggedAt: string, score: number): Promise<void> {
  const res = await postJson('/moods/', { score, logged_at: loggedAt }, await clockAt(who, nowMs));
  expect(res.status).toBe(201);
}

/** Inserts an entry directly, for history older than the 7 days the API accepts. */
async function insertMood(who: ClockedUser, loggedAtMs: number, score: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO moods (id, user_id, score, emotions, note, safety, logged_at, created_at, updated_at)
     VALUES (?1, ?2, ?3, '[]', NULL, NULL, ?4, ?4, ?4)`,
  )
    .bind(crypto.randomUUID(), who.userId, score, loggedAtMs)
    .run();
}

async function summary(who: ClockedUser, nowMs: number, query = ''): Promise<Summary> {
  const res = await call('GET', `/moods/summary/${query}`, undefined, await clockAt(who, nowMs));
  expect(res.status).toBe(200);
  return (await res.json()) as Summary;
}

const byDate = (s: Summary) => Object.fromEntries(s.by_day.map((d) => [d.date, d.count]));

describe('GET /moods/summary/', () => {
  it('covers 7 local days by default, oldest first, ending today, empty days included', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const who = await clockedUser(null, now);
    await logMood(who, now, '2026-06-10T08:00:00Z', 4);
    await logMood(who, now, '2026-06-10T09:00:00Z', 5);
    await logMood(who, now, '2026-06-08T09:00:00Z', 2);
    const body = await summary(who, now);
    expect(body).toEqual({
      days: 7,
      count: 3,
      average: 3.67,
      by_day: [
        { date: '2026-06-04', count: 0, average: null },
        { date: '2026-06-05', count: 0, average: null },
        { date: '2026-06-06', count: 0, average: null },
        { date: '2026-06-07', count: 0, average: null },
        { date: '2026-06-08', count: 1, average: 2 },
        { date: '2026-06-09', count: 0, average: null },
        { date: '2026-06-10', count: 2, average: 4.5 },
      ],
      streak_days: 1,
    });
    for (const days of [30, 90]) {
      const long = await summary(who, now, `?days=${days}`);
      expect(long.days).toBe(days);
      expect(long.by_day).toHaveLength(days);
      expect(long.by_day.at(-1)?.date).toBe('2026-06-10');
      expect(long.count).toBe(3);
    }
  });

  it('answers with no entries: count 0, averages null, streak 0', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const body = await summary(await clockedUser(null, now), now);
    expect(body.count).toBe(0);
    expect(body.average).toBeNull();
    expect(body.streak_days).toBe(0);
    expect(body.by_day.every((d) => d.count === 0 && d.average === null)).toBe(true);
  });

  it('counts days in the user’s zone, not UTC, on both sides of local midnight', async () => {
    // Los Angeles is UTC-7 in June: 2026-06-10T06:30Z is 23:30 on June 9th there.
    const now = Date.parse('2026-06-10T06:45:00Z');
    const who = await clockedUser('America/Los_Angeles', now);
    await logMood(who, now, '2026-06-10T06:30:00Z', 3);
    await logMood(who, now, '2026-06-09T07:10:00Z', 5);
    await logMood(who, now, '2026-06-09T06:50:00Z', 1);
    const before = await summary(who, now);
    expect(before.by_day.at(-1)).toEqual({ date: '2026-06-09', count: 2, average: 4 });
    expect(byDate(before)['2026-06-08']).toBe(1);
    // Half an hour later it is June 10th in Los Angeles: a new, empty day ends the window.
    const after = await summary(who, now + 30 * 60_000);
    expect(after.by_day.at(-1)).toEqual({ date: '2026-06-10', count: 0, average: null });
    expect(after.streak_days).toBe(2);
  });

  it('puts entries on the right Berlin day across the March DST change', async () => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00Z on 2026-03-29.
    const now = Date.parse('2026-03-30T10:00:00Z');
    const who = await clockedUser('Europe/Berlin', now);
    await logMood(who, now, '2026-03-28T22:30:00Z', 1); // 23:30 CET on the 28th (00:30 at UTC+2)
    await logMood(who, now, '2026-03-29T21:59:00Z', 2); // 23:59 CEST on the 29th
    await logMood(who, now, '2026-03-29T22:30:00Z', 3); // 00:30 CEST on the 30th (23:30 at UTC+1)
    const body = await summary(who, now);
    expect(body.by_day.slice(-3)).toEqual([
      { date: '2026-03-28', count: 1, average: 1 },
      { date: '2026-03-29', count: 1, average: 2 },
      { date: '2026-03-30', count: 1, average: 3 },
    ]);
    expect(body.streak_days).toBe(3);
  });

  it('puts entries on the right Berlin day across the October DST change', async () => {
    // Berlin moves from UTC+2 back to UTC+1 at 01:00Z on 2026-10-25 (a 25-hour day).
    const now = Date.parse('2026-10-26T12:00:00Z');
    const who = await clockedUser('Europe/Berlin', now);
    await logMood(who, now, '2026-10-24T22:30:00Z', 5); // 00:30 CEST on the 25th
    await logMood(who, now, '2026-10-25T22:30:00Z', 4); // 23:30 CET on the 25th
    await logMood(who, now, '2026-10-25T23:30:00Z', 2); // 00:30 CET on the 26th
    const body = await summary(who, now);
    expect(body.by_day.slice(-3)).toEqual([
      { date: '2026-10-24', count: 0, average: null },
      { date: '2026-10-25', count: 2, average: 4.5 },
      { date: '2026-10-26', count: 1, average: 2 },
    ]);
    expect(body.by_day[0]?.date).toBe('2026-10-20');
    expect(body.streak_days).toBe(2);
  });

  it('counts every entry in the zone in force now when the user moves between entries', async () => {
    const first = Date.parse('2026-06-10T16:00:00Z'); // 01:00 on June 11th in Tokyo, noon June 10th in New York
    const who = await clockedUser('Asia/Tokyo', first);
    await logMood(who, first, '2026-06-10T16:00:00Z', 2);
    const inTokyo = await summary(who, first);
    expect(inTokyo.by_day.at(-1)).toEqual({ date: '2026-06-11', count: 1, average: 2 });
    await setTimezone(who.userId, 'America/New_York');
    const second = Date.parse('2026-06-11T15:00:00Z'); // 11:00 on June 11th in New York
    await logMood(who, second, '2026-06-11T14:00:00Z', 4);
    const inNewYork = await summary(who, second);
    expect(inNewYork.by_day.slice(-2)).toEqual([
      { date: '2026-06-10', count: 1, average: 2 },
      { date: '2026-06-11', count: 1, average: 4 },
    ]);
    expect(inNewYork.streak_days).toBe(2);
  });

  it('counts a zone Intl does not know as UTC', async () => {
    const now = Date.parse('2026-06-10T23:30:00Z');
    const who = await clockedUser('Mars/Olympus_Mons', now);
    await logMood(who, now, '2026-06-10T23:00:00Z', 3);
    expect((await summary(who, now)).by_day.at(-1)).toEqual({ date: '2026-06-10', count: 1, average: 3 });
  });

  it('keeps a streak through today until midnight, ends it after a missed day, and follows it past the window', async () => {
    const now = Date.parse('2026-06-20T12:00:00Z');
    const who = await clockedUser(null, now);
    // Twelve days in a row, ending yesterday: longer than the 7-day window.
    for (let i = 1; i <= 12; i++) await insertMood(who, now - i * DAY, 3);
    // A gap, then older entries that must not count.
    for (let i = 14; i <= 16; i++) await insertMood(who, now - i * DAY, 3);
    expect((await summary(who, now)).streak_days).toBe(12);
    await logMood(who, now, '2026-06-20T11:00:00Z', 4);
    expect((await summary(who, now)).streak_days).toBe(13);
    // Two days later nothing was logged yesterday: the streak is over.
    expect((await summary(who, now + 2 * DAY)).streak_days).toBe(0);
  });

  it('reads the window in exactly one D1 query, for any window size', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const who = await clockedUser('Europe/Berlin', now);
    await logMood(who, now, '2026-06-09T12:00:00Z', 3);
    for (const query of ['', '?days=30', '?days=90']) {
      const counting = countingD1(env.DB);
      const res = await call(
        'GET',
        `/moods/summary/${query}`,
        undefined,
        await clockAt(who, now, { DB: counting.binding }),
      );
      expect(res.status).toBe(200);
      expect(counting.statements.filter((sql) => /\bmoods\b/.test(sql))).toHaveLength(1);
    }
  });

  it.each(['?days=14', '?days=', '?days=seven'])('rejects %s with the choices', async (query) => {
    const now = Date.now();
    const who = await clockedUser(null, now);
    const res = await call('GET', `/moods/summary/${query}`, undefined, await clockAt(who, now));
    expect(res.status).toBe(400);
    const value = query.slice('?days='.length);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      days: [`"${value}" is not a valid choice.`],
    });
  });

  it('does not count another user’s entries', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const [mine, theirs] = [await clockedUser(null, now), await clockedUser(null, now)];
    await logMood(theirs, now, '2026-06-10T10:00:00Z', 5);
    expect((await summary(mine, now)).count).toBe(0);
  });
});

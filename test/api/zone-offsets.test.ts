// The offset spans the mood summary counts days with (time/zone-offsets.ts) agree with Intl's local date
// for every instant tried, in workerd's Intl: zones with DST, half- and quarter-hour offsets, a 30-minute
// DST (Lord Howe), the southern hemisphere and UTC, sampled every 7 minutes over 15 months, plus the
// minute either side of each change found. The SQL expression computes the same numbers in SQLite.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../workers/api/src/time/local-date';
import {
  dayNumberDate,
  localDayExpression,
  localDayNumber,
  offsetSpans,
} from '../../workers/api/src/time/zone-offsets';

const FROM = Date.parse('2025-06-01T00:03:17Z');
const TO = Date.parse('2026-09-01T00:00:00Z');
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'UTC',
];

describe('offsetSpans', () => {
  it.each(ZONES)('%s: the local day of every sampled instant matches Intl', (zone) => {
    const spans = offsetSpans(zone, FROM, TO);
    const edges = spans.slice(0, -1).flatMap((s) => [s.untilMs - 60_000, s.untilMs - 1, s.untilMs]);
    const samples = [...edges];
    for (let t = FROM; t < TO; t += 7 * 60_000) samples.push(t);
    const wrong = samples.filter((t) => dayNumberDate(localDayNumber(t, spans)) !== localDate(t, zone));
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it('finds the DST changes of a zone that has them, and none in UTC', () => {
    const berlin = offsetSpans('Europe/Berlin', FROM, TO);
    expect(berlin.slice(0, -1).map((s) => new Date(s.untilMs).toISOString())).toEqual([
      '2025-10-26T01:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ]);
    expect(offsetSpans('UTC', FROM, TO)).toHaveLength(1);
  });

  it('gives SQLite the same day numbers', async () => {
    const spans = offsetSpans('Australia/Lord_Howe', FROM, TO);
    const day = localDayExpression('t', spans, 2);
    const instants = spans.slice(0, -1).flatMap((s) => [s.untilMs - 1, s.untilMs]);
    expect(instants.length).toBeGreaterThan(0);
    for (const t of instants) {
      const got = await env.DB.prepare(`SELECT ${day.sql} AS day FROM (SELECT ?1 AS t)`)
        .bind(t, ...day.params)
        .first<number>('day');
      expect(got).toBe(localDayNumber(t, spans));
    }
  });
});

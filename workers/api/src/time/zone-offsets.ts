/**
 * A time zone's UTC offsets over a span of time, as the few intervals in which each holds, so a query can
 * turn instants into local day numbers itself (`localDayExpression`) instead of returning every row for
 * Intl to date one by one. The offsets come from Intl; a change (daylight saving time, a zone's new rule)
 * is found by sampling every week and bisecting to the minute, which assumes no zone changes its offset
 * twice within a week (none does).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const MINUTE_MS = 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms (whole minutes). */
export function offsetAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return local - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

/** `offsetMs` holds for instants before `untilMs` (and after the previous span's); the last span is open. */
export interface OffsetSpan {
  untilMs: number;
  offsetMs: number;
}

/** The first minute in (lo, hi] whose offset differs from lo's. */
function changeBetween(lo: number, hi: number, timeZone: string): number {
  const before = offsetAt(lo, timeZone);
  let [a, b] = [lo, hi];
  while (b - a > MINUTE_MS) {
    const mid = a + Math.floor((b - a) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(mid, timeZone) === before) a = mid;
    else b = mid;
  }
  return b;
}

export function offsetSpans(timeZone: string, fromMs: number, toMs: number): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  let at = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS; // offsets change on whole minutes
  let offset = offsetAt(at, timeZone);
  while (at < toMs) {
    const next = Math.min(at + WEEK_MS, toMs);
    const nextOffset = offsetAt(next, timeZone);
    if (nextOffset !== offset) {
      spans.push({ untilMs: changeBetween(at, next, timeZone), offsetMs: offset });
      offset = nextOffset;
    }
    at = next;
  }
  spans.push({ untilMs: Number.POSITIVE_INFINITY, offsetMs: offset });
  return spans;
}

const spanCache = new Map<string, OffsetSpan[]>();
const MAX_CACHED = 256;

/**
 * offsetSpans over whole UTC days around [fromMs, toMs], kept per isolate: every summary of a day in one
 * zone shares one computation (about a hundred Intl calls) instead of repeating it.
 */
export function cachedOffsetSpans(timeZone: string, fromMs: number, toMs: number): OffsetSpan[] {
  const fromDay = Math.floor(fromMs / DAY_MS);
  const toDay = Math.ceil(toMs / DAY_MS);
  const key = `${timeZone}|${fromDay}|${toDay}`;
  let spans = spanCache.get(key);
  if (spans === undefined) {
    spans = offsetSpans(timeZone, fromDay * DAY_MS, toDay * DAY_MS);
    if (spanCache.size >= MAX_CACHED) spanCache.clear();
    spanCache.set(key, spans);
  }
  return spans;
}

/** The local day number (days since 1970-01-01 on the local calendar) of an instant. */
export function localDayNumber(ms: number, spans: readonly OffsetSpan[]): number {
  const span = spans.find((s) => ms < s.untilMs) ?? spans[spans.length - 1];
  return Math.floor((ms + (span?.offsetMs ?? 0)) / DAY_MS);
}

/** YYYY-MM-DD of a local day number. */
export function dayNumberDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * SQL for the local day number of `column`, with its bound values (numbered from `firstParam`): a CASE
 * over the spans, then whole-day division. D1 binds JavaScript numbers as REAL, so the quotient is cast
 * back to an integer: truncation, which is Math.floor for the positive instants stored.
 */
export function localDayExpression(
  column: string,
  spans: readonly OffsetSpan[],
  firstParam: number,
): { sql: string; params: number[] } {
  const params: number[] = [];
  const param = (value: number) => {
    params.push(value);
    return `?${firstParam + params.length - 1}`;
  };
  const bounded = spans.slice(0, -1);
  const last = spans[spans.length - 1]?.offsetMs ?? 0;
  const offset =
    bounded.length === 0
      ? param(last)
      : `CASE ${bounded.map((s) => `WHEN ${column} < ${param(s.untilMs)} THEN ${param(s.offsetMs)}`).join(' ')} ELSE ${param(last)} END`;
  return { sql: `CAST((${column} + ${offset}) / ${param(DAY_MS)} AS INTEGER)`, params };
}

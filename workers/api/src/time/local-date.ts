/**
 * Calendar dates in a user's time zone, for the features that count by day (mood summary, daily tasks).
 * A local date is `YYYY-MM-DD` as the user's wall clock reads it at an instant; Intl does the zone
 * arithmetic, so offsets that change with daylight saving time are right on both sides of the change.
 * Date arithmetic (`addDays`) is on the calendar, not on instants, so a 23- or 25-hour day is still one day.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The IANA zone to count days in: the user's when it is a zone Intl knows, else UTC. */
export function zoneOrUtc(timeZone: string | null | undefined): string {
  if (timeZone === null || timeZone === undefined || timeZone === '') return 'UTC';
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The local calendar date of an instant (epoch ms) in a zone, as YYYY-MM-DD. */
export function localDate(ms: number, timeZone: string): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type === 'year') year = part.value.padStart(4, '0');
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** `count` consecutive dates ending with `last`, oldest first. */
export function datesEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** How far before a window a streak is followed: a streak is at most this plus the window long. */
export const STREAK_LOOKBACK_DAYS = 365;

/**
 * Consecutive days with activity, counted back from today; when today has none yet, from yesterday
 * (the day is not over, so an unbroken run stays unbroken until midnight). 0 when neither has any.
 */
export function streakEnding(today: string, active: ReadonlySet<string>): number {
  let day = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/**
 * ISO 8601 date-times with an explicit offset (`2026-03-29T08:30:00+02:00`, `…Z`), as DRF's DateTimeField
 * accepts them: minutes required, seconds and up to 9 fraction digits optional. Parsed by hand so that a
 * date that does not exist (February 30th, hour 24) is refused instead of rolled over, and so that no
 * engine's lenient `Date.parse` decides what is valid. A time without an offset is ambiguous and refused.
 */

export const DATETIME_FORMAT_MESSAGE =
  'Datetime has wrong format. Use one of these formats instead: ' +
  'YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/** Epoch ms of the date-time, or undefined when it is not one (wrong format, impossible date, no offset). */
export function parseOffsetDateTime(text: string): number | undefined {
  const m = ISO.exec(text);
  if (m === null) return undefined;
  const n = (i: number) => Number(m[i] ?? '0');
  const [y, mo, d, h, mi, s] = [n(1), n(2), n(3), n(4), n(5), n(6)];
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (h > 23 || mi > 59 || s > 59 || n(10) > 23 || n(11) > 59) return undefined;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // Date.UTC rolls 2026-02-30 over to March 2nd: another date back means the date does not exist.
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    return undefined;
  }
  const offsetMinutes = m[8] === 'Z' ? 0 : (m[9] === '-' ? -1 : 1) * (n(10) * 60 + n(11));
  return wall - offsetMinutes * 60_000;
}

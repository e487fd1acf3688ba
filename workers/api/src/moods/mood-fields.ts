/**
 * What a client may send for a mood entry, with DRF's messages. `logged_at` is checked here for its
 * format only; whether it lies within the allowed window depends on the clock (see `checkLoggedAt`).
 * Unknown keys are ignored, as DRF serializers ignore them.
 */
import { z } from '@hono/zod-openapi';
import { EMOTIONS } from '@solace/content';
import { fieldErrors } from '../http/api-error';
import { PageQuerySchema } from '../http/pagination';
import { dateTimeParam } from '../time/datetime-param';
import { DATETIME_FORMAT_MESSAGE, parseOffsetDateTime } from '../time/iso-datetime';

export const MAX_EMOTIONS = 8;
export const MAX_NOTE_CHARS = 1000;
/** How far back an entry may be logged. */
export const MAX_BACKDATE_MS = 7 * 24 * 60 * 60 * 1000;
/** A client clock slightly ahead of ours is not "the future". */
export const CLOCK_SKEW_MS = 60 * 1000;

const REQUIRED = 'This field is required.';
const NOT_NULL = 'This field may not be null.';
const INTEGER = 'A valid integer is required.';

function missingOr(message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? REQUIRED : issue.input === null ? NOT_NULL : message;
}

function typeName(value: unknown): string {
  return value === null
    ? 'NoneType'
    : Array.isArray(value)
      ? 'list'
      : typeof value === 'string'
        ? 'str'
        : typeof value;
}

const score = z
  .number({ error: missingOr(INTEGER) })
  .int({ error: INTEGER })
  .min(1, 'Ensure this value is greater than or equal to 1.')
  .max(5, 'Ensure this value is less than or equal to 5.')
  .openapi({ description: '1 (very low) to 5 (very good).', example: 4 });

const emotions = z
  .array(z.enum(EMOTIONS, { error: (issue) => `"${String(issue.input)}" is not a valid choice.` }), {
    error: (issue) =>
      issue.input === null ? NOT_NULL : `Expected a list of items but got type "${typeName(issue.input)}".`,
  })
  .max(MAX_EMOTIONS, `Ensure this field has no more than ${MAX_EMOTIONS} elements.`)
  .refine((list) => new Set(list).size === list.length, 'Each emotion may appear only once.')
  .openapi({
    description: `Up to ${MAX_EMOTIONS} distinct names from the fixed list.`,
    example: ['calm', 'tired'],
  });

/** Trimmed like DRF's CharField; blank or null means no note. Length counts characters (code points). */
const note = z
  .string({ error: 'Not a valid string.' })
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .refine(
    (v) => v === null || Array.from(v).length <= MAX_NOTE_CHARS,
    `Ensure this field has no more than ${MAX_NOTE_CHARS} characters.`,
  )
  .openapi({
    type: ['string', 'null'],
    description: `Up to ${MAX_NOTE_CHARS} characters; checked by the safety layer. Null or blank: no note.`,
    example: 'Slept badly, but the walk helped.',
  });

const loggedAt = z
  .string({ error: missingOr(DATETIME_FORMAT_MESSAGE) })
  .transform((v, ctx) => {
    const ms = parseOffsetDateTime(v);
    if (ms === undefined) ctx.addIssue({ code: 'custom', message: DATETIME_FORMAT_MESSAGE });
    return ms ?? 0;
  })
  .openapi({
    type: 'string',
    format: 'date-time',
    description: 'ISO 8601 with an offset; at most 7 days ago, not in the future. Defaults to now.',
    example: '2026-03-29T08:30:00+02:00',
  });

export const MoodCreateSchema = z
  .object({
    score,
    emotions: emotions.optional(),
    note: note.optional(),
    logged_at: loggedAt.optional(),
  })
  .openapi('MoodCreate');

export const MoodUpdateSchema = z
  .object({
    score: score.optional(),
    emotions: emotions.optional(),
    note: note.optional(),
    logged_at: loggedAt.optional(),
  })
  .openapi('MoodUpdate', { description: 'Any subset of the fields; a changed note is checked again.' });

export type MoodCreate = z.output<typeof MoodCreateSchema>;
export type MoodUpdate = z.output<typeof MoodUpdateSchema>;

/** A 400 on `logged_at` unless it lies within the last 7 days (and not ahead of now beyond the skew). */
export function checkLoggedAt(loggedAtMs: number, nowMs: number): void {
  if (loggedAtMs > nowMs + CLOCK_SKEW_MS) {
    throw fieldErrors({ logged_at: ['Ensure this value is not in the future.'] });
  }
  if (loggedAtMs < nowMs - MAX_BACKDATE_MS) {
    throw fieldErrors({ logged_at: ['Ensure this value is no more than 7 days in the past.'] });
  }
}

export const MoodListQuerySchema = PageQuerySchema.extend({
  from: dateTimeParam('from', 'Entries logged at or after this instant (ISO 8601 with an offset).'),
  to: dateTimeParam('to', 'Entries logged before this instant (ISO 8601 with an offset).'),
}).refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
  path: ['to'],
  message: 'Ensure this value is later than from.',
});

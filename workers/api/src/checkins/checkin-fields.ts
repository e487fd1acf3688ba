/**
 * What a client sends for a check-in: the instrument and one answer per item, in item order. Each answer
 * is checked against that instrument's scale, so a PHQ-9 answer of 4 or a WHO-5 list of four answers is a
 * 400 on `answers` naming the item, with DRF's words; an unknown instrument is a 400 on `instrument`.
 */
import { z } from '@hono/zod-openapi';
import { PageQuerySchema } from '../http/pagination';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from './instruments';

const REQUIRED = 'This field is required.';
const choice = (issue: { input?: unknown }) =>
  issue.input === undefined ? REQUIRED : `"${String(issue.input)}" is not a valid choice.`;

const instrument = z
  .enum(INSTRUMENT_IDS, { error: choice })
  .openapi({ description: 'phq9, gad7 or who5 (GET /checkins/instruments/).', example: 'phq9' });

const answers = z
  .array(z.unknown(), {
    error: (issue) => (issue.input === undefined ? REQUIRED : 'Expected a list of answers.'),
  })
  .max(20, 'Ensure this field has no more than 20 elements.')
  .openapi({
    type: 'array',
    items: { type: 'integer' },
    description: "One answer per item, in item order: a value from the instrument's options.",
    example: [1, 2, 0, 1, 1, 0, 2, 1, 0],
  });

/** Messages for answers that do not fit the instrument; empty when they all fit. */
export function answerErrors(id: InstrumentId, given: readonly unknown[]): string[] {
  const { items, options } = INSTRUMENTS[id];
  if (given.length !== items.length) {
    return [`Expected ${items.length} answers for ${id}, got ${given.length}.`];
  }
  const values = options.map((o) => o.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return given.flatMap((answer, i) =>
    typeof answer === 'number' && values.includes(answer)
      ? []
      : [`Item ${i + 1}: "${String(answer)}" is not a valid choice (a whole number from ${low} to ${high}).`],
  );
}

export const CheckinCreateSchema = z
  .object({ instrument, answers })
  .superRefine((body, ctx) => {
    for (const message of answerErrors(body.instrument, body.answers)) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message });
    }
  })
  .openapi('CheckinCreate');

export type CheckinCreate = z.output<typeof CheckinCreateSchema>;

const instrumentParam = (description: string) =>
  z
    .enum(INSTRUMENT_IDS, { error: choice })
    .openapi({ param: { name: 'instrument', in: 'query' }, description, example: 'phq9' });

export const CheckinListQuerySchema = PageQuerySchema.extend({
  instrument: instrumentParam('Only this instrument’s check-ins.').optional(),
});

export const SUMMARY_MAX_RESULTS = 52;

export const SummaryQuerySchema = z.object({
  instrument: instrumentParam('The instrument to summarise.'),
  last: z
    .string()
    .regex(/^\d{1,2}$/, `Ensure this value is an integer from 2 to ${SUMMARY_MAX_RESULTS}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(2, `Ensure this value is an integer from 2 to ${SUMMARY_MAX_RESULTS}.`)
        .max(SUMMARY_MAX_RESULTS, `Ensure this value is an integer from 2 to ${SUMMARY_MAX_RESULTS}.`),
    )
    .default(12)
    .openapi({
      param: { name: 'last', in: 'query' },
      type: 'integer',
      description: 'How many of the latest results the trend covers (2–52, default 12).',
      example: '12',
    }),
});

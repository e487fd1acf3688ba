/**
 * The trend of one instrument across its latest results, and which check-ins are due. Pure functions of
 * the rows one query gives; the direction reads "better" or "worse" the way the instrument scores (a
 * falling PHQ-9 is better, a falling WHO-5 worse), so a client never has to know which is which.
 */
import { z } from '@hono/zod-openapi';
import type { TrendPoint } from './checkin-store';
import { DUE_AFTER_DAYS, INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from './instruments';

const DAY_MS = 24 * 60 * 60 * 1000;

const PointSchema = z.object({
  id: z.string(),
  score: z.number().int(),
  band: z.string().openapi({ example: 'mild' }),
  created_at: z.string().openapi({ format: 'date-time' }),
});

export const CheckinSummarySchema = z
  .object({
    instrument: z.enum(INSTRUMENT_IDS),
    max_score: z.number().int(),
    higher_is: z.enum(['worse', 'better']),
    count: z.number().int().openapi({ description: 'How many results the trend covers (at most `last`).' }),
    points: z.array(PointSchema).openapi({ description: 'The latest results, oldest first.' }),
    latest: PointSchema.nullable(),
    change: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Latest score minus the first in the window; null with fewer than two.' }),
    direction: z
      .enum(['better', 'worse', 'same'])
      .nullable()
      .openapi({ description: 'What the change means for this instrument; null with fewer than two.' }),
  })
  .openapi('CheckinSummary');

export type CheckinSummary = z.infer<typeof CheckinSummarySchema>;

const point = (p: TrendPoint) => ({
  id: p.id,
  score: p.score,
  band: p.band,
  created_at: new Date(p.created_at).toISOString(),
});

/** `newestFirst` as the store reads it. */
export function summarize(instrument: InstrumentId, newestFirst: readonly TrendPoint[]): CheckinSummary {
  const { max_score, higher_is } = INSTRUMENTS[instrument];
  const points = [...newestFirst].reverse().map(point);
  const first = points[0];
  const latest = points[points.length - 1];
  const change = points.length >= 2 && first && latest ? latest.score - first.score : null;
  const direction =
    change === null
      ? null
      : change === 0
        ? 'same'
        : change > 0 === (higher_is === 'better')
          ? 'better'
          : 'worse';
  return {
    instrument,
    max_score,
    higher_is,
    count: points.length,
    points,
    latest: latest ?? null,
    change,
    direction,
  };
}

export const DueListSchema = z
  .object({
    results: z.array(
      z.object({
        instrument: z.enum(INSTRUMENT_IDS),
        title: z.string(),
        due: z
          .boolean()
          .openapi({ description: `True when never taken or taken ${DUE_AFTER_DAYS}+ days ago.` }),
        last_taken_at: z.string().nullable().openapi({ format: 'date-time' }),
        due_at: z
          .string()
          .nullable()
          .openapi({ format: 'date-time', description: 'When it becomes due; null when never taken.' }),
      }),
    ),
  })
  .openapi('CheckinDueList');

export type DueList = z.infer<typeof DueListSchema>;

export function dueList(lastTaken: ReadonlyMap<string, number>, nowMs: number): DueList {
  return {
    results: INSTRUMENT_IDS.map((id) => {
      const last = lastTaken.get(id);
      const dueAt = last === undefined ? undefined : last + DUE_AFTER_DAYS * DAY_MS;
      return {
        instrument: id,
        title: INSTRUMENTS[id].title,
        due: dueAt === undefined || nowMs >= dueAt,
        last_taken_at: last === undefined ? null : new Date(last).toISOString(),
        due_at: dueAt === undefined ? null : new Date(dueAt).toISOString(),
      };
    }),
  };
}

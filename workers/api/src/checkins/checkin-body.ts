/**
 * A check-in as every check-in answer gives it: the score with its band in plain words, the change since
 * the previous result of the same instrument, and the safety object. `safety` is level `none` unless an
 * answer raised it (PHQ-9 item 9 above "not at all"); then it is what generate answers with for distress
 * with self-harm, `show_crisis_resources` true, and the answer carries the crisis links.
 */
import { z } from '@hono/zod-openapi';
import type { CheckinRow } from '@solace/db';
import type { ClientSafety } from '@solace/safety';
import { pageSchema } from '../http/pagination';
import { ClientSafetySchema, CrisisResourcesUrlSchema } from '../safety/safety-schema';
import { type CrisisLinks, SafetyPlanUrlSchema } from '../safety-plan/plan-link';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId, PHQ9_RISE_POINTS } from './instruments';

export const NO_SAFETY: ClientSafety = { level: 'none', categories: [], show_crisis_resources: false };
/** What PHQ-9 item 9 answered above 0 raises: passive ideation or thoughts of self-harm. */
export const RISK_ITEM_SAFETY: ClientSafety = {
  level: 'elevated',
  categories: ['self_harm'],
  show_crisis_resources: true,
};

const BandSchema = z
  .object({
    id: z.string().openapi({ example: 'moderate' }),
    label: z.string().openapi({ example: 'Moderate' }),
    description: z.string().openapi({ example: 'Signs of moderate depression.' }),
  })
  .openapi('CheckinBand');

export const CheckinSchema = z
  .object({
    id: z.string().openapi({ example: 'q3N0bWc1X2Zpc2hfZmluZA' }),
    instrument: z.enum(INSTRUMENT_IDS),
    answers: z.array(z.number().int()),
    score: z.number().int().openapi({ description: 'The total; WHO-5: a percentage (0–100).', example: 11 }),
    max_score: z.number().int().openapi({ example: 27 }),
    band: BandSchema,
    previous_score: z.number().int().nullable().openapi({
      description: 'The score of the check-in of this instrument before this one; null if none.',
    }),
    rise_flagged: z.boolean().openapi({
      description: `PHQ-9 only: true when the score rose by ${PHQ9_RISE_POINTS} or more since the previous PHQ-9.`,
    }),
    created_at: z.string().openapi({ format: 'date-time', example: '2026-03-29T06:31:12.000Z' }),
    safety: ClientSafetySchema,
    crisis_resources_url: CrisisResourcesUrlSchema.optional(),
    safety_plan_url: SafetyPlanUrlSchema.optional(),
  })
  .openapi('Checkin');

export const CheckinPageSchema = pageSchema(CheckinSchema, 'CheckinPage');

export type Checkin = z.infer<typeof CheckinSchema>;

export function riseFlagged(instrument: InstrumentId, score: number, previous: number | null): boolean {
  return instrument === 'phq9' && previous !== null && score - previous >= PHQ9_RISE_POINTS;
}

/** `links` is given only for rows whose safety shows crisis resources (see plan-link.ts). */
export function checkinBody(
  row: CheckinRow,
  previousScore: number | null,
  links: CrisisLinks | undefined,
): Checkin {
  const instrument = INSTRUMENTS[row.instrument as InstrumentId];
  const band = instrument.bands.find((b) => b.id === row.band) ?? instrument.bands[0];
  const safety = row.safety === null ? NO_SAFETY : (JSON.parse(row.safety) as ClientSafety);
  return {
    id: row.id,
    instrument: instrument.id,
    answers: JSON.parse(row.answers) as number[],
    score: row.score,
    max_score: instrument.max_score,
    band: { id: band?.id ?? row.band, label: band?.label ?? row.band, description: band?.description ?? '' },
    previous_score: previousScore,
    rise_flagged: riseFlagged(instrument.id, row.score, previousScore),
    created_at: new Date(row.createdAt).toISOString(),
    safety,
    ...(safety.show_crisis_resources && links !== undefined ? links : {}),
  };
}

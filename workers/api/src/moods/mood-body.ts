/**
 * A mood entry as every mood answer gives it. `safety` is always an object: an entry without a note has
 * nothing to check and reads as level `none` (the row stores null). `crisis_resources_url` is present
 * exactly when `safety.show_crisis_resources` is true.
 */
import { z } from '@hono/zod-openapi';
import { EMOTIONS } from '@solace/content';
import type { MoodRow } from '@solace/db';
import type { ClientSafety } from '@solace/safety';
import { pageSchema } from '../http/pagination';
import { ClientSafetySchema, CrisisResourcesUrlSchema } from '../safety/safety-schema';
import { SafetyPlanUrlSchema } from '../safety-plan/plan-link';

export const NO_NOTE_SAFETY: ClientSafety = { level: 'none', categories: [], show_crisis_resources: false };

export const MoodSchema = z
  .object({
    id: z.string().openapi({ example: 'q3N0bWc1X2Zpc2hfZmluZA' }),
    score: z.number().int().min(1).max(5),
    emotions: z.array(z.enum(EMOTIONS)),
    note: z.string().nullable(),
    logged_at: z.string().openapi({ format: 'date-time', example: '2026-03-29T06:30:00.000Z' }),
    created_at: z.string().openapi({ format: 'date-time', example: '2026-03-29T06:31:12.000Z' }),
    safety: ClientSafetySchema,
    crisis_resources_url: CrisisResourcesUrlSchema.optional(),
    safety_plan_url: SafetyPlanUrlSchema.optional(),
  })
  .openapi('Mood');

export const MoodPageSchema = pageSchema(MoodSchema, 'MoodPage');

export type Mood = z.infer<typeof MoodSchema>;

export function parseSafety(json: string | null): ClientSafety {
  if (json === null) return NO_NOTE_SAFETY;
  return JSON.parse(json) as ClientSafety;
}

/**
 * `crisisUrl` builds the crisis resources URL; it is called only for an entry that needs one, which also
 * gets `planUrl` (the person's safety plan) when given.
 */
export function moodBody(row: MoodRow, crisisUrl: () => string, planUrl?: string): Mood {
  const safety = parseSafety(row.safety);
  return {
    id: row.id,
    score: row.score,
    emotions: JSON.parse(row.emotions) as Mood['emotions'],
    note: row.note,
    logged_at: new Date(row.loggedAt).toISOString(),
    created_at: new Date(row.createdAt).toISOString(),
    safety,
    ...(safety.show_crisis_resources ? { crisis_resources_url: crisisUrl() } : {}),
    ...(safety.show_crisis_resources && planUrl !== undefined ? { safety_plan_url: planUrl } : {}),
  };
}

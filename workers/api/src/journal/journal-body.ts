/**
 * A journal entry as every journal answer gives it, its text opened from the sealed row. `safety` is the
 * text's verdict from the same layer as mood notes and generate; when it shows crisis resources the answer
 * carries `crisis_resources_url` (and `safety_plan_url` when the person has a plan).
 */
import { z } from '@hono/zod-openapi';
import type { JournalEntryRow } from '@solace/db';
import type { ClientSafety } from '@solace/safety';
import type { DataKeyRing } from '../encryption/data-keys';
import { journalAad, openText } from '../encryption/sealed-text';
import { pageSchema } from '../http/pagination';
import { ClientSafetySchema, CrisisResourcesUrlSchema } from '../safety/safety-schema';
import { type CrisisLinks, SafetyPlanUrlSchema } from '../safety-plan/plan-link';

export const NO_SAFETY: ClientSafety = { level: 'none', categories: [], show_crisis_resources: false };

export const JournalEntrySchema = z
  .object({
    id: z.string().openapi({ example: 'q3N0bWc1X2Zpc2hfZmluZA' }),
    text: z.string(),
    tags: z.array(z.string()),
    mood_id: z.string().nullable(),
    created_at: z.string().openapi({ format: 'date-time', example: '2026-03-29T21:04:00.000Z' }),
    updated_at: z.string().openapi({ format: 'date-time', example: '2026-03-29T21:04:00.000Z' }),
    safety: ClientSafetySchema,
    crisis_resources_url: CrisisResourcesUrlSchema.optional(),
    safety_plan_url: SafetyPlanUrlSchema.optional(),
  })
  .openapi('JournalEntry');

export const JournalPageSchema = pageSchema(JournalEntrySchema, 'JournalPage');

export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export function safetyOf(row: Pick<JournalEntryRow, 'safety'>): ClientSafety {
  return row.safety === null ? NO_SAFETY : (JSON.parse(row.safety) as ClientSafety);
}

export async function journalBody(
  ring: DataKeyRing,
  row: JournalEntryRow,
  links: CrisisLinks | undefined,
): Promise<JournalEntry> {
  const safety = safetyOf(row);
  return {
    id: row.id,
    text: await openText(ring, row, journalAad(row.userId, row.id)),
    tags: JSON.parse(row.tags) as string[],
    mood_id: row.moodId,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    safety,
    ...(safety.show_crisis_resources && links !== undefined ? links : {}),
  };
}

/**
 * The export's check-ins, safety plan and journal. Journal and plan text are opened with the key each row
 * names, so the person gets their words back, not ciphertext; the key ring is only required when there is
 * sealed text to open (an export without any works even where the ring is unusable).
 */
import { z } from '@hono/zod-openapi';
import { requireDataKeys } from '../encryption/data-keys';
import { journalAad, openText, safetyPlanAad } from '../encryption/sealed-text';
import type { Bindings } from '../env';

const time = () => z.string().openapi({ format: 'date-time' });

export const ExportCheckinSchema = z
  .object({
    id: z.string(),
    instrument: z.string(),
    answers: z.array(z.number().int()),
    score: z.number().int(),
    band: z.string(),
    safety: z.record(z.string(), z.unknown()).nullable(),
    created_at: time(),
  })
  .openapi('ExportCheckin');

export const ExportSafetyPlanSchema = z
  .object({
    version: z.number().int(),
    document: z.record(z.string(), z.unknown()).openapi({ description: 'The plan as last saved.' }),
    created_at: time(),
    updated_at: time(),
  })
  .openapi('ExportSafetyPlan');

export const ExportJournalEntrySchema = z
  .object({
    id: z.string(),
    text: z.string(),
    tags: z.array(z.string()),
    mood_id: z.string().nullable(),
    safety: z.record(z.string(), z.unknown()).nullable(),
    created_at: time(),
    updated_at: time(),
  })
  .openapi('ExportJournalEntry');

export const PRIVATE_QUERIES = {
  checkins: `SELECT id, instrument, answers, score, band, safety, created_at
           FROM checkins WHERE user_id = ?1 ORDER BY created_at DESC, id DESC`,
  safety_plan: `SELECT version, key_id, ciphertext, created_at, updated_at
           FROM safety_plans WHERE user_id = ?1`,
  journal: `SELECT id, key_id, ciphertext, tags, mood_id, safety, created_at, updated_at
           FROM journal_entries WHERE user_id = ?1 ORDER BY created_at DESC, id DESC`,
} as const;

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(Number(v)).toISOString();
const json = <T>(v: unknown, fallback: T): T => {
  try {
    return v === null ? fallback : (JSON.parse(String(v)) as T);
  } catch {
    return fallback;
  }
};

export async function privateSections(
  env: Bindings,
  userId: number,
  rows: Record<keyof typeof PRIVATE_QUERIES, Row[]>,
) {
  const sealed = rows.safety_plan.length + rows.journal.length > 0;
  const ring = sealed ? await requireDataKeys(env) : undefined;
  const open = (r: Row, aad: string) =>
    ring === undefined
      ? Promise.resolve('')
      : openText(ring, { keyId: String(r.key_id), ciphertext: String(r.ciphertext) }, aad);
  const plan = rows.safety_plan[0];
  return {
    checkins: rows.checkins.map((r) => ({
      id: String(r.id),
      instrument: String(r.instrument),
      answers: json<number[]>(r.answers, []),
      score: Number(r.score),
      band: String(r.band),
      safety: json<Record<string, unknown> | null>(r.safety, null),
      created_at: iso(r.created_at),
    })),
    safety_plan:
      plan === undefined
        ? []
        : [
            {
              version: Number(plan.version),
              document: JSON.parse(await open(plan, safetyPlanAad(userId))) as Record<string, unknown>,
              created_at: iso(plan.created_at),
              updated_at: iso(plan.updated_at),
            },
          ],
    journal: await Promise.all(
      rows.journal.map(async (r) => ({
        id: String(r.id),
        text: await open(r, journalAad(userId, String(r.id))),
        tags: json<string[]>(r.tags, []),
        mood_id: r.mood_id === null ? null : String(r.mood_id),
        safety: json<Record<string, unknown> | null>(r.safety, null),
        created_at: iso(r.created_at),
        updated_at: iso(r.updated_at),
      })),
    ),
  };
}

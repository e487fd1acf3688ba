/**
 * The export's check-ins, safety plan and journal, as keyset-paged sections (export-sections.ts). Journal
 * and plan text are opened with the key each row names, so the person gets their words back, not
 * ciphertext; the key ring is only required when there is sealed text to open (an export without any
 * works even where the ring is unusable).
 */
import { z } from '@hono/zod-openapi';
import { requireDataKeys } from '../encryption/data-keys';
import { journalAad, openText, safetyPlanAad } from '../encryption/sealed-text';
import type { Bindings } from '../env';
import type { ExportSection, Row } from './export-sections';

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

const iso = (v: unknown) => new Date(Number(v)).toISOString();
const json = <T>(v: unknown, fallback: T): T => {
  try {
    return v === null ? fallback : (JSON.parse(String(v)) as T);
  } catch {
    return fallback;
  }
};

async function open(env: Bindings, r: Row, aad: string): Promise<string> {
  const ring = await requireDataKeys(env);
  return openText(ring, { keyId: String(r.key_id), ciphertext: String(r.ciphertext) }, aad);
}

const NEWEST = [Number.MAX_SAFE_INTEGER, ''] as const;
const byTime = (tiebreak: string) => (r: Row) => [Number(r.created_at), String(r[tiebreak])] as const;

export const PRIVATE_SECTIONS: readonly ExportSection[] = [
  {
    key: 'checkins',
    sql: `SELECT id, instrument, answers, score, band, safety, created_at
          FROM checkins WHERE user_id = ?1 AND (created_at, id) < (?2, ?3)
          ORDER BY created_at DESC, id DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('id'),
    render: (_ctx, r) => ({
      id: String(r.id),
      instrument: String(r.instrument),
      answers: json<number[]>(r.answers, []),
      score: Number(r.score),
      band: String(r.band),
      safety: json<Record<string, unknown> | null>(r.safety, null),
      created_at: iso(r.created_at),
    }),
  },
  {
    // One row at most (the table is keyed by user); paged like the others all the same.
    key: 'safety_plan',
    sql: `SELECT version, key_id, ciphertext, created_at, updated_at
          FROM safety_plans WHERE user_id = ?1 AND (created_at, key_id) < (?2, ?3) LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('key_id'),
    render: async (ctx, r, userId) => ({
      version: Number(r.version),
      document: JSON.parse(await open(ctx.env, r, safetyPlanAad(userId))) as Record<string, unknown>,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    }),
  },
  {
    key: 'journal',
    sql: `SELECT id, key_id, ciphertext, tags, mood_id, safety, created_at, updated_at
          FROM journal_entries WHERE user_id = ?1 AND (created_at, id) < (?2, ?3)
          ORDER BY created_at DESC, id DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('id'),
    render: async (ctx, r, userId) => ({
      id: String(r.id),
      text: await open(ctx.env, r, journalAad(userId, String(r.id))),
      tags: json<string[]>(r.tags, []),
      mood_id: r.mood_id === null ? null : String(r.mood_id),
      safety: json<Record<string, unknown> | null>(r.safety, null),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    }),
  },
];

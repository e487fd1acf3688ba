/**
 * GET /profile/export/'s body: everything stored about the user, one key per kind of record. No password
 * or token hashes, no token or session ids, no R2 keys: sessions and logins appear as their times only,
 * clips as signed URLs. Times are ISO 8601 (UTC); task dates are the user's local YYYY-MM-DD.
 */
import { z } from '@hono/zod-openapi';
import { ExportCheckinSchema, ExportJournalEntrySchema, ExportSafetyPlanSchema } from './export-private';
import { ProfileSchema } from './profile-body';

const time = () => z.string().openapi({ format: 'date-time' });
const nullableTime = () => time().nullable();

const ExportVideoSchema = z
  .object({
    id: z.string(),
    created_at: time(),
    status: z.enum(['queued', 'rendering', 'ready', 'failed']),
    transcript: z.string().openapi({ description: 'What the avatar says in the clip.' }),
    safety_level: z.string().nullable().openapi({ description: 'none, low, elevated or crisis.' }),
    avatar_id: z.string(),
    voice_id: z.string(),
    video_url: z
      .string()
      .nullable()
      .openapi({ description: 'A signed, expiring URL while the clip is stored; null otherwise.' }),
  })
  .openapi('ExportVideo');

const ExportVideoSessionSchema = z
  .object({
    created_at: time(),
    expires_at: time(),
    max_expires_at: time(),
    avatar_id: z.string(),
    voice_id: z.string(),
    recent_replies: z.array(z.string()).openapi({ description: 'The last replies kept to vary new ones.' }),
  })
  .openapi('ExportVideoSession');

const ExportMoodSchema = z
  .object({
    id: z.string(),
    score: z.number().int(),
    emotions: z.array(z.string()),
    note: z.string().nullable(),
    safety: z
      .record(z.string(), z.unknown())
      .nullable()
      .openapi({ description: "The note's safety verdict." }),
    logged_at: time(),
    created_at: time(),
    updated_at: time(),
  })
  .openapi('ExportMood');

const ExportTaskCompletionSchema = z
  .object({ date: z.string().openapi({ example: '2026-05-01' }), task_id: z.string(), completed_at: time() })
  .openapi('ExportTaskCompletion');

const ExportEmergencyContactSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    relationship: z.string(),
    is_primary: z.boolean(),
    created_at: time(),
    updated_at: time(),
  })
  .openapi('ExportEmergencyContact');

const ExportRefreshSessionSchema = z
  .object({
    created_at: time(),
    expires_at: time().openapi({ description: 'The login can be refreshed until then at the latest.' }),
    revoked_at: nullableTime(),
    revoke_reason: z.string().nullable(),
    last_refreshed_at: nullableTime(),
  })
  .openapi('ExportRefreshSession');

const ExportPasswordResetSchema = z
  .object({ created_at: time(), expires_at: time(), used_at: nullableTime() })
  .openapi('ExportPasswordReset');

const ExportIdempotencySchema = z
  .object({
    created_at: time(),
    expires_at: time(),
    state: z.enum(['running', 'done']),
    response_status: z.number().int().nullable(),
  })
  .openapi('ExportIdempotencyRequest');

export const ExportSchema = z
  .object({
    exported_at: time(),
    profile: ProfileSchema,
    videos: z.array(ExportVideoSchema),
    video_sessions: z.array(ExportVideoSessionSchema),
    moods: z.array(ExportMoodSchema),
    task_completions: z.array(ExportTaskCompletionSchema),
    emergency_contacts: z.array(ExportEmergencyContactSchema),
    checkins: z.array(ExportCheckinSchema),
    safety_plan: z
      .array(ExportSafetyPlanSchema)
      .openapi({ description: 'The safety plan, if any (at most one).' }),
    journal: z.array(ExportJournalEntrySchema).openapi({ description: 'Entries with their text decrypted.' }),
    refresh_sessions: z.array(ExportRefreshSessionSchema).openapi({ description: 'Logins.' }),
    password_reset_requests: z.array(ExportPasswordResetSchema),
    idempotency_requests: z
      .array(ExportIdempotencySchema)
      .openapi({ description: 'Recent create requests sent with an Idempotency-Key (kept 24 hours).' }),
  })
  .openapi('Export');

export type Export = z.infer<typeof ExportSchema>;
export type ExportKey = Exclude<keyof Export, 'exported_at'>;

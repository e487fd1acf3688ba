/**
 * Builds GET /profile/export/: one D1 batch of reads, one per table in user-tables.ts, mapped to the
 * ExportSchema shapes. Columns are selected by name, so hashes, token ids and object keys are never read.
 * JSON columns that fail to parse come out empty rather than failing the whole export.
 */
import type { AuthUser } from '../env';
import type { SigningContext } from '../http/signed-url';
import { signedUrlFor } from '../video/video-body';
import { PRIVATE_QUERIES, privateSections } from './export-private';
import type { Export } from './export-schema';
import { profileWithPicture } from './picture-url';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function stringList(text: string | null): string[] {
  const value = parseJson(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function objectOrNull(text: string | null): Record<string, unknown> | null {
  const value = parseJson(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

type Row = Record<string, unknown>;
const str = (row: Row, key: string) => String(row[key]);
const num = (row: Row, key: string) => Number(row[key]);
const numOrNull = (row: Row, key: string) => (row[key] === null ? null : Number(row[key]));
const strOrNull = (row: Row, key: string) => (row[key] === null ? null : String(row[key]));

const QUERIES = {
  videos: `SELECT id, created_at, status, transcript, safety_level, avatar_id, voice_id,
             object_key IS NOT NULL AS stored
           FROM videos WHERE user_id = ?1 ORDER BY created_at DESC, id DESC`,
  video_sessions: `SELECT created_at, expires_at, max_expires_at, avatar_id, voice_id, recent_replies
           FROM video_sessions WHERE user_id = ?1 ORDER BY created_at DESC`,
  moods: `SELECT id, score, emotions, note, safety, logged_at, created_at, updated_at
           FROM moods WHERE user_id = ?1 ORDER BY logged_at DESC, id DESC`,
  task_completions: `SELECT date, task_id, completed_at
           FROM task_completions WHERE user_id = ?1 ORDER BY date DESC, task_id`,
  emergency_contacts: `SELECT id, name, phone, relationship, is_primary, created_at, updated_at
           FROM emergency_contacts WHERE user_id = ?1 ORDER BY created_at, id`,
  // refresh_tokens appear through their family: when the login was last refreshed.
  refresh_sessions: `SELECT f.created_at, f.absolute_expires_at, f.revoked_at, f.revoke_reason,
             (SELECT max(t.used_at) FROM refresh_tokens t WHERE t.family_id = f.id) AS last_refreshed_at
           FROM refresh_families f WHERE f.user_id = ?1 ORDER BY f.created_at DESC`,
  password_reset_requests: `SELECT created_at, expires_at, used_at
           FROM password_reset_tokens WHERE user_id = ?1 ORDER BY created_at DESC`,
  idempotency_requests: `SELECT created_at, expires_at, state, response_status
           FROM idempotency_keys WHERE user_id = ?1 ORDER BY created_at DESC`,
  ...PRIVATE_QUERIES,
} as const;

type Section = keyof typeof QUERIES;

export async function buildExport(ctx: SigningContext, user: AuthUser, now: number): Promise<Export> {
  const sections = Object.keys(QUERIES) as Section[];
  const results = await ctx.env.DB.batch(sections.map((s) => ctx.env.DB.prepare(QUERIES[s]).bind(user.id)));
  const rows = Object.fromEntries(
    sections.map((s, i) => [s, (results[i]?.results ?? []) as Row[]]),
  ) as Record<Section, Row[]>;

  const videos = await Promise.all(
    rows.videos.map(async (r) => ({
      id: str(r, 'id'),
      created_at: iso(num(r, 'created_at')),
      status: str(r, 'status') as Export['videos'][number]['status'],
      transcript: str(r, 'transcript'),
      safety_level: strOrNull(r, 'safety_level'),
      avatar_id: str(r, 'avatar_id'),
      voice_id: str(r, 'voice_id'),
      video_url:
        r.status === 'ready' && num(r, 'stored') === 1 ? await signedUrlFor(ctx, str(r, 'id')) : null,
    })),
  );

  const own = await privateSections(ctx.env, user.id, rows);
  return {
    exported_at: iso(now),
    profile: await profileWithPicture(ctx, user),
    videos,
    video_sessions: rows.video_sessions.map((r) => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'expires_at')),
      max_expires_at: iso(num(r, 'max_expires_at')),
      avatar_id: str(r, 'avatar_id'),
      voice_id: str(r, 'voice_id'),
      recent_replies: stringList(strOrNull(r, 'recent_replies')),
    })),
    moods: rows.moods.map((r) => ({
      id: str(r, 'id'),
      score: num(r, 'score'),
      emotions: stringList(strOrNull(r, 'emotions')),
      note: strOrNull(r, 'note'),
      safety: objectOrNull(strOrNull(r, 'safety')),
      logged_at: iso(num(r, 'logged_at')),
      created_at: iso(num(r, 'created_at')),
      updated_at: iso(num(r, 'updated_at')),
    })),
    task_completions: rows.task_completions.map((r) => ({
      date: str(r, 'date'),
      task_id: str(r, 'task_id'),
      completed_at: iso(num(r, 'completed_at')),
    })),
    emergency_contacts: rows.emergency_contacts.map((r) => ({
      id: str(r, 'id'),
      name: str(r, 'name'),
      phone: str(r, 'phone'),
      relationship: str(r, 'relationship'),
      is_primary: num(r, 'is_primary') === 1,
      created_at: iso(num(r, 'created_at')),
      updated_at: iso(num(r, 'updated_at')),
    })),
    ...own,
    refresh_sessions: rows.refresh_sessions.map((r) => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'absolute_expires_at')),
      revoked_at: isoOrNull(numOrNull(r, 'revoked_at')),
      revoke_reason: strOrNull(r, 'revoke_reason'),
      last_refreshed_at: isoOrNull(numOrNull(r, 'last_refreshed_at')),
    })),
    password_reset_requests: rows.password_reset_requests.map((r) => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'expires_at')),
      used_at: isoOrNull(numOrNull(r, 'used_at')),
    })),
    idempotency_requests: rows.idempotency_requests.map((r) => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'expires_at')),
      state: str(r, 'state') as Export['idempotency_requests'][number]['state'],
      response_status: numOrNull(r, 'response_status'),
    })),
  };
}

/** `solace-export-<UTC date>.json`. */
export function exportFilename(now: number): string {
  return `solace-export-${iso(now).slice(0, 10)}.json`;
}

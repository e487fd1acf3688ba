/**
 * The export's list sections, in the order the body holds them: each a keyset-paged query (user ?1, the
 * last served row's key ?2 and ?3, the page size ?4) whose order an index serves, so a page costs its size
 * and not the user's whole history, and the mapping of a row to the ExportSchema shape. Columns are
 * selected by name, so hashes, token ids and object keys are never rendered (a few are read only as the
 * page key). JSON columns that fail to parse come out empty rather than failing the whole export.
 */

import type { SigningContext } from '../http/signed-url';
import { signedUrlFor } from '../video/video-body';
import { PRIVATE_SECTIONS } from './export-private';
import type { Export, ExportKey } from './export-schema';

export type Row = Record<string, unknown>;

export const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const str = (row: Row, key: string) => String(row[key]);
const num = (row: Row, key: string) => Number(row[key]);
const numOrNull = (row: Row, key: string) => (row[key] === null ? null : Number(row[key]));
const strOrNull = (row: Row, key: string) => (row[key] === null ? null : String(row[key]));

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

export interface ExportSection {
  key: Exclude<ExportKey, 'profile'>;
  sql: string;
  /** The key before the first row: every stored row sorts after it. */
  start: readonly [number | string, string];
  /** The page key of a row (its sort columns). */
  keyOf: (row: Row) => readonly [number | string, string];
  render: (ctx: SigningContext, row: Row, userId: number) => unknown;
}

const NEWEST = [Number.MAX_SAFE_INTEGER, ''] as const;
const byTime = (time: string, tiebreak: string) => (row: Row) =>
  [num(row, time), str(row, tiebreak)] as const;

type Item<K extends ExportKey> = Export[K] extends Array<infer T> ? T : never;

const OWN_SECTIONS: readonly ExportSection[] = [
  {
    key: 'videos',
    sql: `SELECT id, created_at, status, transcript, safety_level, avatar_id, voice_id,
            object_key IS NOT NULL AS stored
          FROM videos WHERE user_id = ?1 AND (created_at, id) < (?2, ?3)
          ORDER BY created_at DESC, id DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('created_at', 'id'),
    render: async (ctx, r): Promise<Item<'videos'>> => ({
      id: str(r, 'id'),
      created_at: iso(num(r, 'created_at')),
      status: str(r, 'status') as Item<'videos'>['status'],
      transcript: str(r, 'transcript'),
      safety_level: strOrNull(r, 'safety_level'),
      avatar_id: str(r, 'avatar_id'),
      voice_id: str(r, 'voice_id'),
      video_url:
        r.status === 'ready' && num(r, 'stored') === 1 ? await signedUrlFor(ctx, str(r, 'id')) : null,
    }),
  },
  {
    key: 'video_sessions',
    sql: `SELECT id, created_at, expires_at, max_expires_at, avatar_id, voice_id, recent_replies
          FROM video_sessions WHERE user_id = ?1 AND (created_at, id) < (?2, ?3)
          ORDER BY created_at DESC, id DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('created_at', 'id'),
    render: (_ctx, r): Item<'video_sessions'> => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'expires_at')),
      max_expires_at: iso(num(r, 'max_expires_at')),
      avatar_id: str(r, 'avatar_id'),
      voice_id: str(r, 'voice_id'),
      recent_replies: stringList(strOrNull(r, 'recent_replies')),
    }),
  },
  {
    key: 'moods',
    sql: `SELECT id, score, emotions, note, safety, logged_at, created_at, updated_at
          FROM moods WHERE user_id = ?1 AND (logged_at, id) < (?2, ?3)
          ORDER BY logged_at DESC, id DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('logged_at', 'id'),
    render: (_ctx, r): Item<'moods'> => ({
      id: str(r, 'id'),
      score: num(r, 'score'),
      emotions: stringList(strOrNull(r, 'emotions')),
      note: strOrNull(r, 'note'),
      safety: objectOrNull(strOrNull(r, 'safety')),
      logged_at: iso(num(r, 'logged_at')),
      created_at: iso(num(r, 'created_at')),
      updated_at: iso(num(r, 'updated_at')),
    }),
  },
  {
    // Newest date first, tasks of one date by id: the mixed order is why this key is not a row value.
    key: 'task_completions',
    sql: `SELECT date, task_id, completed_at
          FROM task_completions WHERE user_id = ?1 AND date <= ?2 AND (date < ?2 OR task_id > ?3)
          ORDER BY date DESC, task_id LIMIT ?4`,
    start: ['9999-12-31', ''],
    keyOf: (r) => [str(r, 'date'), str(r, 'task_id')],
    render: (_ctx, r): Item<'task_completions'> => ({
      date: str(r, 'date'),
      task_id: str(r, 'task_id'),
      completed_at: iso(num(r, 'completed_at')),
    }),
  },
  {
    key: 'emergency_contacts',
    sql: `SELECT id, name, phone, relationship, is_primary, created_at, updated_at
          FROM emergency_contacts WHERE user_id = ?1 AND (created_at, id) > (?2, ?3)
          ORDER BY created_at, id LIMIT ?4`,
    start: [Number.MIN_SAFE_INTEGER, ''],
    keyOf: byTime('created_at', 'id'),
    render: (_ctx, r): Item<'emergency_contacts'> => ({
      id: str(r, 'id'),
      name: str(r, 'name'),
      phone: str(r, 'phone'),
      relationship: str(r, 'relationship'),
      is_primary: num(r, 'is_primary') === 1,
      created_at: iso(num(r, 'created_at')),
      updated_at: iso(num(r, 'updated_at')),
    }),
  },
];

const ACCOUNT_SECTIONS: readonly ExportSection[] = [
  {
    // refresh_tokens appear through their family: when the login was last refreshed.
    key: 'refresh_sessions',
    sql: `SELECT f.id, f.created_at, f.absolute_expires_at, f.revoked_at, f.revoke_reason,
            (SELECT max(t.used_at) FROM refresh_tokens t WHERE t.family_id = f.id) AS last_refreshed_at
          FROM refresh_families f WHERE f.user_id = ?1 AND (f.created_at, f.id) < (?2, ?3)
          ORDER BY f.created_at DESC, f.id DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('created_at', 'id'),
    render: (_ctx, r): Item<'refresh_sessions'> => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'absolute_expires_at')),
      revoked_at: isoOrNull(numOrNull(r, 'revoked_at')),
      revoke_reason: strOrNull(r, 'revoke_reason'),
      last_refreshed_at: isoOrNull(numOrNull(r, 'last_refreshed_at')),
    }),
  },
  {
    key: 'password_reset_requests',
    sql: `SELECT token_hash, created_at, expires_at, used_at
          FROM password_reset_tokens WHERE user_id = ?1 AND (created_at, token_hash) < (?2, ?3)
          ORDER BY created_at DESC, token_hash DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('created_at', 'token_hash'),
    render: (_ctx, r): Item<'password_reset_requests'> => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'expires_at')),
      used_at: isoOrNull(numOrNull(r, 'used_at')),
    }),
  },
  {
    key: 'idempotency_requests',
    sql: `SELECT key, created_at, expires_at, state, response_status
          FROM idempotency_keys WHERE user_id = ?1 AND (created_at, key) < (?2, ?3)
          ORDER BY created_at DESC, key DESC LIMIT ?4`,
    start: NEWEST,
    keyOf: byTime('created_at', 'key'),
    render: (_ctx, r): Item<'idempotency_requests'> => ({
      created_at: iso(num(r, 'created_at')),
      expires_at: iso(num(r, 'expires_at')),
      state: str(r, 'state') as Item<'idempotency_requests'>['state'],
      response_status: numOrNull(r, 'response_status'),
    }),
  },
];

/** Every list section, in the body's key order. */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  ...OWN_SECTIONS,
  ...PRIVATE_SECTIONS,
  ...ACCOUNT_SECTIONS,
];

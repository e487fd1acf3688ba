// Shared by the moods*.test.ts files.
import { env } from 'cloudflare:workers';
import type { TestAccount } from './accounts';
import { bearer, type CallOptions, postJson } from './http';

export interface Mood {
  id: string;
  score: number;
  emotions: string[];
  note: string | null;
  logged_at: string;
  created_at: string;
  safety: { level: string; categories: string[]; show_crisis_resources: boolean };
  crisis_resources_url?: string;
}

export interface MoodPage {
  results: Mood[];
  next_cursor: string | null;
}

export const CRISIS_NOTE = 'I wrote my goodbye letters and tonight I will end my life.';
export const NONE = { level: 'none', categories: [], show_crisis_resources: false };
export const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
export const DAY = 24 * 60 * 60 * 1000;

export function auth(user: TestAccount, extra: CallOptions = {}): CallOptions {
  return { ...extra, headers: { ...bearer(user.access), ...extra.headers } };
}

export async function create(user: TestAccount, body: unknown, extra: CallOptions = {}): Promise<Mood> {
  const res = await postJson('/moods/', body, auth(user, extra));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Mood;
}

export async function storedRow(id: string) {
  return env.DB.prepare('SELECT * FROM moods WHERE id = ?1').bind(id).first<Record<string, unknown>>();
}

// Shared by the profile-picture*.test.ts files.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { BASE, bearer, callWith, fetchWorker, randomIp } from './http';

export const DAY = 24 * 3600 * 1000;
export const URL_PATTERN =
  /^http:\/\/localhost\/api\/v1\/profile\/picture\/(\d+)\/\?v=(\d+)&exp=(\d+)&sig=[A-Za-z0-9_-]{43}$/;

export interface Profile {
  id: number;
  profile_picture: string | null;
}

export function upload(
  access: string,
  body: BodyInit | null,
  type: string | null,
  envOverrides?: Record<string, unknown>,
): Promise<Response> {
  const headers: Record<string, string> = { ...bearer(access), 'cf-connecting-ip': randomIp() };
  if (type !== null) headers['content-type'] = type;
  const request = new Request(`${BASE}/profile/picture/`, { method: 'PUT', headers, body });
  return envOverrides ? callWith(request, envOverrides) : fetchWorker(request);
}

export function fetchUrl(url: string, init: RequestInit = {}, nowMs?: number): Promise<Response> {
  const request = new Request(url, init);
  return nowMs === undefined ? fetchWorker(request) : callWith(request, { TEST_NOW_MS: String(nowMs) });
}

export async function pictureRow(userId: number) {
  return env.DB.prepare(
    'SELECT picture_key, picture_type, picture_updated_at, profile_picture FROM users WHERE id = ?1',
  )
    .bind(userId)
    .first<{
      picture_key: string | null;
      picture_type: string | null;
      picture_updated_at: number | null;
      profile_picture: string | null;
    }>();
}

export async function storedKeys(): Promise<string[]> {
  return (await env.PICTURES.list({ prefix: 'pictures/' })).objects.map((o) => o.key);
}

export async function pendingKeys(): Promise<string[]> {
  const rows = await env.DB.prepare('SELECT object_key FROM pending_object_deletions').all<{
    object_key: string;
  }>();
  return rows.results.map((r) => r.object_key);
}

export async function uploaded(
  access: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
): Promise<Profile> {
  const res = await upload(access, bytes, type);
  expect(res.status).toBe(200);
  return (await res.json()) as Profile;
}

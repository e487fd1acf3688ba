// Shared by the emergency-contacts*.test.ts files.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';
import { at, bearer, call, postJson } from './http';

export type Contact = {
  id: string;
  name: string;
  phone: string;
  relationship: string;
  is_primary: boolean;
  created_at: string;
};
export type Page = { results: Contact[]; next_cursor: string | null };

// The clock tests steer stays within the access token's 15 minutes.
export const T0 = Date.now();

export function add(user: TestAccount, body: unknown, nowMs?: number): Promise<Response> {
  return postJson('/emergency-contacts/', body, {
    headers: bearer(user.access),
    ...(nowMs !== undefined ? at(nowMs) : {}),
  });
}

export async function added(
  user: TestAccount,
  body: Record<string, unknown>,
  nowMs?: number,
): Promise<Contact> {
  const res = await add(user, body, nowMs);
  expect(res.status).toBe(201);
  return (await res.json()) as Contact;
}

export function get(user: TestAccount, path: string): Promise<Response> {
  return call('GET', path, undefined, { headers: bearer(user.access) });
}

export function patch(user: TestAccount, id: string, body: unknown): Promise<Response> {
  return call('PATCH', `/emergency-contacts/${id}/`, body, { headers: bearer(user.access) });
}

export function remove(user: TestAccount, id: string): Promise<Response> {
  return call('DELETE', `/emergency-contacts/${id}/`, undefined, { headers: bearer(user.access) });
}

export async function all(user: TestAccount): Promise<Contact[]> {
  const res = await get(user, '/emergency-contacts/');
  expect(res.status).toBe(200);
  return ((await res.json()) as Page).results;
}

export async function setCountry(user: TestAccount, country: string | null): Promise<void> {
  await env.DB.prepare('UPDATE users SET country = ?1 WHERE id = ?2').bind(country, user.userId).run();
}

export function primaries(contacts: Contact[]): string[] {
  return contacts.filter((c) => c.is_primary).map((c) => c.name);
}

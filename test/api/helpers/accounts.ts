// Accounts for tests: unique emails, signup and login through the worker, a signup+login shortcut, and
// the token shapes the worker answers with. The HTTP calls themselves are in http.ts.

import { type CallOptions, postJson } from './http';

export const PASSWORD = 'velvet-Harbor-91!';

let counter = 0;
const run = crypto.randomUUID().slice(0, 8);

export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${run}.${counter}@example.com`;
}

export interface TestAccount {
  access: string;
  refresh: string;
  userId: number;
  email: string;
  password: string;
}

export async function signup(
  email: string,
  password = PASSWORD,
  name = 'Test Person',
  options: CallOptions = {},
) {
  const res = await postJson('/signup/', { email, name, password, confirm_password: password }, options);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; email: string; name: string };
}

export async function login(email: string, password = PASSWORD, options: CallOptions = {}) {
  const res = await postJson('/login/', { email, password }, options);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access: string; refresh: string };
}

/** Creates an account (unique email unless given) and logs it in. */

export async function createUserAndLogin(
  email = uniqueEmail(),
  options: CallOptions = {},
): Promise<TestAccount> {
  const user = await signup(email, PASSWORD, 'Test Person', options);
  const tokens = await login(email, PASSWORD, options);
  return { ...tokens, userId: user.id, email: user.email, password: PASSWORD };
}

function decodePart(part: string | undefined): Record<string, unknown> {
  const text = atob((part ?? '').replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (ch) => ch.charCodeAt(0))));
}

/** The JOSE header and the claims of a JWT, unverified (tests check what the worker signed). */

export function decodeToken(token: string) {
  const [header, payload] = token.split('.');
  return { header: decodePart(header), claims: decodePart(payload) };
}

export const UNAUTHORIZED_CHALLENGE = 'Bearer realm="api"';

export const REFRESH_NOT_VALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

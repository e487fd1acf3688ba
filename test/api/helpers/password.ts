// Helpers for the password routes: reset requests that wait for their background work (the message is
// sent in waitUntil, which `callWith` awaits), the development outbox, and the token inside a message.
import { expect } from 'vitest';
import { type CallOptions, call, postJson } from './http';

/** Always through `callWith` (an env override, even an empty one), so waitUntil has finished on return. */
function waiting(options: CallOptions): CallOptions {
  return { ...options, envOverrides: options.envOverrides ?? {} };
}

export function requestReset(email: unknown, options: CallOptions = {}): Promise<Response> {
  return postJson('/password/reset/', { email }, waiting(options));
}

export function confirmReset(
  token: string,
  newPassword: string,
  options: CallOptions = {},
  confirmPassword = newPassword,
): Promise<Response> {
  return postJson(
    '/password/reset/confirm/',
    { token, new_password: newPassword, confirm_password: confirmPassword },
    options,
  );
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export async function outboxFor(email: string, options: CallOptions = {}): Promise<OutboxMessage[]> {
  const res = await call('GET', `/dev/outbox/?to=${encodeURIComponent(email)}`, undefined, options);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

export const TOKEN_IN_LINK = /\/reset-password#token=([A-Za-z0-9_-]{43})$/m;

export function tokenIn(text: string): string {
  const token = TOKEN_IN_LINK.exec(text)?.[1];
  if (token === undefined) throw new Error('no reset link in the message');
  return token;
}

/** Requests a reset and returns the token of the message it produced. */
export async function resetTokenFor(email: string, options: CallOptions = {}): Promise<string> {
  const res = await requestReset(email, options);
  expect(res.status).toBe(202);
  const [newest] = await outboxFor(email);
  return tokenIn(newest?.text ?? '');
}

export const INVALID_TOKEN = {
  detail: 'Invalid input.',
  code: 'invalid',
  token: ['Invalid or expired token.'],
};

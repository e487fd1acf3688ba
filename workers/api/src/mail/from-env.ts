/**
 * Which mailer an environment uses. Development and the test pool write to the local outbox (outbox.ts);
 * every other environment (deployed, preview, production) sends through Resend and needs the
 * RESEND_API_KEY secret and the MAIL_FROM var. Without them mail fails closed: `requireMailer` throws
 * 503 `mail_unavailable` (and logs `mail_unavailable` with the missing name, never a value or an
 * address), so a client is told to try later instead of waiting for a message that will never come. The
 * check does not depend on the address asked about, so it reveals nothing about accounts.
 */
import { ERROR_CODES } from '@solace/contracts';
import { type Config, getConfig } from '../config';
import type { Bindings } from '../env';
import { ApiError } from '../http/api-error';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox';
import { createResendMailer } from './resend';

/** Development and tests keep mail in the local outbox, readable at GET /api/v1/dev/outbox/. */
export function usesDevOutbox(environment: Config['ENVIRONMENT']): boolean {
  return environment === 'development' || environment === 'test';
}

type MailerResult = { ok: true; mailer: Mailer } | { ok: false; reason: string };

export function resolveMailer(env: Bindings, now: () => number): MailerResult {
  const config = getConfig(env);
  if (usesDevOutbox(config.ENVIRONMENT)) return { ok: true, mailer: createOutboxMailer(env.DB, now) };
  const apiKey = env.RESEND_API_KEY?.trim() ?? '';
  if (apiKey === '') return { ok: false, reason: 'RESEND_API_KEY: missing' };
  if (config.MAIL_FROM.trim() === '') return { ok: false, reason: 'MAIL_FROM: empty' };
  return {
    ok: true,
    // Wrapped so the call keeps the worker's global `this` (and reaches whatever fetch is current).
    mailer: createResendMailer({
      apiKey,
      from: config.MAIL_FROM,
      fetch: (input, init) => fetch(input, init),
    }),
  };
}

export function mailUnavailable(): ApiError {
  return new ApiError(503, ERROR_CODES.MAIL_UNAVAILABLE, 'Email is temporarily unavailable.');
}

export function requireMailer(env: Bindings, now: () => number): Mailer {
  const result = resolveMailer(env, now);
  if (result.ok) return result.mailer;
  console.error(JSON.stringify({ event: 'mail_unavailable', reason: result.reason }));
  throw mailUnavailable();
}

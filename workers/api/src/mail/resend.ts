/**
 * Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), which works from Workers
 * with a plain fetch: `POST /emails` with `Authorization: Bearer <key>` and a JSON body
 * `{from, to, subject, text}`; 200 `{id}` on success, `{statusCode, name, message}` otherwise. Resend
 * refuses requests without a User-Agent, so one is always sent. No retries here: a reset message that
 * fails is logged, and its owner asks again.
 */
import { MailDeliveryError, type Mailer, type MailMessage } from './mailer';

export const RESEND_API_URL = 'https://api.resend.com';
const USER_AGENT = 'solace-api';
const DEFAULT_TIMEOUT_MS = 10_000;

export interface ResendOptions {
  apiKey: string;
  /** The sender, `Name <address>` on a domain verified in Resend. */
  from: string;
  fetch: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

/** Resend's error name (`validation_error`, `rate_limit_exceeded`…) when the body has a plausible one. */
async function errorName(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { name?: unknown };
    return typeof body.name === 'string' && /^[a-z_]{1,64}$/.test(body.name) ? body.name : null;
  } catch {
    return null;
  }
}

export function createResendMailer(options: ResendOptions): Mailer {
  const url = `${(options.baseUrl ?? RESEND_API_URL).replace(/\/+$/, '')}/emails`;
  return {
    async send(message: MailMessage): Promise<void> {
      let response: Response;
      try {
        response = await options.fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'User-Agent': USER_AGENT,
          },
          body: JSON.stringify({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new MailDeliveryError(null, timedOut ? 'timeout' : 'network');
      }
      if (!response.ok) throw new MailDeliveryError(response.status, await errorName(response));
      // The id is Resend's receipt; without one the message was not accepted as documented.
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (typeof body?.id !== 'string') throw new MailDeliveryError(response.status, 'malformed_response');
    },
  };
}

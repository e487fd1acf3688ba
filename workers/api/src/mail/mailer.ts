/**
 * The mail provider interface. One message at a time, plain text only: the service sends account mail
 * (password reset), nothing bulk. Implementations: resend.ts (deployed) and outbox.ts (development).
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the provider accepted the message; rejects with MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/**
 * A message the provider did not accept. Carries the HTTP status and the provider's error name only:
 * never the address, the text or the API key, so it can be logged as it is.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  readonly status: number | null;
  readonly providerCode: string | null;

  constructor(status: number | null, providerCode: string | null) {
    super(`mail provider refused the message (${status ?? 'no response'}, ${providerCode ?? 'unknown'})`);
    this.status = status;
    this.providerCode = providerCode;
  }
}

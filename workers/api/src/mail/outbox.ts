/**
 * The development mailer: messages become rows of `dev_outbox`, read back at GET /api/v1/dev/outbox/
 * (dev/routes.ts) by a developer or an e2e test. Nothing leaves the machine. The hourly cron deletes rows
 * older than OUTBOX_RETENTION_MS.
 */
import type { Mailer, MailMessage } from './mailer';

export const OUTBOX_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** The most messages one read returns, newest first. */
export const OUTBOX_READ_LIMIT = 50;

export interface OutboxMessage extends MailMessage {
  createdAt: number;
}

export function createOutboxMailer(d1: D1Database, now: () => number): Mailer {
  return {
    async send(message: MailMessage): Promise<void> {
      await d1
        .prepare('INSERT INTO dev_outbox (to_email, subject, text, created_at) VALUES (?1, ?2, ?3, ?4)')
        .bind(message.to, message.subject, message.text, now())
        .run();
    },
  };
}

/** The newest messages to any of `addresses` (its canonical and legacy spellings), newest first. */
export async function readOutbox(d1: D1Database, addresses: string[]): Promise<OutboxMessage[]> {
  const placeholders = addresses.map((_, i) => `?${i + 2}`).join(', ');
  const { results } = await d1
    .prepare(
      `SELECT to_email, subject, text, created_at FROM dev_outbox WHERE to_email IN (${placeholders})
       ORDER BY created_at DESC, id DESC LIMIT ?1`,
    )
    .bind(OUTBOX_READ_LIMIT, ...addresses)
    .all<{ to_email: string; subject: string; text: string; created_at: number }>();
  return results.map((row) => ({
    to: row.to_email,
    subject: row.subject,
    text: row.text,
    createdAt: row.created_at,
  }));
}

export async function pruneOutbox(d1: D1Database, now: number): Promise<number> {
  const result = await d1
    .prepare('DELETE FROM dev_outbox WHERE created_at < ?1')
    .bind(now - OUTBOX_RETENTION_MS)
    .run();
  return result.meta.changes;
}

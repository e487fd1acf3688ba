/**
 * The work behind POST /password/reset/, run after the response (`waitUntil`): find the account, issue
 * a token, send the message. The response is the same 202 `{}` whether or not the address has an
 * account and is sent before any of this starts, so neither its body nor its timing depends on it.
 * Never throws: failures are logged with the user id at most, never the address.
 */
import type { Config } from '../config';
import { MailDeliveryError, type Mailer, type MailMessage } from '../mail/mailer';
import type { ResetEmail } from './fields';
import { issueResetToken, RESET_TOKEN_TTL_MS } from './reset-tokens';

export const RESET_SUBJECT = 'Reset your Solace password';

/**
 * Where the link points: the web client (PUBLIC_WEB_URL), else the API's public origin, else the
 * origin the request came to (local development). The token travels in the fragment, which browsers
 * never send to a server, so it stays out of access logs and Referer headers.
 */
export function resetLinkBase(config: Pick<Config, 'PUBLIC_WEB_URL' | 'PUBLIC_API_URL'>, requestUrl: string) {
  if (config.PUBLIC_WEB_URL !== '') return config.PUBLIC_WEB_URL.replace(/\/+$/, '');
  if (config.PUBLIC_API_URL !== '') return new URL(config.PUBLIC_API_URL).origin;
  return new URL(requestUrl).origin;
}

export function resetMessage(to: string, linkBase: string, token: string): MailMessage {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const text = [
    'Someone asked to reset the password of the Solace account for this address.',
    '',
    `To choose a new password, open this link within ${minutes} minutes. It works once:`,
    `${linkBase}/reset-password#token=${token}`,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ].join('\n');
  return { to, subject: RESET_SUBJECT, text };
}

export interface ResetRequestDeps {
  d1: D1Database;
  mailer: Mailer;
  now: number;
  linkBase: string;
}

async function findActiveAccount(d1: D1Database, address: ResetEmail) {
  const rows = await d1
    .prepare('SELECT id, email, is_active FROM users WHERE email IN (?1, ?2) LIMIT 2')
    .bind(address.email, address.legacy)
    .all<{ id: number; email: string; is_active: number }>();
  // The canonical row wins over a legacy look-alike of it, as at login.
  const user = rows.results.find((row) => row.email === address.email) ?? rows.results[0];
  return user !== undefined && user.is_active === 1 ? user : undefined;
}

export async function sendResetMessage(deps: ResetRequestDeps, address: ResetEmail): Promise<void> {
  let userId: number | undefined;
  try {
    const user = await findActiveAccount(deps.d1, address);
    if (user === undefined) return;
    userId = user.id;
    const token = await issueResetToken(deps.d1, user.id, deps.now);
    await deps.mailer.send(resetMessage(user.email, deps.linkBase, token));
    console.log(JSON.stringify({ event: 'password_reset_sent', userId }));
  } catch (error) {
    const mail = error instanceof MailDeliveryError;
    console.error(
      JSON.stringify({
        event: mail ? 'password_reset_mail_failed' : 'password_reset_failed',
        userId: userId ?? null,
        ...(mail ? { status: error.status, providerCode: error.providerCode } : {}),
        error: error instanceof Error ? error.name : 'Error',
      }),
    );
  }
}

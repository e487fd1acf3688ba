// Accounts for tests that move the clock: access tokens live 15 minutes, so each moment a test visits
// gets its own login at that moment (`clockAt`), and the user's time zone is set directly in D1.
import { env } from 'cloudflare:workers';
import { createUserAndLogin, login, uniqueEmail } from './accounts';
import { at, bearer, type CallOptions } from './http';

export interface ClockedUser {
  userId: number;
  email: string;
}

export async function clockedUser(timezone: string | null, nowMs: number): Promise<ClockedUser> {
  const account = await createUserAndLogin(uniqueEmail('clocked'), at(nowMs));
  await setTimezone(account.userId, timezone);
  return { userId: account.userId, email: account.email };
}

export async function setTimezone(userId: number, timezone: string | null): Promise<void> {
  await env.DB.prepare('UPDATE users SET timezone = ?1 WHERE id = ?2').bind(timezone, userId).run();
}

/** Call options signed in with the clock at `nowMs`; `extra` adds env values (a test DB binding). */
export async function clockAt(
  who: ClockedUser,
  nowMs: number,
  extra: Record<string, unknown> = {},
): Promise<CallOptions> {
  const { access } = await login(who.email, undefined, at(nowMs));
  return { headers: bearer(access), ...at(nowMs, extra) };
}

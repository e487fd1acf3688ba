// The cron handler prunes refresh state that can no longer be used (expired tokens, families past their
// cap or left without tokens) and keeps live rows, including used tokens that still detect reuse.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../packages/db/src/index';
import { pruneLoginFailures } from '../../workers/api/src/auth/login-lockout';
import { pruneExpiredTokens } from '../../workers/api/src/auth/prune';
import { createUserAndLogin, decodeToken, uniqueEmail } from './helpers/accounts';
import { runCron } from './helpers/cron';
import { at, postJson } from './helpers/http';

const DAY = 24 * 3600 * 1000;

const jtiOf = (token: string) => String(decodeToken(token).claims.jti);

async function tokenExists(token: string): Promise<boolean> {
  return (
    (await env.DB.prepare('SELECT 1 AS x FROM refresh_tokens WHERE jti = ?1')
      .bind(jtiOf(token))
      .first('x')) === 1
  );
}

async function familyCount(userId: number): Promise<number> {
  return Number(
    await env.DB.prepare('SELECT count(*) AS n FROM refresh_families WHERE user_id = ?1')
      .bind(userId)
      .first('n'),
  );
}

/** Four logins in four states, seen from `t0 + 31 days`. */
async function seed(t0: number) {
  const idle = await createUserAndLogin(uniqueEmail('idle'), at(t0)); // token expired at t0+30d
  const active = await createUserAndLogin(uniqueEmail('active'), at(t0));
  const rotated = (await (
    await postJson('/refresh/', { refresh: active.refresh }, at(t0 + 20 * DAY))
  ).json()) as {
    refresh: string;
  };
  const capped = await createUserAndLogin(uniqueEmail('capped'), at(t0 - 91 * DAY)); // cap passed at t0-1d
  const loggedOut = await createUserAndLogin(uniqueEmail('out'), at(t0));
  await postJson('/logout/', { refresh: loggedOut.refresh }, at(t0));
  return { idle, active, rotated, capped, loggedOut };
}

describe('refresh-token pruning', () => {
  it('pruneExpiredTokens deletes dead rows and reports the counts', async () => {
    const t0 = Date.now();
    const s = await seed(t0);
    expect(await pruneExpiredTokens(createDb(env.DB), t0 + 31 * DAY)).toEqual({ tokens: 4, families: 3 });
    expect(await tokenExists(s.idle.refresh)).toBe(false);
    expect(await familyCount(s.idle.userId)).toBe(0);
    expect(await familyCount(s.capped.userId)).toBe(0);
    expect(await familyCount(s.loggedOut.userId)).toBe(0);
    // The active login keeps its family and its unexpired child; the used parent expired and went.
    expect(await tokenExists(s.active.refresh)).toBe(false);
    expect(await tokenExists(s.rotated.refresh)).toBe(true);
    expect(await familyCount(s.active.userId)).toBe(1);
    // A second run finds nothing left to do.
    expect(await pruneExpiredTokens(createDb(env.DB), t0 + 31 * DAY)).toEqual({ tokens: 0, families: 0 });
  });

  it('runs from the scheduled handler and leaves live sessions working', async () => {
    const t0 = Date.now() + 1000 * DAY; // clear of the first test's rows
    const s = await seed(t0);
    await runCron(t0 + 31 * DAY);

    expect(await tokenExists(s.idle.refresh)).toBe(false);
    expect(await familyCount(s.capped.userId)).toBe(0);
    expect(await familyCount(s.loggedOut.userId)).toBe(0);
    expect(await tokenExists(s.rotated.refresh)).toBe(true);
    const res = await postJson('/refresh/', { refresh: s.rotated.refresh }, at(t0 + 31 * DAY));
    expect(res.status).toBe(200);
  });

  it('deletes login-failure windows that have ended, and only those', async () => {
    const now = Date.now() + 2000 * DAY;
    await env.DB.batch([
      env.DB.prepare('INSERT INTO login_failures VALUES (?1, 3, ?2)').bind('ended', now - 16 * 60_000),
      env.DB.prepare('INSERT INTO login_failures VALUES (?1, 3, ?2)').bind('current', now - 60_000),
    ]);
    expect(await pruneLoginFailures(env.DB, now)).toBe(1);
    const left = await env.DB.prepare(
      "SELECT key FROM login_failures WHERE key IN ('ended', 'current')",
    ).all();
    expect(left.results).toEqual([{ key: 'current' }]);
  });
});

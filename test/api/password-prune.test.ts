// The daily cron deletes expired password-reset tokens (used or not) and development outbox rows older
// than 7 days, keeps everything younger, and reports the counts in its maintenance line.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signup, uniqueEmail } from './helpers/accounts';
import { runCronReport } from './helpers/cron';
import { at } from './helpers/http';
import { confirmReset, outboxFor, resetTokenFor } from './helpers/password';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(() => {
  vi.restoreAllMocks();
});

async function tokenRows(email: string): Promise<number> {
  return Number(
    await env.DB.prepare(
      'SELECT count(*) AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1',
    )
      .bind(email)
      .first('n'),
  );
}

describe('pruning reset tokens and the outbox', () => {
  it('deletes expired tokens and outbox rows older than 7 days, keeping the rest', async () => {
    const now = Date.now();
    const expired = uniqueEmail('expired');
    const used = uniqueEmail('used');
    const live = uniqueEmail('live');
    for (const email of [expired, used, live]) await signup(email);
    // Expired 31 minutes before the run; its message is 8 days old.
    await resetTokenFor(expired, at(now - 8 * DAY));
    // Used, and past its expiry by the time the cron runs; its message is 6 days old.
    const usedToken = await resetTokenFor(used, at(now - 6 * DAY));
    expect((await confirmReset(usedToken, 'quiet-Lantern-47?', at(now - 6 * DAY + MINUTE))).status).toBe(200);
    // Issued a minute ago: still live.
    await resetTokenFor(live, at(now - MINUTE));

    const counts = await runCronReport(now);
    expect(counts).toMatchObject({ resetTokens: 2, outboxMessages: 1 });
    expect(await tokenRows(expired)).toBe(0);
    expect(await tokenRows(used)).toBe(0);
    expect(await tokenRows(live)).toBe(1);
    expect(await outboxFor(expired)).toEqual([]);
    expect(await outboxFor(used)).toHaveLength(1);
    expect(await outboxFor(live)).toHaveLength(1);

    // A second run finds nothing more to do.
    expect(await runCronReport(now)).toMatchObject({ resetTokens: 0, outboxMessages: 0 });
  });
});

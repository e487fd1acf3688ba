// The login lock-out under pressure: concurrent guesses from one address, and many addresses aimed at one
// account. The first must never get more than the allowed failures; the second must not lock the owner out.
import { describe, expect, it } from 'vitest';
import { EMAIL_LOCKOUT_FAILURES, LOCKOUT_FAILURES } from '../../workers/api/src/auth/login-lockout';
import { PASSWORD, signup, uniqueEmail } from './helpers/accounts';
import { at, postJson, randomIp } from './helpers/http';

describe('lock-out per (email, address)', () => {
  it('counts concurrent guesses atomically: at most the allowed failures get a password check', async () => {
    const email = uniqueEmail('burst');
    await signup(email);
    const ip = randomIp();
    const t0 = Date.now();
    const burst = 18; // under the per-address limit of 20 a minute, over the lock-out's 10
    const statuses = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        postJson('/login/', { email, password: `wrong-guess-${i}` }, at(t0, {}, ip)).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOCKOUT_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burst - LOCKOUT_FAILURES);
  });
});

describe('lock-out per email', () => {
  it("hurts the guessing addresses, never the owner's: failures count, the owner gets in", async () => {
    const email = uniqueEmail('target');
    await signup(email);
    const t0 = Date.now();
    // Far more failed guesses than the email's cap, each from another address, within one minute.
    const guesses = EMAIL_LOCKOUT_FAILURES + 60;
    for (let i = 0; i < guesses; i++) {
      const res = await postJson('/login/', { email, password: `guess-${i}-wrong` }, at(t0 + i));
      expect(res.status).toBe(401);
    }
    // The owner, from an address that has not failed, gets in.
    const owner = randomIp();
    expect(
      (await postJson('/login/', { email, password: PASSWORD }, at(t0 + guesses, {}, owner))).status,
    ).toBe(200);
    // An address that failed while the email is over its cap is refused at once.
    const guesser = randomIp();
    const once = await postJson(
      '/login/',
      { email, password: 'one-more-guess' },
      at(t0 + guesses, {}, guesser),
    );
    expect(once.status).toBe(401);
    const twice = await postJson('/login/', { email, password: PASSWORD }, at(t0 + guesses, {}, guesser));
    expect(twice.status).toBe(429);
  });

  it("does not count the owner's own logins", async () => {
    const email = uniqueEmail('busy');
    await signup(email);
    const t0 = Date.now();
    for (let i = 0; i < 110; i++) {
      expect((await postJson('/login/', { email, password: PASSWORD }, at(t0 + i))).status).toBe(200);
    }
  });
});

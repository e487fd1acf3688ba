// The login lock-out under pressure: concurrent guesses from one address, and many addresses aimed at one
// account. The first must never get more than the allowed failures; the second must not lock the owner out.
import { describe, expect, it } from 'vitest';
import { LOCKOUT_FAILURES } from '../../workers/api/src/auth/login-lockout';
import { at, postJson, randomIp, signup, uniqueEmail } from './helpers/accounts';

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

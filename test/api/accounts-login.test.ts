// POST /login: token claims, identical 401s for unknown/wrong/inactive, field errors, the lock-out per
// (email, address) on failures, the high per-email cap and the per-IP throttle (the pool's rate limiter is real), and the bcrypt cost upgrade on login.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { decodeToken, PASSWORD, signup, UNAUTHORIZED_CHALLENGE, uniqueEmail } from './helpers/accounts';
import { at, awayFromWindowEdge, postJson, randomIp } from './helpers/http';

const NO_ACCOUNT = {
  detail: 'No active account found with the given credentials',
  code: 'no_active_account',
};

async function storedHash(email: string): Promise<string> {
  return String(
    await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?1')
      .bind(email)
      .first('password_hash'),
  );
}

describe('POST /login', () => {
  it('returns access and refresh tokens with simplejwt claims and a kid', async () => {
    const email = uniqueEmail('login');
    const user = await signup(email);
    const res = await postJson('/login/', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const tokens = (await res.json()) as { access: string; refresh: string };
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);

    const access = decodeToken(tokens.access);
    expect(access.header).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'test-run' });
    expect(access.claims).toEqual({
      token_type: 'access',
      user_id: String(user.id),
      iss: 'solace-local',
      aud: 'solace-app',
      iat: expect.any(Number),
      exp: expect.any(Number),
      jti: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(Number(access.claims.exp) - Number(access.claims.iat)).toBe(900);

    const refresh = decodeToken(tokens.refresh);
    expect(refresh.claims).toMatchObject({ token_type: 'refresh', user_id: String(user.id) });
    expect(Number(refresh.claims.exp) - Number(refresh.claims.iat)).toBe(30 * 24 * 3600);
    expect(refresh.claims.jti).not.toBe(access.claims.jti);

    // D1 keeps the refresh token's jti, never the token.
    const row = await env.DB.prepare('SELECT * FROM refresh_tokens WHERE jti = ?1')
      .bind(refresh.claims.jti)
      .first();
    expect(row).toMatchObject({
      user_id: user.id,
      parent_jti: null,
      used_at: null,
      expires_at: Number(refresh.claims.exp) * 1000,
    });
    expect(JSON.stringify(row)).not.toContain(tokens.refresh);
  });

  it('matches the email case-insensitively and after trimming', async () => {
    const email = uniqueEmail('case');
    await signup(email);
    const res = await postJson('/login', { email: `  ${email.toUpperCase()}  `, password: PASSWORD });
    expect(res.status).toBe(200);
  });

  it('answers unknown email, wrong password and inactive user with the identical 401', async () => {
    const email = uniqueEmail('same401');
    await signup(email);
    const inactive = uniqueEmail('inactive');
    await signup(inactive);
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE email = ?1').bind(inactive).run();

    const responses = [
      await postJson('/login/', { email: uniqueEmail('nobody'), password: PASSWORD }),
      await postJson('/login/', { email, password: `${PASSWORD}x` }),
      await postJson('/login/', { email: inactive, password: PASSWORD }),
    ];
    for (const res of responses) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual(NO_ACCOUNT);
    }
  });

  it('spends the same hashing work on an unknown email as on a wrong password', async () => {
    // Cost 10 makes a bcrypt check (~tens of ms) dwarf the D1 lookup, so a skipped hash would show.
    const cost = { envOverrides: { BCRYPT_COST: '10' } };
    const email = uniqueEmail('timing');
    await signup(email, PASSWORD, 'Timing Check', cost);
    // Date.now() in workerd may only advance at I/O, so a D1 round trip brackets each measurement.
    const tick = () => env.DB.prepare('SELECT 1').first();
    const timed = async (body: Record<string, string>) => {
      await tick();
      const started = Date.now();
      expect((await postJson('/login/', body, cost)).status).toBe(401);
      await tick();
      return Date.now() - started;
    };
    await timed({ email: uniqueEmail('warm'), password: PASSWORD }); // computes the dummy hash once
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await timed({ email, password: `${PASSWORD}x` }));
      unknown.push(await timed({ email: uniqueEmail('ghost'), password: PASSWORD }));
    }
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 2);
    expect(median(wrong)).toBeGreaterThan(median(unknown) / 2);
  });

  it('reports missing, blank and wrongly typed fields', async () => {
    const missing = await postJson('/login/', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
      detail: 'Invalid input.',
      code: 'invalid',
    });
    const blank = await postJson('/login/', { email: '', password: ' ' });
    expect(await blank.json()).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
      detail: 'Invalid input.',
      code: 'invalid',
    });
    const typed = await postJson('/login/', { email: ['a'], password: 12345678 });
    expect(await typed.json()).toEqual({
      email: ['Not a valid string.'],
      password: ['Not a valid string.'],
      detail: 'Invalid input.',
      code: 'invalid',
    });
  });

  it('locks out an (email, address) pair after 10 failures, even with the right password', async () => {
    const email = uniqueEmail('lockout');
    await signup(email);
    const ip = randomIp();
    const t0 = Date.now();
    for (let i = 0; i < 10; i++) {
      const res = await postJson('/login/', { email, password: 'wrong-password-1' }, at(t0, {}, ip));
      expect(res.status).toBe(401);
    }
    const res = await postJson('/login/', { email: email.toUpperCase(), password: PASSWORD }, at(t0, {}, ip));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      detail: 'Request was throttled. Expected available in 900 seconds.',
      code: 'throttled',
    });
    // The owner, from anywhere else, still gets in; the pair itself is free again when the window ends.
    expect((await postJson('/login/', { email, password: PASSWORD }, at(t0))).status).toBe(200);
    const later = await postJson('/login/', { email, password: PASSWORD }, at(t0 + 15 * 60_000, {}, ip));
    expect(later.status).toBe(200);
  });

  it("never locks the owner out through someone else's attempts from other addresses", async () => {
    const email = uniqueEmail('victim');
    await signup(email);
    const owner = randomIp();
    await awayFromWindowEdge();
    // 30 failed guesses within a minute, spread over addresses (the old per-email limit was 10 a minute).
    for (let i = 0; i < 30; i++) {
      expect((await postJson('/login/', { email, password: `guess-${i}-wrong` })).status).toBe(401);
    }
    expect((await postJson('/login/', { email, password: PASSWORD }, { ip: owner })).status).toBe(200);
    // Failures of the owner's own address are forgiven by a correct password.
    for (let i = 0; i < 9; i++) {
      await postJson('/login/', { email, password: 'typo-password-x' }, { ip: owner });
    }
    expect((await postJson('/login/', { email, password: PASSWORD }, { ip: owner })).status).toBe(200);
    expect((await postJson('/login/', { email, password: 'typo-password-x' }, { ip: owner })).status).toBe(
      401,
    );
    expect((await postJson('/login/', { email, password: PASSWORD }, { ip: owner })).status).toBe(200);
  });

  it('keeps a high per-email cap on all attempts against distributed guessing', async () => {
    const email = uniqueEmail('cap');
    await awayFromWindowEdge(60, 25);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      statuses.push((await postJson('/login/', { email, password: 'wrong-password-1' })).status);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it('throttles per client IP across emails', async () => {
    await awayFromWindowEdge();
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      expect(
        (await postJson('/login/', { email: uniqueEmail('ip'), password: PASSWORD }, { ip })).status,
      ).toBe(401);
    }
    const res = await postJson('/login/', { email: uniqueEmail('ip'), password: PASSWORD }, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({ code: 'throttled' });
  });

  it('upgrades a hash made with an older cost on the next successful login', async () => {
    const email = uniqueEmail('rehash');
    await signup(email);
    expect(await storedHash(email)).toMatch(/^bcrypt_hmac_sha256\$\$2b\$04\$/);

    const higher = { envOverrides: { BCRYPT_COST: '5' } };
    // A failed login changes nothing.
    expect((await postJson('/login/', { email, password: 'wrong-password-1' }, higher)).status).toBe(401);
    expect(await storedHash(email)).toMatch(/\$2b\$04\$/);

    expect((await postJson('/login/', { email, password: PASSWORD }, higher)).status).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(/^bcrypt_hmac_sha256\$\$2b\$05\$/);
    // The new hash verifies, and a lower configured cost never downgrades it.
    expect((await postJson('/login/', { email, password: PASSWORD })).status).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });
});

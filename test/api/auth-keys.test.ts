// Signing-key rotation through the JWT_SIGNING_KEYS ring, and failing closed (503) in deployed
// environments whose secrets are missing or are the public development defaults.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { formatKeyEntry } from '../../packages/auth/src/key-ring';
import { DEV_SECRETS } from '../../workers/api/src/dev-secrets';

const { JWT_SIGNING_KEYS: DEV_SIGNING_KEYS, PASSWORD_PEPPER: DEV_PASSWORD_PEPPER } = DEV_SECRETS;

import { createUserAndLogin, decodeToken, login, PASSWORD, signup, uniqueEmail } from './helpers/accounts';
import { bearer, call, postJson } from './helpers/http';

const OLD = formatKeyEntry('k-old', crypto.getRandomValues(new Uint8Array(32)));
const NEW = formatKeyEntry('k-new', crypto.getRandomValues(new Uint8Array(32)));
const REAL_PEPPER = 'a-real-looking-pepper-0123456789abcdef';
const UNAVAILABLE = { detail: 'Authentication is temporarily unavailable.', code: 'auth_unavailable' };

const ring = (keys: string) => ({ envOverrides: { JWT_SIGNING_KEYS: keys } });

describe('key rotation', () => {
  it('keeps tokens of a previous key valid while it is listed, and kills them once removed', async () => {
    const email = uniqueEmail('keys');
    const account = await createUserAndLogin(email, ring(OLD));
    const second = await login(email, PASSWORD, ring(OLD));
    expect(decodeToken(account.access).header.kid).toBe('k-old');

    // Rotated: NEW signs, OLD still verifies.
    const rotated = ring(`${NEW},${OLD}`);
    expect(
      (await call('GET', '/profile/', undefined, { headers: bearer(account.access), ...rotated })).status,
    ).toBe(200);
    const refreshed = await postJson('/refresh/', { refresh: account.refresh }, rotated);
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { access: string; refresh: string };
    expect(decodeToken(tokens.access).header.kid).toBe('k-new');
    expect(decodeToken(tokens.refresh).header.kid).toBe('k-new');

    // Retired: OLD removed from the ring.
    const retired = ring(NEW);
    const profile = await call('GET', '/profile/', undefined, {
      headers: bearer(account.access),
      ...retired,
    });
    expect(profile.status).toBe(401);
    expect(await profile.json()).toMatchObject({ code: 'token_not_valid' });
    const oldRefresh = await postJson('/refresh/', { refresh: second.refresh }, retired);
    expect(oldRefresh.status).toBe(401);
    expect(await oldRefresh.json()).toEqual({
      detail: 'Token is invalid or expired',
      code: 'token_not_valid',
    });
    // Tokens of the new key carry on.
    expect(
      (await call('GET', '/profile/', undefined, { headers: bearer(tokens.access), ...retired })).status,
    ).toBe(200);
  });

  it('does not accept tokens of another key under a real ring', async () => {
    const account = await createUserAndLogin();
    const res = await call('GET', '/profile/', undefined, { headers: bearer(account.access), ...ring(NEW) });
    expect(res.status).toBe(401);
  });
});

describe('failing closed', () => {
  async function expectUnavailable(envOverrides: Record<string, unknown>) {
    const account = await createUserAndLogin();
    const options = { envOverrides };
    const email = uniqueEmail('closed');
    const responses = [
      await postJson(
        '/signup/',
        { email, name: 'N', password: PASSWORD, confirm_password: PASSWORD },
        options,
      ),
      await postJson('/login/', { email: account.email, password: PASSWORD }, options),
      await postJson('/refresh/', { refresh: account.refresh }, options),
      await postJson('/logout/', { refresh: account.refresh }, options),
      await call('GET', '/profile/', undefined, { headers: bearer(account.access), ...options }),
    ];
    for (const res of responses) {
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual(UNAVAILABLE);
    }
  }

  const unset = { JWT_SIGNING_KEYS: undefined, PASSWORD_PEPPER: undefined };

  it.each(['production', 'preview'])('answers 503 in %s without secrets', async (environment) => {
    await expectUnavailable({ ...unset, ENVIRONMENT: environment });
  });

  it('answers 503 in production with the development key or pepper', async () => {
    await expectUnavailable({
      ENVIRONMENT: 'production',
      JWT_SIGNING_KEYS: DEV_SIGNING_KEYS,
      PASSWORD_PEPPER: REAL_PEPPER,
    });
    await expectUnavailable({
      ENVIRONMENT: 'production',
      JWT_SIGNING_KEYS: `${NEW},${DEV_SIGNING_KEYS}`,
      PASSWORD_PEPPER: REAL_PEPPER,
    });
    await expectUnavailable({
      ENVIRONMENT: 'production',
      JWT_SIGNING_KEYS: NEW,
      PASSWORD_PEPPER: DEV_PASSWORD_PEPPER,
    });
    await expectUnavailable({ ENVIRONMENT: 'production', JWT_SIGNING_KEYS: NEW, PASSWORD_PEPPER: 'short' });
  });

  it('answers 503 for a malformed key ring in any environment', async () => {
    await expectUnavailable({ JWT_SIGNING_KEYS: 'k1:tooshort' });
  });

  it('never hashes below bcrypt cost 10 outside tests', async () => {
    const email = uniqueEmail('cost');
    await signup(email, PASSWORD, 'Cost Check', {
      envOverrides: { ENVIRONMENT: 'development', BCRYPT_COST: '4' },
    });
    const hash = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?1')
      .bind(email)
      .first('password_hash');
    expect(hash).toMatch(/^bcrypt_hmac_sha256\$\$2b\$10\$/);
  });

  it('works in production with real secrets and ignores the test clock there', async () => {
    const email = uniqueEmail('prod');
    const prod = {
      envOverrides: {
        ENVIRONMENT: 'production',
        JWT_SIGNING_KEYS: NEW,
        PASSWORD_PEPPER: REAL_PEPPER,
        TEST_NOW_MS: String(Date.now() + 10 * 24 * 3600 * 1000),
      },
    };
    await signup(email, PASSWORD, 'Prod User', prod);
    const tokens = await login(email, PASSWORD, prod);
    const { header, claims } = decodeToken(tokens.access);
    expect(header.kid).toBe('k-new');
    expect(Math.abs(Number(claims.iat) - Date.now() / 1000)).toBeLessThan(60);
  });
});

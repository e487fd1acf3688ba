// GET /profile and the bearer middleware: every 401 variant of simplejwt's JWTAuthentication, each with
// WWW-Authenticate, plus deleted and inactive users.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, UNAUTHORIZED_CHALLENGE, uniqueEmail } from './helpers/accounts';
import { at, bearer, call } from './helpers/http';

const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const BAD_HEADER = {
  detail: 'Authorization header must contain two space-delimited values',
  code: 'bad_authorization_header',
};
const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

async function expect401(res: Response, body: unknown) {
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual(body);
}

describe('GET /profile', () => {
  it('returns the account with and without the trailing slash', async () => {
    const email = uniqueEmail('profile');
    const account = await createUserAndLogin(email);
    for (const path of ['/profile/', '/profile']) {
      const res = await call('GET', path, undefined, { headers: bearer(account.access) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        id: account.userId,
        email,
        name: 'Test Person',
        profile_picture: null,
        date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        timezone: null,
        country: null,
      });
    }
  });

  it('says credentials were not provided without a header or with another scheme', async () => {
    await expect401(await call('GET', '/profile/'), NOT_PROVIDED);
    for (const authorization of ['', 'Basic dXNlcjpwYXNz', 'Token abc', 'bearer abc']) {
      await expect401(
        await call('GET', '/profile/', undefined, { headers: { authorization } }),
        NOT_PROVIDED,
      );
    }
  });

  it('rejects a Bearer header without exactly one token', async () => {
    for (const authorization of ['Bearer', 'Bearer  ', 'Bearer a b']) {
      await expect401(await call('GET', '/profile/', undefined, { headers: { authorization } }), BAD_HEADER);
    }
  });

  it('rejects an expired, tampered or refresh token as not valid', async () => {
    const t0 = Date.now();
    const account = await createUserAndLogin(uniqueEmail('profile'), at(t0));
    // 15 minutes plus the 30 s leeway.
    const expired = await call('GET', '/profile/', undefined, {
      headers: bearer(account.access),
      envOverrides: { TEST_NOW_MS: String(t0 + 931_000) },
    });
    await expect401(expired, TOKEN_NOT_VALID);
    const stillFine = await call('GET', '/profile/', undefined, {
      headers: bearer(account.access),
      envOverrides: { TEST_NOW_MS: String(t0 + 920_000) },
    });
    expect(stillFine.status).toBe(200);
    const tampered = `${account.access.slice(0, -4)}AAAA`;
    await expect401(
      await call('GET', '/profile/', undefined, { headers: bearer(tampered) }),
      TOKEN_NOT_VALID,
    );
    await expect401(
      await call('GET', '/profile/', undefined, { headers: bearer(account.refresh) }),
      TOKEN_NOT_VALID,
    );
    await expect401(
      await call('GET', '/profile/', undefined, { headers: bearer('abc.def.ghi') }),
      TOKEN_NOT_VALID,
    );
  });

  it('answers user_not_found once the user is deleted', async () => {
    const account = await createUserAndLogin();
    await env.DB.prepare('DELETE FROM users WHERE id = ?1').bind(account.userId).run();
    await expect401(await call('GET', '/profile/', undefined, { headers: bearer(account.access) }), {
      detail: 'User not found',
      code: 'user_not_found',
    });
    // Deleting the user also removed its refresh state.
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM refresh_tokens WHERE user_id = ?1')
      .bind(account.userId)
      .first('n');
    expect(rows).toBe(0);
  });

  it('answers user_inactive for a deactivated user', async () => {
    const account = await createUserAndLogin();
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?1').bind(account.userId).run();
    await expect401(await call('GET', '/profile/', undefined, { headers: bearer(account.access) }), {
      detail: 'User is inactive',
      code: 'user_inactive',
    });
  });

  it('reuses a user row for at most USER_CACHE_SECONDS, then sees the change', async () => {
    const account = await createUserAndLogin();
    const t0 = Date.now();
    const profileAt = (ms: number) =>
      call('GET', '/profile/', undefined, {
        headers: bearer(account.access),
        ...at(ms, { USER_CACHE_SECONDS: '30' }),
      });
    expect((await profileAt(t0)).status).toBe(200);
    await env.DB.prepare('UPDATE users SET is_active = 0, name = ?2 WHERE id = ?1')
      .bind(account.userId, 'Renamed')
      .run();
    // Within the window the isolate answers from its cache: no D1 read, the old row.
    const cached = await profileAt(t0 + 29_000);
    expect(cached.status).toBe(200);
    expect(await cached.json()).toMatchObject({ id: account.userId, name: 'Test Person' });
    // Past it, D1 is read again and the deactivation takes effect.
    await expect401(await profileAt(t0 + 31_000), { detail: 'User is inactive', code: 'user_inactive' });
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const res = await call('POST', '/profile/', {});
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});

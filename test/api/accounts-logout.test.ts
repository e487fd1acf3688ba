// POST /logout: revokes the token's family, is idempotent, and leaves other logins alone.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  createUserAndLogin,
  decodeToken,
  login,
  REFRESH_NOT_VALID,
  UNAUTHORIZED_CHALLENGE,
} from './helpers/accounts';
import { postJson } from './helpers/http';

describe('POST /logout', () => {
  it('answers 200 {} and the refresh token stops working', async () => {
    const account = await createUserAndLogin();
    const res = await postJson('/logout/', { refresh: account.refresh });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({});

    const after = await postJson('/refresh/', { refresh: account.refresh });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(REFRESH_NOT_VALID);
    const family = await env.DB.prepare(
      'SELECT f.revoke_reason FROM refresh_families f JOIN refresh_tokens t ON t.family_id = f.id WHERE t.jti = ?1',
    )
      .bind(decodeToken(account.refresh).claims.jti)
      .first('revoke_reason');
    expect(family).toBe('logout');
  });

  it('is idempotent', async () => {
    const account = await createUserAndLogin();
    for (let i = 0; i < 3; i++) {
      const res = await postJson('/logout', { refresh: account.refresh });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
    }
  });

  it('revokes every token of the login, and only that login', async () => {
    const account = await createUserAndLogin();
    const other = await login(account.email);
    const rotated = (await (await postJson('/refresh/', { refresh: account.refresh })).json()) as {
      refresh: string;
    };
    // Logging out with the newest token ends the family: its ancestors and itself.
    expect((await postJson('/logout/', { refresh: rotated.refresh })).status).toBe(200);
    expect((await postJson('/refresh/', { refresh: rotated.refresh })).status).toBe(401);
    // The second login (another device) is untouched.
    expect((await postJson('/refresh/', { refresh: other.refresh })).status).toBe(200);
  });

  it('refuses an invalid token or an access token with token_not_valid', async () => {
    const account = await createUserAndLogin();
    for (const refresh of ['garbage', account.access]) {
      const res = await postJson('/logout/', { refresh });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
      expect(await res.json()).toEqual(REFRESH_NOT_VALID);
    }
    // The session survived those attempts.
    expect((await postJson('/refresh/', { refresh: account.refresh })).status).toBe(200);
  });

  it('reports a missing refresh field', async () => {
    const res = await postJson('/logout/', {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      refresh: ['This field is required.'],
      detail: 'Invalid input.',
      code: 'invalid',
    });
  });
});

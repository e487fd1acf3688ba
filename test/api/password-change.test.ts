// POST /password/change/: a new login's tokens, every other login ended, the rehash at the configured
// cost, dj-rest-auth's old-password message, signup's password rules, and the per-user throttle.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { storedCost } from '../../packages/auth/src/index';
import { changePassword } from '../../workers/api/src/password/credentials';
import {
  createUserAndLogin,
  decodeToken,
  login,
  PASSWORD,
  REFRESH_NOT_VALID,
  type TestAccount,
  UNAUTHORIZED_CHALLENGE,
  uniqueEmail,
} from './helpers/accounts';
import { at, awayFromWindowEdge, bearer, call, postJson } from './helpers/http';
import { confirmReset, INVALID_TOKEN, resetTokenFor } from './helpers/password';

const NEW_PASSWORD = 'quiet-Lantern-47?';

function change(account: TestAccount, body: Record<string, unknown>, options = {}) {
  return postJson('/password/change/', body, { headers: bearer(account.access), ...options });
}

function changeTo(account: TestAccount, newPassword: string, confirm = newPassword) {
  return change(account, {
    old_password: account.password,
    new_password: newPassword,
    confirm_password: confirm,
  });
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await postJson('/login/', { email, password })).status;
}

async function storedHash(userId: number): Promise<string> {
  return String(
    await env.DB.prepare('SELECT password_hash FROM users WHERE id = ?1').bind(userId).first('password_hash'),
  );
}

describe('POST /password/change', () => {
  it('answers the tokens of a new login and ends every other login', async () => {
    const t0 = Date.now();
    const account = await createUserAndLogin(uniqueEmail('change'), at(t0));
    const otherDevice = await login(account.email, PASSWORD, at(t0));
    const before = await storedHash(account.userId);

    const res = await change(
      account,
      { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      at(t0 + 1000),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { access: string; refresh: string };
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(decodeToken(body.access).claims).toMatchObject({
      token_type: 'access',
      user_id: String(account.userId),
    });

    // The new login works; both earlier ones are revoked as a password change.
    const profile = await call('GET', '/profile/', undefined, { headers: bearer(body.access) });
    expect(profile.status).toBe(200);
    expect((await postJson('/refresh/', { refresh: body.refresh })).status).toBe(200);
    for (const refresh of [account.refresh, otherDevice.refresh]) {
      const after = await postJson('/refresh/', { refresh });
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual(REFRESH_NOT_VALID);
    }
    const families = await env.DB.prepare(
      'SELECT created_at, revoke_reason FROM refresh_families WHERE user_id = ?1 ORDER BY created_at',
    )
      .bind(account.userId)
      .all<{ created_at: number; revoke_reason: string | null }>();
    expect(families.results).toEqual([
      { created_at: t0, revoke_reason: 'password_change' },
      { created_at: t0, revoke_reason: 'password_change' },
      { created_at: t0 + 1000, revoke_reason: null },
    ]);

    // Rehashed with the pepper at the configured cost (4 in the pool); only the new password logs in.
    const after = await storedHash(account.userId);
    expect(after).not.toBe(before);
    expect(storedCost(after)).toBe(4);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(account.email, PASSWORD)).toBe(401);
  });

  it('answers 400 on old_password with dj-rest-auth words for a wrong old password, changing nothing', async () => {
    const account = await createUserAndLogin(uniqueEmail('wrong-old'));
    const before = await storedHash(account.userId);
    const res = await change(account, {
      old_password: 'not-the-Password-1',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    expect(await storedHash(account.userId)).toBe(before);
    expect((await postJson('/refresh/', { refresh: account.refresh })).status).toBe(200);
  });

  it('answers 400 on confirm_password when the two new passwords differ', async () => {
    const account = await createUserAndLogin(uniqueEmail('mismatch'));
    const res = await changeTo(account, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      confirm_password: ["The two password fields didn't match."],
    });
  });

  it("applies signup's password rules with Django's messages on new_password", async () => {
    const email = uniqueEmail('rules');
    const account = await createUserAndLogin(email);
    const weak: Array<[string, string[]]> = [
      ['short1', ['This password is too short. It must contain at least 8 characters.']],
      ['password', ['This password is too common.']],
      ['8203948571', ['This password is entirely numeric.']],
      [email, ['The password is too similar to the email address.']],
      ['x'.repeat(129), ['This password is too long. It must contain at most 128 characters.']],
    ];
    for (const [password, messages] of weak) {
      const res = await changeTo(account, password);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', new_password: messages });
    }
    expect(await loginStatus(email, PASSWORD)).toBe(200);
  });

  it('reports missing and blank fields', async () => {
    const account = await createUserAndLogin(uniqueEmail('fields'));
    const missing = await change(account, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      old_password: ['This field is required.'],
      new_password: ['This field is required.'],
      confirm_password: ['This field is required.'],
    });
    const blank = await change(account, {
      old_password: '  ',
      new_password: NEW_PASSWORD,
      confirm_password: 7,
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      old_password: ['This field may not be blank.'],
      confirm_password: ['Not a valid string.'],
    });
  });

  it('needs a Bearer access token', async () => {
    const body = { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const res = await postJson('/password/change/', body);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
    expect(await res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    const account = await createUserAndLogin(uniqueEmail('refresh-as-access'));
    const withRefresh = await postJson('/password/change/', body, { headers: bearer(account.refresh) });
    expect(withRefresh.status).toBe(401);
    expect(await withRefresh.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('makes a pending reset link stop working', async () => {
    const account = await createUserAndLogin(uniqueEmail('pending-reset'));
    const token = await resetTokenFor(account.email);
    expect((await changeTo(account, NEW_PASSWORD)).status).toBe(200);
    const res = await confirmReset(token, 'another-Fine-pass-22');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_TOKEN);
  });

  it('lets exactly one of two concurrent changes win; the loser changes nothing', async () => {
    const account = await createUserAndLogin(uniqueEmail('race'));
    const passwords = [NEW_PASSWORD, 'another-Fine-pass-22'];
    const results = await Promise.all(passwords.map((p) => changeTo(account, p)));
    const statuses = results.map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 400]);
    // The winner's new login is the only live one: the loser opened no family.
    const live = await env.DB.prepare(
      'SELECT count(*) AS n FROM refresh_families WHERE user_id = ?1 AND revoked_at IS NULL',
    )
      .bind(account.userId)
      .first('n');
    expect(live).toBe(1);
    const winner = passwords[statuses.indexOf(200)] ?? '';
    const loser = passwords[statuses.indexOf(400)] ?? '';
    expect(await loginStatus(account.email, winner)).toBe(200);
    expect(await loginStatus(account.email, loser)).toBe(401);
  });

  it('writes nothing when the stored hash is no longer the one checked (compare-and-set)', async () => {
    const account = await createUserAndLogin(uniqueEmail('stale'));
    const current = await storedHash(account.userId);
    const changed = await changePassword(env.DB, {
      userId: account.userId,
      oldHash: 'bcrypt_hmac_sha256$not-the-stored-one',
      newHash: 'bcrypt_hmac_sha256$would-be-new',
      now: Date.now(),
      family: {
        familyId: 'f'.repeat(32),
        absoluteExpiresAt: Date.now() + 60_000,
        token: { jti: 'a'.repeat(32), expiresAt: Date.now() + 60_000 },
      },
    });
    expect(changed).toBe(false);
    expect(await storedHash(account.userId)).toBe(current);
    const families = await env.DB.prepare('SELECT id, revoked_at FROM refresh_families WHERE user_id = ?1')
      .bind(account.userId)
      .all<{ id: string; revoked_at: number | null }>();
    expect(families.results).toHaveLength(1);
    expect(families.results[0]?.revoked_at).toBeNull();
    expect(families.results[0]?.id).not.toBe('f'.repeat(32));
    const tokens = await env.DB.prepare('SELECT count(*) AS n FROM refresh_tokens WHERE jti = ?1')
      .bind('a'.repeat(32))
      .first('n');
    expect(tokens).toBe(0);
  });

  it('refuses the old password once it has been changed', async () => {
    const account = await createUserAndLogin(uniqueEmail('twice'));
    expect((await changeTo(account, NEW_PASSWORD)).status).toBe(200);
    const again = await changeTo(account, 'another-Fine-pass-22');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ old_password: [expect.any(String)] });
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('throttles per user with 429 and Retry-After, before reading the body', async () => {
    await awayFromWindowEdge();
    const account = await createUserAndLogin(uniqueEmail('throttle'));
    for (let i = 0; i < 5; i++) expect((await change(account, {})).status).toBe(400);
    const res = await changeTo(account, NEW_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      detail: 'Request was throttled. Expected available in 60 seconds.',
      code: 'throttled',
    });
    // Another user is not affected.
    const other = await createUserAndLogin(uniqueEmail('throttle-other'));
    expect((await changeTo(other, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const account = await createUserAndLogin(uniqueEmail('media'));
    const res = await postJson('/password/change/', 'old_password=x', {
      headers: { ...bearer(account.access), 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

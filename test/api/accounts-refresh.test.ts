// POST /refresh: rotation, the grace window, reuse detection revoking the whole family, atomic single use
// under concurrency, the rotation switch, the absolute family cap (with the test clock), expiry and
// wrong token types. Every call runs at an explicit time through TEST_NOW_MS.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  createUserAndLogin,
  decodeToken,
  REFRESH_NOT_VALID,
  UNAUTHORIZED_CHALLENGE,
  uniqueEmail,
} from './helpers/accounts';
import { at, postJson } from './helpers/http';

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

async function refreshAt(now: number, refresh: unknown, extra: Record<string, unknown> = {}) {
  const res = await postJson('/refresh/', { refresh }, at(now, extra));
  return { res, json: (await res.json()) as Record<string, string> };
}

async function loginAt(now: number) {
  return createUserAndLogin(uniqueEmail('refresh'), at(now));
}

async function expectRejected(now: number, refresh: string, extra: Record<string, unknown> = {}) {
  const { res, json } = await refreshAt(now, refresh, extra);
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
  expect(json).toEqual(REFRESH_NOT_VALID);
}

async function familyOf(refresh: string) {
  const jti = decodeToken(refresh).claims.jti;
  return env.DB.prepare(
    'SELECT f.* FROM refresh_families f JOIN refresh_tokens t ON t.family_id = f.id WHERE t.jti = ?1',
  )
    .bind(jti)
    .first<{
      id: string;
      revoked_at: number | null;
      revoke_reason: string | null;
      absolute_expires_at: number;
    }>();
}

describe('POST /refresh with rotation', () => {
  it('rotates: a new access and refresh token, the old refresh token used once', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    const { res, json } = await refreshAt(t0 + SECOND, account.refresh);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(json).sort()).toEqual(['access', 'refresh']);
    expect(decodeToken(json.access as string).claims).toMatchObject({
      token_type: 'access',
      user_id: String(account.userId),
    });
    const child = decodeToken(json.refresh as string).claims;
    const parent = decodeToken(account.refresh).claims;
    expect(child.jti).not.toBe(parent.jti);
    const row = await env.DB.prepare('SELECT parent_jti FROM refresh_tokens WHERE jti = ?1')
      .bind(child.jti)
      .first('parent_jti');
    expect(row).toBe(parent.jti);
    // The child works in turn.
    expect((await refreshAt(t0 + 2 * SECOND, json.refresh)).res.status).toBe(200);
  });

  it('answers a reuse inside the grace window with the same child token, never a second line', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    const first = await refreshAt(t0 + SECOND, account.refresh);
    const again = await refreshAt(t0 + 9 * SECOND, account.refresh);
    expect(again.res.status).toBe(200);
    expect(again.json.refresh).toBe(first.json.refresh);
    const parentJti = decodeToken(account.refresh).claims.jti;
    const children = await env.DB.prepare('SELECT count(*) AS n FROM refresh_tokens WHERE parent_jti = ?1')
      .bind(parentJti)
      .first('n');
    expect(children).toBe(1);
    expect((await refreshAt(t0 + 10 * SECOND, first.json.refresh)).res.status).toBe(200);
    expect((await familyOf(account.refresh))?.revoked_at).toBeNull();
  });

  it("gives a thief replaying inside the grace window only the owner's line, so reuse detection trips", async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    // The owner rotates; a thief replays the stolen parent and its child, each within 10 s of their use.
    const owner1 = await refreshAt(t0 + SECOND, account.refresh);
    const thief1 = await refreshAt(t0 + 2 * SECOND, account.refresh);
    expect(thief1.json.refresh).toBe(owner1.json.refresh);
    const owner2 = await refreshAt(t0 + 3 * SECOND, owner1.json.refresh);
    const thief2 = await refreshAt(t0 + 4 * SECOND, thief1.json.refresh);
    expect(thief2.json.refresh).toBe(owner2.json.refresh);
    // One line only: a token of it replayed after the window ends the family for both.
    await expectRejected(t0 + 20 * SECOND, thief1.json.refresh as string);
    expect((await familyOf(account.refresh))?.revoke_reason).toBe('reuse');
    await expectRejected(t0 + 21 * SECOND, owner2.json.refresh as string);
  });

  it('revokes the whole family, newest token included, on a reuse after the grace window', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    const r1 = await refreshAt(t0 + SECOND, account.refresh);
    const r2 = await refreshAt(t0 + 2 * SECOND, r1.json.refresh);
    expect(r2.res.status).toBe(200);

    await expectRejected(t0 + 11 * SECOND, account.refresh);
    const family = await familyOf(account.refresh);
    expect(family).toMatchObject({ revoked_at: t0 + 11 * SECOND, revoke_reason: 'reuse' });
    // Every descendant is dead, including the never-used newest token.
    await expectRejected(t0 + 12 * SECOND, r2.json.refresh as string);
    await expectRejected(t0 + 12 * SECOND, r1.json.refresh as string);
  });

  it('lets concurrent refreshes of one token all through inside the grace window, with one child', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => refreshAt(t0 + SECOND, account.refresh)),
    );
    expect(results.map((r) => r.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json.refresh)).size).toBe(1);
  });

  it('mints at most one child from one parent under concurrency when the grace is 0', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    const noGrace = { REFRESH_REUSE_GRACE_SECONDS: '0' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => refreshAt(t0 + SECOND, account.refresh, noGrace)),
    );
    const statuses = results.map((r) => r.res.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401]);
    const parentJti = decodeToken(account.refresh).claims.jti;
    const children = await env.DB.prepare('SELECT count(*) AS n FROM refresh_tokens WHERE parent_jti = ?1')
      .bind(parentJti)
      .first('n');
    expect(children).toBe(1);
    // The losers were reuses: the family is revoked, so the winner's token is dead too.
    expect((await familyOf(account.refresh))?.revoke_reason).toBe('reuse');
  });

  it('never extends a session past the family cap', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    const cap = t0 + 90 * DAY;
    expect((await familyOf(account.refresh))?.absolute_expires_at).toBe(cap);

    let refresh = account.refresh;
    for (const day of [29, 58, 87]) {
      const { res, json } = await refreshAt(t0 + day * DAY, refresh);
      expect(res.status).toBe(200);
      refresh = json.refresh as string;
    }
    // Issued on day 87 with a 30-day lifetime, but capped at day 90.
    expect(decodeToken(refresh).claims.exp).toBe(Math.floor(cap / 1000));
    const lastDay = await refreshAt(cap - SECOND, refresh);
    expect(lastDay.res.status).toBe(200);
    expect(decodeToken(lastDay.json.refresh as string).claims.exp).toBe(Math.floor(cap / 1000));
    // Inside the JWT leeway but past the cap: refused.
    await expectRejected(cap + SECOND, lastDay.json.refresh as string);
  });

  it('refuses an expired refresh token', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    // 30 days plus the 30 s leeway.
    await expectRejected(t0 + 30 * DAY + 31 * SECOND, account.refresh);
  });

  it('refuses an access token, a tampered token and garbage', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    await expectRejected(t0, account.access);
    await expectRejected(t0, `${account.refresh.slice(0, -4)}AAAA`);
    await expectRejected(t0, 'not-a-token');
  });

  it('refuses the refresh token of a user made inactive', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?1').bind(account.userId).run();
    await expectRejected(t0 + SECOND, account.refresh);
  });

  it('reports a missing or wrongly typed refresh field', async () => {
    const missing = await postJson('/refresh/', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      refresh: ['This field is required.'],
      detail: 'Invalid input.',
      code: 'invalid',
    });
    const typed = await postJson('/refresh', { refresh: 7 });
    expect(await typed.json()).toEqual({
      refresh: ['Not a valid string.'],
      detail: 'Invalid input.',
      code: 'invalid',
    });
  });
});

describe('POST /refresh with rotation off', () => {
  const off = { ROTATE_REFRESH_TOKENS: 'false' };

  it('answers {access} only and keeps the refresh token reusable until it expires', async () => {
    const t0 = Date.now();
    const account = await loginAt(t0);
    for (const offset of [SECOND, 20 * SECOND, 29 * DAY]) {
      const { res, json } = await refreshAt(t0 + offset, account.refresh, off);
      expect(res.status).toBe(200);
      expect(Object.keys(json)).toEqual(['access']);
      expect(decodeToken(json.access as string).claims.token_type).toBe('access');
    }
    const row = await env.DB.prepare('SELECT used_at FROM refresh_tokens WHERE jti = ?1')
      .bind(decodeToken(account.refresh).claims.jti)
      .first('used_at');
    expect(row).toBeNull();
    await expectRejected(t0 + 31 * DAY, account.refresh, off);
  });
});

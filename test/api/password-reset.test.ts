// POST /password/reset/ and /password/reset/confirm/ through the development outbox: the same 202 with or
// without an account, the message and its link, the token stored hashed, its single use and 30-minute
// life on a controlled clock, replacement by a newer token, the password rules, and every login ending.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  createUserAndLogin,
  login,
  PASSWORD,
  REFRESH_NOT_VALID,
  signup,
  uniqueEmail,
} from './helpers/accounts';
import { at, awayFromWindowEdge, bearer, call, postJson, randomIp } from './helpers/http';
import {
  confirmReset,
  INVALID_TOKEN,
  outboxFor,
  requestReset,
  resetTokenFor,
  tokenIn,
} from './helpers/password';

const MINUTE = 60_000;
const NEW_PASSWORD = 'quiet-Lantern-47?';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await postJson('/login/', { email, password })).status;
}

describe('POST /password/reset', () => {
  it('answers 202 {} and puts a message with a single-use link in the outbox', async () => {
    const email = uniqueEmail('reset');
    await signup(email);
    const t0 = Date.now();
    const res = await requestReset(email, at(t0));
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({});

    const messages = await outboxFor(email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      to: email,
      subject: 'Reset your Solace password',
      created_at: new Date(t0).toISOString(),
    });
    // No PUBLIC_WEB_URL or PUBLIC_API_URL locally: the link points at the origin the request came to.
    expect(message?.text).toMatch(/^http:\/\/localhost\/reset-password#token=[A-Za-z0-9_-]{43}$/m);
    expect(message?.text).toContain('within 30 minutes');

    // D1 holds the SHA-256 of the token, never the token, with a 30-minute expiry.
    const token = tokenIn(message?.text ?? '');
    const rows = await env.DB.prepare(
      'SELECT t.token_hash, t.created_at, t.expires_at, t.used_at FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1',
    )
      .bind(email)
      .all();
    expect(rows.results).toEqual([
      { token_hash: await sha256Hex(token), created_at: t0, expires_at: t0 + 30 * MINUTE, used_at: null },
    ]);
  });

  it('answers an address without an account exactly as one with an account, and sends nothing', async () => {
    const known = uniqueEmail('known');
    await signup(known);
    const unknown = uniqueEmail('nobody');
    const a = await requestReset(known);
    const b = await requestReset(unknown);
    const visible = (res: Response) => {
      const headers: string[] = [];
      res.headers.forEach((value, name) => {
        if (name !== 'x-request-id') headers.push(`${name}: ${value}`);
      });
      return headers.sort();
    };
    expect(b.status).toBe(a.status);
    expect(visible(b)).toEqual(visible(a));
    expect(await b.text()).toBe(await a.text());
    expect(await outboxFor(known)).toHaveLength(1);
    expect(await outboxFor(unknown)).toEqual([]);
    const tokens = await env.DB.prepare(
      'SELECT count(*) AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1',
    )
      .bind(unknown)
      .first('n');
    expect(tokens).toBe(0);
  });

  it('sends nothing for an inactive account, and still answers 202', async () => {
    const email = uniqueEmail('inactive');
    const user = await signup(email);
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?1').bind(user.id).run();
    const res = await requestReset(email);
    expect(res.status).toBe(202);
    expect(await outboxFor(email)).toEqual([]);
  });

  it('finds the account from any spelling of its address', async () => {
    const email = uniqueEmail('spelling');
    await signup(email);
    const res = await requestReset(`  ${email.toUpperCase()} `);
    expect(res.status).toBe(202);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('answers 400 for a missing, blank or malformed address', async () => {
    const cases: Array<[unknown, string]> = [
      [undefined, 'This field is required.'],
      ['   ', 'This field may not be blank.'],
      ['not-an-address', 'Enter a valid email address.'],
      ['a\u200b@example.com', 'Enter a valid email address.'],
      [`${'a'.repeat(250)}@example.com`, 'Ensure this field has no more than 254 characters.'],
    ];
    for (const [email, message] of cases) {
      const res = await postJson('/password/reset/', email === undefined ? {} : { email });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', email: [message] });
    }
    const notJson = await postJson('/password/reset/', 'email=a', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('throttles per email (any address) with 429 and Retry-After, before any work', async () => {
    await awayFromWindowEdge();
    const email = uniqueEmail('throttle');
    await signup(email);
    for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(202);
    // Another spelling of the same address counts against the same limit.
    const res = await requestReset(email.toUpperCase());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      detail: 'Request was throttled. Expected available in 60 seconds.',
      code: 'throttled',
    });
    expect(await outboxFor(email)).toHaveLength(3);
  });

  it('throttles per client address with 429', async () => {
    await awayFromWindowEdge();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await requestReset(uniqueEmail('ip'), { ip })).status).toBe(202);
    }
    const res = await requestReset(uniqueEmail('ip'), { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    // A throttled client is refused before its body is read.
    const malformed = await postJson('/password/reset/', '{', { ip });
    expect(malformed.status).toBe(429);
  });
});

describe('POST /password/reset/confirm', () => {
  it('sets the new password at 29 minutes and ends every login', async () => {
    const t0 = Date.now();
    const account = await createUserAndLogin(uniqueEmail('confirm'), at(t0));
    const second = await login(account.email, PASSWORD, at(t0));
    const token = await resetTokenFor(account.email, at(t0));

    const res = await confirmReset(token, NEW_PASSWORD, at(t0 + 29 * MINUTE));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({});

    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(account.email, PASSWORD)).toBe(401);
    for (const refresh of [account.refresh, second.refresh]) {
      const after = await postJson('/refresh/', { refresh }, at(t0 + 29 * MINUTE));
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual(REFRESH_NOT_VALID);
    }
    const families = await env.DB.prepare(
      'SELECT revoke_reason FROM refresh_families WHERE user_id = ?1 AND created_at = ?2',
    )
      .bind(account.userId, t0)
      .all<{ revoke_reason: string }>();
    expect(families.results.map((f) => f.revoke_reason)).toEqual(['password_reset', 'password_reset']);
    const stored = await env.DB.prepare('SELECT used_at FROM password_reset_tokens WHERE user_id = ?1')
      .bind(account.userId)
      .first('used_at');
    expect(stored).toBe(t0 + 29 * MINUTE);
  });

  it('refuses the token at 31 minutes and leaves the password as it was', async () => {
    const t0 = Date.now();
    const email = uniqueEmail('expired');
    await signup(email);
    const token = await resetTokenFor(email, at(t0));
    const res = await confirmReset(token, NEW_PASSWORD, at(t0 + 31 * MINUTE));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_TOKEN);
    // Exactly at 30 minutes it has already expired.
    expect((await confirmReset(token, NEW_PASSWORD, at(t0 + 30 * MINUTE))).status).toBe(400);
    expect(await loginStatus(email, PASSWORD)).toBe(200);
  });

  it('works once: a second use is refused', async () => {
    const email = uniqueEmail('twice');
    await signup(email);
    const token = await resetTokenFor(email);
    expect((await confirmReset(token, NEW_PASSWORD)).status).toBe(200);
    const again = await confirmReset(token, 'another-Fine-pass-22');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_TOKEN);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an older token once a newer one was issued; the newer one works', async () => {
    const t0 = Date.now();
    const email = uniqueEmail('newer');
    await signup(email);
    const older = await resetTokenFor(email, at(t0));
    const newer = await resetTokenFor(email, at(t0 + MINUTE));
    expect(newer).not.toBe(older);
    const res = await confirmReset(older, NEW_PASSWORD, at(t0 + 2 * MINUTE));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_TOKEN);
    expect((await confirmReset(newer, NEW_PASSWORD, at(t0 + 2 * MINUTE))).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await confirmReset('qL3mZt0n5V9fJ2cXw8yH1aR4sK7dE6gU0pB3iO5lN2M', NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_TOKEN);
  });

  it('applies signup password rules and keeps the token usable after a rejected password', async () => {
    const email = uniqueEmail('rules');
    await signup(email);
    const token = await resetTokenFor(email);
    const weak: Array<[string, string[]]> = [
      ['short1', ['This password is too short. It must contain at least 8 characters.']],
      ['password', ['This password is too common.']],
      ['8203948571', ['This password is entirely numeric.']],
      [email, ['The password is too similar to the email address.']],
    ];
    for (const [password, messages] of weak) {
      const res = await confirmReset(token, password);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', new_password: messages });
    }
    const mismatch = await confirmReset(token, NEW_PASSWORD, {}, `${NEW_PASSWORD}x`);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      confirm_password: ["The two password fields didn't match."],
    });
    expect((await confirmReset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('reports every missing field', async () => {
    const res = await postJson('/password/reset/confirm/', {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      token: ['This field is required.'],
      new_password: ['This field is required.'],
      confirm_password: ['This field is required.'],
    });
  });

  it('throttles per client address with 429', async () => {
    await awayFromWindowEdge();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await confirmReset('unknown-token', NEW_PASSWORD, { ip })).status).toBe(400);
    }
    const res = await confirmReset('unknown-token', NEW_PASSWORD, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('ends access by refresh but not the short-lived access tokens already issued', async () => {
    const account = await createUserAndLogin(uniqueEmail('access'));
    const token = await resetTokenFor(account.email);
    expect((await confirmReset(token, NEW_PASSWORD)).status).toBe(200);
    const profile = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    expect(profile.status).toBe(200);
  });
});

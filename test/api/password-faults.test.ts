// The password routes with D1 failing, and racing: 503 JSON with nothing half-written (the same request
// then succeeds exactly once), a reset request that still answers 202 and logs the failure, and two
// confirms with one token of which exactly one wins.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPassword } from '../../workers/api/src/password/credentials';
import { hashResetToken } from '../../workers/api/src/password/reset-tokens';
import { createUserAndLogin, PASSWORD, signup, uniqueEmail } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';
import { bearer, call, postJson } from './helpers/http';
import { confirmReset, outboxFor, requestReset, resetTokenFor } from './helpers/password';

const UNAVAILABLE = { detail: 'The service is temporarily unavailable.', code: 'service_unavailable' };
const readsFail = () => ({ DB: faultyD1(env.DB, { reads: true }) });
const writesFail = () => ({ DB: faultyD1(env.DB, { writes: true }) });
const NEW_PASSWORD = 'quiet-Lantern-47?';

afterEach(() => {
  vi.restoreAllMocks();
});

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(await res.json()).toEqual(UNAVAILABLE);
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await postJson('/login/', { email, password })).status;
}

describe('POST /password/change with D1 failing', () => {
  it('answers 503 and changes nothing; the retry succeeds once', async () => {
    const account = await createUserAndLogin(uniqueEmail('change-fault'));
    const body = { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const headers = bearer(account.access);
    await expectUnavailable(
      await postJson('/password/change/', body, { headers, envOverrides: readsFail() }),
    );
    await expectUnavailable(
      await postJson('/password/change/', body, { headers, envOverrides: writesFail() }),
    );
    expect(await loginStatus(account.email, PASSWORD)).toBe(200);
    expect((await postJson('/refresh/', { refresh: account.refresh })).status).toBe(200);

    expect((await postJson('/password/change/', body, { headers })).status).toBe(200);
    expect((await postJson('/password/change/', body, { headers })).status).toBe(400);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });
});

describe('POST /password/reset/confirm with D1 failing', () => {
  it('answers 503 and leaves the token usable; the retry succeeds once', async () => {
    const account = await createUserAndLogin(uniqueEmail('confirm-fault'));
    const token = await resetTokenFor(account.email);
    await expectUnavailable(await confirmReset(token, NEW_PASSWORD, { envOverrides: readsFail() }));
    await expectUnavailable(await confirmReset(token, NEW_PASSWORD, { envOverrides: writesFail() }));
    expect(await loginStatus(account.email, PASSWORD)).toBe(200);
    expect((await postJson('/refresh/', { refresh: account.refresh })).status).toBe(200);

    expect((await confirmReset(token, NEW_PASSWORD)).status).toBe(200);
    expect((await confirmReset(token, NEW_PASSWORD)).status).toBe(400);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('lets exactly one of two concurrent confirms with one token win', async () => {
    const email = uniqueEmail('confirm-race');
    await signup(email);
    const token = await resetTokenFor(email);
    const passwords = [NEW_PASSWORD, 'another-Fine-pass-22'];
    const results = await Promise.all(passwords.map((p) => confirmReset(token, p)));
    const statuses = results.map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 400]);
    expect(await loginStatus(email, passwords[statuses.indexOf(200)] ?? '')).toBe(200);
    expect(await loginStatus(email, passwords[statuses.indexOf(400)] ?? '')).toBe(401);
  });
});

describe('resetPassword', () => {
  it('writes nothing for a claim that lost, even in the same millisecond as the winner', async () => {
    const email = uniqueEmail('same-ms');
    const user = await signup(email);
    const token = await resetTokenFor(email);
    const tokenHash = await hashResetToken(token);
    const oldHash = String(
      await env.DB.prepare('SELECT password_hash FROM users WHERE id = ?1')
        .bind(user.id)
        .first('password_hash'),
    );
    const now = Date.now();
    const attempt = (newHash: string) =>
      resetPassword(env.DB, { userId: user.id, tokenHash, oldHash, newHash, now });
    expect(await attempt('bcrypt_hmac_sha256$first')).toBe(true);
    expect(await attempt('bcrypt_hmac_sha256$second')).toBe(false);
    const stored = await env.DB.prepare('SELECT password_hash FROM users WHERE id = ?1')
      .bind(user.id)
      .first('password_hash');
    expect(stored).toBe('bcrypt_hmac_sha256$first');
  });
});

describe('POST /password/reset with D1 failing', () => {
  it('still answers 202 {} and logs the failure by kind, sending nothing', async () => {
    const email = uniqueEmail('request-fault');
    await signup(email);
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    for (const envOverrides of [readsFail(), writesFail()]) {
      const res = await requestReset(email, { envOverrides });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({});
    }
    vi.restoreAllMocks();
    const failures = lines.map((line) => JSON.parse(line)).filter((e) => e.event === 'password_reset_failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ userId: null, error: 'StorageUnavailableError' });
    expect(failures[1]).toMatchObject({ userId: expect.any(Number), error: 'StorageUnavailableError' });
    expect(lines.join('\n')).not.toContain(email);
    expect(await outboxFor(email)).toEqual([]);
  });
});

describe('GET /dev/outbox with D1 failing', () => {
  it('answers 503', async () => {
    const res = await call('GET', `/dev/outbox/?to=${encodeURIComponent(uniqueEmail('x'))}`, undefined, {
      envOverrides: readsFail(),
    });
    await expectUnavailable(res);
  });
});

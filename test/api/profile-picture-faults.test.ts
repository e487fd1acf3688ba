// R2 and D1 failures during a picture upload, cleaned up by the cron, and an upload by an account
// deleted while its row is still cached.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { runCron } from './helpers/cron';
import { faultyBucket, faultyD1 } from './helpers/faults';
import { BASE, bearer, callWith } from './helpers/http';
import { png } from './helpers/images';
import { DAY, pendingKeys, pictureRow, storedKeys, upload, uploaded } from './helpers/pictures';

describe('storage failures during an upload', () => {
  it('answers 503 when the R2 put fails, leaving no object, row change or reservation', async () => {
    const account = await createUserAndLogin();
    const before = { keys: await storedKeys(), pending: await pendingKeys() };
    const res = await upload(account.access, png(1, 1), 'image/png', {
      PICTURES: faultyBucket(env.PICTURES, ['put']),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      detail: 'The picture could not be stored; retry.',
      code: 'service_unavailable',
    });
    expect((await pictureRow(account.userId))?.picture_key).toBeNull();
    expect(await storedKeys()).toEqual(before.keys);
    expect(await pendingKeys()).toEqual(before.pending);
  });

  it('answers 503 when the D1 batch fails after the put; the cron then deletes the stored object', async () => {
    const account = await createUserAndLogin();
    const before = await storedKeys();
    const res = await upload(account.access, png(1, 1), 'image/png', {
      DB: faultyD1(env.DB, { matching: /^\s*UPDATE users SET picture_key/ }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'service_unavailable' });
    expect((await pictureRow(account.userId))?.picture_key).toBeNull();
    const orphan = (await storedKeys()).filter((k) => !before.includes(k));
    expect(orphan).toHaveLength(1);
    expect(await pendingKeys()).toContain(orphan[0]);
    // Within the grace period the cron leaves a reservation alone (an upload may still be running).
    await runCron(Date.now());
    expect(await storedKeys()).toContain(orphan[0]);
    await runCron(Date.now() + DAY);
    expect(await storedKeys()).not.toContain(orphan[0]);
    expect(await pendingKeys()).not.toContain(orphan[0]);
  });

  it('keeps the new picture when deleting the old object fails; the cron deletes it later', async () => {
    const account = await createUserAndLogin();
    await uploaded(account.access, png(1, 1), 'image/png');
    const oldKey = (await pictureRow(account.userId))?.picture_key ?? '';
    const res = await upload(account.access, png(2, 2), 'image/png', {
      PICTURES: faultyBucket(env.PICTURES, ['delete']),
      TEST_NOW_MS: String(Date.now() + 1000),
    });
    expect(res.status).toBe(200);
    expect((await pictureRow(account.userId))?.picture_key).not.toBe(oldKey);
    expect(await env.PICTURES.head(oldKey)).not.toBeNull();
    const pending = await env.DB.prepare(
      'SELECT attempts FROM pending_object_deletions WHERE object_key = ?1',
    )
      .bind(oldKey)
      .first('attempts');
    expect(pending).toBe(1);
    await runCron(Date.now() + DAY);
    expect(await env.PICTURES.head(oldKey)).toBeNull();
    expect(await pendingKeys()).not.toContain(oldKey);
  });
});

describe('an account deleted while its row is still cached', () => {
  it('answers 401 user_not_found to an upload and keeps nothing of it', async () => {
    const account = await createUserAndLogin();
    const t0 = Date.now();
    const cached = { USER_CACHE_SECONDS: '30', TEST_NOW_MS: String(t0) };
    const warm = await callWith(new Request(`${BASE}/profile/`, { headers: bearer(account.access) }), cached);
    expect(warm.status).toBe(200);
    await env.DB.prepare('DELETE FROM users WHERE id = ?1').bind(account.userId).run();
    // The isolate still lets the token in from its cached row: the upload reaches the handler.
    const stillCached = await callWith(new Request(`${BASE}/profile/`, { headers: bearer(account.access) }), {
      ...cached,
      TEST_NOW_MS: String(t0 + 500),
    });
    expect(stillCached.status).toBe(200);
    const before = { keys: await storedKeys(), pending: await pendingKeys() };
    const res = await upload(account.access, png(1, 1), 'image/png', {
      ...cached,
      TEST_NOW_MS: String(t0 + 1000),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
    expect(await storedKeys()).toEqual(before.keys);
    expect(await pendingKeys()).toEqual(before.pending);
  });
});

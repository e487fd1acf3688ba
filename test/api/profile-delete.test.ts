// DELETE /profile/: the password check (400, lock-out shared with login), the deletion of every row in
// every user-keyed table (found through sqlite_master, so a new table is covered or fails here), the R2
// picture and the clips no other user shares, every credential and link failing afterwards, atomicity
// when D1 fails, and R2 failing midway: the account is gone at once and the cron deletes the objects.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { USER_TABLES } from '../../workers/api/src/profile/user-tables';
import { createUserAndLogin, REFRESH_NOT_VALID, type TestAccount } from './helpers/accounts';
import { runCron } from './helpers/cron';
import { faultyBucket, faultyD1 } from './helpers/faults';
import { BASE, bearer, type CallOptions, call, fetchWorker, postJson, randomIp } from './helpers/http';
import { png } from './helpers/images';
import {
  clipObjectExists,
  insertClipObject,
  insertVideo,
  putClipObject,
  rowsOf,
  seedWellbeingAndLifecycle,
  userKeyedTables,
} from './helpers/user-data';

const DAY = 24 * 3600 * 1000;

function deleteAccount(account: TestAccount, body: unknown, extra: CallOptions = {}) {
  return call('DELETE', '/profile/', body, { headers: bearer(account.access), ...extra });
}

async function uploadPicture(account: TestAccount): Promise<{ url: string; key: string }> {
  const res = await fetchWorker(
    new Request(`${BASE}/profile/picture/`, {
      method: 'PUT',
      headers: { ...bearer(account.access), 'content-type': 'image/png' },
      body: png(2, 2),
    }),
  );
  expect(res.status).toBe(200);
  const url = ((await res.json()) as { profile_picture: string }).profile_picture;
  const key = await env.DB.prepare('SELECT picture_key FROM users WHERE id = ?1')
    .bind(account.userId)
    .first<string>('picture_key');
  return { url, key: key ?? '' };
}

async function clipUrl(account: TestAccount, videoId: string): Promise<string> {
  const res = await call('GET', `/liveavatar/videos/${videoId}/`, undefined, {
    headers: bearer(account.access),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { video_url: string }).video_url;
}

async function pendingRows(): Promise<Array<{ object_key: string; attempts: number }>> {
  return (
    await env.DB.prepare(
      'SELECT object_key, attempts FROM pending_object_deletions ORDER BY object_key',
    ).all<{
      object_key: string;
      attempts: number;
    }>()
  ).results;
}

const exists = async (bucket: R2Bucket, key: string) => (await bucket.head(key)) !== null;

describe('DELETE /profile', () => {
  it('covers every user-keyed table in the database', async () => {
    // A table with a user_id column that user-tables.ts does not list would survive account deletion.
    const tables = await userKeyedTables();
    expect(tables).toEqual(['users', ...Object.keys(USER_TABLES)].sort());
  });

  it('deletes the account, its rows everywhere, its picture and the clips only it used', async () => {
    const account = await createUserAndLogin();
    const other = await createUserAndLogin();
    const picture = await uploadPicture(account);
    // A real clip from the pipeline (rows in videos and clip_objects, bytes in R2).
    const generated = await postJson(
      '/liveavatar/generate/',
      { message: 'I have been sleeping badly.' },
      { headers: bearer(account.access), envOverrides: { RENDER_MODE: 'sync' } },
    );
    expect(generated.status).toBe(200);
    const made = (await generated.json()) as { video_id: string; video_url: string };
    const ownKey =
      (await env.DB.prepare('SELECT object_key FROM videos WHERE id = ?1')
        .bind(made.video_id)
        .first<string>('object_key')) ?? '';
    expect(await clipObjectExists(ownKey)).toBe(true);
    // A clip the other user reached through the cache: same object, one video row each.
    const sharedKey = await putClipObject();
    await insertClipObject('shared-cache-key', sharedKey);
    await insertVideo({ userId: account.userId, objectKey: sharedKey, cacheKey: 'shared-cache-key' });
    const otherVideo = await insertVideo({
      userId: other.userId,
      objectKey: sharedKey,
      cacheKey: 'shared-cache-key',
    });
    await insertVideo({ userId: account.userId, objectKey: null });
    await seedWellbeingAndLifecycle(account.userId, account.email);
    await seedWellbeingAndLifecycle(other.userId, other.email);
    const tables = await userKeyedTables();
    for (const table of tables) expect(await rowsOf(table, account.userId), table).toBeGreaterThan(0);

    const res = await deleteAccount(account, { password: account.password });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');

    for (const table of tables) expect(await rowsOf(table, account.userId), table).toBe(0);
    const outbox = async (email: string) =>
      Number(
        await env.DB.prepare('SELECT count(*) AS n FROM dev_outbox WHERE to_email = ?1')
          .bind(email)
          .first('n'),
      );
    expect(await outbox(account.email)).toBe(0);
    // Nobody else's data is touched.
    for (const table of tables) expect(await rowsOf(table, other.userId), table).toBeGreaterThan(0);
    expect(await outbox(other.email)).toBe(1);

    expect(await exists(env.PICTURES, picture.key)).toBe(false);
    expect(await exists(env.CLIPS, ownKey)).toBe(false);
    expect(await clipObjectExists(ownKey)).toBe(false);
    expect(await exists(env.CLIPS, sharedKey)).toBe(true);
    expect(await clipObjectExists(sharedKey)).toBe(true);
    expect((await fetchWorker(new Request(await clipUrl(other, otherVideo)))).status).toBe(200);
    expect(await pendingRows()).toEqual([]);

    // Every credential and link of the account fails, none with a 5xx.
    const login = await postJson('/login/', { email: account.email, password: account.password });
    expect(login.status).toBe(401);
    expect(await login.json()).toMatchObject({ code: 'no_active_account' });
    const refresh = await postJson('/refresh/', { refresh: account.refresh });
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toEqual(REFRESH_NOT_VALID);
    const profile = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
    const clip = await fetchWorker(new Request(made.video_url));
    expect(clip.status).toBe(404);
    expect(await clip.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await fetchWorker(new Request(picture.url))).status).toBe(404);
    const again = await deleteAccount(account, { password: account.password });
    expect(again.status).toBe(401);
  }, 90_000); // renders a real clip: slow on a loaded machine

  it('deletes the account at once when R2 fails; the cron deletes the objects later', async () => {
    const account = await createUserAndLogin();
    const picture = await uploadPicture(account);
    const clipKey = await putClipObject();
    await insertClipObject(`cache-${clipKey}`, clipKey);
    await insertVideo({ userId: account.userId, objectKey: clipKey, cacheKey: `cache-${clipKey}` });
    const failing = {
      PICTURES: faultyBucket(env.PICTURES, ['delete']),
      CLIPS: faultyBucket(env.CLIPS, ['delete']),
    };

    const res = await deleteAccount(account, { password: account.password }, { envOverrides: failing });
    expect(res.status).toBe(204);
    expect(await rowsOf('users', account.userId)).toBe(0);
    expect(await rowsOf('videos', account.userId)).toBe(0);
    expect(await clipObjectExists(clipKey)).toBe(false);
    expect(await exists(env.PICTURES, picture.key)).toBe(true);
    expect(await exists(env.CLIPS, clipKey)).toBe(true);
    expect(await pendingRows()).toEqual(
      [picture.key, clipKey].sort().map((object_key) => ({ object_key, attempts: 1 })),
    );
    // Already gone for every credential, while the bytes wait.
    expect((await call('GET', '/profile/', undefined, { headers: bearer(account.access) })).status).toBe(401);
    expect((await fetchWorker(new Request(picture.url))).status).toBe(404);

    // A cron run while R2 still fails counts another attempt; the next one finishes the job.
    await runCron(Date.now() + DAY, failing);
    expect((await pendingRows()).map((r) => r.attempts)).toEqual([2, 2]);
    await runCron(Date.now() + DAY);
    expect(await exists(env.PICTURES, picture.key)).toBe(false);
    expect(await exists(env.CLIPS, clipKey)).toBe(false);
    expect(await pendingRows()).toEqual([]);
  });

  it('changes nothing when the D1 batch fails', async () => {
    const account = await createUserAndLogin();
    const picture = await uploadPicture(account);
    const res = await deleteAccount(
      account,
      { password: account.password },
      { envOverrides: { DB: faultyD1(env.DB, { matching: /^DELETE FROM users/ }) } },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'service_unavailable' });
    expect(await rowsOf('users', account.userId)).toBe(1);
    expect(await rowsOf('refresh_tokens', account.userId)).toBeGreaterThan(0);
    expect(await exists(env.PICTURES, picture.key)).toBe(true);
    expect(await pendingRows()).toEqual([]);
    expect((await call('GET', '/profile/', undefined, { headers: bearer(account.access) })).status).toBe(200);
  });

  it.each([
    [{ password: 'not-my-password-42' }, 'Your password was entered incorrectly. Please enter it again.'],
    [{}, 'This field is required.'],
    [{ password: '' }, 'This field may not be blank.'],
  ])('answers 400 on password for %j and deletes nothing', async (body, message) => {
    const account = await createUserAndLogin();
    const res = await deleteAccount(account, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', password: [message] });
    expect(await rowsOf('users', account.userId)).toBe(1);
  });

  it('counts wrong passwords towards the login lock-out of that address', async () => {
    const account = await createUserAndLogin();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await deleteAccount(account, { password: `wrong-${i}-guess` }, { ip })).status).toBe(400);
    }
    const locked = await deleteAccount(account, { password: account.password }, { ip });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ code: 'throttled' });
    // The same pair is locked out of login too; another address is not.
    const login = await postJson('/login/', { email: account.email, password: account.password }, { ip });
    expect(login.status).toBe(429);
    expect(await rowsOf('users', account.userId)).toBe(1);
    expect((await deleteAccount(account, { password: account.password })).status).toBe(204);
  });

  it('needs a Bearer token and a JSON body', async () => {
    const account = await createUserAndLogin();
    const anonymous = await call('DELETE', '/profile/', { password: account.password });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'not_authenticated' });
    const form = await deleteAccount(account, 'password=x', {
      headers: { ...bearer(account.access), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await rowsOf('users', account.userId)).toBe(1);
  });
});

// The cron's maintenance: each step runs whatever another step did, and a sweep removes R2 objects that
// no D1 row names (written just before a crash) once they are a day old.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMaintenance } from '../../workers/api/src/scheduled';
import { createUserAndLogin } from './helpers/accounts';

const DAY = 24 * 60 * 60 * 1000;
const exists = async (bucket: R2Bucket, key: string) => (await bucket.head(key)) !== null;
type LogLine = Record<string, unknown> & { event?: string };
const logged = (spy: { mock: { calls: unknown[][] } }, event: string): LogLine[] =>
  spy.mock.calls.map((args) => JSON.parse(String(args[0])) as LogLine).filter((line) => line.event === event);

afterEach(() => {
  vi.restoreAllMocks();
});

async function insertVideo(userId: number, id: string, objectKey: string, createdAt: number) {
  await env.DB.prepare(
    `INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key, object_key,
                         created_at, updated_at)
     VALUES (?1, ?2, 'ready', 'embedded', 'maya', 'warm', 'hello', ?1, ?3, ?4, ?4)`,
  )
    .bind(id, userId, objectKey, createdAt)
    .run();
}

describe('maintenance steps', () => {
  it('run each on its own: an R2 outage in clip retention does not stop the rest', async () => {
    const now = Date.now() + 3000 * DAY;
    const { userId } = await createUserAndLogin();
    await env.CLIPS.put('clips/expired-a.mp4', 'x');
    await insertVideo(userId, 'expired-a', 'clips/expired-a.mp4', now - 40 * DAY);
    await env.PICTURES.put('pictures/left-behind', 'x');
    await env.DB.prepare('INSERT INTO pending_object_deletions (object_key, created_at) VALUES (?1, ?2)')
      .bind('pictures/left-behind', now - DAY)
      .run();
    const failing = new Proxy(env.CLIPS, {
      get(target, prop) {
        if (prop === 'delete' || prop === 'list') return () => Promise.reject(new Error('R2 is down'));
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const errors = vi.spyOn(console, 'error');
    const logs = vi.spyOn(console, 'log');

    await runMaintenance({ ...env, CLIPS: failing }, now);

    // The picture step after the failed clip step still ran.
    expect(await exists(env.PICTURES, 'pictures/left-behind')).toBe(false);
    expect(logged(errors, 'maintenance_step_failed').map((l) => l.step)).toContain('clips');
    const [summary] = logged(logs, 'maintenance');
    expect(summary).toMatchObject({ pendingObjectsDeleted: 1 });
    expect(summary?.failedSteps).toContain('clips');
  });
});

describe('orphan sweep', () => {
  it('removes clip and picture objects no row names once they are a day old, and nothing else', async () => {
    const { userId } = await createUserAndLogin();
    const keys = {
      clipOrphan: 'clips/orphan-sweep.mp4',
      clipOfVideo: 'clips/of-a-video.mp4',
      clipCached: 'clips/only-cached.mp4',
      pictureOrphan: 'pictures/orphan-sweep',
      pictureInUse: 'pictures/in-use',
    };
    for (const key of Object.values(keys)) {
      await (key.startsWith('pictures/') ? env.PICTURES : env.CLIPS).put(key, 'x');
    }
    await insertVideo(userId, 'sweep-video', keys.clipOfVideo, Date.now());
    await env.DB.prepare(
      `INSERT INTO clip_objects (cache_key, object_key, size, etag, created_at, last_used_at)
       VALUES ('sweep-cached', ?1, 1, 'e', ?2, ?2)`,
    )
      .bind(keys.clipCached, Date.now())
      .run();
    await env.DB.prepare('UPDATE users SET picture_key = ?1 WHERE id = ?2')
      .bind(keys.pictureInUse, userId)
      .run();

    // Younger than a day: a request may be about to write the row that names it.
    await runMaintenance(env, Date.now());
    expect(await exists(env.CLIPS, keys.clipOrphan)).toBe(true);
    expect(await exists(env.PICTURES, keys.pictureOrphan)).toBe(true);

    await runMaintenance(env, Date.now() + 2 * DAY);
    expect(await exists(env.CLIPS, keys.clipOrphan)).toBe(false);
    expect(await exists(env.PICTURES, keys.pictureOrphan)).toBe(false);
    expect(await exists(env.CLIPS, keys.clipOfVideo)).toBe(true);
    expect(await exists(env.CLIPS, keys.clipCached)).toBe(true);
    expect(await exists(env.PICTURES, keys.pictureInUse)).toBe(true);
  });
});

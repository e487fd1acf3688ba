// Retention and account deletion remove rows and the R2 objects nothing else uses, and keep objects
// that other rows (another user's identical clip) still need. Also: verified webhook results.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  createVideo,
  deleteExpiredClips,
  deleteUserClips,
  failStaleVideos,
  getVideo,
  recordProviderResult,
  renderVideo,
} from '../../packages/clips/src/index';
import { clipDownload, ok, scriptedProvider, seedUser, videoRow } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);
const at = (ms: number) => ({ db: env.DB, bucket: env.CLIPS, now: () => ms });
const bytes = (text: string) => new TextEncoder().encode(text);

/** A video stored through the real pipeline at time `when`, with a scripted external provider. */
async function storedVideo(userId: number, transcript: string, when: number) {
  const video = await createVideo(at(when), {
    userId,
    sessionId: null,
    transcript,
    avatarId: 'maya',
    voiceId: 'warm',
    provider: 'heygen',
  });
  if (video.status === 'ready') return video;
  const jobId = `job-${video.id}`;
  const { provider } = scriptedProvider({
    create: [ok({ kind: 'job', providerJobId: jobId })],
    poll: [ok({ status: 'completed', resultUrl: 'https://cdn.example/r.mp4' })],
    download: [clipDownload(bytes(transcript))],
  });
  await renderVideo({ ...at(when), provider }, video.id);
  const done = await renderVideo({ ...at(when), provider }, video.id);
  if (done.ok !== true) throw new Error('setup render failed');
  return done.video;
}

const exists = async (key: string | null) => (key ? (await env.CLIPS.head(key)) !== null : false);

describe('deleteExpiredClips', () => {
  it('deletes old rows and unreferenced objects, keeps objects newer rows still use', async () => {
    const alice = await seedUser();
    const bob = await seedUser();
    const old = await storedVideo(alice, 'old and unique', T0);
    const sharedOld = await storedVideo(alice, 'shared reply', T0);
    const sharedNew = await storedVideo(bob, 'shared reply', T0 + 40 * DAY);
    expect(sharedNew.objectKey).toBe(sharedOld.objectKey);
    const fresh = await storedVideo(bob, 'fresh', T0 + 40 * DAY);

    const result = await deleteExpiredClips(at(T0 + 41 * DAY), 30);
    expect(result).toEqual({ videos: 2, objects: 1, complete: true });
    expect(await getVideo(at(0), old.id)).toBeNull();
    expect(await getVideo(at(0), sharedOld.id)).toBeNull();
    expect(await exists(old.objectKey)).toBe(false);
    expect(await exists(sharedNew.objectKey)).toBe(true);
    expect(await exists(fresh.objectKey)).toBe(true);
    expect(await videoRow(sharedNew.id)).toMatchObject({ status: 'ready' });

    // The deleted clip is no longer offered from the cache: the same text renders afresh.
    const again = await createVideo(at(T0 + 41 * DAY), {
      userId: alice,
      sessionId: null,
      transcript: 'old and unique',
      avatarId: 'maya',
      voiceId: 'warm',
      provider: 'heygen',
    });
    expect(again.status).toBe('queued');

    // Nothing left to do: a second run is a no-op.
    expect(await deleteExpiredClips(at(T0 + 41 * DAY), 30)).toEqual({
      videos: 0,
      objects: 0,
      complete: true,
    });
  });
});

/** `count` ready videos of `userId` created at `when`, each with its own stored object and cache row. */
async function manyStoredVideos(userId: number, count: number, when: number, tag: string): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key, object_key,
                         created_at, updated_at)
     SELECT ?2 || '-' || i, ?3, 'ready', 'embedded', 'maya', 'warm', 'many', ?2 || '-c' || i,
            'clips/' || ?2 || '-' || i || '.mp4', ?4, ?4 FROM n`,
  )
    .bind(count, tag, userId, when)
    .run();
  await env.DB.prepare(
    `INSERT INTO clip_objects (cache_key, object_key, size, etag, created_at, last_used_at)
     SELECT cache_key, object_key, 1, 'e', created_at, created_at FROM videos WHERE id LIKE ?1 || '-%'`,
  )
    .bind(tag)
    .run();
  for (const i of [1, Math.ceil(count / 2), count]) await env.CLIPS.put(`clips/${tag}-${i}.mp4`, 'x');
}

describe('deleteExpiredClips at volume', () => {
  it('clears a backlog far past one day of a busy user in one run', async () => {
    const heavy = await seedUser();
    // 20 generates a minute for a day is 28,800; 6,000 already needed three of the old 2,000-a-day runs.
    await manyStoredVideos(heavy, 6000, T0, 'bulk');
    const result = await deleteExpiredClips(at(T0 + 41 * DAY), 30);
    expect(result).toEqual({ videos: 6000, objects: 6000, complete: true });
    const left = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM videos WHERE id LIKE 'bulk-%') AS videos, (SELECT COUNT(*) FROM clip_objects WHERE cache_key LIKE 'bulk-%') AS cached",
    ).first<{ videos: number; cached: number }>();
    expect(left).toEqual({ videos: 0, cached: 0 });
    for (const i of [1, 3000, 6000]) expect(await exists(`clips/bulk-${i}.mp4`)).toBe(false);
  });
});

describe('deleteUserClips', () => {
  it("removes one user's videos and objects, keeping objects another user's video uses", async () => {
    const carol = await seedUser();
    const dave = await seedUser();
    const mine = await storedVideo(carol, 'only carol said this', T0);
    const shared = await storedVideo(carol, 'you are not alone', T0);
    const theirs = await storedVideo(dave, 'you are not alone', T0 + DAY);
    const pending = await createVideo(at(T0), {
      userId: carol,
      sessionId: null,
      transcript: 'never rendered',
      avatarId: 'maya',
      voiceId: 'warm',
      provider: 'heygen',
    });

    expect(await deleteUserClips(at(T0 + 2 * DAY), carol)).toEqual({ videos: 3, objects: 1 });
    for (const v of [mine, shared, pending]) expect(await getVideo(at(0), v.id)).toBeNull();
    expect(await exists(mine.objectKey)).toBe(false);
    expect(await exists(theirs.objectKey)).toBe(true);
    expect(await getVideo(at(0), theirs.id)).toMatchObject({ status: 'ready' });
  });
});

describe('failStaleVideos', () => {
  it('fails videos with no progress for a day, and leaves recent and finished ones alone', async () => {
    const gina = await seedUser();
    const input = { userId: gina, sessionId: null, avatarId: 'maya', voiceId: 'warm', provider: 'heygen' };
    const stuck = await createVideo(at(T0), { ...input, transcript: 'stuck' });
    const recent = await createVideo(at(T0 + DAY), { ...input, transcript: 'recent' });
    const done = await storedVideo(gina, 'done long ago', T0);
    expect(await failStaleVideos(at(T0 + DAY + 60_000))).toBe(1);
    expect(await getVideo(at(0), stuck.id)).toMatchObject({
      status: 'failed',
      error: 'The video took too long to render and timed out.',
    });
    expect((await getVideo(at(0), recent.id))?.status).toBe('queued');
    expect((await getVideo(at(0), done.id))?.status).toBe('ready');
  });
});

describe('recordProviderResult (verified webhooks)', () => {
  it('stores a completed job once, however often the webhook arrives', async () => {
    const erin = await seedUser();
    const video = await createVideo(at(T0), {
      userId: erin,
      sessionId: null,
      transcript: 'webhook delivered',
      avatarId: 'maya',
      voiceId: 'warm',
      provider: 'heygen',
    });
    const { provider, calls } = scriptedProvider({
      create: [ok({ kind: 'job', providerJobId: 'hook-1' })],
      download: [clipDownload(bytes('from the webhook'))],
    });
    await renderVideo({ ...at(T0), provider }, video.id);
    const outcome = { status: 'completed', resultUrl: 'https://cdn.example/w.mp4' } as const;
    const first = await recordProviderResult({ ...at(T0), provider }, 'hook-1', outcome);
    expect(first).toMatchObject({ id: video.id, status: 'ready', size: 16 });
    const second = await recordProviderResult({ ...at(T0), provider }, 'hook-1', outcome);
    expect(second).toMatchObject({ status: 'ready', objectKey: (first as { objectKey: string }).objectKey });
    expect(calls.download).toBe(1);
    expect(await recordProviderResult({ ...at(T0), provider }, 'unknown-job', outcome)).toBeNull();
  });

  it('fails the video on a failed webhook', async () => {
    const frank = await seedUser();
    const video = await createVideo(at(T0), {
      userId: frank,
      sessionId: null,
      transcript: 'webhook failed',
      avatarId: 'maya',
      voiceId: 'warm',
      provider: 'heygen',
    });
    const { provider } = scriptedProvider({ create: [ok({ kind: 'job', providerJobId: 'hook-2' })] });
    await renderVideo({ ...at(T0), provider }, video.id);
    const failed = await recordProviderResult({ ...at(T0), provider }, 'hook-2', {
      status: 'failed',
      message: 'x',
    });
    expect(failed).toMatchObject({ status: 'failed', error: 'The video could not be rendered.' });
  });
});

// GET /liveavatar/videos/: the user's own videos, newest first by (created_at, id), in opaque cursor
// pages that neither repeat nor skip a video when new ones are made between two fetches.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { bearer, call, postJson } from './helpers/http';

interface Page {
  results: Array<Record<string, unknown>>;
  next_cursor: string | null;
}

let serial = 0;

/** A video row stored directly, so tests choose its time (and, for ties, its id). */
async function storedVideo(
  userId: number,
  createdAt: number,
  options: { id?: string; status?: string; safety?: string | null } = {},
): Promise<string> {
  serial += 1;
  const id = options.id ?? `v${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}${serial}`;
  await env.DB.prepare(
    `INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key,
       safety_level, created_at, updated_at)
     VALUES (?, ?, ?, 'embedded', 'maya', 'warm', ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      userId,
      options.status ?? 'queued',
      `Reply ${serial}.`,
      `key-${id}`,
      options.safety === undefined ? 'none' : options.safety,
      createdAt,
      createdAt,
    )
    .run();
  return id;
}

function list(user: TestAccount, query = ''): Promise<Response> {
  return call('GET', `/liveavatar/videos/${query}`, undefined, { headers: bearer(user.access) });
}

async function page(user: TestAccount, query = ''): Promise<Page> {
  const res = await list(user, query);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

async function allIds(user: TestAccount, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`;
    const next = await page(user, query);
    ids.push(...next.results.map((v) => String(v.video_id)));
    cursor = next.next_cursor;
  } while (cursor !== null);
  return ids;
}

describe('GET /liveavatar/videos/', () => {
  it('lists the ready video generate made, in the status body plus its safety level', async () => {
    const user = await createUserAndLogin();
    const made = await postJson(
      '/liveavatar/generate/',
      { message: 'I keep worrying about my exams.' },
      { headers: bearer(user.access), envOverrides: { RENDER_MODE: 'sync' } },
    );
    expect(made.status).toBe(200);
    const generated = (await made.json()) as Record<string, unknown>;
    const body = await page(user);
    expect(body.next_cursor).toBeNull();
    expect(body.results).toHaveLength(1);
    const [video] = body.results;
    expect(Object.keys(video ?? {}).sort()).toEqual([
      'created_at',
      'safety_level',
      'status',
      'transcript',
      'video_id',
      'video_url',
    ]);
    expect(video).toMatchObject({
      video_id: generated.video_id,
      status: 'ready',
      transcript: generated.transcript,
      safety_level: (generated.safety as { level: string }).level,
    });
    expect(video?.video_url).toMatch(/\/api\/v1\/liveavatar\/clips\/[\w-]+\/\?exp=\d+&sig=[\w-]+$/);
    const url = new URL(String(video?.video_url));
    const clip = await call('GET', `${url.pathname.replace('/api/v1', '')}${url.search}`);
    expect(clip.status).toBe(200);
  });

  it('orders newest first, ties broken by id, with no URL until ready and the error once failed', async () => {
    const user = await createUserAndLogin();
    const t = 1_700_000_000_000;
    const oldest = await storedVideo(user.userId, t, { safety: null });
    const tieA = await storedVideo(user.userId, t + 1000, { id: `tieA-${user.userId}` });
    const tieB = await storedVideo(user.userId, t + 1000, { id: `tieB-${user.userId}`, safety: 'crisis' });
    const newest = await storedVideo(user.userId, t + 2000, { status: 'failed' });
    await env.DB.prepare("UPDATE videos SET error = 'The video could not be rendered.' WHERE id = ?")
      .bind(newest)
      .run();
    const body = await page(user);
    expect(body.results.map((v) => v.video_id)).toEqual([newest, tieB, tieA, oldest]);
    expect(body.results[0]).toMatchObject({
      status: 'failed',
      video_url: null,
      error: 'The video could not be rendered.',
      created_at: new Date(t + 2000).toISOString(),
    });
    expect(body.results[1]).toMatchObject({ status: 'queued', video_url: null, safety_level: 'crisis' });
    expect(body.results[3]).toMatchObject({ safety_level: null });
    expect(body.results[3]).not.toHaveProperty('error');
  });

  it("never lists another user's videos", async () => {
    const owner = await createUserAndLogin();
    const other = await createUserAndLogin();
    const mine = await storedVideo(owner.userId, 1_700_000_000_000);
    await storedVideo(other.userId, 1_700_000_001_000);
    await storedVideo(other.userId, 1_700_000_002_000);
    expect((await page(owner)).results.map((v) => v.video_id)).toEqual([mine]);
    expect((await page(other)).results.map((v) => v.video_id)).not.toContain(mine);
    const none = await createUserAndLogin();
    expect(await page(none)).toEqual({ results: [], next_cursor: null });
  });

  it('pages without duplicates or skips while new videos are made between fetches', async () => {
    const user = await createUserAndLogin();
    const t = 1_700_000_000_000;
    const existing: string[] = [];
    // Seven videos, two of them sharing a timestamp across the page boundary. Ties are ordered by id,
    // newest first, so the ids rise with the insertion order (random ids would make the order a coin toss).
    for (const [i, offset] of [0, 1, 2, 3, 3, 5, 6].entries())
      existing.unshift(
        await storedVideo(user.userId, t + offset * 1000, { id: `vpage-${user.userId}-${i}` }),
      );
    const first = await page(user, '?limit=3');
    expect(first.results).toHaveLength(3);
    expect(first.next_cursor).toEqual(expect.any(String));
    // New videos (newer than everything) and one at the same time as the last served: neither shifts pages.
    await storedVideo(user.userId, t + 10_000);
    await storedVideo(user.userId, t + 11_000);
    const second = await page(user, `?limit=3&cursor=${first.next_cursor}`);
    await storedVideo(user.userId, t + 12_000);
    const third = await page(user, `?limit=3&cursor=${second.next_cursor}`);
    expect(third.next_cursor).toBeNull();
    const seen = [...first.results, ...second.results, ...third.results].map((v) => v.video_id);
    expect(seen).toEqual(existing);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('serves 20 by default and at most 100, with next_cursor null exactly on the last page', async () => {
    const user = await createUserAndLogin();
    const t = 1_700_000_000_000;
    const statements = Array.from({ length: 101 }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key,
           created_at, updated_at)
         VALUES (?, ?, 'queued', 'embedded', 'maya', 'warm', 'A reply.', ?, ?, ?)`,
      ).bind(
        `bulk-${user.userId}-${String(i).padStart(3, '0')}`,
        user.userId,
        `k-${user.userId}-${i}`,
        t + i,
        t + i,
      ),
    );
    await env.DB.batch(statements);
    const byDefault = await page(user);
    expect(byDefault.results).toHaveLength(20);
    expect(byDefault.results[0]?.video_id).toBe(`bulk-${user.userId}-100`);
    const max = await page(user, '?limit=100');
    expect(max.results).toHaveLength(100);
    expect(max.next_cursor).not.toBeNull();
    const rest = await page(user, `?limit=100&cursor=${max.next_cursor}`);
    expect(rest).toEqual({
      results: [expect.objectContaining({ video_id: `bulk-${user.userId}-000` })],
      next_cursor: null,
    });
    const one = await page(user, '?limit=1');
    expect(one.results).toHaveLength(1);
    expect(await allIds(user, 37)).toHaveLength(101);
  });

  it('answers 400 on limit for 0, 101, negatives and non-numbers', async () => {
    const user = await createUserAndLogin();
    for (const limit of ['0', '101', '-1', 'abc', '1.5', '', '1000']) {
      const res = await list(user, `?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(await res.json()).toEqual({
        detail: 'Invalid input.',
        code: 'invalid',
        limit: ['Ensure this value is an integer from 1 to 100.'],
      });
    }
  });

  it('answers 400 on cursor for one that is not ours', async () => {
    const user = await createUserAndLogin();
    const foreign = btoa(JSON.stringify(['x', 1])).replace(/=+$/, '');
    for (const cursor of ['not-base64!', foreign, btoa('{"a":1}'), btoa('[1]'), 'x'.repeat(600)]) {
      const res = await list(user, `?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid', cursor: expect.any(Array) });
    }
  });

  it('needs the access token', async () => {
    const res = await call('GET', '/liveavatar/videos/');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });
});

// GET /content/ and /content/{slug}/ over the library migration 0006 seeds (plus rows a test inserts):
// order, filters, cursor pages with inserts in between, 404s; and POST /content/{slug}/clip/, rendered
// through generate's pipeline the first time and served from the content-addressed cache after that.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../packages/content/src/index';
import {
  awayFromWindowEdge,
  bearer,
  call,
  createUserAndLogin,
  fetchWorker,
  postJson,
  type TestAccount,
} from './helpers/accounts';
import { faultyD1 } from './helpers/faults';

type Summary = {
  slug: string;
  kind: string;
  title: string;
  summary: string;
  minutes: number;
  tags: string[];
};
type Page = { results: Summary[]; next_cursor: string | null };
type Clip = Record<string, unknown> & { video_id: string; video_url: string; status: string };

function get(user: TestAccount, path: string): Promise<Response> {
  return call('GET', path, undefined, { headers: bearer(user.access) });
}

async function page(user: TestAccount, path: string): Promise<Page> {
  const res = await get(user, path);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** Every summary a query lists, following next_cursor to the end. */
async function walk(user: TestAccount, query: string): Promise<Summary[]> {
  const seen: Summary[] = [];
  const params = new URLSearchParams(query);
  let cursor: string | null = null;
  do {
    if (cursor !== null) params.set('cursor', cursor);
    const current: Page = await page(user, `/content/?${params}`);
    seen.push(...current.results);
    cursor = current.next_cursor;
  } while (cursor !== null);
  return seen;
}

async function insertItem(slug: string, position: number, extra: Partial<Record<string, unknown>> = {}) {
  const row = {
    kind: 'article',
    title: `Title of ${slug}`,
    summary: 'A test item.',
    minutes: 2,
    tags: '["zz-test"]',
    body_markdown: 'Body.',
    steps: null,
    narration: `This is the narration of ${slug}.`,
    ...extra,
  };
  await env.DB.prepare(
    `INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
  )
    .bind(
      slug,
      row.kind,
      row.title,
      row.summary,
      row.minutes,
      row.tags,
      row.body_markdown,
      row.steps,
      row.narration,
      position,
    )
    .run();
}

async function seededSlugs(where = '1 = 1', ...binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT slug FROM content_items WHERE ${where} ORDER BY position, slug`,
  )
    .bind(...binds)
    .all<{ slug: string }>();
  return results.map((r) => r.slug);
}

describe('GET /content/', () => {
  it('lists the seeded library in its order, twenty to a page by default', async () => {
    const user = await createUserAndLogin();
    const first = await page(user, '/content/');
    expect(first.results).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    const library = CONTENT.map((item) => item.slug);
    expect(first.results.map((s) => s.slug)).toEqual(library.slice(0, 20));
    const item = CONTENT[0];
    expect(first.results[0]).toEqual({
      slug: item?.slug,
      kind: item?.kind,
      title: item?.title,
      summary: item?.summary,
      minutes: item?.minutes,
      tags: item?.tags,
    });
  });

  it('walks every item exactly once across pages', async () => {
    const user = await createUserAndLogin();
    const all = await walk(user, '?limit=7');
    const slugs = all.map((s) => s.slug);
    expect(slugs).toEqual(await seededSlugs());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThanOrEqual(30);
  });

  it('neither repeats nor skips an item when items are added between pages', async () => {
    const user = await createUserAndLogin();
    const tag = '["zz-pages"]';
    for (const [slug, position] of [
      ['p-a', 1000],
      ['p-b', 1001],
      ['p-c', 1002],
      ['p-e', 1004],
    ] as const) {
      await insertItem(slug, position, { tags: tag });
    }
    const first = await page(user, '/content/?tag=zz-pages&limit=2');
    expect(first.results.map((s) => s.slug)).toEqual(['p-a', 'p-b']);
    // One lands after the cursor (listed on a later page), one before it (not listed: it is behind us),
    // and one at the cursor's own position with a later slug (tiebreak on the slug).
    await insertItem('p-d', 1003, { tags: tag });
    await insertItem('p-0', 999, { tags: tag });
    await insertItem('p-bb', 1001, { tags: tag });
    const second = await page(user, `/content/?tag=zz-pages&limit=2&cursor=${first.next_cursor}`);
    expect(second.results.map((s) => s.slug)).toEqual(['p-bb', 'p-c']);
    const third = await page(user, `/content/?tag=zz-pages&limit=2&cursor=${second.next_cursor}`);
    expect(third.results.map((s) => s.slug)).toEqual(['p-d', 'p-e']);
    expect(third.next_cursor).toBeNull();
  });

  it('filters by kind, by tag, and by both', async () => {
    const user = await createUserAndLogin();
    for (const kind of ['article', 'exercise', 'meditation']) {
      const listed = await walk(user, `?kind=${kind}`);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((s) => s.kind === kind)).toBe(true);
      expect(listed.map((s) => s.slug)).toEqual(await seededSlugs('kind = ?1', kind));
    }
    const sleep = await walk(user, '?tag=sleep');
    expect(sleep.length).toBeGreaterThan(0);
    expect(sleep.every((s) => s.tags.includes('sleep'))).toBe(true);
    expect(sleep.map((s) => s.slug)).toEqual(
      CONTENT.filter((item) => (item.tags as readonly string[]).includes('sleep')).map((item) => item.slug),
    );
    const both = await walk(user, '?kind=meditation&tag=sleep');
    expect(both.map((s) => s.slug)).toEqual(sleep.filter((s) => s.kind === 'meditation').map((s) => s.slug));
    expect(await page(user, '/content/?tag=no-such-tag')).toEqual({ results: [], next_cursor: null });
  });

  it.each([
    ['?kind=podcast', { kind: ['"podcast" is not a valid choice.'] }],
    ['?kind=', { kind: ['"" is not a valid choice.'] }],
    ['?limit=101', { limit: ['Ensure this value is an integer from 1 to 100.'] }],
    ['?cursor=abc', { cursor: ['Invalid cursor.'] }],
    [`?tag=${'t'.repeat(41)}`, { tag: ['Ensure this field has no more than 40 characters.'] }],
  ])('answers %s with 400 field errors', async (query, fields) => {
    const user = await createUserAndLogin();
    const res = await get(user, `/content/${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
  });

  it('answers 503 when D1 fails, for the list and an item', async () => {
    const user = await createUserAndLogin();
    const down = {
      headers: bearer(user.access),
      envOverrides: { DB: faultyD1(env.DB, { reads: true, matching: /content_items/ }) },
    };
    for (const path of ['/content/', `/content/${CONTENT[0]?.slug}/`]) {
      const res = await call('GET', path, undefined, down);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        detail: 'The service is temporarily unavailable.',
        code: 'service_unavailable',
      });
    }
  });

  it('needs a token', async () => {
    const res = await call('GET', '/content/');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });
});

describe('GET /content/{slug}/', () => {
  it('answers an exercise in full, with its timed steps', async () => {
    const user = await createUserAndLogin();
    const exercise = CONTENT.find((item) => item.kind === 'exercise');
    if (exercise === undefined) throw new Error('the library has no exercise');
    const res = await get(user, `/content/${exercise.slug}/`);
    expect(res.status).toBe(200);
    const { narration: _spoken, ...expected } = exercise;
    expect(await res.json()).toEqual(expected);
    expect(expected.steps?.length).toBeGreaterThan(0);
  });

  it('answers an article without a steps key', async () => {
    const user = await createUserAndLogin();
    const article = CONTENT.find((item) => item.kind === 'article');
    const res = await get(user, `/content/${article?.slug}`);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'body_markdown',
      'kind',
      'minutes',
      'slug',
      'summary',
      'tags',
      'title',
    ]);
    expect(body.body_markdown).toBe(article?.body_markdown);
  });

  it('answers 404 for an unknown slug and 401 without a token', async () => {
    const user = await createUserAndLogin();
    const res = await get(user, '/content/no-such-item/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await call('GET', `/content/${CONTENT[0]?.slug}/`)).status).toBe(401);
  });
});

function clip(user: TestAccount, slug: string, body?: unknown, envOverrides?: Record<string, unknown>) {
  return postJson(`/content/${slug}/clip/`, body, {
    headers: bearer(user.access),
    ...(envOverrides ? { envOverrides } : {}),
  });
}

async function objectCount(): Promise<number> {
  return (await env.CLIPS.list()).objects.length;
}

describe('POST /content/{slug}/clip/', () => {
  it('renders the narration the first time and serves the cached clip after, with no render', async () => {
    await insertItem('clip-once', 2000, {
      narration: 'Breathe in slowly. Now breathe out, a little longer.',
    });
    const user = await createUserAndLogin();
    const before = await objectCount();

    const first = await clip(user, 'clip-once', {}, { RENDER_MODE: 'sync' });
    expect(first.status).toBe(200);
    const made = (await first.json()) as Clip;
    expect(Object.keys(made).sort()).toEqual(['status', 'transcript', 'video_id', 'video_url']);
    expect(made).toMatchObject({
      status: 'ready',
      transcript: 'Breathe in slowly. Now breathe out, a little longer.',
    });
    expect(await objectCount()).toBe(before + 1);
    const played = await fetchWorker(new Request(made.video_url));
    expect(played.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await played.arrayBuffer()).slice(4, 8))).toBe('ftyp');

    // Queue mode would answer 202 for anything it had to render: a 200 here means nothing was rendered.
    const other = await createUserAndLogin();
    const again = await clip(other, 'clip-once', undefined, { RENDER_MODE: 'queue' });
    expect(again.status).toBe(200);
    const cached = (await again.json()) as Clip;
    expect(cached.status).toBe('ready');
    expect(cached.video_id).not.toBe(made.video_id);
    expect(await objectCount()).toBe(before + 1);
    const rows = await env.DB.prepare(
      'SELECT user_id, status, object_key, safety_level, session_id FROM videos WHERE id IN (?1, ?2) ORDER BY created_at, id',
    )
      .bind(made.video_id, cached.video_id)
      .all<{ user_id: number; status: string; object_key: string; safety_level: string; session_id: null }>();
    expect(rows.results).toHaveLength(2);
    const [a, b] = rows.results;
    expect(a?.object_key).toBe(b?.object_key);
    expect(rows.results.map((r) => [r.status, r.safety_level, r.session_id])).toEqual([
      ['ready', 'none', null],
      ['ready', 'none', null],
    ]);
    expect(new Set(rows.results.map((r) => r.user_id))).toEqual(new Set([user.userId, other.userId]));
    const cache = await env.DB.prepare('SELECT COUNT(*) AS n FROM clip_objects WHERE object_key = ?1')
      .bind(a?.object_key)
      .first<{ n: number }>();
    expect(cache?.n).toBe(1);
    expect((await fetchWorker(new Request(cached.video_url))).status).toBe(200);
  });

  it('replays the first answer for a retry with the same Idempotency-Key, re-signing video_url', async () => {
    await insertItem('clip-key', 2003, { narration: 'Feel your feet on the floor.' });
    const user = await createUserAndLogin();
    const key = crypto.randomUUID();
    const send = (nowMs?: number) =>
      postJson(
        '/content/clip-key/clip/',
        {},
        {
          headers: { ...bearer(user.access), 'Idempotency-Key': key },
          envOverrides: { RENDER_MODE: 'queue', ...(nowMs ? { TEST_NOW_MS: String(nowMs) } : {}) },
        },
      );
    const first = await send();
    expect(first.status).toBe(202);
    const made = (await first.json()) as Clip;
    const again = await send(Date.now() + 60_000);
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const replayed = (await again.json()) as Clip;
    expect(replayed).toEqual({ ...made, video_url: expect.any(String) });
    expect(replayed.video_url).not.toBe(made.video_url);
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM videos WHERE user_id = ?1')
      .bind(user.userId)
      .first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(1);
  });

  it('renders again for another avatar, which is another clip', async () => {
    await insertItem('clip-look', 2001, { narration: 'Let your shoulders drop as you breathe out.' });
    const user = await createUserAndLogin();
    const before = await objectCount();
    expect((await clip(user, 'clip-look', {}, { RENDER_MODE: 'sync' })).status).toBe(200);
    const theo = await clip(user, 'clip-look', { avatar_id: 'theo' }, { RENDER_MODE: 'queue' });
    expect(theo.status).toBe(202);
    expect(await objectCount()).toBe(before + 1);
  });

  it('queues a long narration: 202 with status_url and a queued row', async () => {
    const user = await createUserAndLogin();
    const item = CONTENT.find((i) => i.kind === 'meditation');
    if (item === undefined) throw new Error('the library has no meditation');
    // No body at all: the avatar and voice are optional.
    const res = await clip(user, item.slug, undefined, { RENDER_MODE: 'queue' });
    expect(res.status).toBe(202);
    const body = (await res.json()) as Clip;
    expect(body).toMatchObject({ status: 'queued', transcript: item.narration });
    expect(body.status_url).toBe(`http://localhost/api/v1/liveavatar/videos/${body.video_id}/`);
    const status = await get(user, `/liveavatar/videos/${body.video_id}/`);
    expect(await status.json()).toMatchObject({ video_id: body.video_id, status: 'queued' });
  });

  it('answers 503 video_unavailable with the narration as text when no video can be made', async () => {
    await insertItem('clip-down', 2002, { narration: 'Notice five things you can see.' });
    const user = await createUserAndLogin();
    const res = await clip(user, 'clip-down', {}, { VIDEO_PROVIDER: 'heygen' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      detail: 'The video could not be made right now. The narration is included as text.',
      code: 'video_unavailable',
      transcript: 'Notice five things you can see.',
    });
  });

  it('answers 404 for an unknown slug, 400 for an unknown avatar, 415 and 401', async () => {
    const user = await createUserAndLogin();
    const missing = await clip(user, 'no-such-item', {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.', code: 'not_found' });

    const badLook = await clip(user, CONTENT[0]?.slug ?? '', { avatar_id: 'ghost', voice_id: 5 });
    expect(badLook.status).toBe(400);
    expect(await badLook.json()).toMatchObject({ code: 'invalid', voice_id: ['Not a valid string.'] });
    const ghost = await clip(user, CONTENT[0]?.slug ?? '', { avatar_id: 'ghost' });
    expect(await ghost.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      avatar_id: ['"ghost" is not a valid choice. Allowed values: maya, theo.'],
    });

    const form = await postJson(`/content/${CONTENT[0]?.slug}/clip/`, 'avatar_id=maya', {
      headers: { ...bearer(user.access), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect((await postJson(`/content/${CONTENT[0]?.slug}/clip/`, {})).status).toBe(401);
  });

  it('shares generate’s per-user limit: 429 with Retry-After once it is spent', async () => {
    const user = await createUserAndLogin();
    await awayFromWindowEdge();
    for (let i = 0; i < 20; i++) expect((await clip(user, 'no-such-item', {})).status).toBe(404);
    const res = await clip(user, 'no-such-item', {});
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    const generate = await postJson(
      '/liveavatar/generate/',
      { message: 'hi' },
      { headers: bearer(user.access) },
    );
    expect(generate.status).toBe(429);
  });
});

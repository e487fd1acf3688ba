// GET /content/ and /content/{slug}/ over the library migration 0006 seeds (plus rows a test inserts):
// order, filters, cursor pages with inserts in between, 404s.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../packages/content/src/index';
import { createUserAndLogin } from './helpers/accounts';
import { get, insertItem, page, seededSlugs, walk } from './helpers/content';
import { faultyD1 } from './helpers/faults';
import { bearer, call } from './helpers/http';

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

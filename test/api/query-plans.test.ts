// Every list, summary and export statement reads through an index. Each endpoint below runs against a
// recording D1 binding (every statement with its bound values); SQLite's EXPLAIN QUERY PLAN of each SELECT
// must not scan a table without an index, and a list page must not sort the user's rows in a temporary
// B-tree (a page would then cost the whole history, not its limit). The user has rows in every table and
// a second page, so cursor statements are planned too.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { countingD1, type RecordedStatement } from './helpers/d1-count';
import { at, bearer, call } from './helpers/http';
import { insertVideo, seedWellbeingAndLifecycle } from './helpers/user-data';

interface PlanRow {
  detail: string;
}

async function planOf(statement: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<PlanRow>();
  return results.map((row) => row.detail);
}

/** `SCAN moods` reads the table; `SCAN moods USING INDEX …` and `SEARCH …` do not. */
const FULL_SCAN = /^SCAN (?!CONSTANT ROW)(\S+)$/;
const SORT = /USE TEMP B-TREE FOR ORDER BY/;

let account: TestAccount;
const NOW = Date.now();

async function statementsOf(path: string): Promise<RecordedStatement[]> {
  const counting = countingD1(env.DB);
  const res = await call('GET', path, undefined, {
    headers: bearer(account.access),
    ...at(NOW, { DB: counting.binding }),
  });
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  const reads = counting.recorded.filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.sql));
  expect(reads.length, `${path} ran no SELECT`).toBeGreaterThan(0);
  return reads;
}

async function cursorOf(path: string): Promise<string> {
  const res = await call('GET', path, undefined, { headers: bearer(account.access), ...at(NOW) });
  const cursor = ((await res.json()) as { next_cursor: string | null }).next_cursor;
  expect(cursor, `${path} has no second page`).not.toBeNull();
  return encodeURIComponent(cursor as string);
}

beforeAll(async () => {
  account = await createUserAndLogin(undefined, at(NOW));
  await seedWellbeingAndLifecycle(account.userId, account.email);
  // The seeded verdict is the export's shape, not a list item's; the plans do not depend on it.
  await env.DB.prepare('UPDATE moods SET safety = NULL WHERE user_id = ?1').bind(account.userId).run();
  await env.DB.prepare(
    `INSERT INTO emergency_contacts (id, user_id, name, phone, relationship, is_primary, created_at, updated_at)
     VALUES (?1, ?2, 'Sam', '+441234567891', 'friend', 0, ?3, ?3)`,
  )
    .bind(crypto.randomUUID(), account.userId, NOW)
    .run();
  const moods = Array.from({ length: 3 }, (_, i) =>
    env.DB.prepare(
      `INSERT INTO moods (id, user_id, score, emotions, logged_at, created_at, updated_at)
       VALUES (?1, ?2, 3, '[]', ?3, ?3, ?3)`,
    ).bind(crypto.randomUUID(), account.userId, NOW - i * 3_600_000),
  );
  await env.DB.batch(moods);
  for (let i = 0; i < 3; i++) {
    await insertVideo({ userId: account.userId, objectKey: null, createdAt: NOW - i * 1000 });
  }
});

const PAGES = [
  '/moods/?limit=1',
  '/moods/?limit=1&from=2020-01-01T00:00:00Z&to=2099-01-01T00:00:00Z',
  '/liveavatar/videos/?limit=1',
  '/emergency-contacts/?limit=1',
  '/content/?limit=1',
  '/content/?limit=1&kind=exercise',
  '/content/?limit=1&tag=stress',
];

describe('EXPLAIN QUERY PLAN of every list, summary and export statement', () => {
  it.each(PAGES)('%s and its next page use an index and read only the page', async (path) => {
    const second = `${path}&cursor=${await cursorOf(path)}`;
    for (const url of [path, second]) {
      for (const statement of await statementsOf(url)) {
        const plan = await planOf(statement);
        expect(
          plan.filter((d) => FULL_SCAN.test(d)),
          `${url}: ${statement.sql}`,
        ).toEqual([]);
        expect(
          plan.filter((d) => SORT.test(d)),
          `${url}: ${statement.sql}`,
        ).toEqual([]);
      }
    }
  });

  it.each([
    '/moods/summary/?days=7',
    '/moods/summary/?days=90',
    '/tasks/today/',
    '/tasks/history/?days=30',
    '/profile/export/',
  ])('%s uses an index for every statement', async (path) => {
    for (const statement of await statementsOf(path)) {
      const plan = await planOf(statement);
      expect(
        plan.filter((d) => FULL_SCAN.test(d)),
        `${path}: ${statement.sql}`,
      ).toEqual([]);
    }
  });

  it('recognises a full scan when there is one', async () => {
    const plan = await planOf({ sql: 'SELECT id FROM moods WHERE score = ?1', params: [3] });
    expect(plan.some((d) => FULL_SCAN.test(d))).toBe(true);
  });
});

// The seed migration is exactly what the data renders to, and it applies to D1 and reads back unchanged.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentItems, CONTENT_KINDS as DB_CONTENT_KINDS } from '@solace/db';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_KINDS, type ContentItem } from '../src';
import {
  latestContentSeedTag,
  type MigrationJournal,
  renderSeedSql,
  SEED_COLUMNS,
  STATEMENT_BREAKPOINT,
} from '../src/seed-sql';

const MIGRATIONS = path.join(import.meta.dirname, '../../../migrations');
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'),
) as MigrationJournal;

describe('renderSeedSql', () => {
  it('matches the newest content_seed migration, so the migration cannot drift from the data', () => {
    const tag = latestContentSeedTag(journal);
    expect(tag).toMatch(/^\d{4}_content_seed$/);
    const onDisk = readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
    // On failure: `pnpm content:seed-sql` re-renders it (after a new seed migration, if this one landed).
    expect(onDisk === renderSeedSql(), `${tag}.sql is stale; run pnpm content:seed-sql`).toBe(true);
  });

  it('writes one upsert per item between drizzle breakpoints, in CONTENT order', () => {
    const statements = renderSeedSql().split(STATEMENT_BREAKPOINT);
    expect(statements).toHaveLength(CONTENT.length);
    statements.forEach((statement, i) => {
      expect(statement).toContain(
        `INSERT INTO content_items (${SEED_COLUMNS.join(', ')}) VALUES ('${CONTENT[i]?.slug}'`,
      );
      expect(statement).toContain(`, ${i}) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind,`);
      expect(statement.trimEnd().endsWith('position = excluded.position;')).toBe(true);
    });
  });

  it('doubles single quotes and writes NULL for an item without steps', () => {
    const item: ContentItem = {
      slug: 'quote-test',
      kind: 'article',
      title: "It's fine",
      summary: "Don't panic; it''s two.",
      minutes: 1,
      tags: ['mood'],
      body_markdown: "line one\n-- not a comment\nit's",
      narration: 'Plain.',
    };
    const sql = renderSeedSql([item]);
    expect(sql).toContain(
      "'It''s fine', 'Don''t panic; it''''s two.', 1, '[\"mood\"]', 'line one\n-- not a comment\nit''s', NULL, 'Plain.', 0)",
    );
  });

  it('lists the columns of the db schema, and the same kinds', () => {
    const dbColumns = Object.values(contentItems).map((column: { name: string }) => column.name);
    expect([...SEED_COLUMNS].sort()).toEqual([...dbColumns].sort());
    expect(CONTENT_KINDS).toEqual(DB_CONTENT_KINDS);
  });

  it('picks the newest content_seed tag from the journal', () => {
    const entries = [
      { idx: 6, tag: '0006_content_seed' },
      { idx: 9, tag: '0009_content_seed' },
      { idx: 10, tag: '0010_other' },
    ];
    expect(latestContentSeedTag({ entries })).toBe('0009_content_seed');
    expect(latestContentSeedTag({ entries: [{ idx: 0, tag: '0000_accounts' }] })).toBeUndefined();
  });
});

describe('the seed migrations in D1', () => {
  let mf: Miniflare;
  let db: D1Database;

  beforeAll(async () => {
    mf = new Miniflare({
      modules: true,
      script: 'export default {};',
      d1Databases: { DB: 'content-seed-test' },
    });
    db = (await mf.getD1Database('DB')) as unknown as D1Database;
    // Every migration in journal order, split the way drizzle's migrator splits them.
    const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    expect(files).toHaveLength(journal.entries.length);
    for (const { tag } of journal.entries) {
      const sql = readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8');
      for (const statement of sql.split(STATEMENT_BREAKPOINT)) await db.prepare(statement).run();
    }
  }, 60_000);

  afterAll(async () => {
    await mf?.dispose();
  });

  it('holds every item, field for field, at its position', async () => {
    const { results } = await db
      .prepare('SELECT * FROM content_items ORDER BY position')
      .all<Record<string, unknown>>();
    expect(results).toHaveLength(CONTENT.length);
    results.forEach((row, i) => {
      const item = CONTENT[i] as ContentItem;
      expect(row).toEqual({
        slug: item.slug,
        kind: item.kind,
        title: item.title,
        summary: item.summary,
        minutes: item.minutes,
        tags: JSON.stringify(item.tags),
        body_markdown: item.body_markdown,
        steps: item.steps ? JSON.stringify(item.steps) : null,
        narration: item.narration,
        position: i,
      });
    });
  });

  it('re-applies as an update, not a duplicate', async () => {
    for (const statement of renderSeedSql().split(STATEMENT_BREAKPOINT)) await db.prepare(statement).run();
    const row = await db.prepare('SELECT count(*) AS n FROM content_items').first<{ n: number }>();
    expect(row?.n).toBe(CONTENT.length);
  });
});

// Renders the content library as the SQL of a D1 migration: one upsert per item, in CONTENT order, so a
// newer seed migration updates rows in place. Pure; scripts/seed-sql.ts writes the file. Rows whose slug
// left the library are not deleted here (nothing else references them, but removing one is a decision).
import { CONTENT } from './library/catalog';
import type { ContentItem } from './library/schema';

/** content_items' columns, in the order every statement lists them. */
export const SEED_COLUMNS = [
  'slug',
  'kind',
  'title',
  'summary',
  'minutes',
  'tags',
  'body_markdown',
  'steps',
  'narration',
  'position',
] as const;

/** drizzle-kit's marker between statements; to wrangler it is an ordinary SQL comment. */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/** drizzle-kit names the seed migrations `NNNN_content_seed` (`--custom --name content_seed`). */
export const CONTENT_SEED_TAG = /^\d{4}_content_seed$/;

export type MigrationJournal = { entries: { idx: number; tag: string }[] };

/** The tag of the newest content seed migration in drizzle's journal, if there is one. */
export function latestContentSeedTag(journal: MigrationJournal): string | undefined {
  return journal.entries
    .filter((entry) => CONTENT_SEED_TAG.test(entry.tag))
    .sort((a, b) => a.idx - b.idx)
    .at(-1)?.tag;
}

/** A SQL string literal: single quotes doubled, everything else (newlines included) kept as is. */
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

function values(item: ContentItem, position: number): Record<(typeof SEED_COLUMNS)[number], string> {
  return {
    slug: text(item.slug),
    kind: text(item.kind),
    title: text(item.title),
    summary: text(item.summary),
    minutes: String(item.minutes),
    tags: text(JSON.stringify(item.tags)),
    body_markdown: text(item.body_markdown),
    steps: item.steps ? text(JSON.stringify(item.steps)) : 'NULL',
    narration: text(item.narration),
    position: String(position),
  };
}

export function renderSeedSql(items: readonly ContentItem[] = CONTENT): string {
  const columns = SEED_COLUMNS.join(', ');
  const updates = SEED_COLUMNS.filter((c) => c !== 'slug')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  const statements = items.map((item, position) => {
    const row = values(item, position);
    const list = SEED_COLUMNS.map((c) => row[c]).join(', ');
    return `INSERT INTO content_items (${columns}) VALUES (${list}) ON CONFLICT(slug) DO UPDATE SET ${updates};`;
  });
  const header = [
    '-- The content library (packages/content/src/library), written by `pnpm content:seed-sql`.',
    '-- Generated from the data: change the data and re-render, never this file by hand.',
  ];
  return `${header.join('\n')}\n${statements.join(`\n${STATEMENT_BREAKPOINT}\n`)}\n`;
}

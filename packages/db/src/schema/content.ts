// The content library (psychoeducation articles, exercises, meditations): shared by every user, seeded
// from the data files in packages/content by migrations, read-only at run time.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const CONTENT_KINDS = ['article', 'exercise', 'meditation'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentItems = sqliteTable(
  'content_items',
  {
    slug: text('slug').primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    minutes: integer('minutes').notNull(),
    /** JSON array of lower-case tags. */
    tags: text('tags').notNull().default('[]'),
    bodyMarkdown: text('body_markdown').notNull(),
    /** JSON array of {text, seconds} for exercises and meditations; null for articles. */
    steps: text('steps'),
    /** The plain text the avatar speaks for the item's clip. */
    narration: text('narration').notNull(),
    /** Stable listing order (and the pagination cursor's tiebreak with the slug). */
    position: integer('position').notNull(),
  },
  (t) => [
    index('content_items_kind_idx').on(t.kind, t.position),
    // The unfiltered list (and the tag filter) read in the library's order.
    index('content_items_position_idx').on(t.position, t.slug),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;

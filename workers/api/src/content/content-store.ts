/**
 * Reads of content_items. Lists go in `position` order with the slug as tiebreak, the key the cursor
 * carries, so a page boundary neither repeats nor skips an item when items are added between pages.
 * A tag filter looks inside the JSON tags array with SQLite's json_each.
 */
import { type ContentItemRow, type ContentKind, contentItems, createDb } from '@solace/db';
import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { CursorKey } from '../http/pagination';
import type { SummaryRow } from './content-body';

export interface ContentFilter {
  kind?: ContentKind | undefined;
  tag?: string | undefined;
}

export async function listContent(
  d1: D1Database,
  filter: ContentFilter,
  limit: number,
  after: CursorKey | undefined,
): Promise<Array<SummaryRow & { position: number }>> {
  const conditions: SQL[] = [];
  if (filter.kind !== undefined) conditions.push(eq(contentItems.kind, filter.kind));
  if (filter.tag !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM json_each(${contentItems.tags}) WHERE json_each.value = ${filter.tag})`,
    );
  }
  const [position, slug] = (after ?? []) as [number?, string?];
  if (position !== undefined && slug !== undefined) {
    const next = or(
      gt(contentItems.position, position),
      and(eq(contentItems.position, position), gt(contentItems.slug, slug)),
    );
    if (next !== undefined) conditions.push(next);
  }
  return createDb(d1)
    .select({
      slug: contentItems.slug,
      kind: contentItems.kind,
      title: contentItems.title,
      summary: contentItems.summary,
      minutes: contentItems.minutes,
      tags: contentItems.tags,
      position: contentItems.position,
    })
    .from(contentItems)
    .where(and(...conditions))
    .orderBy(asc(contentItems.position), asc(contentItems.slug))
    .limit(limit);
}

export async function getContentItem(d1: D1Database, slug: string): Promise<ContentItemRow | undefined> {
  return createDb(d1).select().from(contentItems).where(eq(contentItems.slug, slug)).get();
}

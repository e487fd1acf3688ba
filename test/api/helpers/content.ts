// Shared by the content*.test.ts files.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';
import { bearer, call } from './http';

export type Summary = {
  slug: string;
  kind: string;
  title: string;
  summary: string;
  minutes: number;
  tags: string[];
};
export type Page = { results: Summary[]; next_cursor: string | null };
export type Clip = Record<string, unknown> & { video_id: string; video_url: string; status: string };

export function get(user: TestAccount, path: string): Promise<Response> {
  return call('GET', path, undefined, { headers: bearer(user.access) });
}

export async function page(user: TestAccount, path: string): Promise<Page> {
  const res = await get(user, path);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** Every summary a query lists, following next_cursor to the end. */
export async function walk(user: TestAccount, query: string): Promise<Summary[]> {
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

export async function insertItem(
  slug: string,
  position: number,
  extra: Partial<Record<string, unknown>> = {},
) {
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

export async function seededSlugs(where = '1 = 1', ...binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT slug FROM content_items WHERE ${where} ORDER BY position, slug`,
  )
    .bind(...binds)
    .all<{ slug: string }>();
  return results.map((r) => r.slug);
}

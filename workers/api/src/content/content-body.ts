/**
 * The content library's wire shapes: list summaries, the full item, and the clip request. Tags and steps
 * are JSON text in D1 (seeded from packages/content); they are parsed here, at the edge of the table.
 */
import { z } from '@hono/zod-openapi';
import { CONTENT_KINDS, type ContentItemRow } from '@solace/db';
import { optionalString } from '../http/fields';
import { PageQuerySchema, pageSchema } from '../http/pagination';

const KIND = z.enum(CONTENT_KINDS).openapi({ example: 'exercise' });

export const ContentSummarySchema = z
  .object({
    slug: z.string().openapi({ example: 'box-breathing' }),
    kind: KIND,
    title: z.string(),
    summary: z.string(),
    minutes: z.number().int().openapi({ description: 'About how long it takes.', example: 4 }),
    tags: z.array(z.string()).openapi({ example: ['breathing', 'stress'] }),
  })
  .openapi('ContentSummary');

export const ContentStepSchema = z
  .object({
    text: z.string(),
    seconds: z.number().int().openapi({ description: 'How long the step lasts.', example: 60 }),
  })
  .openapi('ContentStep');

export const ContentItemSchema = ContentSummarySchema.extend({
  body_markdown: z.string().openapi({ description: 'The full text, in Markdown.' }),
  steps: z.array(ContentStepSchema).optional().openapi({
    description: 'Timed steps: every exercise has them, some meditations do, articles never.',
  }),
}).openapi('ContentItem');

export const ContentPageSchema = pageSchema(ContentSummarySchema, 'ContentPage');

export type ContentSummary = z.infer<typeof ContentSummarySchema>;
export type ContentItem = z.infer<typeof ContentItemSchema>;

const choice = (issue: { input?: unknown }) =>
  `"${String(issue.input).slice(0, 100)}" is not a valid choice.`;

export const ContentQuerySchema = PageQuerySchema.extend({
  kind: z
    .enum(CONTENT_KINDS, { error: choice })
    .optional()
    .openapi({ param: { name: 'kind', in: 'query' }, description: 'Only items of this kind.' }),
  tag: z
    .string()
    .max(40, 'Ensure this field has no more than 40 characters.')
    .optional()
    .openapi({
      param: { name: 'tag', in: 'query' },
      description: 'Only items with this tag.',
      example: 'sleep',
    }),
});

export const SlugParamSchema = z.object({
  slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'box-breathing' }),
});

/** The avatar and voice are optional, as in generate: the catalog defaults apply. */
export const ClipRequestSchema = z
  .object({
    avatar_id: optionalString({ maxLength: 64 }).openapi({ example: 'maya' }),
    voice_id: optionalString({ maxLength: 64 }),
  })
  .openapi('ContentClipRequest');

function parseList<T>(json: string | null): T[] {
  if (json === null) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
}

export type SummaryRow = Pick<ContentItemRow, 'slug' | 'kind' | 'title' | 'summary' | 'minutes' | 'tags'>;

export function summaryBody(row: SummaryRow): ContentSummary {
  return {
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    minutes: row.minutes,
    tags: parseList<string>(row.tags),
  };
}

export function itemBody(row: ContentItemRow): ContentItem {
  return {
    ...summaryBody(row),
    body_markdown: row.bodyMarkdown,
    ...(row.steps === null ? {} : { steps: parseList<{ text: string; seconds: number }>(row.steps) }),
  };
}

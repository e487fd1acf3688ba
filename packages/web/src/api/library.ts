/** The content library: summaries by kind, one item with its steps, and its narration clip. */
import { unwrap } from './problem';
import { api, newIdempotencyKey } from './session';
import type { ContentClip, ContentItem, ContentPage, ContentSummary } from './types';

export type ContentKind = ContentSummary['kind'];

export const KIND_LABELS: Record<ContentKind, string> = {
  article: 'Article',
  exercise: 'Exercise',
  meditation: 'Meditation',
};

export function listContent(kind: ContentKind | null, cursor?: string): Promise<ContentPage> {
  const query: Record<string, string> = { limit: '50' };
  if (kind) query.kind = kind;
  if (cursor) query.cursor = cursor;
  return unwrap<ContentPage>(api.GET('/api/v1/content/', { params: { query } }));
}

export function getContent(slug: string): Promise<ContentItem> {
  return unwrap<ContentItem>(api.GET('/api/v1/content/{slug}/', { params: { path: { slug } } }));
}

export function contentClip(slug: string): Promise<ContentClip> {
  return unwrap<ContentClip>(
    api.POST('/api/v1/content/{slug}/clip/', {
      params: { path: { slug } },
      body: {},
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );
}

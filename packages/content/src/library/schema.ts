// The content library's contract: psychoeducation articles, timed exercises and guided meditations.
// The same shape is seeded into D1's content_items (tags and steps as JSON text there).
import { z } from 'zod';
import { SLUG_PATTERN } from '../text';

/** Matches `CONTENT_KINDS` in @solace/db's schema (a test keeps the two equal). */
export const CONTENT_KINDS = ['article', 'exercise', 'meditation'] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKindSchema>;

/** The small shared tag vocabulary; lists filter by these. */
export const CONTENT_TAGS = [
  'anxiety',
  'stress',
  'mood',
  'sleep',
  'grounding',
  'breathing',
  'self-compassion',
  'relationships',
  'focus',
  'movement',
  'gratitude',
] as const;
export const ContentTagSchema = z.enum(CONTENT_TAGS);
export type ContentTag = z.infer<typeof ContentTagSchema>;

/** One timed step of an exercise or meditation: what to do, and for how long. */
export const ContentStepSchema = z.object({
  text: z.string().min(1).max(400),
  seconds: z.number().int().min(5).max(1800),
});
export type ContentStep = z.infer<typeof ContentStepSchema>;

export const ContentItemSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN).max(80),
  kind: ContentKindSchema,
  title: z.string().min(1).max(80),
  /** One or two sentences for list views. */
  summary: z.string().min(1).max(300),
  minutes: z.number().int().min(1).max(60),
  tags: z.array(ContentTagSchema).min(1).max(4),
  body_markdown: z.string().min(1).max(6000),
  /** Exercises always have steps; meditations may; articles do not. */
  steps: z.array(ContentStepSchema).min(1).optional(),
  /** What the avatar speaks for the item: plain sentences, no markdown, URLs or digits. */
  narration: z.string().min(1).max(1200),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

/**
 * What a client may send for a journal entry, with DRF's messages. Text is up to 10,000 characters (code
 * points, so every script counts the same); tags are short labels in any language, trimmed, NFC-normalised
 * and lower-cased so that "Sleep" and "sleep " are one tag. Unknown keys are ignored, as DRF does.
 */
import { z } from '@hono/zod-openapi';
import { PageQuerySchema } from '../http/pagination';
import { dateTimeParam } from '../time/datetime-param';

export const MAX_TEXT_CHARS = 10_000;
export const MAX_TAGS = 10;
export const MAX_TAG_CHARS = 40;

const REQUIRED = 'This field is required.';
const chars = (v: string) => Array.from(v).length;

export function normaliseTag(tag: string): string {
  return tag.normalize('NFC').trim().toLowerCase();
}

const text = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.') })
  .transform((v) => v.trim())
  .refine((v) => v !== '', 'This field may not be blank.')
  .refine(
    (v) => chars(v) <= MAX_TEXT_CHARS,
    `Ensure this field has no more than ${MAX_TEXT_CHARS} characters.`,
  )
  .openapi({
    type: 'string',
    description: `Up to ${MAX_TEXT_CHARS} characters; checked by the safety layer; encrypted at rest.`,
    example: 'Slept badly again. The walk by the river helped more than I expected.',
  });

const tag = z
  .string({ error: 'Not a valid string.' })
  .transform(normaliseTag)
  .refine((v) => v !== '', 'Tags may not be blank.')
  .refine((v) => chars(v) <= MAX_TAG_CHARS, `Ensure each tag has no more than ${MAX_TAG_CHARS} characters.`);

const tags = z
  .array(tag, { error: 'Expected a list of items.' })
  .max(MAX_TAGS, `Ensure this field has no more than ${MAX_TAGS} elements.`)
  .transform((list) => [...new Set(list)])
  .openapi({
    type: 'array',
    items: { type: 'string' },
    description: `Up to ${MAX_TAGS} tags, lower-cased; duplicates merge.`,
    example: ['sleep', 'family'],
  });

const moodId = z
  .string({ error: 'Not a valid string.' })
  .nullable()
  .openapi({ type: ['string', 'null'], description: 'The id of one of your mood entries, or null.' });

export const JournalCreateSchema = z
  .object({ text, tags: tags.optional(), mood_id: moodId.optional() })
  .openapi('JournalEntryCreate');

export const JournalUpdateSchema = z
  .object({ text: text.optional(), tags: tags.optional(), mood_id: moodId.optional() })
  .openapi('JournalEntryUpdate', { description: 'Any subset of the fields; changed text is checked again.' });

export type JournalCreate = z.output<typeof JournalCreateSchema>;
export type JournalUpdate = z.output<typeof JournalUpdateSchema>;

export const JournalListQuerySchema = PageQuerySchema.extend({
  tag: z
    .string()
    .max(200)
    .transform(normaliseTag)
    .optional()
    .openapi({
      param: { name: 'tag', in: 'query' },
      type: 'string',
      description: 'Only entries with this tag.',
    }),
  from: dateTimeParam('from', 'Entries written at or after this instant (ISO 8601 with an offset).'),
  to: dateTimeParam('to', 'Entries written before this instant (ISO 8601 with an offset).'),
}).refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
  path: ['to'],
  message: 'Ensure this value is later than from.',
});

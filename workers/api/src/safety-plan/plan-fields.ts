/**
 * The safety plan document a client sends (PUT, the whole document) and reads back. Every list is short
 * text the person writes in any language, trimmed; blank entries are dropped rather than refused, since an
 * editor easily leaves an empty line. `contact_ids` link emergency contacts (checked by the route).
 */
import { z } from '@hono/zod-openapi';
import { PLAN_LIST_FIELDS, type PlanListField } from './plan-steps';

export const MAX_ITEMS = 20;
export const MAX_ITEM_CHARS = 500;

const chars = (v: string) => Array.from(v).length;

const entry = z
  .string({ error: 'Not a valid string.' })
  .transform((v) => v.trim())
  .refine(
    (v) => chars(v) <= MAX_ITEM_CHARS,
    `Ensure each entry has no more than ${MAX_ITEM_CHARS} characters.`,
  );

const list = z
  .array(entry, { error: 'Expected a list of items.' })
  .max(MAX_ITEMS, `Ensure this field has no more than ${MAX_ITEMS} elements.`)
  .transform((items) => items.filter((item) => item !== ''))
  .default([])
  .openapi({
    type: 'array',
    items: { type: 'string' },
    example: ['Not sleeping', 'Pulling away from friends'],
  });

const shortText = (max: number) =>
  z
    .string({ error: 'Not a valid string.' })
    .transform((v) => v.trim())
    .refine((v) => chars(v) <= max, `Ensure this field has no more than ${max} characters.`);

export const ProfessionalSchema = z
  .object({
    name: shortText(200).refine((v) => v !== '', 'This field may not be blank.'),
    phone: shortText(40).optional(),
    url: shortText(500).optional(),
    notes: shortText(500).optional(),
  })
  .openapi('SafetyPlanProfessional', {
    example: { name: 'Dr. Amara Osei (GP)', phone: '+441234567890' },
  });

export type Professional = z.output<typeof ProfessionalSchema>;

const listFields = Object.fromEntries(PLAN_LIST_FIELDS.map((f) => [f, list])) as Record<
  PlanListField,
  typeof list
>;

export const PlanDocumentSchema = z
  .object({
    ...listFields,
    contact_ids: z
      .array(z.string({ error: 'Not a valid string.' }), { error: 'Expected a list of items.' })
      .max(MAX_ITEMS, `Ensure this field has no more than ${MAX_ITEMS} elements.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each contact may appear only once.')
      .default([])
      .openapi({ description: 'Ids of your emergency contacts to call for help (step 4).' }),
    professionals: z
      .array(ProfessionalSchema, { error: 'Expected a list of items.' })
      .max(MAX_ITEMS, `Ensure this field has no more than ${MAX_ITEMS} elements.`)
      .default([]),
  })
  .openapi('SafetyPlanDocument', {
    description: 'The whole plan; a missing list is empty. Entries are trimmed and blank ones dropped.',
  });

export type PlanDocument = z.output<typeof PlanDocumentSchema>;

/**
 * The emergency contact's wire shapes: the answer body and the create/update request fields. The phone
 * field is only checked to be a string here; parsing it into E.164 needs the user's country (phone.ts).
 */
import { z } from '@hono/zod-openapi';
import type { EmergencyContactRow } from '@solace/db';
import { requiredString } from '../http/fields';

export const MAX_CONTACTS = 5;

const NAME_MAX = 100;
const RELATIONSHIP_MAX = 50;
const PHONE_MAX = 40;
const BOOLEAN = 'Must be a valid boolean.';

export const ContactSchema = z
  .object({
    id: z.string().openapi({ example: 'bq3Kx0vPZ8m1d2Yc4nRtLw' }),
    name: z.string().openapi({ example: 'Sam Rivera' }),
    phone: z.string().openapi({ description: 'E.164.', example: '+4930901820' }),
    relationship: z.string().openapi({ description: 'Free text; empty when not given.', example: 'sister' }),
    is_primary: z.boolean().openapi({ description: 'Exactly one contact is primary whenever any exist.' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('EmergencyContact');

export type Contact = z.infer<typeof ContactSchema>;

export function contactBody(row: EmergencyContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    relationship: row.relationship,
    is_primary: row.isPrimary,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

const nameField = requiredString({ maxLength: NAME_MAX }).openapi({ example: 'Sam Rivera' });
const phoneField = requiredString({ maxLength: PHONE_MAX }).openapi({
  description:
    'International (`+49 30 901820`), or national (`030 901820`) when the profile has a country to read it in.',
  example: '+49 30 901820',
});
const relationshipField = z
  .string({ error: 'Not a valid string.' })
  .transform((v) => v.trim())
  .pipe(
    z.string().max(RELATIONSHIP_MAX, `Ensure this field has no more than ${RELATIONSHIP_MAX} characters.`),
  )
  .openapi({ example: 'sister' });
const primaryField = z.boolean({ error: BOOLEAN });

export const ContactCreateSchema = z
  .object({
    name: nameField,
    phone: phoneField,
    relationship: relationshipField.optional(),
    is_primary: primaryField.optional().openapi({
      description:
        'Make this the primary contact (the others stop being primary). The first contact always is.',
    }),
  })
  .openapi('EmergencyContactCreate');

export const ContactUpdateSchema = z
  .object({
    name: nameField.optional(),
    phone: phoneField.optional(),
    relationship: relationshipField.optional(),
    is_primary: primaryField.optional().openapi({
      description:
        '`true` makes this the primary contact and clears the others; `false` is refused on the primary ' +
        '(make another contact primary instead).',
    }),
  })
  .openapi('EmergencyContactUpdate');

export type ContactCreate = z.infer<typeof ContactCreateSchema>;
export type ContactUpdate = z.infer<typeof ContactUpdateSchema>;

export const ContactIdParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: 'bq3Kx0vPZ8m1d2Yc4nRtLw' }),
});

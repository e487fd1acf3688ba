/**
 * The crisis resources answer: a country's reviewed lines from @solace/crisis-resources, the emergency
 * number first. Each entry keeps the public page it was checked against and the date; the review notes
 * that only matter to maintainers (`also_checked`) stay out of the wire shape.
 */
import { z } from '@hono/zod-openapi';
import type { CrisisLookup, CrisisResource } from '@solace/crisis-resources';

export const CrisisResourceSchema = z
  .object({
    kind: z.enum(['emergency', 'crisis_line', 'directory']).openapi({
      description: '`emergency` (always first), a `crisis_line`, or a `directory` of lines.',
    }),
    name: z.string(),
    phone: z.string().optional().openapi({
      description: 'Digits as dialled inside the country (an optional leading +).',
      example: '08001110111',
    }),
    phone_display: z.string().optional().openapi({ example: '0800/1110111' }),
    sms: z.string().optional(),
    sms_keyword: z
      .string()
      .optional()
      .openapi({ description: 'The word to text to `sms`, where one is needed.' }),
    url: z.string().optional().openapi({ format: 'uri' }),
    hours: z.string().openapi({ example: '24/7' }),
    languages: z.array(z.string()).openapi({ description: 'ISO 639-1 codes.', example: ['de'] }),
    notes: z.string().optional(),
    source_url: z
      .string()
      .openapi({ format: 'uri', description: 'The public page this entry was checked against.' }),
    verified_on: z.string().openapi({ format: 'date', example: '2026-11-26' }),
  })
  .openapi('CrisisResource');

export const CrisisResourcesSchema = z
  .object({
    country: z.string().openapi({
      description: 'The ISO 3166-1 alpha-2 code of the list, or `INTL` for the international list.',
      example: 'DE',
    }),
    resources: z.array(CrisisResourceSchema),
  })
  .openapi('CrisisResources');

export type CrisisResourcesBody = z.infer<typeof CrisisResourcesSchema>;

function resourceBody(resource: CrisisResource): z.infer<typeof CrisisResourceSchema> {
  const { also_checked: _reviewOnly, ...wire } = resource;
  return wire;
}

export function crisisResourcesBody(lookup: CrisisLookup): CrisisResourcesBody {
  return { country: lookup.country, resources: lookup.resources.map(resourceBody) };
}

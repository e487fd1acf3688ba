/** The client view of a safety verdict, as generate, chat and mood answers carry it. */
import { z } from '@hono/zod-openapi';
import { SAFETY_CATEGORIES, SAFETY_LEVELS } from '@solace/safety';

export const ClientSafetySchema = z
  .object({
    level: z.enum(SAFETY_LEVELS as [string, ...string[]]),
    categories: z.array(z.enum(SAFETY_CATEGORIES as [string, ...string[]])),
    show_crisis_resources: z.boolean().openapi({
      description: 'True when the client should show crisis resources (see crisis_resources_url).',
    }),
  })
  .openapi('Safety', { example: { level: 'none', categories: [], show_crisis_resources: false } });

/** The optional field answers add when `show_crisis_resources` is true. */
export const CrisisResourcesUrlSchema = z.string().openapi({
  format: 'uri',
  description: 'Present when safety.show_crisis_resources is true: the crisis lines for the user’s country.',
  example: 'https://api.example.com/api/v1/crisis-resources/?country=DE',
});

/** The client view of a safety verdict, as generate, chat and mood answers carry it. */
import { z } from '@hono/zod-openapi';
import { SAFETY_CATEGORIES, SAFETY_LEVELS, type SafetyCategory, type SafetyLevel } from '@solace/safety';

export const ClientSafetySchema = z
  .strictObject({
    level: z
      .enum(SAFETY_LEVELS as [SafetyLevel, ...SafetyLevel[]])
      .openapi({ description: 'From least to most severe: none, low, elevated, crisis.' }),
    categories: z.array(z.enum(SAFETY_CATEGORIES as [SafetyCategory, ...SafetyCategory[]])),
    show_crisis_resources: z.boolean().openapi({
      description:
        'True from `elevated` up: show the crisis lines next to the reply (see crisis_resources_url).',
    }),
    language: z.string().openapi({
      description:
        'The language the message was read as: a BCP 47 primary subtag (`es`, `zh`), `und` when it ' +
        'cannot be told.',
      example: 'en',
    }),
    coverage: z.enum(['full', 'none']).openapi({
      description:
        '`full` when the safety layer reads this language; `none` when it does not (the level then rests ' +
        'on evidence that needs no language, and the answer carries `crisis_resources_url` to the ' +
        'international list whatever the level).',
    }),
  })
  .openapi('Safety', {
    example: {
      level: 'none',
      categories: [],
      show_crisis_resources: false,
      language: 'en',
      coverage: 'full',
    },
  });

/** The optional field answers add when `show_crisis_resources` is true. */
export const CrisisResourcesUrlSchema = z.string().openapi({
  format: 'uri',
  description:
    'Present when safety.show_crisis_resources is true: the crisis lines for the user’s country, those ' +
    'that speak the message’s language first (`lang`). Also present, whatever the level, when ' +
    'safety.coverage is `none`: then the international list (`country=INTL`).',
  example: 'https://api.example.com/api/v1/crisis-resources/?country=DE&lang=de',
});

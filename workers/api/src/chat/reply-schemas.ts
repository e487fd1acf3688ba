/**
 * The reply bodies generate and chat share: the client's view of the safety verdict, the crisis resources
 * link that comes with it when needed, and chat's reply.
 */
import { z } from '@hono/zod-openapi';
import { SAFETY_CATEGORIES, SAFETY_LEVELS, type SafetyCategory, type SafetyLevel } from '@solace/safety';
import { SafetyPlanUrlSchema } from '../safety-plan/plan-link';

export const SafetySchema = z
  .strictObject({
    level: z
      .enum(SAFETY_LEVELS as [SafetyLevel, ...SafetyLevel[]])
      .openapi({ description: 'From least to most severe: none, low, elevated, crisis.' }),
    categories: z.array(z.enum(SAFETY_CATEGORIES as [SafetyCategory, ...SafetyCategory[]])),
    show_crisis_resources: z
      .boolean()
      .openapi({ description: 'True from `elevated` up: show the crisis lines next to the reply.' }),
  })
  .openapi('Safety', { example: { level: 'low', categories: ['distress'], show_crisis_resources: false } });

/** Present only when `safety.show_crisis_resources` is true (safety/crisis-field.ts). */
export const CrisisResourcesUrlSchema = z.string().optional().openapi({
  format: 'uri',
  description: "Only when `safety.show_crisis_resources`: GET it for the crisis lines of the user's country.",
  example: 'https://solace.example/api/v1/crisis-resources/?country=DE',
});

export const ChatReplySchema = z
  .strictObject({
    reply: z.string().openapi({ description: "The therapist's reply." }),
    safety: SafetySchema,
    crisis_resources_url: CrisisResourcesUrlSchema,
    safety_plan_url: SafetyPlanUrlSchema.optional(),
  })
  .openapi('ChatReply', {
    example: {
      reply: 'That sounds like a heavy week. What has weighed on you most?',
      safety: { level: 'low', categories: ['distress'], show_crisis_resources: false },
    },
  });

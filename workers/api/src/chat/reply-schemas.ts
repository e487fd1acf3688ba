/**
 * The reply bodies generate and chat share: the client's view of the safety verdict, the crisis resources
 * link that comes with it when needed, and chat's reply.
 */
import { z } from '@hono/zod-openapi';
import { ClientSafetySchema, CrisisResourcesUrlSchema } from '../safety/safety-schema';
import { SafetyPlanUrlSchema } from '../safety-plan/plan-link';

/** One schema of the client's view of a verdict (safety/safety-schema.ts), named as these bodies use it. */
export const SafetySchema = ClientSafetySchema;
export { CrisisResourcesUrlSchema };

export const ChatReplySchema = z
  .strictObject({
    reply: z.string().openapi({ description: "The therapist's reply." }),
    safety: SafetySchema,
    crisis_resources_url: CrisisResourcesUrlSchema.optional(),
    safety_plan_url: SafetyPlanUrlSchema.optional(),
  })
  .openapi('ChatReply', {
    example: {
      reply: 'That sounds like a heavy week. What has weighed on you most?',
      safety: {
        level: 'low',
        categories: ['distress'],
        show_crisis_resources: false,
        language: 'en',
        coverage: 'full',
      },
    },
  });

/**
 * The documented bodies of the video endpoints (video-body.ts builds them). Object keys, provider job ids
 * and cache keys are not part of any of them.
 */
import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '@solace/contracts';
import { VIDEO_STATUSES } from '@solace/db';
import { CrisisResourcesUrlSchema, SafetySchema } from '../chat/reply-schemas';
import { ErrorSchema } from '../openapi/responses';
import { SafetyPlanUrlSchema } from '../safety-plan/plan-link';

const VIDEO_ID_EXAMPLE = 'vb7Jx2kQ0nR4sT6uW8yZa1';
const CLIP_URL_EXAMPLE = `https://solace.example/api/v1/liveavatar/clips/${VIDEO_ID_EXAMPLE}/?exp=1767225600&sig=3q2`;
const SAFETY_EXAMPLE = { level: 'low', categories: ['distress'], show_crisis_resources: false };
const TRANSCRIPT_EXAMPLE = 'That sounds like a heavy week. What has weighed on you most?';

export const VideoIdParamsSchema = z.object({
  videoId: z.string().openapi({ param: { name: 'videoId', in: 'path' }, example: VIDEO_ID_EXAMPLE }),
});

export const VideoSessionSchema = z
  .strictObject({
    session_token: z.string().openapi({ description: 'Pass to generate and chat as `session_token`.' }),
    expires_at: z.string().openapi({ format: 'date-time', description: 'Idle expiry; each use extends it.' }),
    avatar_id: z.string(),
    voice_id: z.string(),
  })
  .openapi('VideoSession', {
    example: {
      session_token: 'r1Yq8dS0bC3eF6hJ9kM2nP5sV8xA1cE4gI7lO0tW3zB',
      expires_at: '2026-01-01T10:30:00.000Z',
      avatar_id: 'maya',
      voice_id: 'warm',
    },
  });

const CatalogEntrySchema = z
  .strictObject({ id: z.string(), display_name: z.string(), default: z.boolean() })
  .openapi('CatalogEntry');

export const CatalogSchema = z
  .strictObject({ avatars: z.array(CatalogEntrySchema), voices: z.array(CatalogEntrySchema) })
  .openapi('Catalog', {
    example: {
      avatars: [{ id: 'maya', display_name: 'Maya', default: true }],
      voices: [{ id: 'warm', display_name: 'Warm', default: true }],
    },
  });

export const GeneratedVideoSchema = z
  .strictObject({
    video_id: z.string(),
    video_url: z.string().openapi({
      format: 'uri',
      description: 'Signed, expiring clip URL; answers 409 with Retry-After until the clip is stored.',
    }),
    transcript: z.string().openapi({ description: "The therapist's reply, as spoken in the clip." }),
    status: z.enum(['ready', 'queued']),
    safety: SafetySchema,
    crisis_resources_url: CrisisResourcesUrlSchema,
    safety_plan_url: SafetyPlanUrlSchema.optional(),
    status_url: z
      .string()
      .optional()
      .openapi({ format: 'uri', description: 'Only while queued: GET it for the video status.' }),
  })
  .openapi('GeneratedVideo', {
    example: {
      video_id: VIDEO_ID_EXAMPLE,
      video_url: CLIP_URL_EXAMPLE,
      transcript: TRANSCRIPT_EXAMPLE,
      status: 'ready',
      safety: SAFETY_EXAMPLE,
    },
  });

export const VideoStatusSchema = z
  .strictObject({
    video_id: z.string(),
    status: z.enum(VIDEO_STATUSES),
    video_url: z
      .string()
      .nullable()
      .openapi({ format: 'uri', description: 'A fresh signed clip URL once ready; null before.' }),
    transcript: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
    error: z.string().optional().openapi({ description: 'Only when failed: why.' }),
  })
  .openapi('VideoStatus', {
    example: {
      video_id: VIDEO_ID_EXAMPLE,
      status: 'ready',
      video_url: CLIP_URL_EXAMPLE,
      transcript: TRANSCRIPT_EXAMPLE,
      created_at: '2026-01-01T10:00:00.000Z',
    },
  });

/** 503 of generate when no video can be made: the reply still reaches the user as text. */
export const VideoUnavailableSchema = ErrorSchema.extend({
  code: z.literal(ERROR_CODES.VIDEO_UNAVAILABLE),
  transcript: z.string().openapi({ description: 'The reply, to show as text (or continue in chat).' }),
  safety: SafetySchema,
  crisis_resources_url: CrisisResourcesUrlSchema,
  safety_plan_url: SafetyPlanUrlSchema.optional(),
}).openapi('VideoUnavailableError', {
  example: {
    detail: 'The video could not be made right now. The reply is included as text.',
    code: 'video_unavailable',
    transcript: TRANSCRIPT_EXAMPLE,
    safety: SAFETY_EXAMPLE,
  },
});

export type GeneratedVideo = z.infer<typeof GeneratedVideoSchema>;
export type VideoStatusBody = z.infer<typeof VideoStatusSchema>;

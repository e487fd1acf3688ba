/**
 * What the providers' completion webhooks send, for the document only: the routes verify signatures over
 * the raw bytes and the provider packages parse the bodies (their own schemas are the authority). Header
 * and query members accept anything, so a missing credential stays a 403 from the verifier, not a 400.
 */
import { z } from '@hono/zod-openapi';
import { documentedString } from '../http/fields';

export const HeygenWebhookSchema = z
  .object({
    event_type: z.enum(['avatar_video.success', 'avatar_video.fail']),
    event_data: z.object({
      video_id: z.string().openapi({ description: "HeyGen's job id." }),
      callback_id: z.string().nullish().openapi({ description: 'Our video id, as given at creation.' }),
      url: z.string().nullish(),
      video_url: z.string().nullish(),
      msg: z.string().nullish(),
      failure_code: z.string().nullish(),
      failure_message: z.string().nullish(),
    }),
  })
  .openapi({
    example: {
      event_type: 'avatar_video.success',
      event_data: { video_id: 'job_123', callback_id: 'vb7Jx2kQ0nR4sT6uW8yZa1', url: 'https://…/clip.mp4' },
    },
  });

export const DidTalkWebhookSchema = z
  .object({
    id: z.string().openapi({ description: "D-ID's talk id." }),
    status: z.enum(['created', 'started', 'done', 'error', 'rejected']),
    result_url: z.string().nullish(),
    error: z.object({ kind: z.string(), description: z.string() }).partial().nullish(),
  })
  .openapi({ example: { id: 'tlk_123', status: 'done', result_url: 'https://…/clip.mp4' } });

export const HeygenHeadersSchema = z.object({
  'Heygen-Signature': documentedString({
    description: 'Lowercase hex HMAC-SHA256 of the body (`Signature` in older deliveries).',
  }),
  'Heygen-Timestamp': documentedString({
    description: 'Unix seconds; at most 5 minutes from now.',
  }),
});

export const DidQuerySchema = z.object({
  video_id: documentedString({ description: 'Our video id.' }),
  token: documentedString({
    description: 'HMAC-SHA256(DID_WEBHOOK_SECRET, "d-id-webhook:" + video_id), hex.',
  }),
});

export const ReceivedSchema = z
  .strictObject({ received: z.literal(true) })
  .openapi('WebhookReceived', { example: { received: true } });

// Identifiers and the render queue's message contract, shared by the API (producer) and the consumer.
// Messages carry ids only — never transcript text — so a queue dump or a dead-lettered message
// reveals nothing a user said, and stays far below the 128 KB message limit. Ids come from
// crypto.getRandomValues; object keys are random rather than derived from any id, so knowing a
// video id never locates its bytes.
import { z } from 'zod';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(byteLength: number): string {
  const bytes = new Uint8Array(byteLength);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** The public video_id: 128 random bits, 22 base64url characters. */
export function newVideoId(): string {
  return randomToken(16);
}

/** An R2 key for a new clip: 192 random bits under a fixed prefix (the prefix eases bucket audits). */
export function newObjectKey(): string {
  return `clips/${randomToken(24)}.mp4`;
}

/** Video ids are 16+ random bytes in base64url (22+ characters); bound the length for safety. */
export const VideoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const RenderJobSchema = z.strictObject({
  videoId: VideoIdSchema,
  kind: z.enum(['render', 'poll']),
  pollCount: z.number().int().min(0).max(10_000),
  /** The X-Request-Id of the API request that made the video, carried into the consumer's logs. */
  requestId: z
    .string()
    .regex(/^[\w.:-]{1,64}$/)
    .optional(),
});

export type RenderJob = z.infer<typeof RenderJobSchema>;

/** Queues caps a per-message delay at 12 h; polling never needs more than a quarter hour. */
export const MAX_POLL_DELAY_SECONDS = 15 * 60;

/**
 * Delay before poll number `pollCount` (1-based): base × 2^(n-1), capped. Provider jobs take tens of
 * seconds (D-ID) to many minutes (HeyGen), so early polls are frequent and later ones back off.
 */
export function pollDelaySeconds(
  baseSeconds: number,
  pollCount: number,
  capSeconds = MAX_POLL_DELAY_SECONDS,
): number {
  const base = Math.max(1, Math.floor(baseSeconds));
  const exponent = Math.min(Math.max(0, pollCount - 1), 20);
  return Math.min(capSeconds, base * 2 ** exponent);
}

/**
 * Delay before retrying after a transient provider failure with no Retry-After: same curve on
 * the delivery attempt number, so a flapping provider is not hammered.
 */
export function retryDelaySeconds(
  baseSeconds: number,
  attempt: number,
  capSeconds = MAX_POLL_DELAY_SECONDS,
): number {
  return pollDelaySeconds(baseSeconds, attempt, capSeconds);
}

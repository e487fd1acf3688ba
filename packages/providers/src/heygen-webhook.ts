// Verifies HeyGen's avatar_video.success / avatar_video.fail webhooks.
// Signing, as far as HeyGen's public docs and integrations show it: the endpoint's secret (the
// `whsec_…` string returned when the endpoint is registered, used as raw UTF-8 key bytes) keys an
// HMAC-SHA256 over the raw request body, sent as lowercase hex in `Heygen-Signature` (older
// deliveries: `Signature`), with the send time in `Heygen-Timestamp` (unix seconds). The exact
// signing section of the v3 docs could not be read, so this is an assumption, kept in one place.
// The timestamp is not known to be covered by the signature, so the tolerance check is hygiene,
// not replay protection: replays are harmless because the consumer's state machine is idempotent.
import { z } from 'zod';
import { constantTimeEqual, hmacSha256Hex } from './digest';
import { sanitize } from './http';
import { err, ok, type PollOutcome, type Result, type WebhookEvent, type WebhookVerifier } from './types';

export const HEYGEN_SIGNATURE_HEADER = 'Heygen-Signature';
export const HEYGEN_LEGACY_SIGNATURE_HEADER = 'Signature';
export const HEYGEN_TIMESTAMP_HEADER = 'Heygen-Timestamp';

export interface HeygenWebhookVerifierOptions {
  secret: string;
  /** Maximum distance between Heygen-Timestamp and now; default 300 s. */
  toleranceSeconds?: number;
  /** Reject deliveries without Heygen-Timestamp (default true: fail closed, polling remains). */
  requireTimestamp?: boolean;
}

const WebhookBodySchema = z.object({
  event_type: z.string(),
  event_data: z.object({
    video_id: z.string().min(1),
    callback_id: z.string().nullish(),
    url: z.string().min(1).nullish(),
    video_url: z.string().min(1).nullish(),
    msg: z.string().nullish(),
    message: z.string().nullish(),
    failure_code: z.string().nullish(),
    failure_message: z.string().nullish(),
  }),
});

const rejected = (message: string): Result<never> =>
  err({ kind: 'rejected', message: `heygen webhook: ${message}` });
const malformed = (message: string): Result<never> =>
  err({ kind: 'malformed', message: `heygen webhook: ${message}` });

export function createHeygenWebhookVerifier(opts: HeygenWebhookVerifierOptions): WebhookVerifier {
  const tolerance = opts.toleranceSeconds ?? 300;
  const requireTimestamp = opts.requireTimestamp ?? true;
  return {
    async verify(rawBody, headers, nowSeconds): Promise<Result<WebhookEvent>> {
      if (opts.secret.length === 0) return rejected('secret not configured');
      const header = headers.get(HEYGEN_SIGNATURE_HEADER) ?? headers.get(HEYGEN_LEGACY_SIGNATURE_HEADER);
      if (header === null) return rejected('missing signature');
      const signature = header
        .trim()
        .replace(/^sha256=/i, '')
        .toLowerCase();

      const stamp = headers.get(HEYGEN_TIMESTAMP_HEADER);
      if (stamp === null) {
        if (requireTimestamp) return rejected('missing timestamp');
      } else {
        if (!/^\d{1,12}$/.test(stamp.trim())) return rejected('invalid timestamp');
        if (Math.abs(nowSeconds - Number(stamp.trim())) > tolerance) return rejected('stale timestamp');
      }

      const expected = await hmacSha256Hex(opts.secret, rawBody);
      if (!constantTimeEqual(expected, signature)) return rejected('signature mismatch');

      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return malformed('body is not JSON');
      }
      const parsed = WebhookBodySchema.safeParse(json);
      if (!parsed.success) return malformed('unexpected body shape');
      const { event_type: type, event_data: data } = parsed.data;

      let outcome: PollOutcome;
      if (type === 'avatar_video.success') {
        const resultUrl = data.url ?? data.video_url;
        if (!resultUrl) return malformed('success event without url');
        outcome = { status: 'completed', resultUrl };
      } else if (type === 'avatar_video.fail') {
        const reason = [data.failure_code, data.failure_message ?? data.msg ?? data.message]
          .filter(Boolean)
          .join(': ');
        outcome = { status: 'failed', message: sanitize(reason || 'heygen reported failure', [opts.secret]) };
      } else {
        return malformed('unsupported event type');
      }
      const event: WebhookEvent = { providerJobId: data.video_id, outcome };
      if (data.callback_id) event.videoId = data.callback_id;
      return ok(event);
    },
  };
}

// Authenticates D-ID talk webhooks. D-ID posts the talk object to the `webhook` URL given at
// create time and documents no signature, so the URL itself carries the proof: our video id plus
// a token = HMAC-SHA256(secret, "d-id-webhook:" + videoId). The token only vouches for that one
// video, so a leaked URL cannot touch any other clip, and it never needs storing. The URL is a
// bearer credential: the receiving worker must not log its query string.

import { DidTalkSchema, talkOutcome } from './did';
import { constantTimeEqual, hmacSha256Hex } from './digest';
import { err, ok, type Result, type WebhookEvent, type WebhookVerifier } from './types';

export const DID_WEBHOOK_VIDEO_PARAM = 'video_id';
export const DID_WEBHOOK_TOKEN_PARAM = 'token';

export interface DidWebhookVerifierOptions {
  secret: string;
}

export function didWebhookToken(secret: string, videoId: string): Promise<string> {
  return hmacSha256Hex(secret, `d-id-webhook:${videoId}`);
}

/** Builds the `webhook` URL for one video: pass the result as ClipRequest.callbackUrl. */
export async function signDidWebhookUrl(endpoint: string, videoId: string, secret: string): Promise<string> {
  const url = new URL(endpoint);
  url.searchParams.set(DID_WEBHOOK_VIDEO_PARAM, videoId);
  url.searchParams.set(DID_WEBHOOK_TOKEN_PARAM, await didWebhookToken(secret, videoId));
  return url.toString();
}

const rejected = (message: string): Result<never> =>
  err({ kind: 'rejected', message: `d-id webhook: ${message}` });
const malformed = (message: string): Result<never> =>
  err({ kind: 'malformed', message: `d-id webhook: ${message}` });

export function createDidWebhookVerifier(opts: DidWebhookVerifierOptions): WebhookVerifier {
  return {
    // D-ID sends no timestamp, so there is nothing to check against the clock.
    async verify(rawBody, _headers, _nowSeconds, requestUrl): Promise<Result<WebhookEvent>> {
      if (opts.secret.length === 0) return rejected('secret not configured');
      if (requestUrl === undefined) return rejected('request URL required');
      let url: URL;
      try {
        url = new URL(requestUrl);
      } catch {
        return rejected('request URL is not a URL');
      }
      const videoId = url.searchParams.get(DID_WEBHOOK_VIDEO_PARAM);
      const token = url.searchParams.get(DID_WEBHOOK_TOKEN_PARAM);
      if (!videoId || !token) return rejected('missing token');
      const expected = await didWebhookToken(opts.secret, videoId);
      if (!constantTimeEqual(expected, token.toLowerCase())) return rejected('token mismatch');

      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return malformed('body is not JSON');
      }
      const talk = DidTalkSchema.safeParse(json);
      if (!talk.success) return malformed('unexpected body shape');
      const outcome = talkOutcome(talk.data, []);
      if (!outcome.ok) return outcome;
      return ok({ providerJobId: talk.data.id, outcome: outcome.value, videoId });
    },
  };
}

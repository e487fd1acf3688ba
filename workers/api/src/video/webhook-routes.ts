/**
 * Completion webhooks from the external video providers, mounted under /liveavatar/webhooks. No
 * Authorization header: HeyGen signs the body with HEYGEN_WEBHOOK_SECRET; D-ID signs nothing, so its
 * callback URL carries a per-video HMAC token made with DID_WEBHOOK_SECRET. An unset secret rejects
 * every delivery (fail closed); polling still finishes those videos. The request URL is a credential
 * for D-ID and is never logged.
 */
import { recordProviderResult } from '@solace/clips';
import { ERROR_CODES } from '@solace/contracts';
import {
  createDidWebhookVerifier,
  createHeygenWebhookVerifier,
  type ProviderName,
  type Result,
  readCapped,
  type WebhookEvent,
  type WebhookVerifier,
} from '@solace/providers';
import type { Context } from 'hono';
import { nowMs } from '../auth/clock';
import { getConfig } from '../config';
import type { AppEnv, Bindings } from '../env';
import { ApiError } from '../http/api-error';
import { MAX_BODY_BYTES, tooLarge } from '../http/read-json';
import { errors, json } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';
import { buildProvider } from './provider';
import {
  DidQuerySchema,
  DidTalkWebhookSchema,
  HeygenHeadersSchema,
  HeygenWebhookSchema,
  ReceivedSchema,
} from './webhook-schemas';

export const webhooks = createRouter();

// Documented by reference, not validated: the body must reach the verifier as the exact bytes signed.
webhooks.openAPIRegistry.register('HeygenWebhook', HeygenWebhookSchema);
webhooks.openAPIRegistry.register('DidTalkWebhook', DidTalkWebhookSchema);
const rawJsonBody = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
});
const RESPONSES = {
  200: json(ReceivedSchema, 'Recorded, or an unknown job acknowledged so it is not resent.'),
  ...errors(400, 403, 413, 503),
};

/**
 * The raw body, exactly as signed, capped like every other body we read: a chunked body without a
 * Content-Length is read only up to the cap (then cancelled), never buffered whole before the check.
 */
async function rawBody(c: Context<AppEnv>): Promise<string> {
  const body = c.req.raw.body;
  if (body === null) return '';
  const bytes = await readCapped(body, MAX_BODY_BYTES);
  if (bytes === 'too_large') throw tooLarge();
  return new TextDecoder().decode(bytes);
}

/** One exhaustive switch from a verifier's tagged result to the public answer. */
function requireEvent(result: Result<WebhookEvent>): WebhookEvent {
  if (result.ok) return result.value;
  switch (result.error.kind) {
    case 'rejected':
      return deny();
    case 'malformed':
      throw new ApiError(400, ERROR_CODES.PARSE_ERROR, 'Unexpected webhook body.');
    case 'failed':
    case 'rate_limited':
    case 'unavailable':
    case 'expired_result':
      throw new ApiError(400, ERROR_CODES.INVALID, 'Webhook could not be processed.');
    default: {
      const unreachable: never = result.error;
      return unreachable;
    }
  }
}

function deny(): never {
  throw new ApiError(403, ERROR_CODES.SIGNATURE_INVALID, 'Webhook signature is not valid.');
}

async function receive(c: Context<AppEnv>, name: ProviderName, verifier: (env: Bindings) => WebhookVerifier) {
  const body = await rawBody(c);
  const verified = await verifier(c.env).verify(
    body,
    c.req.raw.headers,
    Math.floor(nowMs(c.env) / 1000),
    c.req.url,
  );
  const event = requireEvent(verified);
  // The provider is needed to download a finished clip into R2; without its API key we cannot, so the
  // provider should retry later (503), and polling remains the fallback.
  const built = buildProvider(c.env, getConfig(c.env), name);
  if (!built.ok) {
    throw new ApiError(503, ERROR_CODES.VIDEO_UNAVAILABLE, 'Video provider is not configured.', {
      headers: { 'Retry-After': '60' },
    });
  }
  const deps = { db: c.env.DB, bucket: c.env.CLIPS, now: () => nowMs(c.env), provider: built.value };
  // An unknown job (deleted by retention, or another environment's) is acknowledged too, so it is not
  // resent. A job that is not the signed video's (or not this provider's) is refused like a bad token.
  const signedFor = event.videoId !== undefined ? { videoId: event.videoId } : {};
  const recorded = await recordProviderResult(deps, event.providerJobId, event.outcome, signedFor);
  if (recorded === 'mismatch') deny();
  return c.json({ received: true as const }, 200);
}

webhooks.openapi(
  defineRoute({
    method: 'post',
    path: '/heygen',
    tags: ['webhooks'],
    summary: "HeyGen's video completion callback",
    description:
      'Called by HeyGen, not by clients. The body is verified with HMAC-SHA256 (HEYGEN_WEBHOOK_SECRET) ' +
      'over its exact bytes, sent as hex in `Heygen-Signature`, with `Heygen-Timestamp` within 5 minutes.',
    security: [],
    request: { headers: HeygenHeadersSchema, body: rawJsonBody('HeygenWebhook') },
    responses: RESPONSES,
  }),
  (c) =>
    receive(c, 'heygen', (env) => createHeygenWebhookVerifier({ secret: env.HEYGEN_WEBHOOK_SECRET ?? '' })),
);

webhooks.openapi(
  defineRoute({
    method: 'post',
    path: '/d-id',
    tags: ['webhooks'],
    summary: "D-ID's talk completion callback",
    description:
      'Called by D-ID, not by clients. D-ID signs nothing, so the callback URL given for each video ' +
      'carries `video_id` and `token` = HMAC-SHA256(DID_WEBHOOK_SECRET, "d-id-webhook:" + video_id).',
    security: [],
    request: { query: DidQuerySchema, body: rawJsonBody('DidTalkWebhook') },
    responses: RESPONSES,
  }),
  (c) => receive(c, 'd-id', (env) => createDidWebhookVerifier({ secret: env.DID_WEBHOOK_SECRET ?? '' })),
);

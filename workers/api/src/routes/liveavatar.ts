/**
 * The video therapy endpoints: sessions, the avatar catalog, generate, video status and the signed clip
 * URL. Everything needs the Bearer access token except the clip URL (a `<video src>` cannot send one;
 * its signature is the credential) and the provider webhooks (verified by signature).
 */
import { getVideo } from '@solace/clips';
import { ERROR_CODES } from '@solace/contracts';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { GenerateSchema, SessionSchema } from '../chat/request-fields';
import { checkAndReply } from '../chat/safety-reply';
import { type Config, getConfig } from '../config';
import type { Bindings } from '../env';
import { ApiError, notFound } from '../http/api-error';
import { rateLimit } from '../http/rate-limit';
import { BEARER, errors, errorWith, json, jsonBody } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';
import { crisisResourcesUrlFor } from '../safety/crisis-url';
import { languageHintsFor } from '../safety/language-hints';
import { catalogBody, resolveLook } from '../video/catalog';
import { serveClip } from '../video/clip-response';
import { CLIP_HEAD, CLIP_RESPONSES, ClipQuerySchema } from '../video/clip-schemas';
import { clipSigningKey, verifyClipSignature } from '../video/clip-url';
import { makeVideo } from '../video/generate';
import { idempotentGenerate } from '../video/generate-replay';
import { createSession, type SessionTimes, useSession } from '../video/session-tokens';
import { generatedBody, videoStatusBody, videoUnavailable } from '../video/video-body';
import {
  CatalogSchema,
  GeneratedVideoSchema,
  VideoIdParamsSchema,
  VideoSessionSchema,
  VideoStatusSchema,
  VideoUnavailableSchema,
} from '../video/video-schemas';
import { webhooks } from './webhooks';

export const liveavatar = createRouter();

/** A queued clip usually lands within seconds with the embedded renderer. */
const NOT_READY_RETRY_SECONDS = 5;

function sessionTimes(env: Bindings, config: Config): SessionTimes {
  return {
    nowMs: nowMs(env),
    ttlSeconds: config.VIDEO_SESSION_TTL_SECONDS,
    maxSeconds: config.VIDEO_SESSION_MAX_SECONDS,
  };
}

liveavatar.openapi(
  defineRoute({
    method: 'post',
    path: '/liveavatar/session',
    tags: ['video'],
    summary: 'Start a video session',
    description:
      'A session keeps the avatar, the voice and the recent replies (so the next reply differs) for ' +
      'generate and chat calls that pass its token. Throttled per user.',
    security: BEARER,
    middleware: [
      requireAuth,
      // Each session is a D1 row until the cron prunes it: bounded per user like generate and chat.
      rateLimit((c) => ({ limiter: c.env.SESSION_USER_LIMITER, key: `user:${c.var.user.id}` })),
    ],
    request: { body: jsonBody(SessionSchema) },
    responses: {
      201: json(VideoSessionSchema, 'The session.'),
      ...errors(400, 401, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const config = getConfig(c.env);
    const fields = c.req.valid('json');
    const look = await resolveLook({ avatarId: fields.avatar_id, voiceId: fields.voice_id });
    const session = await createSession(
      c.env.DB,
      { userId: c.var.user.id, ...look },
      sessionTimes(c.env, config),
    );
    return c.json(
      {
        session_token: session.token,
        expires_at: new Date(session.expiresAt).toISOString(),
        avatar_id: look.avatarId,
        voice_id: look.voiceId,
      },
      201,
    );
  },
);

liveavatar.openapi(
  defineRoute({
    method: 'get',
    path: '/liveavatar/avatars',
    tags: ['video'],
    summary: 'The avatars and voices on offer',
    security: BEARER,
    middleware: [requireAuth],
    responses: { 200: json(CatalogSchema, 'The catalog.'), ...errors(401, 503) },
  }),
  async (c) => c.json(await catalogBody(), 200),
);

liveavatar.openapi(
  defineRoute({
    method: 'post',
    path: '/liveavatar/generate',
    tags: ['video'],
    summary: "The therapist's video reply",
    description:
      'Checks the message for safety, writes the reply and renders it as a clip: 200 when the clip is ' +
      'ready, 202 while it renders (poll `status_url`, or the clip URL, which answers 409 until ready). ' +
      'When no video can be made, 503 still carries the reply as text. Throttled per user; a retry with ' +
      'the same `Idempotency-Key` replays the first answer (with a freshly signed `video_url`).',
    security: BEARER,
    middleware: [
      requireAuth,
      // A replayed answer is served before the limiter, as it makes no new video.
      idempotentGenerate,
      rateLimit((c) => ({ limiter: c.env.GENERATE_USER_LIMITER, key: `user:${c.var.user.id}` })),
    ],
    request: { body: jsonBody(GenerateSchema) },
    responses: {
      200: json(GeneratedVideoSchema, 'The clip is ready.'),
      202: json(GeneratedVideoSchema, 'The clip is rendering; `status_url` reports progress.'),
      ...errors(400, 401, 404, 413, 415, 429),
      ...errorWith(
        503,
        VideoUnavailableSchema,
        'No video could be made (the reply is included), or a dependency is unavailable.',
      ),
    },
  }),
  async (c) => {
    const config = getConfig(c.env);
    const user = c.var.user;
    const fields = c.req.valid('json');
    const session =
      fields.session_token === undefined
        ? null
        : await useSession(c.env.DB, fields.session_token, user.id, sessionTimes(c.env, config));
    const look = await resolveLook(
      { avatarId: fields.avatar_id, voiceId: fields.voice_id },
      session ?? undefined,
    );
    const urls = {
      env: c.env,
      config,
      origin: new URL(c.req.url).origin,
      crisisResourcesUrl: crisisResourcesUrlFor(c),
    };
    // Fail closed on a missing signing key before any work is done or stored.
    clipSigningKey(c.env, config);

    const { safety, reply } = await checkAndReply(
      c.env,
      config,
      fields.message,
      session,
      languageHintsFor(c),
    );
    const made = await makeVideo(c.env, config, {
      userId: user.id,
      sessionId: session?.id ?? null,
      transcript: reply.text,
      safetyLevel: safety.level,
      ...look,
      requestId: c.get('requestId'),
    });
    switch (made.kind) {
      case 'ready':
        return c.json(await generatedBody(urls, made.video, safety), 200);
      case 'queued':
        return c.json(await generatedBody(urls, made.video, safety), 202);
      case 'unavailable':
        throw videoUnavailable(made.error, reply.text, safety, urls.crisisResourcesUrl);
    }
  },
);

liveavatar.openapi(
  defineRoute({
    method: 'get',
    path: '/liveavatar/videos/{videoId}',
    tags: ['video'],
    summary: 'A video and its status',
    description: "Another user's video reads exactly like a missing one (404).",
    security: BEARER,
    middleware: [requireAuth],
    request: { params: VideoIdParamsSchema },
    responses: { 200: json(VideoStatusSchema, 'The video.'), ...errors(401, 404, 503) },
  }),
  async (c) => {
    const video = await getVideo({ db: c.env.DB }, c.req.valid('param').videoId);
    // Someone else's video reads exactly like a missing one.
    if (video === null || video.userId !== c.var.user.id) throw notFound();
    const urls = { env: c.env, config: getConfig(c.env), origin: new URL(c.req.url).origin };
    return c.json(await videoStatusBody(urls, video), 200);
  },
);

liveavatar.openapi(
  defineRoute({
    method: 'get',
    path: '/liveavatar/clips/{videoId}',
    tags: ['video'],
    summary: 'The clip (signed URL)',
    description:
      'The URL from generate or the video status, for a `<video src>`: its signature is the credential, ' +
      'so no Authorization header. Supports HEAD, one byte range (206) and If-None-Match (304).',
    security: [],
    request: { params: VideoIdParamsSchema, query: ClipQuerySchema },
    responses: CLIP_RESPONSES,
  }),
  async (c) => {
    const config = getConfig(c.env);
    const { videoId } = c.req.valid('param');
    const nowSeconds = Math.floor(nowMs(c.env) / 1000);
    const check = await verifyClipSignature(
      videoId,
      c.req.query('exp'),
      c.req.query('sig'),
      clipSigningKey(c.env, config),
      nowSeconds,
    );
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(403, ERROR_CODES.SIGNATURE_EXPIRED, 'This video link has expired.')
        : new ApiError(403, ERROR_CODES.SIGNATURE_INVALID, 'This video link is not valid.');
    }
    const video = await getVideo({ db: c.env.DB }, videoId);
    if (video === null) throw notFound();
    switch (video.status) {
      case 'queued':
      case 'rendering':
        throw new ApiError(409, ERROR_CODES.VIDEO_NOT_READY, 'The video is not ready yet.', {
          headers: { 'Retry-After': String(NOT_READY_RETRY_SECONDS) },
        });
      case 'failed':
        throw new ApiError(410, ERROR_CODES.VIDEO_FAILED, 'The video could not be rendered.');
      case 'ready':
        if (video.objectKey === null) throw notFound();
        return serveClip(c.env.CLIPS, video.objectKey, {
          method: c.req.method,
          range: c.req.header('range'),
          ifNoneMatch: c.req.header('if-none-match'),
          maxAgeSeconds: check.expiresAt - nowSeconds,
        });
    }
  },
);
// Hono answers HEAD with the GET route; the document lists it as its own operation.
liveavatar.openAPIRegistry.registerPath(CLIP_HEAD);

liveavatar.route('/liveavatar/webhooks', webhooks);

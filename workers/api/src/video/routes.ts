/**
 * /liveavatar/*: video sessions, the avatar catalog, generate, the user's videos and one video's status,
 * all behind the Bearer access token. The signed clip URL (clip-routes.ts) and the provider webhooks
 * (webhook-routes.ts) are mounted beside this router in app.ts: their credential is a signature.
 */
import { getVideo, listUserVideos } from '@solace/clips';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { checkAndReply } from '../chat/safety-reply';
import { type Config, getConfig } from '../config';
import { crisisResourcesUrlFor } from '../crisis-resources/crisis-url';
import type { Bindings } from '../env';
import { notFound } from '../http/api-error';
import { DEFAULT_LIMIT, decodeCursor, PageQuerySchema, toPage } from '../http/pagination';
import { rateLimit } from '../http/rate-limit';
import { signingContext } from '../http/signed-url';
import { BEARER, errors, errorWith, json, jsonBody } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { safetyPlanUrlIfAny } from '../safety-plan/plan-link';
import { catalogBody, resolveLook } from './catalog';
import { clipSigner } from './clip-url';
import { makeVideo } from './generate';
import { idempotentGenerate } from './generate-replay';
import { VideoPageSchema, videoSummaryBody } from './history-body';
import { GenerateSchema, SessionSchema } from './request-fields';
import { createSession, type SessionTimes, useSession } from './session-tokens';
import { generatedBody, videoStatusBody, videoUnavailable } from './video-body';
import {
  CatalogSchema,
  GeneratedVideoSchema,
  VideoIdParamsSchema,
  VideoSessionSchema,
  VideoStatusSchema,
  VideoUnavailableSchema,
} from './video-schemas';

export const liveavatar = createRouter();

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
    path: '/session',
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
      jsonGuard,
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
    path: '/avatars',
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
    path: '/generate',
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
      jsonGuard,
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
    const urls = { ...signingContext(c), crisisResourcesUrl: crisisResourcesUrlFor(c) };
    // Fail closed on a missing signing key before any work is done or stored.
    clipSigner.requireKey(c.env, config);

    const { safety, reply } = await checkAndReply(
      c.env,
      config,
      { message: fields.message, history: fields.history },
      session,
    );
    const linked = { ...urls, safetyPlanUrl: await safetyPlanUrlIfAny(c, safety) };
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
        return c.json(await generatedBody(linked, made.video, safety), 200);
      case 'queued':
        return c.json(await generatedBody(linked, made.video, safety), 202);
      case 'unavailable':
        throw videoUnavailable(made.error, reply.text, safety, urls.crisisResourcesUrl, linked.safetyPlanUrl);
    }
  },
);

liveavatar.openapi(
  defineRoute({
    method: 'get',
    path: '/videos',
    tags: ['video'],
    summary: 'Your videos, newest first',
    description:
      'Cursor pages ordered by creation time, newest first. Pass `next_cursor` back as `cursor` for the ' +
      'next page; it is null on the last one. Videos made between two page fetches never shift a page.',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: PageQuerySchema },
    responses: { 200: json(VideoPageSchema, 'One page of videos.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const after = decodeCursor(query.cursor, ['number', 'string']) as [number, string] | undefined;
    const rows = await listUserVideos({ db: c.env.DB }, c.var.user.id, {
      limit: limit + 1,
      ...(after === undefined ? {} : { before: { createdAt: after[0], id: after[1] } }),
    });
    const urls = signingContext(c);
    const page = toPage(
      rows,
      limit,
      (video) => [video.createdAt, video.id],
      (video) => video,
    );
    return c.json(
      {
        results: await Promise.all(page.results.map((video) => videoSummaryBody(urls, video))),
        next_cursor: page.next_cursor,
      },
      200,
    );
  },
);

liveavatar.openapi(
  defineRoute({
    method: 'get',
    path: '/videos/{videoId}',
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
    const urls = signingContext(c);
    return c.json(await videoStatusBody(urls, video), 200);
  },
);

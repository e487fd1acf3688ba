/**
 * The video therapy endpoints: sessions, the avatar catalog, generate, video status and the signed clip
 * URL. Everything needs the Bearer access token except the clip URL (a `<video src>` cannot send one;
 * its signature is the credential) and the provider webhooks (verified by signature).
 */
import { getVideo } from '@solace/clips';
import { ERROR_CODES } from '@solace/contracts';
import { Hono } from 'hono';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { GenerateSchema, SessionSchema } from '../chat/request-fields';
import { checkAndReply } from '../chat/safety-reply';
import { type Config, getConfig } from '../config';
import type { AppEnv, Bindings } from '../env';
import { ApiError } from '../http/api-error';
import { parseFields } from '../http/fields';
import { enforceRateLimit } from '../http/rate-limit';
import { readJsonObject } from '../http/read-json';
import { jsonGuard } from '../openapi/router';
import { crisisResourcesUrlFor } from '../safety/crisis-url';
import { catalogBody, resolveLook } from '../video/catalog';
import { serveClip } from '../video/clip-response';
import { clipSigningKey, verifyClipSignature } from '../video/clip-url';
import { makeVideo } from '../video/generate';
import { idempotentGenerate } from '../video/generate-replay';
import { createSession, type SessionTimes, useSession } from '../video/session-tokens';
import { generatedBody, videoStatusBody, videoUnavailable } from '../video/video-body';
import { webhooks } from './webhooks';

export const liveavatar = new Hono<AppEnv>();

/** Matches the limiters' `period` in wrangler.toml: the honest upper bound for Retry-After. */
const LIMIT_PERIOD_SECONDS = 60;
/** A queued clip usually lands within seconds with the embedded renderer. */
const NOT_READY_RETRY_SECONDS = 5;

function sessionTimes(env: Bindings, config: Config): SessionTimes {
  return {
    nowMs: nowMs(env),
    ttlSeconds: config.VIDEO_SESSION_TTL_SECONDS,
    maxSeconds: config.VIDEO_SESSION_MAX_SECONDS,
  };
}

function notFound(): ApiError {
  return new ApiError(404, ERROR_CODES.NOT_FOUND, 'Not found.');
}

liveavatar.post('/liveavatar/session', requireAuth, async (c) => {
  const config = getConfig(c.env);
  // Each session is a D1 row until the cron prunes it: bounded per user like generate and chat.
  await enforceRateLimit(c.env.SESSION_USER_LIMITER, `user:${c.var.user.id}`, LIMIT_PERIOD_SECONDS);
  const fields = parseFields(await readJsonObject(c), SessionSchema);
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
});

liveavatar.get('/liveavatar/avatars', requireAuth, async (c) => c.json(await catalogBody()));

liveavatar.post('/liveavatar/generate', requireAuth, jsonGuard, idempotentGenerate, async (c) => {
  const config = getConfig(c.env);
  const user = c.var.user;
  await enforceRateLimit(c.env.GENERATE_USER_LIMITER, `user:${user.id}`, LIMIT_PERIOD_SECONDS);
  const fields = parseFields(await c.req.json(), GenerateSchema);
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

  const { safety, reply } = await checkAndReply(c.env, config, fields.message, session);
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
});

liveavatar.get('/liveavatar/videos/:videoId', requireAuth, async (c) => {
  const video = await getVideo({ db: c.env.DB }, c.req.param('videoId'));
  // Someone else's video reads exactly like a missing one.
  if (video === null || video.userId !== c.var.user.id) throw notFound();
  const urls = { env: c.env, config: getConfig(c.env), origin: new URL(c.req.url).origin };
  return c.json(await videoStatusBody(urls, video));
});

liveavatar.get('/liveavatar/clips/:videoId', async (c) => {
  const config = getConfig(c.env);
  const videoId = c.req.param('videoId');
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
});

liveavatar.route('/liveavatar/webhooks', webhooks);

/**
 * POST /chat/: the text therapy clients fall back to when video is unavailable. Same message rules,
 * safety check, reply writer and optional session as generate, its own per-user throttle, no video.
 */
import { z } from '@hono/zod-openapi';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { getConfig } from '../config';
import { crisisResourcesUrlFor } from '../crisis-resources/crisis-url';
import { rateLimit } from '../http/rate-limit';
import { BEARER, errors, json, jsonBody } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { crisisResourcesField } from '../safety/crisis-field';
import { safetyPlanUrlIfAny } from '../safety-plan/plan-link';
import { historyField, messageField, sessionTokenField } from '../video/request-fields';
import { useSession } from '../video/session-tokens';
import { ChatReplySchema } from './reply-schemas';
import { checkAndReply } from './safety-reply';

export const chat = createRouter();

const ChatSchema = z
  .object({
    message: messageField,
    session_token: sessionTokenField,
    history: historyField,
  })
  .openapi('ChatRequest', { example: { message: 'Work has been stressful this week.' } });

chat.openapi(
  defineRoute({
    method: 'post',
    path: '/',
    tags: ['chat'],
    summary: "The therapist's text reply",
    description: 'The same safety check and reply writer as generate, without video. Throttled per user.',
    security: BEARER,
    middleware: [
      requireAuth,
      rateLimit((c) => ({ limiter: c.env.CHAT_USER_LIMITER, key: `user:${c.var.user.id}` })),
      jsonGuard,
    ],
    request: { body: jsonBody(ChatSchema) },
    responses: {
      200: json(ChatReplySchema, 'The reply and its safety verdict.'),
      ...errors(400, 401, 404, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const config = getConfig(c.env);
    const fields = c.req.valid('json');
    const session =
      fields.session_token === undefined
        ? null
        : await useSession(c.env.DB, fields.session_token, c.var.user.id, {
            nowMs: nowMs(c.env),
            ttlSeconds: config.VIDEO_SESSION_TTL_SECONDS,
            maxSeconds: config.VIDEO_SESSION_MAX_SECONDS,
          });
    const { safety, reply } = await checkAndReply(
      c.env,
      config,
      { message: fields.message, history: fields.history },
      session,
    );
    return c.json(
      {
        reply: reply.text,
        safety,
        ...crisisResourcesField(safety, crisisResourcesUrlFor(c), await safetyPlanUrlIfAny(c, safety)),
      },
      200,
    );
  },
);

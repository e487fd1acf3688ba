/**
 * POST /chat/: the text therapy clients fall back to when video is unavailable. Same message rules,
 * safety check, reply writer and optional session as generate, its own per-user throttle, no video.
 */
import { Hono } from 'hono';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { ChatSchema } from '../chat/request-fields';
import { checkAndReply } from '../chat/safety-reply';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { parseFields } from '../http/fields';
import { enforceRateLimit } from '../http/rate-limit';
import { readJsonObject } from '../http/read-json';
import { crisisResourcesField } from '../safety/crisis-field';
import { crisisResourcesUrlFor } from '../safety/crisis-url';
import { useSession } from '../video/session-tokens';

export const chat = new Hono<AppEnv>();

/** Matches CHAT_USER_LIMITER's `period` in wrangler.toml. */
const LIMIT_PERIOD_SECONDS = 60;

chat.post('/chat', requireAuth, async (c) => {
  const config = getConfig(c.env);
  const user = c.var.user;
  await enforceRateLimit(c.env.CHAT_USER_LIMITER, `user:${user.id}`, LIMIT_PERIOD_SECONDS);
  const fields = parseFields(await readJsonObject(c), ChatSchema);
  const session =
    fields.session_token === undefined
      ? null
      : await useSession(c.env.DB, fields.session_token, user.id, {
          nowMs: nowMs(c.env),
          ttlSeconds: config.VIDEO_SESSION_TTL_SECONDS,
          maxSeconds: config.VIDEO_SESSION_MAX_SECONDS,
        });
  const { safety, reply } = await checkAndReply(c.env, config, fields.message, session);
  return c.json({
    reply: reply.text,
    safety,
    ...crisisResourcesField(safety, crisisResourcesUrlFor(c)),
  });
});

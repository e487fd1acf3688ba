/**
 * Typed configuration parsed from the worker's vars, through the reader both workers share
 * (@solace/contracts `createConfigReader`: once per `env` object, never at module scope). A malformed var is
 * an operator error: it fails the request with a logged 500, it is never silently replaced by a default.
 */
import { createConfigReader } from '@solace/contracts';
import { z } from 'zod';
import type { Bindings } from './env';

const seconds = z.coerce.number().int().positive();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const ConfigSchema = z.object({
  // `deployed` is the top level of wrangler.toml: strict, as a deploy without --env must be. Local
  // development is `development`, set by .dev.vars; `test` is set by the vitest pool.
  ENVIRONMENT: z.enum(['deployed', 'development', 'test', 'preview', 'production']),
  CORS_ORIGINS: z.string().transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ),
  JWT_ISSUER: z.string().min(1),
  JWT_AUDIENCE: z.string().min(1),
  ACCESS_TOKEN_TTL_SECONDS: seconds,
  REFRESH_TOKEN_TTL_SECONDS: seconds,
  REFRESH_FAMILY_MAX_AGE_SECONDS: seconds,
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0),
  ROTATE_REFRESH_TOKENS: flag,
  JWT_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(300),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15),
  /** How long an isolate may reuse a user row for Bearer auth; 0 = read D1 on every request. */
  USER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300),
  RENDER_MODE: z.enum(['sync', 'queue', 'auto']),
  VIDEO_PROVIDER: z.enum(['embedded', 'heygen', 'd-id']),
  CLIP_URL_TTL_SECONDS: seconds,
  VIDEO_SESSION_TTL_SECONDS: seconds,
  VIDEO_SESSION_MAX_SECONDS: seconds,
  CLIP_RETENTION_DAYS: seconds,
  // Workers AI model ids; empty = that feature is off (local development and tests have no AI binding).
  SAFETY_AI_MODEL: z.string(),
  REPLY_AI_MODEL: z.string(),
  TTS_AI_MODEL: z.string(),
  RENDER_MAX_POLLS: seconds,
  RENDER_POLL_BASE_SECONDS: seconds,
  /** Where providers send completion webhooks; empty = no webhooks, polling only. */
  PUBLIC_API_URL: z.union([z.literal(''), z.url()]),
  /** The web client's origin, for links in mail (password reset); empty = PUBLIC_API_URL's origin. */
  PUBLIC_WEB_URL: z.union([z.literal(''), z.url()]),
  /** The sender of mail through the provider, e.g. `Solace <no-reply@example.com>`; empty = no mail. */
  MAIL_FROM: z.string(),
});

export type Config = z.infer<typeof ConfigSchema>;

export const getConfig: (env: Bindings) => Config = createConfigReader(ConfigSchema, 'worker');

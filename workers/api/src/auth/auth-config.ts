// Auth settings: the vars from getConfig plus the two secrets (JWT_SIGNING_KEYS, PASSWORD_PEPPER), which
// always come from the environment: Worker secrets when deployed, `.dev.vars` locally (written from
// `.dev.vars.example` by `pnpm dev`). There is no built-in fallback. Outside development the public
// development values are refused by value (dev-secrets.ts). A missing, malformed or development secret
// makes every auth endpoint and the auth middleware answer 503 `auth_unavailable` (fail closed) rather
// than sign with a key that is public in this repo.

import { createTokenSigner, createTokenVerifier, type KeyRing, parseKeyRing } from '@solace/auth';
import { ERROR_CODES } from '@solace/contracts';
import { createMiddleware } from 'hono/factory';
import { type Config, getConfig } from '../config';
import { acceptsDevSecrets, isDevSecret } from '../dev-secrets';
import type { AppEnv, Bindings } from '../env';
import { ApiError } from '../http/api-error';
import { nowMs } from './clock';

const MIN_PEPPER_LENGTH = 32;
/** bcrypt cost floor outside tests (OWASP ASVS); the pool runs at 4 to keep tests fast. */
const MIN_DEPLOYED_COST = 10;

export interface AuthSettings {
  keys: KeyRing;
  pepper: string;
  bcryptCost: number;
  issuer: string;
  audience: string;
  leewaySeconds: number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  familyMaxAgeSeconds: number;
  reuseGraceSeconds: number;
  rotateRefreshTokens: boolean;
}

type SettingsResult = { ok: true; settings: AuthSettings } | { ok: false; reason: string };

function resolveSettings(env: Bindings, config: Config): SettingsResult {
  const devAllowed = acceptsDevSecrets(config.ENVIRONMENT);
  const keysText = env.JWT_SIGNING_KEYS?.trim() ?? '';
  const pepper = env.PASSWORD_PEPPER ?? '';
  if (keysText === '')
    return { ok: false, reason: 'JWT_SIGNING_KEYS: missing (locally: pnpm dev writes .dev.vars)' };
  const parsed = parseKeyRing(keysText);
  if (!parsed.ok) return { ok: false, reason: `JWT_SIGNING_KEYS: ${parsed.error}` };
  if (!devAllowed && isDevSecret('JWT_SIGNING_KEYS', keysText))
    return { ok: false, reason: 'JWT_SIGNING_KEYS: development key outside development' };
  if (pepper.length < MIN_PEPPER_LENGTH) return { ok: false, reason: 'PASSWORD_PEPPER: missing or short' };
  if (!devAllowed && isDevSecret('PASSWORD_PEPPER', pepper))
    return { ok: false, reason: 'PASSWORD_PEPPER: development value outside development' };
  return {
    ok: true,
    settings: {
      keys: parsed.ring,
      pepper,
      bcryptCost:
        config.ENVIRONMENT === 'test' ? config.BCRYPT_COST : Math.max(MIN_DEPLOYED_COST, config.BCRYPT_COST),
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      leewaySeconds: config.JWT_LEEWAY_SECONDS,
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
      familyMaxAgeSeconds: config.REFRESH_FAMILY_MAX_AGE_SECONDS,
      reuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
      rotateRefreshTokens: config.ROTATE_REFRESH_TOKENS,
    },
  };
}

// Parsed once per env object, like getConfig: the key ring is the expensive part.
const cache = new WeakMap<object, SettingsResult>();

export function authUnavailable(): ApiError {
  return new ApiError(503, ERROR_CODES.AUTH_UNAVAILABLE, 'Authentication is temporarily unavailable.');
}

/** Throws the 503 when the secrets are not usable in this environment. */
export function requireAuthSettings(env: Bindings): AuthSettings {
  let result = cache.get(env);
  if (result === undefined) {
    result = resolveSettings(env, getConfig(env));
    // The reason names a variable and a fault, never its value.
    if (!result.ok) console.error(JSON.stringify({ event: 'auth_unavailable', reason: result.reason }));
    cache.set(env, result);
  }
  if (!result.ok) throw authUnavailable();
  return result.settings;
}

/** Route middleware for the token endpoints: unusable secrets answer 503 before throttling or reading. */
export const requireAuthConfigured = createMiddleware<AppEnv>(async (c, next) => {
  requireAuthSettings(c.env);
  await next();
});

export interface AuthRuntime {
  settings: AuthSettings;
  now: number;
  signer: ReturnType<typeof createTokenSigner>;
  verifier: ReturnType<typeof createTokenVerifier>;
}

/** Everything one request needs to sign and verify, with one reading of the clock. */
export function requireAuthRuntime(env: Bindings): AuthRuntime {
  const settings = requireAuthSettings(env);
  const now = nowMs(env);
  const options = {
    keys: settings.keys,
    issuer: settings.issuer,
    audience: settings.audience,
    leewaySeconds: settings.leewaySeconds,
    now: () => now,
  };
  return { settings, now, signer: createTokenSigner(options), verifier: createTokenVerifier(options) };
}

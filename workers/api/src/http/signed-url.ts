/**
 * Worker-signed media URLs (clips, profile pictures): `<path>?exp=<unix s>&sig=<base64url>` where
 * sig = HMAC-SHA256(CLIP_SIGNING_KEY, "<scope>:v1:<subject>:<exp>"). A `<video src>` or `<img src>` cannot
 * send an Authorization header, so the URL itself is the credential: it names one thing and expires.
 * The scope separates the kinds, so a clip signature never verifies as a picture's and the reverse.
 * The key always comes from the environment and is refused when missing, short, or the public
 * development key outside development. `createMediaSigner` gives each kind its scope and its own answers:
 * a 503 when nothing can be signed, a 403 for an expired or a tampered link.
 */
import { decodeBase64Url, encodeBase64Url, hmacSha256, timingSafeEqual } from '@solace/auth';
import { ERROR_CODES, type ErrorCode } from '@solace/contracts';
import type { Context } from 'hono';
import { type Config, getConfig } from '../config';
import { acceptsDevSecrets, isDevSecret } from '../dev-secrets';
import type { AppEnv, Bindings } from '../env';
import { ApiError } from './api-error';

const SIG_BYTES = 32;
const MIN_KEY_LENGTH = 32;

export type SignatureCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/** What signing a URL needs from the request: the key's environment and config, and the origin served. */
export interface SigningContext {
  env: Bindings;
  config: Config;
  /** The request's origin: media are served by this same worker. */
  origin: string;
}

export function signingContext(c: Context<AppEnv>): SigningContext {
  return { env: c.env, config: getConfig(c.env), origin: new URL(c.req.url).origin };
}

/** The signing key, or null when this environment must not sign (fail closed). */
export function mediaSigningKey(env: Bindings, config: Config): string | null {
  const key = env.CLIP_SIGNING_KEY?.trim() ?? '';
  const usable =
    key.length >= MIN_KEY_LENGTH &&
    (acceptsDevSecrets(config.ENVIRONMENT) || !isDevSecret('CLIP_SIGNING_KEY', key));
  return usable ? key : null;
}

function mac(key: string, scope: string, subject: string, exp: number): Promise<Uint8Array> {
  return hmacSha256(key, `${scope}:v1:${subject}:${exp}`);
}

/** The `exp=&sig=` query (no leading `?`) for `subject` in `scope`, valid until `exp` (unix seconds). */
async function signatureQuery(key: string, scope: string, subject: string, exp: number): Promise<string> {
  return `exp=${exp}&sig=${encodeBase64Url(await mac(key, scope, subject, exp))}`;
}

/** Checks the signature before the expiry so that a forged `exp` is reported as tampering. */
async function verifySignature(
  key: string,
  scope: string,
  subject: string,
  exp: string | undefined,
  sig: string | undefined,
  nowSeconds: number,
): Promise<SignatureCheck> {
  if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp))
    return { ok: false, reason: 'invalid' };
  const given = /^[A-Za-z0-9_-]{1,128}$/.test(sig) ? decodeBase64Url(sig) : null;
  // Canonical encoding only: atob ignores the spare bits of the last character, so without this check
  // several spellings of one signature would all pass.
  if (given === null || given.byteLength !== SIG_BYTES || encodeBase64Url(given) !== sig) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = await mac(key, scope, subject, Number(exp));
  if (!timingSafeEqual(encodeBase64Url(expected), sig)) return { ok: false, reason: 'invalid' };
  if (Number(exp) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: Number(exp) };
}

export interface MediaSignerOptions {
  scope: string;
  /** The 503 when this environment must not sign, e.g. clip_signing_unavailable. */
  unavailable: { code: ErrorCode; detail: string };
  /** What the link names, for the 403 messages: "video", "picture". */
  noun: string;
}

export interface MediaSigner {
  /** The key, or the 503: call it before doing work whose answer carries a link. */
  requireKey(env: Bindings, config: Config): string;
  query(key: string, subject: string, exp: number): Promise<string>;
  /** The 403 for a link that has expired or is not valid. */
  refuse(reason: 'invalid' | 'expired'): ApiError;
  /** The expiry of a valid link; a 403 signature_expired or signature_invalid otherwise. */
  requireValid(
    key: string,
    subject: string,
    exp: string | undefined,
    sig: string | undefined,
    nowSeconds: number,
  ): Promise<number>;
}

export function createMediaSigner({ scope, unavailable, noun }: MediaSignerOptions): MediaSigner {
  const refuse = (reason: 'invalid' | 'expired') =>
    reason === 'expired'
      ? new ApiError(403, ERROR_CODES.SIGNATURE_EXPIRED, `This ${noun} link has expired.`)
      : new ApiError(403, ERROR_CODES.SIGNATURE_INVALID, `This ${noun} link is not valid.`);
  return {
    refuse,
    requireKey(env, config) {
      const key = mediaSigningKey(env, config);
      if (key === null) throw new ApiError(503, unavailable.code, unavailable.detail);
      return key;
    },
    query: (key, subject, exp) => signatureQuery(key, scope, subject, exp),
    async requireValid(key, subject, exp, sig, nowSeconds) {
      const check = await verifySignature(key, scope, subject, exp, sig, nowSeconds);
      if (check.ok) return check.expiresAt;
      throw refuse(check.reason);
    },
  };
}

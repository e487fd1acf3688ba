/**
 * Signed clip URLs: `<origin>/api/v1/liveavatar/clips/<video id>/?exp=<unix s>&sig=<base64url>` where
 * sig = HMAC-SHA256(CLIP_SIGNING_KEY, "clip:v1:<video id>:<exp>"). A `<video src>` cannot send an
 * Authorization header, so the URL itself is the credential: it names one video and expires.
 * The signing key always comes from the environment (`.dev.vars` locally) and fails closed when it is
 * missing, short, or the public development key outside development.
 */
import { decodeBase64Url, encodeBase64Url, hmacSha256, timingSafeEqual } from '@solace/auth';
import { ERROR_CODES } from '@solace/contracts';
import type { Config } from '../config';
import { acceptsDevSecrets, isDevSecret } from '../dev-secrets';
import type { Bindings } from '../env';
import { ApiError } from '../http/api-error';

const SIG_BYTES = 32;

export type ClipSignatureCheck =
  | { ok: true; expiresAt: number }
  | { ok: false; reason: 'invalid' | 'expired' };

export function clipSigningKey(env: Bindings, config: Config): string {
  const key = env.CLIP_SIGNING_KEY?.trim() ?? '';
  const usable =
    key.length >= 32 && (acceptsDevSecrets(config.ENVIRONMENT) || !isDevSecret('CLIP_SIGNING_KEY', key));
  // Fail closed, as auth does: nothing signs without a real key, or with the public one outside development.
  if (!usable) {
    throw new ApiError(
      503,
      ERROR_CODES.CLIP_SIGNING_UNAVAILABLE,
      'Video links are unavailable: the service is not configured to sign them.',
    );
  }
  return key;
}

function mac(key: string, videoId: string, exp: number): Promise<Uint8Array> {
  return hmacSha256(key, `clip:v1:${videoId}:${exp}`);
}

export function clipPath(videoId: string): string {
  return `/api/v1/liveavatar/clips/${encodeURIComponent(videoId)}/`;
}

/** An absolute signed URL valid for `ttlSeconds` from `nowSeconds`. */
export async function signClipUrl(
  origin: string,
  videoId: string,
  key: string,
  ttlSeconds: number,
  nowSeconds: number,
): Promise<string> {
  const exp = nowSeconds + ttlSeconds;
  const sig = encodeBase64Url(await mac(key, videoId, exp));
  return `${origin}${clipPath(videoId)}?exp=${exp}&sig=${sig}`;
}

/** Checks the signature before the expiry so that a forged `exp` is reported as tampering. */
export async function verifyClipSignature(
  videoId: string,
  exp: string | undefined,
  sig: string | undefined,
  key: string,
  nowSeconds: number,
): Promise<ClipSignatureCheck> {
  if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp))
    return { ok: false, reason: 'invalid' };
  const given = /^[A-Za-z0-9_-]{1,128}$/.test(sig) ? decodeBase64Url(sig) : null;
  // Canonical encoding only: atob ignores the spare bits of the last character, so without this check
  // several spellings of one signature would all pass.
  if (given === null || given.byteLength !== SIG_BYTES || encodeBase64Url(given) !== sig) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = await mac(key, videoId, Number(exp));
  if (!timingSafeEqual(encodeBase64Url(expected), sig)) return { ok: false, reason: 'invalid' };
  if (Number(exp) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: Number(exp) };
}

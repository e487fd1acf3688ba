/**
 * Worker-signed media URLs (clips, profile pictures): `<path>?exp=<unix s>&sig=<base64url>` where
 * sig = HMAC-SHA256(CLIP_SIGNING_KEY, "<scope>:v1:<subject>:<exp>"). A `<video src>` or `<img src>` cannot
 * send an Authorization header, so the URL itself is the credential: it names one thing and expires.
 * The scope separates the kinds, so a clip signature never verifies as a picture's and the reverse.
 * The key always comes from the environment and is refused when missing, short, or the public
 * development key outside development; callers turn that refusal into their own 503.
 */
import { decodeBase64Url, encodeBase64Url, hmacSha256, timingSafeEqual } from '@solace/auth';
import type { Config } from '../config';
import { acceptsDevSecrets, isDevSecret } from '../dev-secrets';
import type { Bindings } from '../env';

const SIG_BYTES = 32;
const MIN_KEY_LENGTH = 32;

export type SignatureCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

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
export async function signatureQuery(
  key: string,
  scope: string,
  subject: string,
  exp: number,
): Promise<string> {
  return `exp=${exp}&sig=${encodeBase64Url(await mac(key, scope, subject, exp))}`;
}

/** Checks the signature before the expiry so that a forged `exp` is reported as tampering. */
export async function verifySignature(
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

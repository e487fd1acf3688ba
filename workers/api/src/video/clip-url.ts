/**
 * Signed clip URLs: `<origin>/api/v1/liveavatar/clips/<video id>/?exp=<unix s>&sig=<base64url>`, signed in
 * the `clip` scope of the shared media signer (http/signed-url.ts) with the video id as the subject.
 * Without a usable CLIP_SIGNING_KEY nothing is signed or verified: 503 clip_signing_unavailable.
 */
import { ERROR_CODES } from '@solace/contracts';
import type { Config } from '../config';
import type { Bindings } from '../env';
import { ApiError } from '../http/api-error';
import { mediaSigningKey, type SignatureCheck, signatureQuery, verifySignature } from '../http/signed-url';

const SCOPE = 'clip';

export type ClipSignatureCheck = SignatureCheck;

export function clipSigningKey(env: Bindings, config: Config): string {
  const key = mediaSigningKey(env, config);
  if (key === null) {
    throw new ApiError(
      503,
      ERROR_CODES.CLIP_SIGNING_UNAVAILABLE,
      'Video links are unavailable: the service is not configured to sign them.',
    );
  }
  return key;
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
  const query = await signatureQuery(key, SCOPE, videoId, nowSeconds + ttlSeconds);
  return `${origin}${clipPath(videoId)}?${query}`;
}

export function verifyClipSignature(
  videoId: string,
  exp: string | undefined,
  sig: string | undefined,
  key: string,
  nowSeconds: number,
): Promise<ClipSignatureCheck> {
  return verifySignature(key, SCOPE, videoId, exp, sig, nowSeconds);
}

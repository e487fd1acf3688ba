/**
 * Signed clip URLs: `<origin>/api/v1/liveavatar/clips/<video id>/?exp=<unix s>&sig=<base64url>`, signed in
 * the `clip` scope of the shared media signer (http/signed-url.ts) with the video id as the subject.
 * Without a usable CLIP_SIGNING_KEY nothing is signed or verified: 503 clip_signing_unavailable.
 */
import { ERROR_CODES } from '@solace/contracts';
import { nowMs } from '../auth/clock';
import { createMediaSigner, type SigningContext } from '../http/signed-url';

export const clipSigner = createMediaSigner({
  scope: 'clip',
  unavailable: {
    code: ERROR_CODES.CLIP_SIGNING_UNAVAILABLE,
    detail: 'Video links are unavailable: the service is not configured to sign them.',
  },
  noun: 'video',
});

export function clipPath(videoId: string): string {
  return `/api/v1/liveavatar/clips/${encodeURIComponent(videoId)}/`;
}

/** An absolute signed URL, valid for CLIP_URL_TTL_SECONDS from now. */
export async function signClipUrl(ctx: SigningContext, videoId: string): Promise<string> {
  const key = clipSigner.requireKey(ctx.env, ctx.config);
  const exp = Math.floor(nowMs(ctx.env) / 1000) + ctx.config.CLIP_URL_TTL_SECONDS;
  return `${ctx.origin}${clipPath(videoId)}?${await clipSigner.query(key, videoId, exp)}`;
}

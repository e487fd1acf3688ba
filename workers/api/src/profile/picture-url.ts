/**
 * Signed profile-picture URLs: `<origin>/api/v1/profile/picture/<user id>/?v=<version>&exp=&sig=`, signed
 * in the `picture` scope of the shared media signer (http/signed-url.ts) over "<user id>:<version>". The
 * version is the upload time, so a URL names one upload: once the picture is replaced or removed, old
 * URLs answer 404. The R2 key never leaves the server. `exp` is rounded up to a 5-minute step, so
 * profile reads a few minutes apart give the same URL and a client's image cache keeps working; a URL
 * lives between CLIP_URL_TTL_SECONDS (the media link lifetime) and 5 minutes more.
 */
import { ERROR_CODES } from '@solace/contracts';
import { nowMs } from '../auth/clock';
import type { Config } from '../config';
import type { AuthUser, Bindings } from '../env';
import { ApiError } from '../http/api-error';
import { mediaSigningKey, type SignatureCheck, signatureQuery, verifySignature } from '../http/signed-url';
import { type Profile, profileBody } from './profile-body';

const SCOPE = 'picture';
const EXP_STEP_SECONDS = 300;
const DIGITS = /^\d{1,15}$/;

export interface PictureUrlContext {
  env: Bindings;
  config: Config;
  /** The request's origin: pictures are served by this same worker. */
  origin: string;
}

export function pictureSigningKey(env: Bindings, config: Config): string {
  const key = mediaSigningKey(env, config);
  if (key === null) {
    throw new ApiError(
      503,
      ERROR_CODES.PICTURE_SIGNING_UNAVAILABLE,
      'Picture links are unavailable: the service is not configured to sign them.',
    );
  }
  return key;
}

export function picturePath(userId: number): string {
  return `/api/v1/profile/picture/${userId}/`;
}

export async function signPictureUrl(
  ctx: PictureUrlContext,
  userId: number,
  version: number,
): Promise<string> {
  const key = pictureSigningKey(ctx.env, ctx.config);
  const nowSeconds = Math.floor(nowMs(ctx.env) / 1000);
  const exp = Math.ceil((nowSeconds + ctx.config.CLIP_URL_TTL_SECONDS) / EXP_STEP_SECONDS) * EXP_STEP_SECONDS;
  const query = await signatureQuery(key, SCOPE, `${userId}:${version}`, exp);
  return `${ctx.origin}${picturePath(userId)}?v=${version}&${query}`;
}

export function verifyPictureSignature(
  key: string,
  userId: string,
  version: string | undefined,
  exp: string | undefined,
  sig: string | undefined,
  nowSeconds: number,
): Promise<SignatureCheck> {
  if (!DIGITS.test(userId) || version === undefined || !DIGITS.test(version)) {
    return Promise.resolve({ ok: false, reason: 'invalid' });
  }
  return verifySignature(key, SCOPE, `${userId}:${version}`, exp, sig, nowSeconds);
}

type PictureFields = Pick<AuthUser, 'id' | 'pictureKey' | 'pictureUpdatedAt'>;

/** The signed URL of the user's stored picture, or null when there is none. */
export function pictureUrlFor(ctx: PictureUrlContext, user: PictureFields): Promise<string | null> {
  if (user.pictureKey === null || user.pictureUpdatedAt === null) return Promise.resolve(null);
  return signPictureUrl(ctx, user.id, user.pictureUpdatedAt);
}

/** The profile body with its picture's signed URL. */
export async function profileWithPicture(ctx: PictureUrlContext, user: AuthUser): Promise<Profile> {
  return profileBody(user, await pictureUrlFor(ctx, user));
}

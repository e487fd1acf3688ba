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
import type { AuthUser } from '../env';
import { createMediaSigner, type SigningContext } from '../http/signed-url';
import { type Profile, profileBody } from './profile-body';

const EXP_STEP_SECONDS = 300;
const DIGITS = /^\d{1,15}$/;

export const pictureSigner = createMediaSigner({
  scope: 'picture',
  unavailable: {
    code: ERROR_CODES.PICTURE_SIGNING_UNAVAILABLE,
    detail: 'Picture links are unavailable: the service is not configured to sign them.',
  },
  noun: 'picture',
});

export function picturePath(userId: number): string {
  return `/api/v1/profile/picture/${userId}/`;
}

export async function signPictureUrl(ctx: SigningContext, userId: number, version: number): Promise<string> {
  const key = pictureSigner.requireKey(ctx.env, ctx.config);
  const nowSeconds = Math.floor(nowMs(ctx.env) / 1000);
  const exp = Math.ceil((nowSeconds + ctx.config.CLIP_URL_TTL_SECONDS) / EXP_STEP_SECONDS) * EXP_STEP_SECONDS;
  const query = await pictureSigner.query(key, `${userId}:${version}`, exp);
  return `${ctx.origin}${picturePath(userId)}?v=${version}&${query}`;
}

/** The expiry of a valid link to `version` of the user's picture; a 403 otherwise. */
export function requireValidPictureLink(
  key: string,
  userId: string,
  version: string | undefined,
  exp: string | undefined,
  sig: string | undefined,
  nowSeconds: number,
): Promise<number> {
  if (!DIGITS.test(userId) || version === undefined || !DIGITS.test(version)) {
    return Promise.reject(pictureSigner.refuse('invalid'));
  }
  return pictureSigner.requireValid(key, `${userId}:${version}`, exp, sig, nowSeconds);
}

type PictureFields = Pick<AuthUser, 'id' | 'pictureKey' | 'pictureUpdatedAt'>;

/** The signed URL of the user's stored picture, or null when there is none. */
export function pictureUrlFor(ctx: SigningContext, user: PictureFields): Promise<string | null> {
  if (user.pictureKey === null || user.pictureUpdatedAt === null) return Promise.resolve(null);
  return signPictureUrl(ctx, user.id, user.pictureUpdatedAt);
}

/** The profile body with its picture's signed URL. */
export async function profileWithPicture(ctx: SigningContext, user: AuthUser): Promise<Profile> {
  return profileBody(user, await pictureUrlFor(ctx, user));
}

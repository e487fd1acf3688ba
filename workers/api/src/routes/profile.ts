/**
 * The signed-in account: read and update the profile, upload and remove the picture, serve it through a
 * signed URL (no Bearer: an `<img src>` cannot send one), export everything stored, delete the account.
 * The route definitions are in profile/profile-routes.ts.
 */
import { ERROR_CODES } from '@solace/contracts';
import { createDb, users } from '@solace/db';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireAuthRuntime } from '../auth/auth-config';
import { userNotFound } from '../auth/auth-errors';
import { nowMs } from '../auth/clock';
import { loadActiveUser } from '../auth/require-auth';
import { forgetCachedUser } from '../auth/user-cache';
import { getConfig } from '../config';
import type { AppEnv, AuthUser } from '../env';
import { ApiError, notFound } from '../http/api-error';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { createRouter } from '../openapi/router';
import { deleteAccount, requirePassword } from '../profile/account-deletion';
import { buildExport, exportFilename } from '../profile/export';
import { servePicture } from '../profile/picture-response';
import { removePicture, replacePicture } from '../profile/picture-store';
import { readPictureUpload } from '../profile/picture-upload';
import {
  type PictureUrlContext,
  pictureSigningKey,
  profileWithPicture,
  verifyPictureSignature,
} from '../profile/picture-url';
import {
  deleteAccountRoute,
  deletePictureRoute,
  exportRoute,
  getPictureRoute,
  getProfileRoute,
  patchProfileRoute,
  putPictureRoute,
} from '../profile/profile-routes';

export const profile = createRouter();

function urls(c: Context<AppEnv>): PictureUrlContext {
  return { env: c.env, config: getConfig(c.env), origin: new URL(c.req.url).origin };
}

profile.openapi(getProfileRoute, async (c) => c.json(await profileWithPicture(urls(c), c.var.user), 200));

profile.openapi(patchProfileRoute, async (c) => {
  const { name, timezone, country, language } = c.req.valid('json');
  const changes = Object.fromEntries(
    Object.entries({ name, timezone, country, language }).filter(([, value]) => value !== undefined),
  );
  let user: AuthUser = c.var.user;
  if (Object.keys(changes).length > 0) {
    const [row] = await createDb(c.env.DB).update(users).set(changes).where(eq(users.id, user.id)).returning({
      name: users.name,
      timezone: users.timezone,
      country: users.country,
      language: users.language,
    });
    if (row === undefined) throw userNotFound();
    forgetCachedUser(user.id);
    user = { ...user, ...row };
  }
  return c.json(await profileWithPicture(urls(c), user), 200);
});

profile.openapi(deleteAccountRoute, async (c) => {
  const rt = requireAuthRuntime(c.env);
  const ip = clientIp(c);
  // Throttled like login: the per-address limiter here, the (email, address) lock-out in requirePassword.
  await enforceRateLimit(c.env.LOGIN_IP_LIMITER, `account-delete-ip:${ip}`);
  const { password } = c.req.valid('json');
  await requirePassword(c.env, rt, c.var.user, password, ip);
  await deleteAccount(c.env, c.var.user.id, rt.now);
  return c.body(null, 204);
});

profile.openapi(putPictureRoute, async (c) => {
  const user = c.var.user;
  await enforceRateLimit(c.env.PICTURE_USER_LIMITER, `user:${user.id}`);
  const upload = await readPictureUpload(c.req.raw);
  // The answer carries a signed URL: refuse before storing anything when nothing can be signed.
  pictureSigningKey(c.env, getConfig(c.env));
  const stored = await replacePicture(c.env, user.id, upload, nowMs(c.env));
  forgetCachedUser(user.id);
  const updated: AuthUser = {
    ...user,
    profilePicture: null,
    pictureKey: stored.key,
    pictureType: stored.type,
    pictureUpdatedAt: stored.updatedAt,
  };
  return c.json(await profileWithPicture(urls(c), updated), 200);
});

profile.openapi(deletePictureRoute, async (c) => {
  await removePicture(c.env, c.var.user.id, nowMs(c.env));
  forgetCachedUser(c.var.user.id);
  return c.body(null, 204);
});

profile.openapi(getPictureRoute, async (c) => {
  const { user_id: userId } = c.req.valid('param');
  const { v, exp, sig } = c.req.valid('query');
  const nowSeconds = Math.floor(nowMs(c.env) / 1000);
  const key = pictureSigningKey(c.env, getConfig(c.env));
  const check = await verifyPictureSignature(key, userId, v, exp, sig, nowSeconds);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new ApiError(403, ERROR_CODES.SIGNATURE_EXPIRED, 'This picture link has expired.')
      : new ApiError(403, ERROR_CODES.SIGNATURE_INVALID, 'This picture link is not valid.');
  }
  const row = await createDb(c.env.DB)
    .select({
      key: users.pictureKey,
      type: users.pictureType,
      version: users.pictureUpdatedAt,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, Number(userId)))
    .get();
  // A replaced or removed picture, or a deleted account: the link named something that is gone.
  if (row?.key == null || row.type === null || row.version !== Number(v) || !row.isActive) {
    throw notFound();
  }
  return servePicture(
    c.env.PICTURES,
    { key: row.key, type: row.type },
    {
      method: c.req.method,
      ifNoneMatch: c.req.header('if-none-match'),
      maxAgeSeconds: check.expiresAt - nowSeconds,
    },
  );
});

profile.openapi(exportRoute, async (c) => {
  const now = nowMs(c.env);
  // Read afresh, not from the per-isolate user cache: an export is what is stored now.
  const user = await loadActiveUser(c.env.DB, c.var.user.id);
  return c.json(await buildExport(urls(c), user, now), 200, {
    'Content-Disposition': `attachment; filename="${exportFilename(now)}"`,
    'Cache-Control': 'no-store',
  });
});

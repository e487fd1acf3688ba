/**
 * /profile/picture/*: upload and remove the signed-in user's picture, and serve it through the signed URL
 * that `profile_picture` carries (no Bearer: an `<img src>` cannot send one; the signature is the
 * credential). The upload reads the raw image with its own body cap, not the API's JSON one.
 */
import { z } from '@hono/zod-openapi';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { forgetCachedUser } from '../auth/user-cache';
import { getConfig } from '../config';
import type { AuthUser } from '../env';
import { notFound } from '../http/api-error';
import { ownBodyCap } from '../http/body-cap';
import { rateLimit } from '../http/rate-limit';
import { signingContext } from '../http/signed-url';
import { BEARER, errors, json, NO_CONTENT } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';
import { IMAGE_TYPES } from './image-header';
import { servePicture } from './picture-response';
import { findPicture, removePicture, replacePicture } from './picture-store';
import { MAX_PICTURE_BYTES, pictureTooLarge, readPictureUpload } from './picture-upload';
import { pictureSigner, profileWithPicture, requireValidPictureLink } from './picture-url';
import { ProfileSchema } from './profile-body';

export const picture = createRouter();

const TAGS = ['account'];

const Binary = z.string().openapi({ format: 'binary' });
const imageContent = (description: string) =>
  Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: Binary.openapi({ description }) }]));

picture.openapi(
  defineRoute({
    method: 'put',
    path: '/',
    tags: TAGS,
    summary: 'Upload the profile picture',
    description:
      'The raw image as the body: JPEG, PNG or WebP, at most 2 MB and 4096 pixels either side. The type ' +
      'is read from the bytes and must match the Content-Type (else 415 `image_type_mismatch`); bytes ' +
      'that are no such image are a 400 `image_invalid`, a larger one a 400 `image_dimensions_too_large`. ' +
      'Replaces the previous picture, whose links then answer 404.',
    security: BEARER,
    middleware: [
      requireAuth,
      rateLimit((c) => ({ limiter: c.env.PICTURE_USER_LIMITER, key: `user:${c.var.user.id}` })),
      ownBodyCap(pictureTooLarge, MAX_PICTURE_BYTES),
    ],
    request: { body: { required: true, content: imageContent('The image file.') } },
    responses: {
      200: json(ProfileSchema, 'The account with the new picture’s signed URL.'),
      ...errors(400, 401, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const user = c.var.user;
    const upload = await readPictureUpload(c.req.raw);
    // The answer carries a signed URL: refuse before storing anything when nothing can be signed.
    pictureSigner.requireKey(c.env, getConfig(c.env));
    const stored = await replacePicture(c.env, user.id, upload, nowMs(c.env));
    forgetCachedUser(user.id);
    const updated: AuthUser = {
      ...user,
      profilePicture: null,
      pictureKey: stored.key,
      pictureType: stored.type,
      pictureUpdatedAt: stored.updatedAt,
    };
    return c.json(await profileWithPicture(signingContext(c), updated), 200);
  },
);

picture.openapi(
  defineRoute({
    method: 'delete',
    path: '/',
    tags: TAGS,
    summary: 'Remove the profile picture',
    description: 'Also when there is none. Links to the removed picture then answer 404.',
    security: BEARER,
    middleware: [requireAuth],
    responses: { 204: NO_CONTENT, ...errors(401, 503) },
  }),
  async (c) => {
    await removePicture(c.env, c.var.user.id, nowMs(c.env));
    forgetCachedUser(c.var.user.id);
    return c.body(null, 204);
  },
);

const PictureParamsSchema = z.object({
  user_id: z.string().openapi({ param: { name: 'user_id', in: 'path' }, example: '1' }),
});

const PictureQuerySchema = z.object({
  v: z.string().optional().openapi({ description: 'The picture version the link names.' }),
  exp: z.string().optional().openapi({ description: 'Expiry, unix seconds.' }),
  sig: z.string().optional().openapi({ description: 'HMAC-SHA256 signature, base64url.' }),
});

picture.openapi(
  defineRoute({
    method: 'get',
    path: '/{user_id}',
    tags: TAGS,
    summary: 'A profile picture, through its signed URL',
    description:
      'The URL from `profile_picture`; the signature is the credential (no Bearer). Served with its ETag ' +
      '(304 for If-None-Match) and `Cache-Control: private`. HEAD answers the same without the body.',
    security: [],
    request: { params: PictureParamsSchema, query: PictureQuerySchema },
    responses: {
      200: {
        description: 'The image, with the type it was uploaded as.',
        headers: {
          ETag: { schema: { type: 'string' } },
          'Cache-Control': { schema: { type: 'string', example: 'private, max-age=3600' } },
        },
        content: imageContent('The image file.'),
      },
      304: { description: 'Not modified (If-None-Match matched).' },
      ...errors(403, 404, 503),
    },
  }),
  async (c) => {
    const { user_id: userId } = c.req.valid('param');
    const { v, exp, sig } = c.req.valid('query');
    const nowSeconds = Math.floor(nowMs(c.env) / 1000);
    const key = pictureSigner.requireKey(c.env, getConfig(c.env));
    const expiresAt = await requireValidPictureLink(key, userId, v, exp, sig, nowSeconds);
    const row = await findPicture(c.env.DB, Number(userId));
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
        maxAgeSeconds: expiresAt - nowSeconds,
      },
    );
  },
);

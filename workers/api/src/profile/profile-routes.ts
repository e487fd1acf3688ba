/**
 * The OpenAPI definitions of the profile routes (routes/profile.ts holds the handlers): paths, bodies,
 * and every status each route answers with its body.
 */
import { z } from '@hono/zod-openapi';
import { requireAuth } from '../auth/require-auth';
import { requiredString } from '../http/fields';
import { BEARER, errors, json, jsonBody, NO_CONTENT } from '../openapi/responses';
import { defineRoute } from '../openapi/router';
import { ExportSchema } from './export-schema';
import { IMAGE_TYPES } from './image-header';
import { ProfileSchema } from './profile-body';
import { ProfileUpdateSchema } from './profile-fields';

const TAGS = ['account'];

const Binary = z.string().openapi({ format: 'binary' });
const imageContent = (description: string) =>
  Object.fromEntries(IMAGE_TYPES.map((type) => [type, { schema: Binary.openapi({ description }) }]));

export const getProfileRoute = defineRoute({
  method: 'get',
  path: '/profile',
  tags: TAGS,
  summary: 'The signed-in account',
  security: BEARER,
  middleware: [requireAuth],
  responses: {
    200: json(ProfileSchema, 'The account; `profile_picture` is a signed URL while a picture is stored.'),
    ...errors(401, 503),
  },
});

export const patchProfileRoute = defineRoute({
  method: 'patch',
  path: '/profile',
  tags: TAGS,
  summary: 'Update the name, time zone, country or language',
  description:
    'A partial update: only the fields sent change; unknown fields are ignored and an empty body changes ' +
    'nothing. `timezone` is an IANA zone (validated with Intl, stored as Intl spells it), `country` an ' +
    'ISO 3166-1 alpha-2 code (stored upper case), `language` a BCP 47 tag (stored as Intl canonicalises ' +
    'it, `pt-br` → `pt-BR`); `null` clears any of them.',
  security: BEARER,
  middleware: [requireAuth],
  request: { body: jsonBody(ProfileUpdateSchema) },
  responses: { 200: json(ProfileSchema, 'The updated account.'), ...errors(400, 401, 413, 415, 503) },
});

const DeleteAccountSchema = z
  .object({ password: requiredString().openapi({ type: 'string', example: 'velvet-Harbor-91!' }) })
  .openapi('DeleteAccount');

export const deleteAccountRoute = defineRoute({
  method: 'delete',
  path: '/profile',
  tags: TAGS,
  summary: 'Delete the account and everything stored for it',
  description:
    'Needs the current password (a wrong one is a 400 on `password`; failures count towards the login ' +
    'lock-out). Deletes every row of the user, the picture and the clips no other user shares; login, ' +
    'refresh, access tokens and clip or picture links stop working at once.',
  security: BEARER,
  middleware: [requireAuth],
  request: { body: jsonBody(DeleteAccountSchema) },
  responses: { 204: NO_CONTENT, ...errors(400, 401, 413, 415, 429, 503) },
});

export const putPictureRoute = defineRoute({
  method: 'put',
  path: '/profile/picture',
  tags: TAGS,
  summary: 'Upload the profile picture',
  description:
    'The raw image as the body: JPEG, PNG or WebP, at most 2 MB and 4096 pixels either side. The type ' +
    'is read from the bytes and must match the Content-Type (else 415 `image_type_mismatch`); bytes that ' +
    'are no such image are a 400 `image_invalid`, a larger one a 400 `image_dimensions_too_large`. ' +
    'Replaces the previous picture, whose links then answer 404.',
  security: BEARER,
  middleware: [requireAuth],
  request: { body: { required: true, content: imageContent('The image file.') } },
  responses: {
    200: json(ProfileSchema, 'The account with the new picture’s signed URL.'),
    ...errors(400, 401, 413, 415, 429, 503),
  },
});

export const deletePictureRoute = defineRoute({
  method: 'delete',
  path: '/profile/picture',
  tags: TAGS,
  summary: 'Remove the profile picture',
  description: 'Also when there is none. Links to the removed picture then answer 404.',
  security: BEARER,
  middleware: [requireAuth],
  responses: { 204: NO_CONTENT, ...errors(401, 503) },
});

const PictureParamsSchema = z.object({
  user_id: z.string().openapi({ param: { name: 'user_id', in: 'path' }, example: '1' }),
});

const PictureQuerySchema = z.object({
  v: z.string().optional().openapi({ description: 'The picture version the link names.' }),
  exp: z.string().optional().openapi({ description: 'Expiry, unix seconds.' }),
  sig: z.string().optional().openapi({ description: 'HMAC-SHA256 signature, base64url.' }),
});

export const getPictureRoute = defineRoute({
  method: 'get',
  path: '/profile/picture/{user_id}',
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
});

export const exportRoute = defineRoute({
  method: 'get',
  path: '/profile/export',
  tags: TAGS,
  summary: 'Everything stored about the account, as a JSON download',
  description:
    'Profile, video history (transcripts, safety levels, signed URLs of clips still stored), video ' +
    'sessions, moods, task completions, emergency contacts, logins, password reset requests and recent ' +
    'idempotent requests. No password or token hashes, token ids or storage keys.',
  security: BEARER,
  middleware: [requireAuth],
  responses: {
    200: {
      ...json(ExportSchema, 'The export.'),
      headers: {
        'Content-Disposition': {
          schema: { type: 'string', example: 'attachment; filename="solace-export-2026-05-01.json"' },
        },
      },
    },
    ...errors(401, 503),
  },
});

/**
 * /profile/*: the signed-in account. Read and update it, export everything stored, delete it. The picture
 * (/profile/picture/*) has its own router, picture-routes.ts.
 */
import { z } from '@hono/zod-openapi';
import { requireAuthRuntime } from '../auth/auth-config';
import { nowMs } from '../auth/clock';
import { loadActiveUser, requireAuth } from '../auth/require-auth';
import { forgetCachedUser } from '../auth/user-cache';
import type { AuthUser } from '../env';
import { requiredString } from '../http/fields';
import { clientIp, rateLimit } from '../http/rate-limit';
import { signingContext } from '../http/signed-url';
import { BEARER, errors, json, jsonBody, NO_CONTENT } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { deleteAccount, requirePassword } from './account-deletion';
import { buildExport, exportFilename } from './export';
import { ExportSchema } from './export-schema';
import { profileWithPicture } from './picture-url';
import { ProfileSchema } from './profile-body';
import { ProfileUpdateSchema } from './profile-fields';
import { updateProfile } from './profile-store';

export const profile = createRouter();

const TAGS = ['account'];

profile.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: TAGS,
    summary: 'The signed-in account',
    security: BEARER,
    middleware: [requireAuth],
    responses: {
      200: json(ProfileSchema, 'The account; `profile_picture` is a signed URL while a picture is stored.'),
      ...errors(401, 503),
    },
  }),
  async (c) => c.json(await profileWithPicture(signingContext(c), c.var.user), 200),
);

profile.openapi(
  defineRoute({
    method: 'patch',
    path: '/',
    tags: TAGS,
    summary: 'Update the name, time zone or country',
    description:
      'A partial update: only the fields sent change; unknown fields are ignored and an empty body ' +
      'changes nothing. `timezone` is an IANA zone (validated with Intl, stored as Intl spells it), ' +
      '`country` an ISO 3166-1 alpha-2 code (stored upper case); `null` clears either.',
    security: BEARER,
    middleware: [requireAuth, jsonGuard],
    request: { body: jsonBody(ProfileUpdateSchema) },
    responses: { 200: json(ProfileSchema, 'The updated account.'), ...errors(400, 401, 413, 415, 503) },
  }),
  async (c) => {
    const { name, timezone, country } = c.req.valid('json');
    let user: AuthUser = c.var.user;
    const stored = await updateProfile(c.env.DB, user.id, { name, timezone, country });
    if (stored !== null) {
      forgetCachedUser(user.id);
      user = { ...user, ...stored };
    }
    return c.json(await profileWithPicture(signingContext(c), user), 200);
  },
);

const DeleteAccountSchema = z
  .object({ password: requiredString().openapi({ type: 'string', example: 'velvet-Harbor-91!' }) })
  .openapi('DeleteAccount');

profile.openapi(
  defineRoute({
    method: 'delete',
    path: '/',
    tags: TAGS,
    summary: 'Delete the account and everything stored for it',
    description:
      'Needs the current password (a wrong one is a 400 on `password`; failures count towards the login ' +
      'lock-out). Deletes every row of the user, the picture and the clips no other user shares; login, ' +
      'refresh, access tokens and clip or picture links stop working at once.',
    security: BEARER,
    middleware: [
      requireAuth,
      // Throttled like login: the per-address limiter here, the (email, address) lock-out in requirePassword.
      rateLimit((c) => ({ limiter: c.env.LOGIN_IP_LIMITER, key: `account-delete-ip:${clientIp(c)}` })),
      jsonGuard,
    ],
    request: { body: jsonBody(DeleteAccountSchema) },
    responses: { 204: NO_CONTENT, ...errors(400, 401, 413, 415, 429, 503) },
  }),
  async (c) => {
    const rt = requireAuthRuntime(c.env);
    const { password } = c.req.valid('json');
    await requirePassword(c.env, rt, c.var.user, password, clientIp(c));
    await deleteAccount(c.env, c.var.user.id, rt.now);
    return c.body(null, 204);
  },
);

profile.openapi(
  defineRoute({
    method: 'get',
    path: '/export',
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
  }),
  async (c) => {
    const now = nowMs(c.env);
    // Read afresh, not from the per-isolate user cache: an export is what is stored now.
    const user = await loadActiveUser(c.env.DB, c.var.user.id);
    return c.json(await buildExport(signingContext(c), user, now), 200, {
      'Content-Disposition': `attachment; filename="${exportFilename(now)}"`,
      'Cache-Control': 'no-store',
    });
  },
);

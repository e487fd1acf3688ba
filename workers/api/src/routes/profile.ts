// GET /profile/: the signed-in user's account, in the same shape signup returns.
import { requireAuth } from '../auth/require-auth';
import { BEARER, errors, json } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';
import { ProfileSchema, profileBody } from '../profile/profile-body';

export const profile = createRouter();

profile.openapi(
  defineRoute({
    method: 'get',
    path: '/profile',
    tags: ['account'],
    summary: 'The signed-in account',
    security: BEARER,
    middleware: [requireAuth],
    responses: { 200: json(ProfileSchema, 'The account.'), ...errors(401, 503) },
  }),
  (c) => c.json(profileBody(c.var.user, null), 200),
);

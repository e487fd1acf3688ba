// Bearer authentication for protected routes, with simplejwt's JWTAuthentication behaviour: no header or
// another scheme → "not provided"; `Bearer` with no token or extra parts → bad_authorization_header; a
// token that fails verification (expired, bad signature, refresh token) → token_not_valid; then the user
// must still exist and be active. Access tokens are not checked against D1 beyond the user row: they are
// short-lived by design. Sets `c.var.user`.

import { createDb, users } from '@solace/db';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthUser } from '../env';
import { requireAuthRuntime } from './auth-config';
import {
  accessTokenNotValid,
  badAuthorizationHeader,
  notAuthenticated,
  userInactive,
  userNotFound,
} from './auth-errors';

/** The token of a `Bearer <token>` header, split on whitespace runs like Python's str.split(). */
export function bearerToken(header: string | undefined): string {
  const parts = (header ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts[0] !== 'Bearer') throw notAuthenticated();
  const token = parts[1];
  if (parts.length !== 2 || token === undefined) throw badAuthorizationHeader();
  return token;
}

export async function loadActiveUser(d1: D1Database, userId: number): Promise<AuthUser> {
  const row = await createDb(d1)
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      profilePicture: users.profilePicture,
      dateJoined: users.dateJoined,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (row === undefined) throw userNotFound();
  if (!row.isActive) throw userInactive();
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    profilePicture: row.profilePicture,
    dateJoined: row.dateJoined,
  };
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  // Fail closed before looking at the request: no verification with unusable secrets.
  const rt = requireAuthRuntime(c.env);
  const token = bearerToken(c.req.header('authorization'));
  const verified = await rt.verifier.verify(token, 'access');
  if (!verified.ok) throw accessTokenNotValid();
  c.set('user', await loadActiveUser(c.env.DB, Number(verified.claims.user_id)));
  await next();
});

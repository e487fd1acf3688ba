// Bearer authentication for protected routes, with simplejwt's JWTAuthentication behaviour: no header or
// another scheme → "not provided"; `Bearer` with no token or extra parts → bad_authorization_header; a
// token that fails verification (expired, bad signature, refresh token) → token_not_valid; then the user
// must still exist and be active (read from D1, or from a cache of at most USER_CACHE_SECONDS). Access
// tokens are not checked against D1 beyond the user row: they are short-lived by design. Sets `c.var.user`.

import { createDb, users } from '@solace/db';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getConfig } from '../config';
import type { AppEnv, AuthUser } from '../env';
import { requireAuthRuntime } from './auth-config';
import {
  accessTokenNotValid,
  badAuthorizationHeader,
  notAuthenticated,
  userInactive,
  userNotFound,
} from './auth-errors';
import { type CachedUser, cacheUser, getCachedUser } from './user-cache';

/** The token of a `Bearer <token>` header, split on whitespace runs like Python's str.split(). */
export function bearerToken(header: string | undefined): string {
  const parts = (header ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts[0] !== 'Bearer') throw notAuthenticated();
  const token = parts[1];
  if (parts.length !== 2 || token === undefined) throw badAuthorizationHeader();
  return token;
}

async function readUser(d1: D1Database, userId: number): Promise<CachedUser | undefined> {
  return createDb(d1)
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      profilePicture: users.profilePicture,
      dateJoined: users.dateJoined,
      timezone: users.timezone,
      country: users.country,
      language: users.language,
      pictureKey: users.pictureKey,
      pictureType: users.pictureType,
      pictureUpdatedAt: users.pictureUpdatedAt,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

export interface UserCacheOptions {
  nowMs: number;
  ttlSeconds: number;
}

export async function loadActiveUser(
  d1: D1Database,
  userId: number,
  cache: UserCacheOptions = { nowMs: 0, ttlSeconds: 0 },
): Promise<AuthUser> {
  let row = cache.ttlSeconds > 0 ? getCachedUser(userId, cache.nowMs) : undefined;
  if (row === undefined) {
    row = await readUser(d1, userId);
    if (row === undefined) throw userNotFound();
    cacheUser(row, cache.nowMs, cache.ttlSeconds);
  }
  if (!row.isActive) throw userInactive();
  const { isActive: _active, ...user } = row;
  return user;
}

/** The user of a request's Bearer access token; throws the 401 (or 503) that requireAuth answers with. */
export async function authenticate(c: Context<AppEnv>): Promise<AuthUser> {
  // Fail closed before looking at the request: no verification with unusable secrets.
  const rt = requireAuthRuntime(c.env);
  const token = bearerToken(c.req.header('authorization'));
  const verified = await rt.verifier.verify(token, 'access');
  if (!verified.ok) throw accessTokenNotValid();
  return loadActiveUser(c.env.DB, Number(verified.claims.user_id), {
    nowMs: rt.now,
    ttlSeconds: getConfig(c.env).USER_CACHE_SECONDS,
  });
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', await authenticate(c));
  await next();
});

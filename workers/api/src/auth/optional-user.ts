/**
 * The signed-in user when a request carries a usable Bearer token, else null: for public routes that only
 * personalise their answer (crisis resources pick the profile's country). A missing, malformed, expired or
 * revoked token, unusable auth secrets or D1 failing all read as "no user", because such a route must
 * answer anyway; it never answers 401.
 */
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../env';
import { ApiError } from '../http/api-error';
import { isStorageUnavailable } from '../http/d1-guard';
import { authenticate } from './require-auth';

export async function optionalUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  if (c.req.header('authorization') === undefined) return null;
  try {
    return await authenticate(c);
  } catch (error) {
    if (error instanceof ApiError || isStorageUnavailable(error)) return null;
    throw error;
  }
}

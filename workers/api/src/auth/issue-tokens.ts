// Minting tokens: an access JWT (never stored) and refresh JWTs whose jti and expiry are recorded in D1.
// A refresh token never outlives its family's absolute expiry, so rotation cannot extend a session.

import { randomHex } from '@solace/auth';
import type { AuthRuntime } from './auth-config';
import { type NewToken, openFamily } from './refresh-store';

export interface TokenPair {
  access: string;
  refresh: string;
}

export async function signAccess(rt: AuthRuntime, userId: number): Promise<string> {
  const expiresAt = Math.floor(rt.now / 1000) + rt.settings.accessTtlSeconds;
  const signed = await rt.signer.sign({ tokenType: 'access', userId: String(userId), expiresAt });
  return signed.token;
}

/** A new refresh token's jti and expiry (epoch ms, whole seconds to match the JWT's `exp`). */
export function planRefresh(rt: AuthRuntime, absoluteExpiresAt: number): NewToken {
  const expiresAtSeconds = Math.floor(
    Math.min(rt.now + rt.settings.refreshTtlSeconds * 1000, absoluteExpiresAt) / 1000,
  );
  return { jti: randomHex(16), expiresAt: expiresAtSeconds * 1000 };
}

/** Signs a refresh token; with `token.issuedAt` (epoch ms) it re-mints that exact token. */
export async function signRefresh(
  rt: AuthRuntime,
  userId: number,
  token: NewToken & { issuedAt?: number },
): Promise<string> {
  const signed = await rt.signer.sign({
    tokenType: 'refresh',
    userId: String(userId),
    expiresAt: token.expiresAt / 1000,
    jti: token.jti,
    ...(token.issuedAt !== undefined ? { issuedAt: Math.floor(token.issuedAt / 1000) } : {}),
  });
  return signed.token;
}

export interface PlannedFamily {
  familyId: string;
  absoluteExpiresAt: number;
  token: NewToken;
}

/** The ids and expiries of a new login's family and first refresh token, before anything is stored. */
export function planFamily(rt: AuthRuntime): PlannedFamily {
  const absoluteExpiresAt = rt.now + rt.settings.familyMaxAgeSeconds * 1000;
  return { familyId: randomHex(16), absoluteExpiresAt, token: planRefresh(rt, absoluteExpiresAt) };
}

/** The access token and the family's first refresh token, once the family is stored. */
export async function signLoginTokens(rt: AuthRuntime, userId: number, token: NewToken): Promise<TokenPair> {
  const [access, refresh] = await Promise.all([signAccess(rt, userId), signRefresh(rt, userId, token)]);
  return { access, refresh };
}

/** A successful login: a new family, its first refresh token, and an access token. */
export async function issueLoginTokens(d1: D1Database, rt: AuthRuntime, userId: number): Promise<TokenPair> {
  const plan = planFamily(rt);
  await openFamily(d1, { ...plan, userId, now: rt.now });
  return signLoginTokens(rt, userId, plan.token);
}

// POST /refresh and /logout semantics. With rotation on, each refresh token works once; a reuse less
// than REFRESH_REUSE_GRACE_SECONDS after its first use (a client that raced two refreshes) gets the same
// child token again (re-minted from its row: same jti, iat and exp, so the same JWT); any later reuse (every reuse when the grace is 0) revokes the whole family and fails. With
// rotation off (legacy clients) a refresh token is reusable until it expires and nothing is written.
// Failures all answer simplejwt's token_not_valid.

import type { AuthRuntime } from '../auth/auth-config';
import { refreshTokenNotValid } from '../auth/auth-errors';
import { planRefresh, signAccess, signRefresh } from '../auth/issue-tokens';
import {
  type NewToken,
  readGraceChild,
  readTokenState,
  readUsedAt,
  revokeFamilyOf,
  rotateOnce,
  type TokenState,
} from '../auth/refresh-store';

export type RefreshResult = { access: string; refresh: string } | { access: string };

/** A refresh JWT that verifies and whose D1 row is live: family not revoked nor past its cap, user active. */
async function requireLiveToken(d1: D1Database, rt: AuthRuntime, token: string): Promise<TokenState> {
  const verified = await rt.verifier.verify(token, 'refresh');
  if (!verified.ok) throw refreshTokenNotValid();
  const state = await readTokenState(d1, verified.claims.jti);
  if (
    state === null ||
    String(state.userId) !== verified.claims.user_id ||
    state.familyRevoked ||
    state.absoluteExpiresAt <= rt.now ||
    !state.userActive
  ) {
    throw refreshTokenNotValid();
  }
  return state;
}

export async function refreshTokens(d1: D1Database, rt: AuthRuntime, token: string): Promise<RefreshResult> {
  const state = await requireLiveToken(d1, rt, token);
  if (!rt.settings.rotateRefreshTokens) return { access: await signAccess(rt, state.userId) };

  const child = planRefresh(rt, state.absoluteExpiresAt);
  let usedAt = state.usedAt;
  if (usedAt === null) {
    if (await rotateOnce(d1, state.jti, child, rt.now)) return signPair(rt, state.userId, child);
    // Another request claimed this token between our read and our write.
    usedAt = await readUsedAt(d1, state.jti);
  }
  const graceMs = rt.settings.reuseGraceSeconds * 1000;
  if (usedAt !== null && rt.now - usedAt < graceMs) {
    const first = await readGraceChild(d1, state.jti, rt.now, graceMs);
    if (first !== null) return signPair(rt, state.userId, first);
  }
  // Reuse after the grace window: the token was probably stolen, so end the whole login.
  await revokeFamilyOf(d1, state.jti, rt.now, 'reuse');
  throw refreshTokenNotValid();
}

async function signPair(rt: AuthRuntime, userId: number, child: NewToken & { issuedAt?: number }) {
  const [access, refresh] = await Promise.all([signAccess(rt, userId), signRefresh(rt, userId, child)]);
  return { access, refresh };
}

/**
 * Revokes the token's family. Idempotent: an already revoked (or pruned) family still answers 200.
 * The token must still verify, as simplejwt's blacklist view requires.
 */
export async function logout(d1: D1Database, rt: AuthRuntime, token: string): Promise<void> {
  const verified = await rt.verifier.verify(token, 'refresh');
  if (!verified.ok) throw refreshTokenNotValid();
  await revokeFamilyOf(d1, verified.claims.jti, rt.now, 'logout');
}

// POST /signup, /login, /refresh, /logout under /api/v1 (both slash forms; the app is not strict).
// Wire shapes follow dj-rest-auth and simplejwt; the differences are the security fixes listed in
// shared/notes/wire-compat.md: full email normalisation, throttling, dummy hashing for unknown emails,
// rotation with reuse detection and an absolute session cap. Responses are `Cache-Control: no-store`.

import { dummyVerify, hashPassword, sha256Hex, verifyPassword } from '@solace/auth';
import { createDb, users } from '@solace/db';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAuthRuntime } from '../auth/auth-config';
import { noActiveAccount } from '../auth/auth-errors';
import { legacyEmail, normalizeEmail } from '../auth/email';
import { issueLoginTokens } from '../auth/issue-tokens';
import {
  clearLoginFailures,
  lockoutKey,
  recordLoginFailure,
  requireNotLockedOut,
} from '../auth/login-lockout';
import { logout, refreshTokens } from '../auth/refresh-flow';
import { checkSignup, SIGNUP_MESSAGES } from '../auth/signup-fields';
import type { AppEnv } from '../env';
import { fieldErrors } from '../http/api-error';
import { parseFields, requiredString } from '../http/fields';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { readJsonObject } from '../http/read-json';
import { profileBody } from '../profile/profile-body';

/** The period of the [[ratelimits]] bindings in wrangler.toml; the binding cannot report it. */
const LIMIT_PERIOD_SECONDS = 60;

const LoginSchema = z.object({ email: requiredString(), password: requiredString() });
const RefreshSchema = z.object({ refresh: requiredString() });

export const accounts = new Hono<AppEnv>();

accounts.post('/signup', async (c) => {
  const rt = requireAuthRuntime(c.env);
  await enforceRateLimit(c.env.SIGNUP_IP_LIMITER, `signup-ip:${clientIp(c)}`, LIMIT_PERIOD_SECONDS);
  const checked = checkSignup(await readJsonObject(c));
  if (!checked.ok) throw fieldErrors(checked.errors);
  const { email, legacyEmail, name, password } = checked.input;

  const db = createDb(c.env.DB);
  const duplicate = () => fieldErrors({ email: [SIGNUP_MESSAGES.duplicateEmail] });
  // Checked before hashing so a duplicate costs no bcrypt work; the insert below still settles races.
  // An account stored before normalisation (its raw, lower-cased form) counts as a duplicate too.
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [email, legacyEmail]))
    .get();
  if (existing !== undefined) throw duplicate();
  const passwordHash = await hashPassword(password, {
    pepper: rt.settings.pepper,
    cost: rt.settings.bcryptCost,
  });
  const [row] = await db
    .insert(users)
    .values({ email, name, passwordHash, isActive: true, dateJoined: new Date(rt.now) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (row === undefined) throw duplicate();
  return c.json(profileBody(row, null), 201);
});

accounts.post('/login', async (c) => {
  const rt = requireAuthRuntime(c.env);
  await enforceRateLimit(c.env.LOGIN_IP_LIMITER, `login-ip:${clientIp(c)}`, LIMIT_PERIOD_SECONDS);
  const { email: rawEmail, password } = parseFields(await readJsonObject(c), LoginSchema);
  // The canonical form (email.ts); an address that has none (invisible characters) can still match an
  // account stored before normalisation, in its legacy form.
  const email = normalizeEmail(rawEmail);
  const legacy = legacyEmail(rawEmail);
  // Every attempt counts here, so the limit is high (wrangler.toml): a cap on distributed guessing that an
  // owner's own logins never reach. Lock-out proper is per (email, address) and counts failures only.
  // Keyed by a digest: limiter keys may end up in logs, addresses must not.
  await enforceRateLimit(
    c.env.LOGIN_EMAIL_LIMITER,
    `login-email:${await sha256Hex(email ?? legacy)}`,
    LIMIT_PERIOD_SECONDS,
  );

  const failureKey = await lockoutKey(email ?? legacy, clientIp(c));
  await requireNotLockedOut(c.env.DB, failureKey, rt.now);
  const fail = async () => {
    await recordLoginFailure(c.env.DB, failureKey, rt.now);
    return noActiveAccount();
  };

  const db = createDb(c.env.DB);
  const hasher = { pepper: rt.settings.pepper, cost: rt.settings.bcryptCost };
  const candidates = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(inArray(users.email, email === null ? [legacy] : [email, legacy]))
    .limit(2);
  // The canonical row wins over a legacy look-alike of it.
  const user = candidates.find((row) => row.email === email) ?? candidates[0];
  if (user === undefined) {
    // Same bcrypt work as a real account, so response time does not reveal which emails exist.
    await dummyVerify(password, hasher);
    throw await fail();
  }
  const verified = await verifyPassword(password, user.passwordHash, hasher);
  if (!verified.ok || !user.isActive) throw await fail();
  await clearLoginFailures(c.env.DB, failureKey);
  if (verified.needsRehash) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password, hasher) })
      .where(eq(users.id, user.id));
  }
  if (email !== null && user.email !== email) {
    // An account from before normalisation moves to the canonical form at its owner's first login,
    // unless another account already holds it (then both keep working as they are).
    await c.env.DB.prepare('UPDATE OR IGNORE users SET email = ?1 WHERE id = ?2').bind(email, user.id).run();
  }
  return c.json(await issueLoginTokens(c.env.DB, rt, user.id));
});

accounts.post('/refresh', async (c) => {
  const rt = requireAuthRuntime(c.env);
  const { refresh } = parseFields(await readJsonObject(c), RefreshSchema);
  return c.json(await refreshTokens(c.env.DB, rt, refresh));
});

accounts.post('/logout', async (c) => {
  const rt = requireAuthRuntime(c.env);
  const { refresh } = parseFields(await readJsonObject(c), RefreshSchema);
  await logout(c.env.DB, rt, refresh);
  return c.json({});
});

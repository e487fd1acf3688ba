// POST /signup, /login, /refresh, /logout under /api/v1 (both slash forms; the app is not strict).
// Wire shapes follow dj-rest-auth and simplejwt; the differences are the security fixes listed in
// shared/notes/wire-compat.md: full email normalisation, throttling, dummy hashing for unknown emails,
// rotation with reuse detection and an absolute session cap. Responses are `Cache-Control: no-store`.
// Unusable secrets (503) and the per-IP limiter (429) are route middleware, ahead of the body.

import { dummyVerify, hashPassword, verifyPassword } from '@solace/auth';
import { createDb, users } from '@solace/db';
import { eq, inArray } from 'drizzle-orm';
import { requireAuthConfigured, requireAuthRuntime } from '../auth/auth-config';
import { noActiveAccount } from '../auth/auth-errors';
import { legacyEmail, normalizeEmail } from '../auth/email';
import { issueLoginTokens } from '../auth/issue-tokens';
import {
  clearLoginFailures,
  emailLockoutKey,
  lockoutKey,
  recordEmailFailure,
  requireEmailNotLockedOut,
  reserveLoginAttempt,
} from '../auth/login-lockout';
import { SIGNUP_MESSAGES, SignupSchema } from '../auth/signup-fields';
import { TokenPairSchema } from '../auth/token-pair-schema';
import { fieldErrors } from '../http/api-error';
import { clientIp, rateLimit } from '../http/rate-limit';
import { errors, json, jsonBody } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { ProfileSchema, profileBody } from '../profile/profile-body';
import { logout, refreshTokens } from './refresh-flow';
import { EmptySchema, LoginSchema, RefreshedSchema, RefreshSchema } from './token-schemas';

export const accounts = createRouter();

accounts.openapi(
  defineRoute({
    method: 'post',
    path: '/signup',
    tags: ['account'],
    summary: 'Create an account',
    description:
      'Creates an account; it does not log in (call login next). Every invalid field is reported at ' +
      'once; the password mismatch comes under `non_field_errors` once each field is valid. Throttled ' +
      'per client address.',
    security: [],
    middleware: [
      requireAuthConfigured,
      rateLimit((c) => ({ limiter: c.env.SIGNUP_IP_LIMITER, key: `signup-ip:${clientIp(c)}` })),
      jsonGuard,
    ],
    request: { body: jsonBody(SignupSchema) },
    responses: {
      201: json(ProfileSchema, 'The new account.'),
      ...errors(400, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const rt = requireAuthRuntime(c.env);
    const { email, legacyEmail, name, password } = c.req.valid('json');

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
  },
);

accounts.openapi(
  defineRoute({
    method: 'post',
    path: '/login',
    tags: ['account'],
    summary: 'Log in',
    description:
      'Starts a login (a refresh token family). Unknown email, wrong password and inactive account ' +
      'answer the same 401 in similar time. Throttled per client address; repeated failures from one ' +
      'address lock that email out there for a while (429), and once an email has many failures from ' +
      'any address, an address that failed for it is refused while one that has not is still checked.',
    security: [],
    middleware: [
      requireAuthConfigured,
      rateLimit((c) => ({ limiter: c.env.LOGIN_IP_LIMITER, key: `login-ip:${clientIp(c)}` })),
      jsonGuard,
    ],
    request: { body: jsonBody(LoginSchema) },
    responses: {
      200: json(TokenPairSchema, 'An access token and the refresh token of a new login.'),
      ...errors(400, 401, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const rt = requireAuthRuntime(c.env);
    const { email: rawEmail, password } = c.req.valid('json');
    // The canonical form (auth/email.ts); an address that has none (invisible characters) can still match an
    // account stored before normalisation, in its legacy form.
    const email = normalizeEmail(rawEmail);
    const legacy = legacyEmail(rawEmail);
    // Lock-out per (email, address), then per email; both count failed passwords only, and neither
    // refuses an address that has not failed (login-lockout.ts). Keys are digests: no address in D1.
    const failureKey = await lockoutKey(email ?? legacy, clientIp(c));
    const emailKey = await emailLockoutKey(email ?? legacy);
    // Counted as a failure until the password proves right (atomic: see login-lockout.ts).
    const pairFailures = await reserveLoginAttempt(c.env.DB, failureKey, rt.now);
    await requireEmailNotLockedOut(c.env.DB, emailKey, pairFailures, rt.now);
    const fail = async () => {
      await recordEmailFailure(c.env.DB, emailKey, rt.now);
      return noActiveAccount();
    };

    const db = createDb(c.env.DB);
    const hasher = { pepper: rt.settings.pepper, cost: rt.settings.bcryptCost };
    const candidates = await db
      .select({
        id: users.id,
        email: users.email,
        passwordHash: users.passwordHash,
        isActive: users.isActive,
      })
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
      await c.env.DB.prepare('UPDATE OR IGNORE users SET email = ?1 WHERE id = ?2')
        .bind(email, user.id)
        .run();
    }
    return c.json(await issueLoginTokens(c.env.DB, rt, user.id), 200);
  },
);

accounts.openapi(
  defineRoute({
    method: 'post',
    path: '/refresh',
    tags: ['account'],
    summary: 'Refresh the access token',
    description:
      'With rotation on, the refresh token sent is spent and a new one returned; presenting a spent ' +
      'token again after a short grace window revokes the whole login.',
    security: [],
    middleware: [requireAuthConfigured, jsonGuard],
    request: { body: jsonBody(RefreshSchema) },
    responses: {
      200: json(RefreshedSchema, 'A new access token (and the rotated refresh token).'),
      ...errors(400, 401, 413, 415, 503),
    },
  }),
  async (c) => {
    const rt = requireAuthRuntime(c.env);
    const { refresh } = c.req.valid('json');
    return c.json(await refreshTokens(c.env.DB, rt, refresh), 200);
  },
);

accounts.openapi(
  defineRoute({
    method: 'post',
    path: '/logout',
    tags: ['account'],
    summary: 'Log out',
    description: "Revokes the refresh token's whole login; idempotent for a token that still verifies.",
    security: [],
    middleware: [requireAuthConfigured, jsonGuard],
    request: { body: jsonBody(RefreshSchema) },
    responses: {
      200: json(EmptySchema, 'Logged out.'),
      ...errors(400, 401, 413, 415, 503),
    },
  }),
  async (c) => {
    const rt = requireAuthRuntime(c.env);
    const { refresh } = c.req.valid('json');
    await logout(c.env.DB, rt, refresh);
    return c.json({}, 200);
  },
);

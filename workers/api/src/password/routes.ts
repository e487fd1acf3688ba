// POST /password/change/, /password/reset/ and /password/reset/confirm/ under /api/v1. Wire shapes follow
// dj-rest-auth's views with this API's field names; the differences are the security fixes: a change or
// a reset ends every other login, reset tokens are stored hashed and work once for 30 minutes, and the
// reset request answers the same whether or not the address has an account (the work happens after the
// response). Password rules and messages are signup's.

import { z } from '@hono/zod-openapi';
import { hashPassword, sha256Hex, verifyPassword } from '@solace/auth';
import { createMiddleware } from 'hono/factory';
import { requireAuthRuntime, requireAuthSettings } from '../auth/auth-config';
import { nowMs } from '../auth/clock';
import { planFamily, signLoginTokens } from '../auth/issue-tokens';
import { requireAuth } from '../auth/require-auth';
import { TokenPairSchema } from '../auth/token-pair-schema';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { outsideSession, withholdBookmark } from '../http/d1-sessions';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { requireMailer } from '../mail/from-env';
import { BEARER, errors, json, jsonBody } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { changePassword, readPasswordHash, resetPassword } from './credentials';
import {
  invalidResetToken,
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  requireAcceptableNewPassword,
  requireResetEmail,
  wrongOldPassword,
} from './fields';
import { resetLinkBase, sendResetMessage } from './reset-request';
import { findResetTokenOwner, hashResetToken } from './reset-tokens';

const EmptySchema = z.object({}).openapi({ example: {} });

export const password = createRouter();

// Before the body is read: a throttled client costs no parsing, no D1 and no bcrypt.
const limitChangePerUser = createMiddleware<AppEnv>(async (c, next) => {
  await enforceRateLimit(c.env.PASSWORD_CHANGE_USER_LIMITER, `password-change:${c.var.user.id}`);
  await next();
});

const limitResetPerIp = (purpose: 'request' | 'confirm') =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c.env.PASSWORD_RESET_IP_LIMITER, `password-reset-${purpose}-ip:${clientIp(c)}`);
    await next();
  });

password.openapi(
  defineRoute({
    method: 'post',
    path: '/change',
    tags: ['account'],
    summary: 'Change the password; ends every other login',
    description:
      "Checks the new password with signup's rules, then the old password. On success the password is " +
      'rehashed, every refresh family of the user is revoked (`password_change`), unused reset links stop ' +
      'working, and the answer is the tokens of a new login. Access tokens already issued live until they ' +
      'expire. Throttled per user.',
    security: BEARER,
    middleware: [requireAuth, limitChangePerUser, jsonGuard],
    request: { body: jsonBody(PasswordChangeSchema) },
    responses: {
      200: json(TokenPairSchema, 'Changed; the tokens of a new login.'),
      ...errors(400, 401, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const rt = requireAuthRuntime(c.env);
    const user = c.var.user;
    const body = c.req.valid('json');
    requireAcceptableNewPassword(body.new_password, body.confirm_password, user);

    const hasher = { pepper: rt.settings.pepper, cost: rt.settings.bcryptCost };
    const stored = await readPasswordHash(c.env.DB, user.id);
    if (stored === null) throw wrongOldPassword();
    const verified = await verifyPassword(body.old_password, stored, hasher);
    if (!verified.ok) throw wrongOldPassword();

    const family = planFamily(rt);
    const newHash = await hashPassword(body.new_password, hasher);
    const changed = await changePassword(c.env.DB, {
      userId: user.id,
      oldHash: stored,
      newHash,
      now: rt.now,
      family,
    });
    // Another change or a reset replaced the hash since it was read: the old password is no longer it.
    if (!changed) throw wrongOldPassword();
    return c.json(await signLoginTokens(rt, user.id, family.token), 200);
  },
);

password.openapi(
  defineRoute({
    method: 'post',
    path: '/reset',
    tags: ['account'],
    summary: 'Ask for a password-reset link by email',
    description:
      'Always 202 `{}` for a well-formed address, with or without an account: the account look-up, the ' +
      'token and the message happen after the response. An account gets a message with a link ' +
      '(`<web origin>/reset-password#token=<token>`) that works once within 30 minutes; asking again ' +
      'replaces the previous link. Throttled per client address and per email. In development the ' +
      'message lands in the local outbox (GET /dev/outbox/). 503 `mail_unavailable` when no mail ' +
      'provider is configured.',
    security: [],
    middleware: [limitResetPerIp('request'), jsonGuard],
    request: { body: jsonBody(PasswordResetRequestSchema) },
    responses: {
      202: json(EmptySchema, 'Accepted; a message follows if the address has an account.'),
      ...errors(400, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const now = nowMs(c.env);
    const mailer = requireMailer(c.env, () => now);
    const address = requireResetEmail(c.req.valid('json').email);
    // Keyed by a digest: limiter keys may end up in logs, addresses must not.
    await enforceRateLimit(
      c.env.PASSWORD_RESET_EMAIL_LIMITER,
      `password-reset-email:${await sha256Hex(address.email)}`,
    );
    const linkBase = resetLinkBase(getConfig(c.env), c.req.url);
    // The answer is the same with or without an account, bookmark included: none (d1-sessions.ts).
    withholdBookmark(c);
    c.executionCtx.waitUntil(
      outsideSession(() => sendResetMessage({ d1: c.env.DB, mailer, now, linkBase }, address)),
    );
    return c.json({}, 202);
  },
);

password.openapi(
  defineRoute({
    method: 'post',
    path: '/reset/confirm',
    tags: ['account'],
    summary: 'Set a new password with a reset token; ends every login',
    description:
      'The token works once, within 30 minutes of its request, and only the newest token of an account ' +
      'works. An unknown, used, replaced or expired token is 400 `{"token": ["Invalid or expired ' +
      'token."]}`; a new password that breaks the rules is 400 on `new_password` and keeps the token ' +
      'usable. On success every refresh family of the user is revoked (`password_reset`). Throttled per ' +
      'client address.',
    security: [],
    middleware: [limitResetPerIp('confirm'), jsonGuard],
    request: { body: jsonBody(PasswordResetConfirmSchema) },
    responses: {
      200: json(EmptySchema, 'The password is changed; log in with it.'),
      ...errors(400, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const settings = requireAuthSettings(c.env);
    const now = nowMs(c.env);
    const body = c.req.valid('json');
    const tokenHash = await hashResetToken(body.token);
    const owner = await findResetTokenOwner(c.env.DB, tokenHash, now);
    if (owner === null) throw invalidResetToken();
    requireAcceptableNewPassword(body.new_password, body.confirm_password, owner);

    const newHash = await hashPassword(body.new_password, {
      pepper: settings.pepper,
      cost: settings.bcryptCost,
    });
    // The claim is the single use: of two confirms racing with one token, exactly one succeeds.
    const reset = await resetPassword(c.env.DB, {
      userId: owner.userId,
      tokenHash,
      oldHash: owner.passwordHash,
      newHash,
      now,
    });
    if (!reset) throw invalidResetToken();
    return c.json({}, 200);
  },
);

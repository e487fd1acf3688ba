// GET /dev/outbox/?to=<email>: the mail "sent" in development (mail/outbox.ts), newest first, for
// developers and the e2e tests. Only development and the test pool serve it; every other environment
// answers the normal 404, before the query is even looked at.
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { legacyEmail, normalizeEmail } from '../auth/email';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { notFound } from '../http/api-error';
import { requiredString } from '../http/fields';
import { usesDevOutbox } from '../mail/from-env';
import { OUTBOX_READ_LIMIT, readOutbox } from '../mail/outbox';
import { errors, json } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';

const OutboxQuerySchema = z.object({
  to: requiredString().openapi({
    param: { name: 'to', in: 'query' },
    description: 'The recipient; matched in its normalised form, as accounts are.',
    example: 'ada@example.com',
  }),
});

const OutboxMessageSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    created_at: z.iso.datetime().openapi({ description: 'UTC.', example: '2026-11-22T02:00:00.000Z' }),
  })
  .openapi('OutboxMessage');

const OutboxSchema = z.object({ messages: z.array(OutboxMessageSchema) }).openapi('Outbox');

const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!usesDevOutbox(getConfig(c.env).ENVIRONMENT)) {
    throw notFound();
  }
  await next();
});

export const dev = createRouter();

dev.openapi(
  defineRoute({
    method: 'get',
    path: '/outbox',
    tags: ['development'],
    summary: 'Mail sent in development (404 elsewhere)',
    description:
      `The newest ${OUTBOX_READ_LIMIT} messages to one address, newest first. Served only when ` +
      '`ENVIRONMENT` is development (or test); deployed, preview and production answer 404. Rows older ' +
      'than 7 days are deleted by the daily cron.',
    security: [],
    middleware: [developmentOnly],
    request: { query: OutboxQuerySchema },
    responses: {
      200: json(OutboxSchema, 'The messages, newest first.'),
      ...errors(400, 404, 503),
    },
  }),
  async (c) => {
    const { to } = c.req.valid('query');
    const canonical = normalizeEmail(to);
    const addresses = [...new Set([canonical ?? legacyEmail(to), legacyEmail(to)])];
    const messages = await readOutbox(c.env.DB, addresses);
    return c.json(
      {
        messages: messages.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          created_at: new Date(m.createdAt).toISOString(),
        })),
      },
      200,
    );
  },
);

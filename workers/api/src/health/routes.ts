/** Liveness for load balancers and the e2e test: no bindings touched, nothing cached. */
import { z } from '@hono/zod-openapi';
import { json } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';

export const health = createRouter();

const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');

health.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: ['service'],
    summary: 'Liveness',
    security: [],
    responses: { 200: json(HealthSchema, 'The worker is up.') },
  }),
  (c) => c.json({ status: 'ok' as const }, 200),
);

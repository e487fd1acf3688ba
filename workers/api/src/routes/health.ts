/** Liveness for load balancers and the e2e test: no bindings touched, nothing cached. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const health = new Hono<AppEnv>();

health.get('/health', (c) => c.json({ status: 'ok' }));

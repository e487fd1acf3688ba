/**
 * The middleware every request runs through, in order. One list, so the app (app.ts) and the middleware
 * benchmark (`pnpm bench accounts`, which adds them one at a time to a bare Hono app) run the same chain.
 */

import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { type Config, getConfig } from '../config';
import type { AppEnv } from '../env';
import { bodyCap } from './body-cap';
import { withGuardedDb } from './d1-guard';
import { BOOKMARK_HEADER, d1Sessions } from './d1-sessions';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

// Every handler below sees D1 through the guard: a failed call becomes a 503, not a 500.
const guardDb: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.env = withGuardedDb(c.env);
  await next();
};

/** One CORS handler per parsed configuration, built on its first request rather than on every one. */
const corsHandlers = new WeakMap<Config, MiddlewareHandler>();

const corsFromConfig: MiddlewareHandler<AppEnv> = (c, next) => {
  const config = getConfig(c.env);
  let handler = corsHandlers.get(config);
  if (handler === undefined) {
    const origins = config.CORS_ORIGINS;
    handler = cors({
      origin: (origin) => (origins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Range',
        'If-None-Match',
        'If-Match',
        'X-Request-Id',
        IDEMPOTENCY_HEADER,
        BOOKMARK_HEADER,
      ],
      exposeHeaders: [
        'X-Request-Id',
        'Retry-After',
        'WWW-Authenticate',
        'Content-Range',
        'Content-Length',
        'ETag',
        'Accept-Ranges',
        REPLAYED_HEADER,
        BOOKMARK_HEADER,
      ],
      maxAge: 600,
    });
    corsHandlers.set(config, handler);
  }
  return handler(c, next);
};

export const GLOBAL_MIDDLEWARE: ReadonlyArray<readonly [name: string, handler: MiddlewareHandler<AppEnv>]> = [
  ['request id', requestId({ headerName: 'X-Request-Id', limitLength: 64 })],
  ['request log line and metrics', requestLog],
  ['D1 failure guard', guardDb],
  // Reads may go to a D1 replica (from the client's bookmark); writes and token rotation use the primary.
  ['D1 sessions and bookmark', d1Sessions],
  ['security headers', securityHeaders],
  ['CORS', corsFromConfig],
  ['body size cap', bodyCap],
];

/**
 * The declared-size check every request passes before its body is read: a Content-Length over
 * MAX_BODY_BYTES answers 413 at once. A route that takes larger bodies (the picture upload) says so in its
 * own middleware with `ownBodyCap(error, bytes)`; the global check sees that middleware among the matched
 * handlers and leaves the route to it. Streamed bodies without a length are capped where they are read.
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';
import type { ApiError } from './api-error';
import { MAX_BODY_BYTES, tooLarge } from './read-json';

const ownCaps = new WeakSet<MiddlewareHandler>();

function declaredLength(header: string | undefined): number {
  return Number(header ?? '0');
}

/** Route middleware: this route reads bodies of up to `maxBytes`; a larger declared length is `error()`. */
export function ownBodyCap(error: () => ApiError, maxBytes: number): MiddlewareHandler<AppEnv> {
  const cap = createMiddleware<AppEnv>(async (c, next) => {
    if (declaredLength(c.req.header('content-length')) > maxBytes) throw error();
    await next();
  });
  ownCaps.add(cap);
  return cap;
}

export const bodyCap = createMiddleware<AppEnv>(async (c, next) => {
  const routeOwnsCap = matchedRoutes(c).some((route) => ownCaps.has(route.handler));
  if (!routeOwnsCap && declaredLength(c.req.header('content-length')) > MAX_BODY_BYTES) throw tooLarge();
  await next();
});

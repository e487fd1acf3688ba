/**
 * Route definitions with @hono/zod-openapi. `createRouter` gives a sub-app whose validation failures
 * become DRF field errors; `defineRoute` is `createRoute` plus the JSON body guard for routes that take
 * a body, so the size cap (413), media type (415), nesting cap and parse errors (400) apply before the
 * zod validator sees the body. Route middleware runs in the order auth, body guard, `idempotent` (which
 * hashes the parsed body), and an idempotent route's extra header and answers are documented here.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fieldErrorsFrom } from '../http/fields';
import { isIdempotencyMiddleware } from '../http/idempotency';
import { readJsonObject } from '../http/read-json';
import { documentIdempotency } from './idempotency-docs';

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw fieldErrorsFrom(result.error.issues);
    },
  });
}

/** Reads the body once with the API's limits; the validator then reads the parsed object from the cache. */
export const jsonGuard = createMiddleware<AppEnv>(async (c, next) => {
  const body = await readJsonObject(c);
  c.req.bodyCache.json = Promise.resolve(body);
  await next();
});

function takesJson(config: RouteConfig): boolean {
  return config.request?.body?.content?.['application/json'] !== undefined;
}

export function defineRoute<const R extends RouteConfig>(config: R): R {
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  const idempotency = own.filter(isIdempotencyMiddleware);
  const json = takesJson(config);
  if (!json && idempotency.length === 0) return createRoute(config);
  if (idempotency.length > 0 && config.request?.body !== undefined && !json) {
    throw new Error(`${config.method} ${config.path}: idempotent needs a JSON body or none`);
  }
  const middleware = [
    ...own.filter((handler) => !isIdempotencyMiddleware(handler)),
    ...(json ? [jsonGuard] : []),
    ...idempotency,
  ];
  const documented = idempotency.length > 0 ? documentIdempotency(config) : config;
  return createRoute({ ...documented, middleware });
}

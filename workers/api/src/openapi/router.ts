/**
 * Route definitions with @hono/zod-openapi. `createRouter` gives a sub-app whose validation failures
 * become DRF field errors; `defineRoute` is `createRoute` plus the JSON body guard for routes that take
 * a body, so the size cap (413), media type (415), nesting cap and parse errors (400) apply before the
 * zod validator sees the body.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fieldErrorsFrom } from '../http/fields';
import { readJsonObject } from '../http/read-json';

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
  if (!takesJson(config)) return createRoute(config);
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  return createRoute({ ...config, middleware: [...own, jsonGuard] });
}

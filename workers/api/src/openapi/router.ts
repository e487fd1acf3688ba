/**
 * Route definitions with @hono/zod-openapi. `createRouter` gives a sub-app whose validation failures
 * become DRF field errors; `defineRoute` is `createRoute` plus the JSON body guard for routes whose body
 * is a zod schema, so the size cap (413), media type (415), nesting cap and parse errors (400) apply
 * before the zod validator sees the body. A body documented by reference instead (`$ref`, as the
 * webhooks do: they verify a signature over the exact bytes) gets neither the guard nor a validator.
 */
import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fieldErrorsFrom } from '../http/fields';
import { readJsonBody } from '../http/read-json';

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw fieldErrorsFrom(result.error.issues);
    },
  });
}

/**
 * Reads the body once with the API's limits; the validator then reads the parsed object from the cache.
 * The bytes are cached too: the library's media-type gate measures them when no Content-Type was sent.
 */
export const jsonGuard = createMiddleware<AppEnv>(async (c, next) => {
  const { value, bytes } = await readJsonBody(c);
  c.req.bodyCache.json = Promise.resolve(value);
  // Hono caches body promises (its type says ArrayBuffer; `c.req.arrayBuffer()` returns the cached value).
  c.req.bodyCache.arrayBuffer = Promise.resolve(bytes.slice().buffer) as unknown as ArrayBuffer;
  await next();
});

function takesJson(config: RouteConfig): boolean {
  const media = config.request?.body?.content?.['application/json'];
  return media !== undefined && 'schema' in media && media.schema instanceof z.ZodType;
}

export function defineRoute<const R extends RouteConfig>(config: R): R {
  if (!takesJson(config)) return createRoute(config);
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  return createRoute({ ...config, middleware: [...own, jsonGuard] });
}

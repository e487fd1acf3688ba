/**
 * Route definitions with @hono/zod-openapi. `createRouter` gives a sub-app whose validation failures
 * become DRF field errors; `defineRoute` is `createRoute` plus the JSON body guard for routes whose body
 * is a zod schema, so the size cap (413), media type (415), nesting cap and parse errors (400) apply
 * before the zod validator sees the body. A body documented by reference instead (`$ref`, as the
 * webhooks do: they verify a signature over the exact bytes) gets neither the guard nor a validator.
 * Route middleware keeps its order, with the body guard placed just before `idempotent` (which hashes
 * the parsed body) or last; an idempotent route's extra header and answers are documented here.
 */
import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fieldErrorsFrom } from '../http/fields';
import { isIdempotencyMiddleware } from '../http/idempotency';
import { readJsonBody } from '../http/read-json';
import { documentIdempotency } from './idempotency-docs';

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
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  const idempotency = own.filter(isIdempotencyMiddleware);
  const json = takesJson(config);
  if (!json && idempotency.length === 0) return createRoute(config);
  if (idempotency.length > 0 && config.request?.body !== undefined && !json) {
    throw new Error(`${config.method} ${config.path}: idempotent needs a JSON body or none`);
  }
  const first = idempotency.length > 0 ? own.findIndex(isIdempotencyMiddleware) : own.length;
  const before = own.slice(0, first);
  const after = own.slice(first).filter((handler) => !isIdempotencyMiddleware(handler));
  const middleware = [...before, ...(json ? [jsonGuard] : []), ...idempotency, ...after];
  const documented = idempotency.length > 0 ? documentIdempotency(config) : config;
  return createRoute({ ...documented, middleware });
}

/**
 * Route definitions with @hono/zod-openapi. `createRouter` gives a sub-app whose validation failures
 * become DRF field errors; a route whose body is a zod schema lists `jsonGuard` in its middleware
 * where the body is read, so the size cap (413), media type (415), nesting cap and parse errors (400)
 * apply before the zod validator sees the body; `defineRoute` checks that it does. A body documented by
 * reference instead (`$ref`, as the webhooks do: they verify a signature over the exact bytes) gets
 * neither the guard nor a validator. An idempotent route's extra header and answers are documented here.
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

/**
 * `createRoute` that checks what the route lists: a JSON body is read by `jsonGuard`, placed where the
 * route wants it read, and `idempotent` (which hashes the parsed body) comes after it. Middleware runs in
 * the order listed, then the zod validators, then the handler; nothing is reordered here.
 */
export function defineRoute<const R extends RouteConfig>(config: R): R {
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  const route = `${config.method} ${config.path}`;
  const guard = own.indexOf(jsonGuard);
  const idempotency = own.findIndex(isIdempotencyMiddleware);
  const json = takesJson(config);
  if (idempotency >= 0 && config.request?.body !== undefined && !json) {
    throw new Error(`${route}: idempotent needs a JSON body or none`);
  }
  if (json !== guard >= 0) throw new Error(`${route}: a JSON body, and only one, lists jsonGuard`);
  if (idempotency >= 0 && guard > idempotency) {
    throw new Error(`${route}: jsonGuard reads the body before idempotent hashes it`);
  }
  return createRoute(idempotency >= 0 ? documentIdempotency(config) : config);
}

/**
 * The API's global middleware, added one at a time: `/rung/<k>` answers from a bare Hono app (the API's sub-app router) running the
 * first k middlewares of GLOBAL_MIDDLEWARE (0 = Hono alone), with the same tiny JSON body every time. Served
 * with the API's bindings and vars, the difference between rungs is what each middleware costs.
 */
import type { Bindings } from '../../../workers/api/src/env';
import { GLOBAL_MIDDLEWARE } from '../../../workers/api/src/http/global-middleware';
import { createRouter } from '../../../workers/api/src/openapi/router';

const rungs = Array.from({ length: GLOBAL_MIDDLEWARE.length + 1 }, (_, k) => {
  const app = createRouter();
  for (const [, middleware] of GLOBAL_MIDDLEWARE.slice(0, k)) app.use(middleware);
  app.get('*', (c) => c.json({ status: 'ok' }));
  return app;
});

export default {
  fetch(request, env, ctx) {
    const k = Number(/\/rung\/(\d+)/.exec(new URL(request.url).pathname)?.[1] ?? 0);
    const app = rungs[k];
    return app === undefined ? new Response('no such rung', { status: 404 }) : app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;

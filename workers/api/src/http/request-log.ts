/**
 * One structured log line and one Analytics Engine data point per request: method, the matched route
 * pattern (never the path: it can hold ids, and the query can hold signatures), status, duration and
 * the request id. Nothing from the body, headers or query is read here, so message text, tokens and
 * emails cannot reach the log. Metrics go to the METRICS binding when it exists (tests pass a fake).
 * Both are written after the response has gone out (`afterResponse`), not on the request's path.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';

/** The pattern of the route that answered, e.g. /api/v1/liveavatar/videos/:videoId; 'unmatched' for 404s. */
export function routePattern(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  // After `next()`, routeIndex points at the handler that answered: /moods/summary, not /moods/:id,
  // though both match. A global middleware that answered (the body-size guard) names the last route.
  const answered = routes[c.req.routeIndex];
  if (answered !== undefined && answered.method !== 'ALL') return answered.path;
  return routes.filter((route) => route.method !== 'ALL').at(-1)?.path ?? 'unmatched';
}

/**
 * Runs `work` after the response has gone out: in a task the request waits for (`waitUntil`) behind a
 * zero timer, so the log line and the data point cost the client nothing. Without an execution context
 * (the app called directly) it runs at once.
 */
function afterResponse(c: Context<AppEnv>, work: () => void): void {
  let ctx: ExecutionContext | undefined;
  try {
    ctx = c.executionCtx as ExecutionContext;
  } catch {
    ctx = undefined;
  }
  if (ctx === undefined) {
    work();
    return;
  }
  ctx.waitUntil(new Promise<void>((resolve) => setTimeout(resolve, 0)).then(work));
}

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    // Date.now()/performance.now() only advance across I/O in workerd, which is what a request spends.
    const durationMs = Math.round(performance.now() - started);
    const status = c.res.status;
    afterResponse(c, () => {
      const route = routePattern(c);
      const requestId = c.get('requestId');
      console.log(
        JSON.stringify({ event: 'request', method: c.req.method, route, status, durationMs, requestId }),
      );
      c.env.METRICS?.writeDataPoint({
        indexes: [route.slice(0, 96)],
        blobs: ['request', c.req.method, route, String(status)],
        doubles: [durationMs, status],
      });
    });
  }
};

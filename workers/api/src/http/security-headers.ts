/**
 * Headers every response carries. Responses default to `Cache-Control: no-store` (they hold account and
 * health data); a route that wants caching (the clip URL: `private`) sets its own. The CSP forbids
 * everything, as JSON needs nothing; the one HTML page (the API reference) sets its own narrow policy.
 */
import { createMiddleware } from 'hono/factory';

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const ownPolicy = c.res.headers.has('Content-Security-Policy');
  for (const [name, value] of Object.entries(HEADERS)) {
    if (name === 'Content-Security-Policy' && ownPolicy) continue;
    c.res.headers.set(name, value);
  }
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  if (new URL(c.req.url).protocol === 'https:') {
    c.res.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
});

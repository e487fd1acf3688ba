/**
 * Headers every response carries. Responses default to `Cache-Control: no-store` (they hold account and
 * health data); a route that wants caching (the clip URL: `private`) sets its own. The CSP forbids
 * everything, as JSON needs nothing; the one HTML page (the API reference) sets its own narrow policy.
 */
import { createMiddleware } from 'hono/factory';

const HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'DENY'],
];
const CSP = "default-src 'none'; frame-ancestors 'none'";

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of HEADERS) headers.set(name, value);
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', CSP);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  if (c.req.url.startsWith('https:')) {
    c.res.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
});

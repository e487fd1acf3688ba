/**
 * The web client's pages. Static assets answer files themselves and pass every other path to the worker
 * (wrangler.toml: `not_found_handling = "none"`); here a GET or HEAD of one of the client's routes gets
 * its index.html from the ASSETS binding, and anything else falls through to the JSON 404, so a probe for
 * `/.git/config` or `/wp-login.php` is not answered with the app and a 200.
 */
import { isClientRoute } from '@solace/contracts/client-routes';
import type { Context, NotFoundHandler } from 'hono';
import type { AppEnv } from '../env';

function isClientPage(c: Context<AppEnv>): boolean {
  const { method, path } = c.req;
  return (method === 'GET' || method === 'HEAD') && !path.startsWith('/api/') && isClientRoute(path);
}

/** The not-found handler with client routes answered by the app's index.html. */
export function clientPageOr(fallback: NotFoundHandler<AppEnv>): NotFoundHandler<AppEnv> {
  return async (c) => {
    if (!isClientPage(c)) return fallback(c);
    const page = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url), { method: c.req.method }));
    // The asset's headers are immutable; later middleware adds its own.
    return new Response(page.body, page);
  };
}

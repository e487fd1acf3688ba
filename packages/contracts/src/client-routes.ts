/**
 * The web client's routes (packages/web/src/routes.ts gives each a screen). The API worker answers a GET
 * of one of these paths, with or without a trailing slash, with the client's index.html; every other
 * path that is not a file is a 404, so `/.git/config` or `/wp-login.php` never look like a page.
 * `:name` matches one path segment.
 */
export const CLIENT_ROUTES = [
  '/',
  '/mood',
  '/checkins',
  '/journal',
  '/safety-plan',
  '/tasks',
  '/contacts',
  '/library',
  '/library/:slug',
  '/settings',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

/** A route as an anchored pattern, with its `:name` segments in order. */
export function routePattern(route: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = route.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), keys };
}

const PATTERNS = CLIENT_ROUTES.map((route) => routePattern(route).pattern);

/** Whether `path` (a URL pathname) is one of the client's routes; trailing slashes do not count. */
export function isClientRoute(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return PATTERNS.some((pattern) => pattern.test(trimmed));
}

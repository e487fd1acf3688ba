/**
 * 404 vs 405: when no route matched, find whether the path exists under another method. Paths compare
 * without their trailing slash, as the router does (`strict: false`).
 */
import type { Hono } from 'hono';

type RouteTable = Array<{ pattern: RegExp; methods: Set<string> }>;

function toPattern(path: string): RegExp {
  const trimmed = path.replace(/\/+$/, '') || '/';
  const source = trimmed
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export function createAllowedMethods(app: Hono<never>): (path: string) => string[] {
  let table: RouteTable | undefined;
  return (path) => {
    if (!table) {
      const byPath = new Map<string, Set<string>>();
      for (const route of app.routes) {
        if (route.method === 'ALL' || route.path.endsWith('*')) continue;
        const methods = byPath.get(route.path) ?? new Set<string>();
        methods.add(route.method);
        if (route.method === 'GET') methods.add('HEAD');
        byPath.set(route.path, methods);
      }
      table = [...byPath].map(([p, methods]) => ({ pattern: toPattern(p), methods }));
    }
    const allowed = new Set<string>();
    for (const { pattern, methods } of table) {
      if (pattern.test(path)) for (const m of methods) allowed.add(m);
    }
    if (allowed.size > 0) allowed.add('OPTIONS');
    return [...allowed];
  };
}

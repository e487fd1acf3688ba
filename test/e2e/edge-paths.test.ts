// What `wrangler dev`'s asset router and the worker answer at the edges: paths that are neither a client
// route nor a file, and bodies the API refuses. One server for the file; the vitest pool calls the worker
// directly and never passes the asset router, so these checks need wrangler dev.

import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../../packages/contracts/src/client-routes';
import { sharedWorkers, type Workers } from './helpers/dev-server';

let server: Workers;

beforeAll(async () => {
  server = await sharedWorkers();
});

const sample = (route: string) => route.replace(/:\w+/g, 'breathing-space');

describe('paths outside the client and its files', () => {
  it.each(['/.git/config', '/wp-login.php', '/../etc/passwd', '/.env', '/admin', '/mood/extra'])(
    '%s is a 404, not the app',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toContain('<div id="app"');
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(body)).toMatchObject({ code: 'not_found' });
    },
  );

  it('every client route (with or without its slash) is the app, with the page policy', async () => {
    const index = await (await fetch(`${server.url}/`)).text();
    expect(index).toContain('<script');
    for (const route of CLIENT_ROUTES) {
      for (const path of new Set([sample(route), `${sample(route)}/`.replace('//', '/')])) {
        const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toContain('text/html');
        expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
        expect(await res.text(), path).toBe(index);
      }
    }
  });

  it('files are still files, and the API still answers JSON', async () => {
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg');
    const api = await fetch(`${server.url}/api/v1/nothing-here/`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
  });
});

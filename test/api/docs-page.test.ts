// GET /api/v1/docs/: the reference page. HTML with a CSP that allows scripts and styles from 'self' only,
// no inline script or style, every script and stylesheet same-origin; its start-up script points at the
// document; the renderer files it names are in the worker's static assets. JSON keeps the API's own CSP.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fetchWorker } from './helpers/http';

const ORIGIN = 'http://localhost';

function get(path: string): Promise<Response> {
  return fetchWorker(new Request(`${ORIGIN}${path}`));
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** The src/href of every <script> and <link rel=stylesheet>, and whether any script or style is inline. */
function references(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  return {
    scripts: scripts.map((m) => /\bsrc="([^"]+)"/.exec(m[1] ?? '')?.[1]),
    inlineScripts: scripts.filter((m) => (m[2] ?? '').trim() !== ''),
    styles: [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)].map(
      (m) => /\bhref="([^"]+)"/.exec(m[0])?.[1],
    ),
    inlineStyles: /<style\b|\sstyle=/i.test(html),
    handlers: /\son[a-z]+=/i.test(html),
  };
}

describe('GET /api/v1/docs/', () => {
  it('serves the reference page with and without the trailing slash, without auth', async () => {
    for (const path of ['/api/v1/docs/', '/api/v1/docs']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<div id="swagger-ui"></div>');
    }
  });

  it("allows scripts and styles from 'self' only, and nothing inline", async () => {
    const res = await get('/api/v1/docs/');
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');

    const refs = references(await res.text());
    expect(refs.scripts.length).toBe(2);
    expect(refs.inlineScripts).toEqual([]);
    expect(refs.inlineStyles).toBe(false);
    expect(refs.handlers).toBe(false);
    // Same origin: absolute paths, never a scheme or a host.
    for (const url of [...refs.scripts, ...refs.styles]) expect(url).toMatch(/^\/[^/]/);
  });

  it('starts Swagger UI from a same-origin script pointed at the document', async () => {
    const res = await get('/api/v1/docs/init.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await res.text();
    expect(script).toContain('SwaggerUIBundle(');
    expect(script).toContain('"/api/v1/openapi.json"');
    expect(script).toContain('validatorUrl: null');
  });

  it('names renderer files that the static assets serve', async () => {
    const refs = references(await (await get('/api/v1/docs/')).text());
    const vendored = [...refs.scripts, ...refs.styles].filter((u) => u?.startsWith('/vendor/'));
    expect(vendored).toEqual([
      '/vendor/swagger-ui/swagger-ui-bundle.js',
      '/vendor/swagger-ui/swagger-ui.css',
    ]);
    // The pool calls the worker directly; the assets are reached through their binding (the browser test
    // in test/e2e loads them from the same origin under wrangler dev).
    for (const path of vendored) {
      const res = await env.ASSETS.fetch(new Request(`${ORIGIN}${path}`));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(
        path?.endsWith('.js') ? /javascript/ : /text\/css/,
      );
      expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(10_000);
    }
  });

  it('leaves the API its own CSP on JSON responses', async () => {
    for (const path of ['/api/v1/health/', '/api/v1/openapi.json', '/api/v1/nope/']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});

// The API reference under `wrangler dev`, in Debian's Chromium (driven by playwright-core): the page at
// /api/v1/docs/ loads Swagger UI from the worker's own static assets, renders one entry per documented
// operation, makes no request to another origin, and the browser reports no CSP refusal of a script.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorkers, type Workers } from './helpers/dev-server';

const CHROMIUM = '/usr/bin/chromium';
let server: Workers;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: apt-get install -y chromium (CI does)`);
  server = await sharedWorkers();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('the API reference page', () => {
  it('serves the renderer from the same origin, outside /api/', async () => {
    for (const path of ['/vendor/swagger-ui/swagger-ui-bundle.js', '/vendor/swagger-ui/swagger-ui.css']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(
        path.endsWith('.js') ? /javascript/ : /text\/css/,
      );
      await res.arrayBuffer();
    }
  });

  it('renders every documented operation in Chromium, with no script refused and nothing off-origin', async () => {
    const doc = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    const page = await browser.newPage();
    const offOrigin: string[] = [];
    const refused: string[] = [];
    const failed: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.protocol !== 'data:' && url.origin !== server.url) offOrigin.push(req.url());
    });
    page.on('requestfailed', (req) => failed.push(req.url()));
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text()) && /script/i.test(msg.text())) refused.push(msg.text());
    });
    page.on('pageerror', (error) => refused.push(`page error: ${error.message}`));
    try {
      const res = await page.goto(`${server.url}/api/v1/docs/`);
      expect(res?.status()).toBe(200);
      await page.waitForSelector('.opblock', { timeout: 60_000 });
      await page.waitForFunction(
        (n) => document.querySelectorAll('.opblock').length >= n,
        operations.length,
        {
          timeout: 30_000,
        },
      );
      expect(await page.locator('.opblock').count()).toBe(operations.length);
      expect(await page.locator('.info .title').textContent()).toContain('Solace API');
      // The error codes table from info.description is rendered as a table.
      expect(await page.locator('.info table').count()).toBeGreaterThan(0);
      expect(offOrigin).toEqual([]);
      expect(failed.filter((u) => !u.endsWith('.map'))).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/**
 * Browser helpers for the web client's tests: Debian's Chromium (never a downloaded browser) driven by
 * playwright-core, an axe-core check that fails on serious or critical violations, CSP violation capture
 * (the pages' CSP stays on: axe is injected through the DevTools protocol, which the CSP does not
 * govern), and screenshots under .wrangler/screenshots/ for people to look at.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ROOT } from '../../support/wrangler-dev';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, '.wrangler/screenshots');

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The phone runs in the dark scheme and asks for reduced motion, the desktop in the light scheme with
 * motion: each preference is exercised (and checked by axe for contrast) at one size.
 */
export const PREFERENCES = {
  phone: { colorScheme: 'dark', reducedMotion: 'reduce' },
  desktop: { colorScheme: 'light', reducedMotion: 'no-preference' },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: apt-get install -y chromium (CI does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export interface WebPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and CSP refusals seen so far (CSP ones are always failures). */
  problems: string[];
  cspViolations: string[];
}

export async function openPage(browser: Browser, viewport: ViewportName): Promise<WebPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    ...PREFERENCES[viewport],
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) cspViolations.push(text);
    else if (message.type() === 'error') problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems, cspViolations };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core on the page as it is now; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => JSON.stringify(n.target)),
      }));
  });
}

/**
 * Waits until the screen has nothing loading (no `.loading` line, no spinner). Not `networkidle`: a
 * `<video>` keeps its range request open for as long as it buffers.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.loading, .spinner').length === 0, null, {
    timeout: 30_000,
  });
  // Then no finite transition or animation still running, and the fonts in: what a screenshot and axe see
  // is the screen at rest (infinite ones, a spinner's, never end and are not waited for).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
      document.fonts.status === 'loaded',
    null,
    { timeout: 30_000 },
  );
}

export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}-${VIEWPORTS[viewport].width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

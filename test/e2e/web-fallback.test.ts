// When video cannot be made (here: VIDEO_PROVIDER=heygen with no API key, so generate answers 503
// video_unavailable), the web client falls back to POST /chat/ on its own and shows the reply as text
// with a small notice; a crisis message still raises the alert. Phone and desktop sizes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openPage,
  screenshot,
  seriousViolations,
  settle,
  type ViewportName,
} from './helpers/browser';
import { sharedWorkers, type Workers } from './helpers/dev-server';

let server: Workers;
let browser: Browser;

beforeAll(async () => {
  server = await sharedWorkers('heygen');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['phone', 'desktop'])('video unavailable (%s)', (viewport) => {
  it('falls back to chat automatically and says so', async () => {
    const { context, page, cspViolations } = await openPage(browser, viewport);
    try {
      const password = 'quiet-Meadow-47!';
      await page.goto(`${server.url}/signup`);
      await page.getByLabel('Email').fill(`fallback.${crypto.randomUUID().slice(0, 8)}@example.com`);
      await page.getByLabel('Name').fill('Alex');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();

      const generate = page.waitForResponse((r) => r.url().endsWith('/api/v1/liveavatar/generate/'));
      const chat = page.waitForResponse((r) => r.url().endsWith('/api/v1/chat/'));
      await page.getByRole('textbox', { name: 'Message' }).fill('I could not sleep again last night.');
      await page.getByRole('button', { name: 'Send' }).click();
      const failed = await generate;
      expect(failed.status()).toBe(503);
      expect(((await failed.json()) as { code: string }).code).toBe('video_unavailable');
      expect((await chat).status()).toBe(200);

      await page.getByText('Video is unavailable right now, so this reply is text.').waitFor();
      const reply = (await page.locator('.text-reply').textContent()) ?? '';
      expect(reply.length).toBeGreaterThan(20);
      expect(await page.locator('video').count()).toBe(0);

      await page.getByRole('textbox', { name: 'Message' }).fill('I want to kill myself.');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('alert').filter({ hasText: 'alone' }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.locator('.text-reply').count()).toBe(2);

      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      await screenshot(page, 'conversation-fallback', viewport);
    } finally {
      await context.close();
    }
  });
});

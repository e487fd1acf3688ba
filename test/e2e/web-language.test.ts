// A message in a language the safety layer does not read (Swahili, from a browser set to Swahili): the
// conversation shows a quiet notice after the reply, and its button raises the crisis banner with the
// international list of lines. Axe finds nothing serious with the notice or the banner up.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openPage, screenshot, seriousViolations, settle } from './helpers/browser';
import { sharedWorkers, type Workers } from './helpers/dev-server';

let server: Workers;
let browser: Browser;

beforeAll(async () => {
  // Text replies (no video provider key): the fastest path through generate's fallback and chat.
  server = await sharedWorkers('heygen');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('a language the safety layer does not read', () => {
  it('offers crisis lines in many languages beside the reply', async () => {
    const { context, page, cspViolations } = await openPage(browser, 'phone', { locale: 'sw-KE' });
    try {
      const password = 'quiet-Meadow-47!';
      await page.goto(`${server.url}/signup`);
      await page.getByLabel('Email').fill(`lugha.${crypto.randomUUID().slice(0, 8)}@example.com`);
      await page.getByLabel('Name').fill('Amani');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();

      const chat = page.waitForResponse((r) => r.url().endsWith('/api/v1/chat/'));
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Leo nimechoka sana na sijui nifanye nini na maisha yangu.');
      await page.getByRole('button', { name: 'Send' }).click();
      const answer = (await (await chat).json()) as {
        safety: { coverage: string; language: string };
        crisis_resources_url?: string;
      };
      expect(answer.safety).toMatchObject({ coverage: 'none', language: 'sw' });
      expect(answer.crisis_resources_url).toMatch(/\?country=INTL&lang=sw$/);

      const notice = page.locator('.turn.notice');
      await notice.getByText('could not fully read the language').waitFor();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);

      const list = page.waitForResponse((r) => r.url().includes('/api/v1/crisis-resources/'));
      await notice.getByRole('button', { name: 'Show crisis lines in many languages' }).click();
      const listed = await list;
      expect(new URL(listed.url()).searchParams.get('country')).toBe('INTL');
      expect(new URL(listed.url()).searchParams.get('lang')).toBe('sw');
      const banner = page.getByRole('alert').filter({ hasText: 'alone' });
      await banner.getByText('Find A Helpline', { exact: true }).waitFor();

      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(cspViolations).toEqual([]);
      await screenshot(page, 'conversation-language-notice', 'phone');
    } finally {
      await context.close();
    }
  });
});

// Check-ins, the safety plan and the journal in Chromium against `wrangler dev`, at phone and desktop
// sizes: write a safety plan (its professionals prefilled with the country's crisis lines), take a PHQ-9
// answering item 9 (partly with the keyboard alone) and see the band in words, the crisis banner with the
// plan's own steps, the trend; write a journal entry and find it by tag; download the export (journal
// text decrypted) and delete the account. Every screen passes axe-core with no serious or critical
// violation under the pages' CSP, has one h1, no sideways scrolling, and is saved as a screenshot.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openPage,
  screenshot,
  seriousViolations,
  settle,
  type ViewportName,
  type WebPage,
} from './helpers/browser';
import { apiClient, sharedWorkers, type Workers } from './helpers/dev-server';

let server: Workers;
let browser: Browser;

beforeAll(async () => {
  server = await sharedWorkers();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'quiet-Meadow-47!';
const ENTRY = 'Slept badly again, but the walk by the canal helped. Mañana llamo a mi hermana.';

describe.each<ViewportName>(['phone', 'desktop'])('check-ins, safety plan and journal (%s)', (viewport) => {
  let web: WebPage;
  let page: Page;
  const email = `private.${viewport}.${crypto.randomUUID().slice(0, 8)}@example.com`;

  async function check(name: string): Promise<void> {
    await settle(page);
    expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
    expect(web.cspViolations, `${name}: CSP`).toEqual([]);
    expect(await page.locator('h1').count(), `${name}: h1`).toBe(1);
    expect(await page.getByRole('main').count(), `${name}: main`).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
    await screenshot(page, name, viewport);
  }

  async function go(label: string): Promise<void> {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }

  beforeAll(async () => {
    const api = apiClient(server.url);
    const signup = await api.post('/signup/', {
      email,
      name: 'Ines',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(signup.status).toBe(201);
    // A country with its own crisis lines, so the banner has numbers to call.
    const { access } = (await (await api.post('/login/', { email, password: PASSWORD })).json()) as {
      access: string;
    };
    const country = await fetch(`${server.url}/api/v1/profile/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ country: 'GB' }),
    });
    expect(country.status).toBe(200);
    web = await openPage(browser, viewport);
    page = web.page;
  });

  afterAll(async () => {
    await web?.context.close();
  });

  it('logs in', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
  });

  it('writes a safety plan whose professionals start as the crisis lines', async () => {
    await go('Safety plan');
    await page.getByRole('heading', { level: 1, name: 'My safety plan' }).waitFor();
    const firstProfessional = page
      .getByRole('group', { name: /Step 5/ })
      .getByLabel('Name')
      .first();
    await expect.poll(() => firstProfessional.inputValue()).toBe('Emergency services');
    await page
      .getByLabel('Signs that a hard moment is coming (one per line)')
      .fill('Not sleeping\nSkipping meals');
    await page.getByLabel('Things I can do on my own (one per line)').fill('A cold shower');
    await page.getByLabel('My reasons for living (one per line)').fill('My sister\nMi gato');
    await page.getByRole('button', { name: 'Save my plan' }).click();
    await page.getByText('Your safety plan is saved.').waitFor();
    await check('safety-plan');
  });

  it('takes a PHQ-9 with item 9 answered: the band in words, the banner with the plan’s steps', async () => {
    await go('Check-ins');
    await page.getByRole('heading', { level: 2, name: 'PHQ-9: Depression' }).waitFor();
    await check('checkins');
    // The first item with the keyboard alone: focus its first answer, then an arrow key moves and checks.
    const first = page.getByRole('radiogroup', { name: /^1\. Little interest/ });
    await first.getByLabel('Not at all').focus();
    await page.keyboard.press('ArrowRight');
    expect(await first.getByLabel('Several days').isChecked()).toBe(true);
    for (let i = 2; i <= 9; i++) {
      await page
        .getByRole('radiogroup', { name: new RegExp(`^${i}\\. `) })
        .getByLabel('Several days')
        .check();
    }
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/checkins/') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'See my score' }).click();
    const body = (await (await answered).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ score: 9, band: { id: 'mild' }, safety: { show_crisis_resources: true } });
    expect(body.safety_plan_url).toMatch(/\/api\/v1\/safety-plan\/$/);
    await page.getByText('9 of 27: Mild').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'alone' });
    await alert.getByRole('heading', { name: 'Your safety plan' }).waitFor();
    await alert.getByText('Not sleeping').waitFor();
    await alert.getByText('My sister').waitFor();
    // The country's lines load beside the plan: tap-to-call numbers once they have arrived.
    await alert.locator('a[href^="tel:"]').first().waitFor();
    await page.locator('.trend-list').getByText('9 of 27, Mild').waitFor();
    await check('checkins-result');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    expect(await alert.count()).toBe(0);
  });

  it('writes a journal entry and finds it by tag', async () => {
    await go('Journal');
    await page.getByLabel("What's on your mind?").fill(ENTRY);
    await page.getByLabel('Tags (optional, separated by commas)').fill('Sleep, family');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await page.getByText('Entry saved.').waitFor();
    await page.locator('.journal-text', { hasText: ENTRY }).waitFor();
    await page.getByRole('textbox', { name: 'Search by tag' }).fill('nothing-here');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No entries with this tag.').waitFor();
    await page.getByRole('textbox', { name: 'Search by tag' }).fill('SLEEP');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Entries tagged “sleep”' }).waitFor();
    await page.locator('.journal-text', { hasText: ENTRY }).waitFor();
    await check('journal');
  });

  it('downloads the export with the journal, the plan and the check-in', async () => {
    await go('Settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const body = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
      journal: Array<{ text: string; tags: string[] }>;
      checkins: Array<{ instrument: string; score: number }>;
      safety_plan: Array<{ document: { warning_signs: string[] } }>;
    };
    expect(body.journal).toEqual([expect.objectContaining({ text: ENTRY, tags: ['sleep', 'family'] })]);
    expect(body.checkins).toEqual([expect.objectContaining({ instrument: 'phq9', score: 9 })]);
    expect(body.safety_plan[0]?.document.warning_signs).toEqual(['Not sleeping', 'Skipping meals']);
  });

  it('deletes the account; its login then fails', async () => {
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('I understand this cannot be undone').check();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account and everything stored with it have been deleted.').waitFor();
    const login = await apiClient(server.url).post('/login/', { email, password: PASSWORD });
    expect(login.status).toBe(401);
    expect(web.cspViolations).toEqual([]);
  });
});

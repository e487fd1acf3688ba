// The web client's whole journey in Chromium against `wrangler dev` (both workers, clips rendered by the
// queue consumer so the progress state and status polling are exercised), at phone and desktop sizes:
// sign up (field errors first), log out and in, password change and reset, profile, a message whose clip plays to the end with its
// transcript and captions, a crisis message raising the alert, mood, tasks, contacts, the library,
// export, and deleting the account. Every screen passes axe-core (no serious or critical violations)
// under the pages' CSP, and is saved as a screenshot under .wrangler/screenshots/.
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
import { sharedWorkers, type Workers } from './helpers/dev-server';

let server: Workers;
let browser: Browser;

beforeAll(async () => {
  server = await sharedWorkers('queue');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'quiet-Meadow-47!';
/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const CHANGED = 'slow-Harbour-58!';
const RESET = 'amber-Orchard-62!';

/** The reset link from the newest message in the development outbox. */
async function resetLink(base: string, to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${base}/api/v1/dev/outbox/?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { messages: Array<{ text: string }> };
    const link = /(http\S+\/reset-password#token=\S+)/.exec(body.messages[0]?.text ?? '')?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no reset message arrived');
}

/** Plays the newest reply clip to its end; reports what the browser saw. */
async function playNewestClip(page: Page) {
  return page.evaluate(async () => {
    const videos = document.querySelectorAll<HTMLVideoElement>('video');
    const v = videos[videos.length - 1];
    if (!v) return { ended: false, error: 'no video', cues: 0, duration: 0 };
    const ended = v.ended
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          v.addEventListener('ended', () => resolve(true));
          v.addEventListener('error', () => resolve(false));
          setTimeout(() => resolve(false), 90_000);
        });
    if (v.paused && !v.ended) await v.play().catch(() => undefined);
    const done = await ended;
    const track = v.textTracks[0];
    return {
      ended: done,
      error: v.error ? `${v.error.code} ${v.error.message}` : null,
      cues: track?.cues?.length ?? 0,
      duration: v.duration,
    };
  });
}

describe.each<ViewportName>(['phone', 'desktop'])('the web client (%s)', (viewport) => {
  let web: WebPage;
  let page: Page;
  const email = `web.${viewport}.${crypto.randomUUID().slice(0, 8)}@example.com`;

  /** Every screen: no serious axe violation, no CSP refusal, a screenshot for people to look at. */
  async function check(name: string): Promise<void> {
    await settle(page);
    expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
    expect(web.cspViolations, `${name}: CSP`).toEqual([]);
    // Landmarks and one h1 on every screen.
    expect(await page.locator('h1').count(), `${name}: h1`).toBe(1);
    expect(await page.getByRole('main').count(), `${name}: main`).toBe(1);
    // Nothing wider than the screen: no sideways scrolling at 360 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
    await screenshot(page, name, viewport);
  }

  async function go(label: string): Promise<void> {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }

  beforeAll(async () => {
    web = await openPage(browser, viewport);
    page = web.page;
  });

  afterAll(async () => {
    await web?.context.close();
  });

  it('signs up: the API field errors show beside their fields, then the conversation opens', async () => {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible()).resolves.toBe(true);
    await check('login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Robin');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const errorText = (await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()) ?? '';
    expect(errorText).toContain('This password is too short.');
    await check('signup-errors');

    await password.fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await check('conversation-empty');
  });

  it('logs out through the API and logs back in with the keyboard alone', async () => {
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/logout/'));
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await logout).status()).toBe(200);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const style = el ? getComputedStyle(el) : null;
        return {
          label: el?.getAttribute('name') ?? el?.textContent ?? '',
          outline: style?.outlineStyle ?? 'none',
        };
      });
    // Skip link, brand, then the form: every stop shows its focus.
    for (let i = 0; i < 6 && (await focused()).label !== 'email'; i++) {
      await page.keyboard.press('Tab');
      expect((await focused()).outline).not.toBe('none');
    }
    expect((await focused()).label).toBe('email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
  });

  it('keeps the session across a reload (refresh token in sessionStorage, access in memory)', async () => {
    await page.reload();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    const stored = await page.evaluate(() => Object.keys(sessionStorage));
    expect(stored).toEqual(['solace.refresh']);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  it('changes the password in settings', async () => {
    await go('Settings');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(CHANGED);
    await page.getByLabel('Confirm new password').fill(CHANGED);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();
  });

  it('resets a forgotten password through the emailed link', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('a message with a reset link is on its way').waitFor();
    await check('forgot-password');
    const link = await resetLink(server.url, email);
    expect(link.startsWith(`${server.url}/reset-password#token=`)).toBe(true);
    await page.goto(link);
    // The token leaves the address bar once read.
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill(RESET);
    await page.getByLabel('Confirm password').fill(RESET);
    await check('reset-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(CHANGED);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('No active account found with the given credentials').waitFor();
    await page.getByLabel('Password').fill(RESET);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
  });

  it('saves the profile country and a picture in settings', async () => {
    await go('Settings');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByLabel('Time zone').selectOption('Europe/London');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();
    await page
      .getByLabel('Upload picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Picture updated.').waitFor();
    // Served from the API's signed picture URL, same origin: the pages' img-src allows it.
    const picture = page.getByRole('img', { name: 'Robin' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await check('settings');
  });

  it('sends a message: progress while the clip is queued, then it plays to the end with its transcript', async () => {
    await go('Talk');
    await page.getByRole('textbox', { name: 'Message' }).fill('Work has been overwhelming lately.');
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/v1/liveavatar/generate') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    // Clips are content-addressed: a reply already rendered (by the other viewport's run) comes back
    // ready at once, with nothing to wait for. A queued one shows the progress state until it lands.
    if ((await answered).status() === 202) {
      await page.getByRole('progressbar', { name: 'Preparing the video' }).waitFor({ timeout: 30_000 });
      await screenshot(page, 'conversation-preparing', viewport);
    }
    await page.locator('video').first().waitFor({ timeout: 90_000 });
    // A new clip starts on its own once its metadata is in, unless the user asked for reduced motion:
    // at `canplay` (queued after `loadedmetadata`, whose handler starts it) it plays or it stays paused.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const v = document.querySelector('video');
          if (v === null || v.readyState >= 3) resolve();
          else v.addEventListener('canplay', () => resolve(), { once: true });
        }),
    );
    if (viewport === 'desktop')
      await page.waitForFunction(() => document.querySelector('video')?.paused === false);
    const paused = await page.evaluate(() => document.querySelector('video')?.paused);
    expect(paused).toBe(viewport === 'phone');
    const transcript = (await page.locator('.transcript').first().textContent()) ?? '';
    expect(transcript.length).toBeGreaterThan(20);
    const played = await playNewestClip(page);
    expect(played).toMatchObject({ ended: true, error: null });
    expect(played.cues).toBeGreaterThan(0);
    await check('conversation');
  });

  it('a crisis message raises the alert with tap-to-call lines, and the reply still arrives', async () => {
    await page.getByRole('textbox', { name: 'Message' }).fill('I want to kill myself tonight.');
    await page.getByRole('button', { name: 'Send' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'alone' });
    await alert.waitFor({ timeout: 60_000 });
    await alert.locator('a[href^="tel:"]').first().waitFor();
    expect(await alert.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    await page.locator('video').nth(1).waitFor({ timeout: 90_000 });
    await check('crisis');
  });

  it('adds an emergency contact, which the alert then offers', async () => {
    await go('Contacts');
    await page.getByLabel('Name').fill('Sam');
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    await page.getByLabel('Relationship (optional)').fill('Sister');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.getByText('Sam was added.').waitFor();
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Sam' }).waitFor();
    await check('contacts');
  });

  it('dismisses the crisis alert only when asked', async () => {
    await go('Talk');
    await page.getByRole('textbox', { name: 'Message' }).fill('I want to end my life.');
    await page.getByRole('button', { name: 'Send' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'alone' });
    await alert.getByRole('link', { name: 'Call Sam' }).waitFor({ timeout: 60_000 });
    await go('Mood');
    expect(await alert.count()).toBe(1);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    expect(await alert.count()).toBe(0);
  });

  it('checks in a mood, which shows on the 30-day chart', async () => {
    await page.getByRole('heading', { level: 1, name: 'Mood check-in' }).waitFor();
    await page
      .getByRole('radiogroup', { name: 'How are you feeling?' })
      .getByLabel('Good', { exact: true })
      .check();
    await page.getByLabel('Note (optional)').fill('A calm walk after work.');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await page.getByText('Check-in saved.').waitFor();
    const chart = page.getByRole('img', { name: /Mood over the last 30 days/ });
    await expect.poll(async () => chart.getAttribute('aria-labelledby')).toBeTruthy();
    await page
      .locator('.mood-chart figcaption')
      .getByText(/^1 check-in on 1 day/)
      .waitFor();
    expect(await page.locator('.mood-chart rect.bar').count()).toBe(1);
    await check('mood');
  });

  it("ticks one of today's tasks", async () => {
    await go('Tasks');
    const first = page.getByRole('checkbox').first();
    await first.waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(3);
    await first.check();
    await page.getByText('1 of 3 done').waitFor();
    await page.reload();
    await page.getByText('1 of 3 done').waitFor();
    expect(await page.getByRole('checkbox').first().isChecked()).toBe(true);
    await check('tasks');
  });

  it('opens an exercise with its steps in the library', async () => {
    await go('Library');
    await page.getByRole('radio', { name: 'Exercises' }).check();
    // The list reloads for the filter: click only once the first card is an exercise.
    const first = page.locator('.content-card').first();
    await first.locator('.kind', { hasText: /^Exercise · / }).waitFor();
    await first.locator('a').click();
    await page.getByRole('heading', { level: 2, name: 'Steps' }).waitFor();
    expect(await page.locator('.steps li').count()).toBeGreaterThan(0);
    await check('exercise');
    await go('Library');
    await page.locator('.content-card').first().waitFor();
    await check('library');
  });

  it('downloads the export as JSON', async () => {
    await go('Settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const body = JSON.parse(readFileSync(file, 'utf8')) as { profile?: { email?: string } };
    expect(body.profile?.email).toBe(email);
  });

  it('deletes the account; its login then fails', async () => {
    await page.getByLabel('Password', { exact: true }).fill(RESET);
    await page.getByLabel('I understand this cannot be undone').check();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account and everything stored with it have been deleted.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(RESET);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('No active account found with the given credentials').waitFor();
    expect(web.cspViolations).toEqual([]);
  });
});

// The wellbeing features over HTTP under `wrangler dev` (both workers, local D1/R2/Queues), through the
// typed client: a week of moods across a time-zone change, today's tasks ticked, a safety plan's
// contacts, crisis lines for three countries, and a content clip rendered, served and played in Chromium.
// The steps share one account and run in order.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, playFor } from './helpers/chromium';
import { sharedWorkers, type Workers } from './helpers/dev-server';
import { pollUntil } from './helpers/poll';
import { type ClientUnderTest, clientFor } from './helpers/solace-client';

const PASSWORD = 'quiet-Meadow-47!';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: Workers;
let client: ClientUnderTest;
let browser: Browser | undefined;

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => utcDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
const utcAt = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const localDate = (zone: string, ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);

/** The UTC date when the test starts: every mood instant is placed relative to it. */
const D = utcDate(Date.now());

interface Logged {
  at: number | null;
  score: number;
  /** The local date of the entry in New York and in Tokyo, worked out by hand from its UTC time. */
  newYork: string;
  tokyo: string | 'today';
}

// 03:30 UTC is the evening before in New York (22:30 EST or 23:30 EDT) and 12:30 the same day in Tokyo;
// 14:30 UTC is 23:30 in Tokyo, 15:30 UTC is 00:30 the next day there. Tokyo has no DST.
const BEFORE_CHANGE: Logged[] = [
  { at: utcAt(addDays(D, -5), '03:30'), score: 2, newYork: addDays(D, -6), tokyo: addDays(D, -5) },
  { at: utcAt(addDays(D, -4), '03:30'), score: 3, newYork: addDays(D, -5), tokyo: addDays(D, -4) },
  { at: utcAt(addDays(D, -3), '14:30'), score: 4, newYork: addDays(D, -3), tokyo: addDays(D, -3) },
];
const AFTER_CHANGE: Logged[] = [
  { at: utcAt(addDays(D, -2), '03:30'), score: 3, newYork: addDays(D, -3), tokyo: addDays(D, -2) },
  { at: utcAt(addDays(D, -2), '15:30'), score: 4, newYork: addDays(D, -2), tokyo: addDays(D, -1) },
  { at: utcAt(addDays(D, -1), '03:30'), score: 5, newYork: addDays(D, -2), tokyo: addDays(D, -1) },
  // Logged now (no logged_at): today in Tokyo, whatever date that is.
  { at: null, score: 4, newYork: 'unused', tokyo: 'today' },
];

beforeAll(async () => {
  server = await sharedWorkers();
  client = clientFor(server.url);
  const email = `wellbeing.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signup = await client.solace.signup({
    email,
    name: 'Wellbeing',
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  if (signup.response.status !== 201) throw new Error(`signup: ${signup.response.status}`);
  const login = await client.solace.login(email, PASSWORD);
  if (login.response.status !== 200) throw new Error(`login: ${login.response.status}`);
});

afterAll(async () => {
  await browser?.close();
});

async function setTimezone(timezone: string, country?: string): Promise<void> {
  const patched = await client.solace.api.PATCH('/api/v1/profile/', {
    body: { timezone, ...(country === undefined ? {} : { country }) },
  });
  expect(patched.response.status).toBe(200);
  expect(patched.data?.timezone).toBe(timezone);
}

async function logMoods(entries: Logged[]): Promise<void> {
  for (const entry of entries) {
    const logged_at = entry.at === null ? undefined : new Date(entry.at).toISOString();
    const made = await client.solace.api.POST('/api/v1/moods/', {
      body: { score: entry.score, emotions: ['calm', 'tired'], ...(logged_at ? { logged_at } : {}) },
    });
    expect(made.response.status).toBe(201);
    expect(made.data).toMatchObject({ score: entry.score, emotions: ['calm', 'tired'], note: null });
    if (entry.at !== null) expect(Date.parse(made.data?.logged_at ?? '')).toBe(entry.at);
  }
}

/**
 * The 7-day summary in `zone`, checked against `dayOf` (each entry's expected local date): the window is
 * the 7 local days ending today there, every entry counts on its day, empty days count 0.
 */
async function expectSummary(zone: string, entries: Logged[], dayOf: (entry: Logged) => string) {
  const before = localDate(zone, Date.now());
  const summary = await client.solace.api.GET('/api/v1/moods/summary/', {
    params: { query: { days: '7' } },
  });
  const after = localDate(zone, Date.now());
  expect(summary.response.status).toBe(200);
  const data = summary.data;
  if (data === undefined) throw new Error('no summary');

  const dates = data.by_day.map((d) => d.date);
  const today = dates.at(-1) ?? '';
  expect([before, after]).toContain(today);
  expect(dates).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)));

  const scores = new Map<string, number[]>();
  for (const entry of entries) {
    const date = dayOf(entry) === 'today' ? today : dayOf(entry);
    scores.set(date, [...(scores.get(date) ?? []), entry.score]);
  }
  const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;
  expect(data.by_day).toEqual(
    dates.map((date) => {
      const day = scores.get(date) ?? [];
      return { date, count: day.length, average: day.length === 0 ? null : mean(day) };
    }),
  );
  const all = entries.map((e) => e.score);
  expect(data).toMatchObject({ days: 7, count: all.length, average: mean(all) });

  // The streak: consecutive days with an entry ending today (or yesterday, while today has none).
  const counts = data.by_day.map((d) => d.count);
  let end = counts.length - 1;
  if (counts[end] === 0) end -= 1;
  let streak = 0;
  while (end - streak >= 0 && (counts[end - streak] ?? 0) > 0) streak += 1;
  expect(data.streak_days).toBe(streak);
  return data;
}

describe.sequential('a week of wellbeing', () => {
  it('summarises a week of moods by local day across a time-zone change', async () => {
    await setTimezone('America/New_York', 'US');
    await logMoods(BEFORE_CHANGE);
    const inNewYork = await expectSummary('America/New_York', BEFORE_CHANGE, (e) => e.newYork);

    await setTimezone('Asia/Tokyo');
    await logMoods(AFTER_CHANGE);
    // Every entry, the earlier ones included, is counted by the zone in force now.
    const all = [...BEFORE_CHANGE, ...AFTER_CHANGE];
    const inTokyo = await expectSummary('Asia/Tokyo', all, (e) => e.tokyo);
    expect(inTokyo.by_day).not.toEqual(inNewYork.by_day);

    const listed = await client.solace.api.GET('/api/v1/moods/', { params: { query: { limit: 20 } } });
    expect(listed.response.status).toBe(200);
    const times = listed.data?.results.map((m) => Date.parse(m.logged_at)) ?? [];
    expect(times).toHaveLength(all.length);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("ticks one of today's tasks and sees it in the history", async () => {
    const { api } = client.solace;
    const today = await api.GET('/api/v1/tasks/today/');
    expect(today.response.status).toBe(200);
    const date = today.data?.date ?? '';
    expect([localDate('Asia/Tokyo', Date.now() - 60_000), localDate('Asia/Tokyo', Date.now())]).toContain(
      date,
    );
    const tasks = today.data?.tasks ?? [];
    expect(tasks).toHaveLength(3);
    expect(tasks.every((t) => !t.completed && t.title.length > 0 && t.minutes > 0)).toBe(true);
    const task = tasks[0];
    if (task === undefined) throw new Error('no task today');

    const ticked = await api.POST('/api/v1/tasks/{id}/complete/', { params: { path: { id: task.id } } });
    expect(ticked.response.status).toBe(200);
    expect(ticked.data).toMatchObject({ id: task.id, completed: true });
    // Idempotent: ticking again changes nothing.
    const again = await api.POST('/api/v1/tasks/{id}/complete/', { params: { path: { id: task.id } } });
    expect(again.data).toMatchObject({ id: task.id, completed: true });

    const reread = await api.GET('/api/v1/tasks/today/');
    expect(reread.data?.date).toBe(date);
    expect(reread.data?.tasks.map((t) => [t.id, t.completed])).toEqual(
      tasks.map((t) => [t.id, t.id === task.id]),
    );

    const history = await api.GET('/api/v1/tasks/history/', { params: { query: { days: 7 } } });
    expect(history.response.status).toBe(200);
    expect(history.data?.days).toBe(7);
    expect(history.data?.by_day).toHaveLength(7);
    expect(history.data?.by_day.at(-1)).toEqual({ date, completed: 1 });
    expect(history.data?.by_day.slice(0, -1).every((d) => d.completed === 0)).toBe(true);
    expect(history.data?.streak_days).toBe(1);
  });

  it('adds two emergency contacts with exactly one primary', async () => {
    const { api } = client.solace;
    // A national number is read in the profile's country (US).
    const first = await api.POST('/api/v1/emergency-contacts/', {
      body: { name: 'Ben Ortiz', phone: '(202) 456-1111', relationship: 'brother' },
    });
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({ phone: '+12024561111', relationship: 'brother', is_primary: true });

    const second = await api.POST('/api/v1/emergency-contacts/', {
      body: { name: 'Cy Lund', phone: '+44 20 7946 0958', relationship: 'friend', is_primary: true },
    });
    expect(second.response.status).toBe(201);
    expect(second.data).toMatchObject({ phone: '+442079460958', is_primary: true });

    const listed = await api.GET('/api/v1/emergency-contacts/');
    expect(listed.response.status).toBe(200);
    const contacts = listed.data?.results ?? [];
    // Oldest first; the second took the primary role from the first.
    expect(contacts.map((c) => [c.name, c.is_primary])).toEqual([
      ['Ben Ortiz', false],
      ['Cy Lund', true],
    ]);
  });

  it('lists crisis lines for GB, US and DE, the emergency number first, each with its source', async () => {
    const emergency = { GB: '999', US: '911', DE: '112' };
    for (const [country, number] of Object.entries(emergency)) {
      // Public: no token needed, as for someone who cannot log in.
      const res = await fetch(`${server.url}/api/v1/crisis-resources/?country=${country.toLowerCase()}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        country: string;
        resources: Array<{ kind: string; phone?: string; source_url: string; verified_on: string }>;
      };
      expect(body.country).toBe(country);
      expect(body.resources[0]).toMatchObject({ kind: 'emergency', phone: number });
      expect(body.resources.filter((r) => r.kind === 'emergency')).toHaveLength(1);
      expect(body.resources.length).toBeGreaterThan(1);
      for (const resource of body.resources) {
        expect(resource.source_url).toMatch(/^https:\/\//);
        expect(resource.verified_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('renders a content clip, serves it, and Chromium plays it', async () => {
    const { api } = client.solace;
    const listed = await api.GET('/api/v1/content/', { params: { query: { kind: 'meditation', limit: 1 } } });
    expect(listed.response.status).toBe(200);
    const slug = listed.data?.results[0]?.slug;
    if (slug === undefined) throw new Error('no meditation in the library');

    const clip = await api.POST('/api/v1/content/{slug}/clip/', {
      params: { path: { slug }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {},
    });
    expect([200, 202]).toContain(clip.response.status);
    const videoUrl = clip.data?.video_url;
    if (videoUrl === undefined) throw new Error(`clip answered ${clip.response.status} without a URL`);
    expect(clip.data?.transcript.length).toBeGreaterThan(0);

    // A queued clip's URL answers 409 until the consumer has stored it.
    const served = await pollUntil(
      async () => {
        const res = await fetch(videoUrl);
        return { status: res.status, type: res.headers.get('content-type'), bytes: await res.arrayBuffer() };
      },
      (r) => r.status !== 409,
      { what: `the clip of ${slug}`, timeoutMs: 150_000, intervalMs: 1000 },
    );
    expect(served.status).toBe(200);
    expect(served.type).toBe('video/mp4');
    expect(served.bytes.byteLength).toBeGreaterThan(1000);

    // The same item again: the clip is cached, ready at once.
    const cached = await api.POST('/api/v1/content/{slug}/clip/', { params: { path: { slug } }, body: {} });
    expect(cached.response.status).toBe(200);
    expect(cached.data?.status).toBe('ready');

    // Playback from the worker's clip route (Range requests included), stopped after two seconds.
    browser = await launchChromium();
    const played = await playFor(browser, videoUrl, 2);
    expect(played.errors).toEqual([]);
    expect(played.reached).toBeGreaterThanOrEqual(2);
    expect(played.duration).toBeGreaterThan(5);
    expect(played.videoWidth).toBeGreaterThan(0);
    expect(played.decodedFrames).toBeGreaterThan(0);
    expect(played.audioBytes).toBeGreaterThan(0);

    expect(client.serverErrors()).toEqual([]);
  });
});

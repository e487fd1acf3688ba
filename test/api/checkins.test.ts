// Standard check-ins: the instruments as published, scoring at every band edge of each instrument, PHQ-9
// item 9 raising crisis resources (and the plan link once a plan exists), the rise flag, bad answers as
// DRF field errors that store nothing, cursor pages, ownership, the trend summary and which are due.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from '../../workers/api/src/checkins/instruments';
import { createUserAndLogin, type TestAccount, UNAUTHORIZED_CHALLENGE } from './helpers/accounts';
import { clockAt } from './helpers/clocked';
import { bearer, type CallOptions, call, postJson } from './helpers/http';

interface Checkin {
  id: string;
  instrument: InstrumentId;
  answers: number[];
  score: number;
  max_score: number;
  band: { id: string; label: string; description: string };
  previous_score: number | null;
  rise_flagged: boolean;
  created_at: string;
  safety: { level: string; categories: string[]; show_crisis_resources: boolean };
  crisis_resources_url?: string;
  safety_plan_url?: string;
}

const NONE = { level: 'none', categories: [], show_crisis_resources: false };
const RAISED = { level: 'elevated', categories: ['self_harm'], show_crisis_resources: true };
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const DAY = 24 * 60 * 60 * 1000;

function auth(user: TestAccount, extra: CallOptions = {}): CallOptions {
  return { ...extra, headers: { ...bearer(user.access), ...extra.headers } };
}

async function take(user: TestAccount, instrument: string, answers: unknown, extra: CallOptions = {}) {
  const res = await postJson('/checkins/', { instrument, answers }, auth(user, extra));
  if (res.status !== 201) throw new Error(`check-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Checkin;
}

/** Answers to `id` whose raw sum is `raw`, filled from the first item on, item 9 of PHQ-9 kept at 0. */
function answersSumming(id: InstrumentId, raw: number): number[] {
  const { items, options, risk_item } = INSTRUMENTS[id];
  const top = Math.max(...options.map((o) => o.value));
  let left = raw;
  return items.map((_, i) => {
    if (i === risk_item) return 0;
    const value = Math.min(top, left);
    left -= value;
    return value;
  });
}

/** Signed in with the clock at `t` (access tokens live minutes, so each moment gets its own login). */
const when = (user: TestAccount, t: number) => clockAt(user, t);

async function countRows(userId: number): Promise<number> {
  return Number(
    await env.DB.prepare('SELECT count(*) AS n FROM checkins WHERE user_id = ?1').bind(userId).first('n'),
  );
}

describe('GET /checkins/instruments/', () => {
  it('lists PHQ-9, GAD-7 and WHO-5 with their wording, scales, sources and terms, publicly', async () => {
    const res = await call('GET', '/checkins/instruments/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const { results } = (await res.json()) as { results: Array<Record<string, unknown>> };
    expect(results.map((r) => r.id)).toEqual(['phq9', 'gad7', 'who5']);
    const [phq9, gad7, who5] = results as Array<{
      items: string[];
      options: { value: number; label: string }[];
      bands: { id: string; min: number; max: number }[];
      terms: string;
      source: string;
    }>;
    expect(phq9?.items).toHaveLength(9);
    expect(phq9?.items[8]).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(phq9?.options.map((o) => o.label)).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);
    expect(gad7?.items).toHaveLength(7);
    expect(gad7?.items[0]).toBe('Feeling nervous, anxious, or on edge');
    expect(who5?.items).toHaveLength(5);
    expect(who5?.options[0]).toEqual({ value: 5, label: 'All of the time' });
    for (const r of [phq9, gad7, who5]) {
      expect(r?.source).toMatch(/https:\/\//);
      expect(r?.terms.length).toBeGreaterThan(20);
    }
  });

  it('has bands that cover every reachable score exactly once', () => {
    for (const id of INSTRUMENT_IDS) {
      const { bands, max_score, multiplier } = INSTRUMENTS[id];
      for (let score = 0; score <= max_score; score += multiplier) {
        expect(
          bands.filter((b) => score >= b.min && score <= b.max),
          `${id} ${score}`,
        ).toHaveLength(1);
      }
    }
  });
});

describe('POST /checkins/ scoring', () => {
  // The published edges: PHQ-9 0-4, 5-9, 10-14, 15-19, 20-27; GAD-7 0-4, 5-9, 10-14, 15-21; WHO-5 in
  // percent, 0-28 very low, 29-50 poor (≤ 50 is the screening cut-off), 51-100 good.
  const EDGES: Array<[InstrumentId, number, string]> = [
    ['phq9', 0, 'minimal'],
    ['phq9', 4, 'minimal'],
    ['phq9', 5, 'mild'],
    ['phq9', 9, 'mild'],
    ['phq9', 10, 'moderate'],
    ['phq9', 14, 'moderate'],
    ['phq9', 15, 'moderately_severe'],
    ['phq9', 19, 'moderately_severe'],
    ['phq9', 20, 'severe'],
    ['phq9', 24, 'severe'],
    ['gad7', 0, 'minimal'],
    ['gad7', 4, 'minimal'],
    ['gad7', 5, 'mild'],
    ['gad7', 9, 'mild'],
    ['gad7', 10, 'moderate'],
    ['gad7', 14, 'moderate'],
    ['gad7', 15, 'severe'],
    ['gad7', 21, 'severe'],
    ['who5', 0, 'very_low'],
    ['who5', 28, 'very_low'],
    ['who5', 32, 'poor'],
    ['who5', 48, 'poor'],
    ['who5', 52, 'good'],
    ['who5', 100, 'good'],
  ];

  it.each(EDGES)('%s scores %i as %s', async (id, score, band) => {
    const user = await createUserAndLogin();
    const answers = answersSumming(id, score / INSTRUMENTS[id].multiplier);
    const body = await take(user, id, answers);
    expect(body).toMatchObject({
      instrument: id,
      answers,
      score,
      max_score: INSTRUMENTS[id].max_score,
      band: { id: band },
      previous_score: null,
      rise_flagged: false,
      safety: NONE,
    });
    expect(body.band.label.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('crisis_resources_url');
    const row = await env.DB.prepare('SELECT * FROM checkins WHERE id = ?1').bind(body.id).first();
    expect(row).toMatchObject({ user_id: user.userId, instrument: id, score, band, safety: null });
  });

  it('raises crisis resources when PHQ-9 item 9 is above "not at all", whatever the total', async () => {
    const user = await createUserAndLogin();
    const body = await take(user, 'phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1], { headers: { 'cf-ipcountry': 'DE' } });
    expect(body).toMatchObject({ score: 1, band: { id: 'minimal' }, safety: RAISED });
    expect(body.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/?country=DE');
    expect(body).not.toHaveProperty('safety_plan_url');
    // With a plan, the answer links it too.
    const plan = await call('PUT', '/safety-plan/', { warning_signs: ['Not sleeping'] }, auth(user));
    expect(plan.status).toBe(201);
    const again = await take(user, 'phq9', [3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(again).toMatchObject({ score: 27, band: { id: 'severe' }, safety: RAISED });
    expect(again.safety_plan_url).toBe('http://localhost/api/v1/safety-plan/');
    // The same item at 0 with a severe total: the band says severe, the safety object stays calm.
    const zero = await take(user, 'phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0]);
    expect(zero).toMatchObject({ score: 24, safety: NONE });
    expect(zero).not.toHaveProperty('crisis_resources_url');
    // Reading it back keeps the verdict and the links.
    const read = await call('GET', `/checkins/${body.id}/`, undefined, auth(user));
    expect(await read.json()).toMatchObject({ safety: RAISED, safety_plan_url: expect.any(String) });
  });

  it('flags a PHQ-9 that rose by 5 or more since the last one, and only PHQ-9', async () => {
    const user = await createUserAndLogin();
    const t0 = Date.now() - 3 * DAY;
    await take(user, 'phq9', answersSumming('phq9', 5), await when(user, t0));
    const four = await take(user, 'phq9', answersSumming('phq9', 9), await when(user, t0 + DAY));
    expect(four).toMatchObject({ score: 9, previous_score: 5, rise_flagged: false });
    const five = await take(user, 'phq9', answersSumming('phq9', 14), await when(user, t0 + 2 * DAY));
    expect(five).toMatchObject({ score: 14, previous_score: 9, rise_flagged: true });
    await take(user, 'gad7', answersSumming('gad7', 2), await when(user, t0));
    const gad = await take(user, 'gad7', answersSumming('gad7', 12), await when(user, t0 + DAY));
    expect(gad).toMatchObject({ previous_score: 2, rise_flagged: false });
  });
});

describe('POST /checkins/ validation', () => {
  const CASES: Array<[string, unknown, Record<string, string[]>]> = [
    [
      'unknown instrument',
      { instrument: 'bdi2', answers: [0] },
      { instrument: ['"bdi2" is not a valid choice.'] },
    ],
    ['missing fields', {}, { instrument: ['This field is required.'], answers: ['This field is required.'] }],
    [
      'too few answers',
      { instrument: 'phq9', answers: [0, 1, 2] },
      { answers: ['Expected 9 answers for phq9, got 3.'] },
    ],
    [
      'too many answers',
      { instrument: 'who5', answers: [1, 1, 1, 1, 1, 1] },
      { answers: ['Expected 5 answers for who5, got 6.'] },
    ],
    [
      'out of range',
      { instrument: 'gad7', answers: [0, 4, 0, -1, 0, 1.5, '2'] },
      {
        answers: [
          'Item 2: "4" is not a valid choice (a whole number from 0 to 3).',
          'Item 4: "-1" is not a valid choice (a whole number from 0 to 3).',
          'Item 6: "1.5" is not a valid choice (a whole number from 0 to 3).',
          'Item 7: "2" is not a valid choice (a whole number from 0 to 3).',
        ],
      },
    ],
    [
      'WHO-5 above its scale',
      { instrument: 'who5', answers: [5, 5, 6, 5, 5] },
      { answers: ['Item 3: "6" is not a valid choice (a whole number from 0 to 5).'] },
    ],
    [
      'answers not a list',
      { instrument: 'phq9', answers: '000000000' },
      { answers: ['Expected a list of answers.'] },
    ],
  ];

  it.each(CASES)('%s → 400 with field errors, nothing stored', async (_name, body, fields) => {
    const user = await createUserAndLogin();
    const res = await postJson('/checkins/', body, auth(user));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
    expect(await countRows(user.userId)).toBe(0);
  });

  it('needs a Bearer token', async () => {
    const res = await postJson('/checkins/', { instrument: 'phq9', answers: answersSumming('phq9', 0) });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
  });
});

describe('check-in list, read, delete', () => {
  it('pages newest first across inserts, filters by instrument, and keeps users apart', async () => {
    const user = await createUserAndLogin();
    const other = await createUserAndLogin();
    const t0 = Date.now() - 10 * DAY;
    const made: Checkin[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await take(
          user,
          i % 2 === 0 ? 'phq9' : 'gad7',
          answersSumming(i % 2 === 0 ? 'phq9' : 'gad7', i),
          await when(user, t0 + i * DAY),
        ),
      );
    }
    const otherOne = await take(other, 'phq9', answersSumming('phq9', 3));
    const first = await call('GET', '/checkins/?limit=2', undefined, auth(user));
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as { results: Checkin[]; next_cursor: string | null };
    expect(page1.results.map((c) => c.id)).toEqual([made[4]?.id, made[3]?.id]);
    // A check-in taken between pages is newer than the cursor: not repeated, nothing skipped.
    await take(user, 'who5', answersSumming('who5', 10));
    const rest = await call('GET', `/checkins/?limit=10&cursor=${page1.next_cursor}`, undefined, auth(user));
    const page2 = (await rest.json()) as { results: Checkin[]; next_cursor: string | null };
    expect(page2.results.map((c) => c.id)).toEqual([made[2]?.id, made[1]?.id, made[0]?.id]);
    expect(page2.next_cursor).toBeNull();
    expect(page2.results[0]).toMatchObject({ previous_score: 0 });

    const gad = await call('GET', '/checkins/?instrument=gad7', undefined, auth(user));
    expect(((await gad.json()) as { results: Checkin[] }).results.map((c) => c.id)).toEqual([
      made[3]?.id,
      made[1]?.id,
    ]);
    const bad = await call('GET', '/checkins/?instrument=x&cursor=zz', undefined, auth(user));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ instrument: ['"x" is not a valid choice.'] });

    // Another user's id reads as missing, for reading and deleting.
    for (const method of ['GET', 'DELETE']) {
      const res = await call(method, `/checkins/${otherOne.id}/`, undefined, auth(user));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect(await countRows(other.userId)).toBe(1);

    const read = await call('GET', `/checkins/${made[2]?.id}/`, undefined, auth(user));
    expect(await read.json()).toEqual(made[2]);
    const gone = await call('DELETE', `/checkins/${made[2]?.id}/`, undefined, auth(user));
    expect(gone.status).toBe(204);
    expect((await call('GET', `/checkins/${made[2]?.id}/`, undefined, auth(user))).status).toBe(404);
    expect((await call('DELETE', `/checkins/${made[2]?.id}/`, undefined, auth(user))).status).toBe(404);
  });
});

describe('GET /checkins/summary/ and /checkins/due/', () => {
  it('gives the trend of the latest results, oldest first, with what the change means', async () => {
    const user = await createUserAndLogin();
    const t0 = Date.now() - 30 * DAY;
    for (const [i, raw] of [10, 8, 6, 3].entries()) {
      await take(user, 'phq9', answersSumming('phq9', raw), await when(user, t0 + i * DAY));
    }
    await take(user, 'who5', answersSumming('who5', 15), await when(user, t0));
    await take(user, 'who5', answersSumming('who5', 10), await when(user, t0 + DAY));
    const res = await call('GET', '/checkins/summary/?instrument=phq9&last=3', undefined, auth(user));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown> & { points: { score: number }[] };
    expect(body).toMatchObject({
      instrument: 'phq9',
      max_score: 27,
      higher_is: 'worse',
      count: 3,
      change: -5,
      direction: 'better',
      latest: { score: 3, band: 'minimal' },
    });
    expect(body.points.map((p) => p.score)).toEqual([8, 6, 3]);
    const who = await call('GET', '/checkins/summary/?instrument=who5', undefined, auth(user));
    expect(await who.json()).toMatchObject({ count: 2, change: -20, direction: 'worse' });
    const none = await call('GET', '/checkins/summary/?instrument=gad7', undefined, auth(user));
    expect(await none.json()).toMatchObject({
      count: 0,
      points: [],
      latest: null,
      change: null,
      direction: null,
    });
    for (const query of ['', '?instrument=phq9&last=1', '?instrument=phq9&last=53', '?instrument=nope']) {
      const bad = await call('GET', `/checkins/summary/${query}`, undefined, auth(user));
      expect(bad.status, query).toBe(400);
    }
  });

  it('says a check-in is due when never taken or 14 days after the last of its kind', async () => {
    const user = await createUserAndLogin();
    const t0 = Date.now() - 20 * DAY;
    const due = async (now: number) =>
      (
        (await (await call('GET', '/checkins/due/', undefined, await when(user, now))).json()) as {
          results: Array<{
            instrument: string;
            due: boolean;
            due_at: string | null;
            last_taken_at: string | null;
          }>;
        }
      ).results;
    expect((await due(t0)).map((r) => [r.instrument, r.due, r.due_at])).toEqual([
      ['phq9', true, null],
      ['gad7', true, null],
      ['who5', true, null],
    ]);
    await take(user, 'phq9', answersSumming('phq9', 2), await when(user, t0));
    const later = await due(t0 + 14 * DAY - 1);
    expect(later[0]).toEqual({
      instrument: 'phq9',
      title: 'PHQ-9',
      due: false,
      last_taken_at: new Date(t0).toISOString(),
      due_at: new Date(t0 + 14 * DAY).toISOString(),
    });
    expect((await due(t0 + 14 * DAY))[0]?.due).toBe(true);
  });
});

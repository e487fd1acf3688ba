// Mood entries: create with its validation and clock window, the note's safety verdict and crisis link,
// read/change/delete scoped to the owner, cursor pages that survive inserts, range filters, and D1 outages.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import {
  at,
  bearer,
  type CallOptions,
  call,
  createUserAndLogin,
  postJson,
  type TestAccount,
  UNAUTHORIZED_CHALLENGE,
  uniqueEmail,
} from './helpers/accounts';
import { faultyD1 } from './helpers/faults';

interface Mood {
  id: string;
  score: number;
  emotions: string[];
  note: string | null;
  logged_at: string;
  created_at: string;
  safety: { level: string; categories: string[]; show_crisis_resources: boolean };
  crisis_resources_url?: string;
}

interface MoodPage {
  results: Mood[];
  next_cursor: string | null;
}

const CRISIS_NOTE = 'I wrote my goodbye letters and tonight I will end my life.';
const NONE = { level: 'none', categories: [], show_crisis_resources: false };
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const DAY = 24 * 60 * 60 * 1000;

function auth(user: TestAccount, extra: CallOptions = {}): CallOptions {
  return { ...extra, headers: { ...bearer(user.access), ...extra.headers } };
}

async function create(user: TestAccount, body: unknown, extra: CallOptions = {}): Promise<Mood> {
  const res = await postJson('/moods/', body, auth(user, extra));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Mood;
}

async function storedRow(id: string) {
  return env.DB.prepare('SELECT * FROM moods WHERE id = ?1').bind(id).first<Record<string, unknown>>();
}

describe('POST /moods/', () => {
  it('creates an entry with defaults and answers 201 with exactly the documented fields', async () => {
    const user = await createUserAndLogin();
    const now = Date.now();
    const res = await postJson('/moods/', { score: 4 }, auth(user, at(now)));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Mood;
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      score: 4,
      emotions: [],
      note: null,
      logged_at: new Date(now).toISOString(),
      created_at: new Date(now).toISOString(),
      safety: NONE,
    });
    const row = await storedRow(body.id);
    expect(row).toMatchObject({
      user_id: user.userId,
      score: 4,
      emotions: '[]',
      note: null,
      safety: null,
      logged_at: now,
      created_at: now,
      updated_at: now,
    });
  });

  it('stores emotions, a trimmed note, its safety verdict and an offset logged_at in UTC', async () => {
    const now = Date.parse('2026-03-30T10:00:00Z');
    const user = await createUserAndLogin(uniqueEmail('mood'), at(now));
    const body = await create(
      user,
      {
        score: 2,
        emotions: ['tired', 'stressed'],
        note: '  I had a rough week at work and feel drained.  ',
        logged_at: '2026-03-29T08:30:00+02:00',
      },
      at(now),
    );
    expect(body.logged_at).toBe('2026-03-29T06:30:00.000Z');
    expect(body.emotions).toEqual(['tired', 'stressed']);
    expect(body.note).toBe('I had a rough week at work and feel drained.');
    expect(body.safety.show_crisis_resources).toBe(false);
    expect(['none', 'low']).toContain(body.safety.level);
    expect(body).not.toHaveProperty('crisis_resources_url');
    const row = await storedRow(body.id);
    expect(JSON.parse(String(row?.safety))).toEqual(body.safety);
    expect(row?.logged_at).toBe(Date.parse('2026-03-29T06:30:00Z'));
  });

  it('treats a blank note as none and checks nothing', async () => {
    const user = await createUserAndLogin();
    const body = await create(user, { score: 3, note: '   ' });
    expect(body.note).toBeNull();
    expect(body.safety).toEqual(NONE);
    expect((await storedRow(body.id))?.safety).toBeNull();
  });

  it('gives a crisis note crisis safety and the crisis resources of the CF-IPCountry country', async () => {
    const user = await createUserAndLogin();
    const body = await create(user, { score: 1, note: CRISIS_NOTE }, { headers: { 'cf-ipcountry': 'de' } });
    expect(body.safety).toEqual({
      level: 'crisis',
      categories: expect.arrayContaining(['self_harm']),
      show_crisis_resources: true,
    });
    expect(body.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/?country=DE');
    expect(JSON.parse(String((await storedRow(body.id))?.safety))).toEqual(body.safety);
  });

  it('prefers the profile country, and links the international list when no country is known', async () => {
    const user = await createUserAndLogin();
    const unknown = await create(
      user,
      { score: 1, note: CRISIS_NOTE },
      { headers: { 'cf-ipcountry': 'XX' } },
    );
    expect(unknown.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/');
    const none = await create(user, { score: 1, note: CRISIS_NOTE });
    expect(none.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/');
    await env.DB.prepare("UPDATE users SET country = 'FR' WHERE id = ?1").bind(user.userId).run();
    const profile = await create(
      user,
      { score: 1, note: CRISIS_NOTE },
      { headers: { 'cf-ipcountry': 'DE' } },
    );
    expect(profile.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/?country=FR');
  });

  it('accepts logged_at from 7 days back to a minute ahead, and refuses beyond', async () => {
    const user = await createUserAndLogin();
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    for (const ms of [now - 7 * DAY, now + 60_000]) {
      expect((await create(user, { score: 3, logged_at: iso(ms) }, at(now))).logged_at).toBe(iso(ms));
    }
    const cases: Array<[number, string]> = [
      [now - 7 * DAY - 1, 'Ensure this value is no more than 7 days in the past.'],
      [now + 61_000, 'Ensure this value is not in the future.'],
    ];
    for (const [ms, message] of cases) {
      const res = await postJson('/moods/', { score: 3, logged_at: iso(ms) }, auth(user, at(now)));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', logged_at: [message] });
    }
  });

  const FORMAT =
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
  it.each([
    [{}, { score: ['This field is required.'] }],
    [{ score: null }, { score: ['This field may not be null.'] }],
    [{ score: '3' }, { score: ['A valid integer is required.'] }],
    [{ score: 2.5 }, { score: ['A valid integer is required.'] }],
    [{ score: 0 }, { score: ['Ensure this value is greater than or equal to 1.'] }],
    [{ score: 6 }, { score: ['Ensure this value is less than or equal to 5.'] }],
    [{ score: 3, emotions: 'calm' }, { emotions: ['Expected a list of items but got type "str".'] }],
    [{ score: 3, emotions: null }, { emotions: ['This field may not be null.'] }],
    [{ score: 3, emotions: ['calm', 'elated'] }, { emotions: ['"elated" is not a valid choice.'] }],
    [{ score: 3, emotions: ['calm', 'calm'] }, { emotions: ['Each emotion may appear only once.'] }],
    [
      {
        score: 3,
        emotions: ['calm', 'content', 'happy', 'grateful', 'hopeful', 'proud', 'relieved', 'tired', 'sad'],
      },
      { emotions: ['Ensure this field has no more than 8 elements.'] },
    ],
    [{ score: 3, note: 7 }, { note: ['Not a valid string.'] }],
    [{ score: 3, note: 'x'.repeat(1001) }, { note: ['Ensure this field has no more than 1000 characters.'] }],
    [{ score: 3, logged_at: '2026-03-29 08:30' }, { logged_at: [FORMAT] }],
    [{ score: 3, logged_at: '2026-03-29T08:30:00' }, { logged_at: [FORMAT] }],
    [{ score: 3, logged_at: '2026-02-30T08:30:00Z' }, { logged_at: [FORMAT] }],
    [{ score: 3, logged_at: 1774773000000 }, { logged_at: [FORMAT] }],
    [{ score: 3, logged_at: null }, { logged_at: ['This field may not be null.'] }],
  ])('rejects %j with DRF field errors', async (body, fields) => {
    const user = await createUserAndLogin();
    const res = await postJson('/moods/', body, auth(user));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
    const n = await env.DB.prepare('SELECT count(*) AS n FROM moods WHERE user_id = ?1')
      .bind(user.userId)
      .first('n');
    expect(n).toBe(0);
  });

  it('counts a note’s length in characters, so 1000 emoji fit', async () => {
    const user = await createUserAndLogin();
    const body = await create(user, { score: 4, note: '🌿'.repeat(1000) });
    expect(Array.from(body.note ?? '')).toHaveLength(1000);
  });

  it('answers 415, 400 and 413 for bodies that are not a JSON object of the allowed size', async () => {
    const user = await createUserAndLogin();
    const text = await call(
      'POST',
      '/moods/',
      'score=3',
      auth(user, { headers: { 'content-type': 'text/plain' } }),
    );
    expect(text.status).toBe(415);
    const broken = await call('POST', '/moods/', '{"score": ', auth(user));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe('parse_error');
    const big = await postJson('/moods/', { score: 3, note: 'x'.repeat(70 * 1024) }, auth(user));
    expect(big.status).toBe(413);
  });

  it('requires a Bearer token on every mood route', async () => {
    for (const [method, path] of [
      ['POST', '/moods/'],
      ['GET', '/moods/'],
      ['GET', '/moods/summary/'],
      ['GET', '/moods/abc/'],
      ['PATCH', '/moods/abc/'],
      ['DELETE', '/moods/abc/'],
    ] as const) {
      const res = await call(
        method,
        path,
        method === 'POST' || method === 'PATCH' ? { score: 3 } : undefined,
      );
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
    }
  });
});

describe('POST /moods/ with Idempotency-Key', () => {
  const withKey = (user: TestAccount, key: string) => auth(user, { headers: { 'Idempotency-Key': key } });
  const count = async (userId: number) =>
    env.DB.prepare('SELECT count(*) AS n FROM moods WHERE user_id = ?1').bind(userId).first('n');

  it('replays the first answer for the same key and body, and logs one entry', async () => {
    const user = await createUserAndLogin();
    const key = crypto.randomUUID();
    const body = { score: 2, emotions: ['tired'], note: 'Long day.' };
    const first = await postJson('/moods/', body, withKey(user, key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await postJson(
      '/moods/',
      { note: 'Long day.', emotions: ['tired'], score: 2 },
      withKey(user, key),
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await count(user.userId)).toBe(1);
    // Without a key, or with another one, each request logs its own entry.
    expect((await postJson('/moods/', body, auth(user))).status).toBe(201);
    expect((await postJson('/moods/', body, withKey(user, crypto.randomUUID()))).status).toBe(201);
    expect(await count(user.userId)).toBe(3);
  });

  it('refuses the key with another body (422), keys per user, and frees it after a 400', async () => {
    const [user, other] = [await createUserAndLogin(), await createUserAndLogin()];
    const key = crypto.randomUUID();
    const invalid = await postJson('/moods/', { score: 9 }, withKey(user, key));
    expect(invalid.status).toBe(400);
    expect((await postJson('/moods/', { score: 3 }, withKey(user, key))).status).toBe(201);
    const reused = await postJson('/moods/', { score: 4 }, withKey(user, key));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({
      detail: 'This Idempotency-Key was already used with another request.',
      code: 'idempotency_key_reused',
    });
    const theirs = await postJson('/moods/', { score: 4 }, withKey(other, key));
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect([await count(user.userId), await count(other.userId)]).toEqual([1, 1]);
    const bad = await postJson('/moods/', { score: 3 }, withKey(user, 'x'.repeat(256)));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      'Idempotency-Key': ['Ensure this value has 1 to 255 printable ASCII characters.'],
    });
  });
});

describe('GET, PATCH and DELETE /moods/{id}/', () => {
  it('reads an entry only for its owner', async () => {
    const [owner, other] = [await createUserAndLogin(), await createUserAndLogin()];
    const mood = await create(owner, { score: 5, emotions: ['happy'], note: 'A good day.' });
    const own = await call('GET', `/moods/${mood.id}/`, undefined, auth(owner));
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(mood);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { score: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/moods/${mood.id}/`, body, auth(other));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect(await storedRow(mood.id)).toMatchObject({ score: 5 });
    const missing = await call('GET', '/moods/no-such-entry/', undefined, auth(owner));
    expect(missing.status).toBe(404);
  });

  it('changes the given fields only and keeps the note’s verdict when the note is unchanged', async () => {
    const user = await createUserAndLogin();
    const now = Date.now();
    const mood = await create(user, { score: 2, emotions: ['sad'], note: 'Quiet evening.' }, at(now));
    // A stored verdict the checker would never give this note: it must survive a change of other fields.
    const marker = { level: 'elevated', categories: ['distress'], show_crisis_resources: true };
    await env.DB.prepare('UPDATE moods SET safety = ?1 WHERE id = ?2')
      .bind(JSON.stringify(marker), mood.id)
      .run();
    const later = now + 5_000;
    const res = await call(
      'PATCH',
      `/moods/${mood.id}/`,
      { score: 3, emotions: ['calm'], note: 'Quiet evening.', logged_at: new Date(now - DAY).toISOString() },
      auth(user, at(later)),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Mood;
    expect(body).toEqual({
      ...mood,
      score: 3,
      emotions: ['calm'],
      logged_at: new Date(now - DAY).toISOString(),
      safety: marker,
      crisis_resources_url: 'http://localhost/api/v1/crisis-resources/',
    });
    expect(await storedRow(mood.id)).toMatchObject({ updated_at: later, created_at: now });
  });

  it('checks a changed note again, and clears note and verdict with null', async () => {
    const user = await createUserAndLogin();
    const mood = await create(user, { score: 3, note: 'Fine, mostly.' });
    expect(mood.safety.show_crisis_resources).toBe(false);
    const worse = await call(
      'PATCH',
      `/moods/${mood.id}/`,
      { note: CRISIS_NOTE },
      auth(user, { headers: { 'cf-ipcountry': 'GB' } }),
    );
    const worseBody = (await worse.json()) as Mood;
    expect(worseBody.safety.level).toBe('crisis');
    expect(worseBody.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/?country=GB');
    const cleared = await call('PATCH', `/moods/${mood.id}/`, { note: null }, auth(user));
    expect(await cleared.json()).toEqual({ ...mood, note: null, safety: NONE });
    expect(await storedRow(mood.id)).toMatchObject({ note: null, safety: null });
  });

  it('validates a change like a create, and an empty change changes nothing', async () => {
    const user = await createUserAndLogin();
    const now = Date.now();
    const mood = await create(user, { score: 4 }, at(now));
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ score: null }, { score: ['This field may not be null.'] }],
      [{ score: 9 }, { score: ['Ensure this value is less than or equal to 5.'] }],
      [{ emotions: ['joy'] }, { emotions: ['"joy" is not a valid choice.'] }],
      [
        { logged_at: new Date(now + DAY).toISOString() },
        { logged_at: ['Ensure this value is not in the future.'] },
      ],
      [
        { logged_at: new Date(now - 8 * DAY).toISOString() },
        { logged_at: ['Ensure this value is no more than 7 days in the past.'] },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await call('PATCH', `/moods/${mood.id}/`, body, auth(user, at(now)));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
    }
    const empty = await call('PATCH', `/moods/${mood.id}/`, {}, auth(user, at(now)));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual(mood);
  });

  it('deletes with 204 and no body, then answers 404', async () => {
    const user = await createUserAndLogin();
    const mood = await create(user, { score: 1 });
    const res = await call('DELETE', `/moods/${mood.id}/`, undefined, auth(user));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await storedRow(mood.id)).toBeNull();
    const again = await call('DELETE', `/moods/${mood.id}/`, undefined, auth(user));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(NOT_FOUND);
  });

  it('answers 405 with Allow for a method the entry does not take', async () => {
    const user = await createUserAndLogin();
    const res = await call('PUT', '/moods/abc/', { score: 3 }, auth(user));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('PATCH');
  });
});

describe('GET /moods/', () => {
  async function page(user: TestAccount, query: string, extra: CallOptions = {}): Promise<MoodPage> {
    const res = await call('GET', `/moods/${query}`, undefined, auth(user, extra));
    expect(res.status).toBe(200);
    return (await res.json()) as MoodPage;
  }

  it('lists newest first by logged_at, ties by id, without other users’ entries', async () => {
    const [user, other] = [await createUserAndLogin(), await createUserAndLogin()];
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const a = await create(user, { score: 1, logged_at: iso(now - 3 * DAY) }, at(now));
    const b = await create(user, { score: 2, logged_at: iso(now - DAY) }, at(now));
    const c = await create(user, { score: 3, logged_at: iso(now - DAY) }, at(now));
    const d = await create(user, { score: 4, logged_at: iso(now - 2 * DAY) }, at(now));
    await create(other, { score: 5 });
    const tied = [b, c].sort((x, y) => (x.id < y.id ? 1 : -1));
    expect((await page(user, '')).results).toEqual([...tied, d, a]);
    expect((await page(user, '')).next_cursor).toBeNull();
  });

  it('pages with a cursor and neither repeats nor skips when entries arrive between pages', async () => {
    const user = await createUserAndLogin();
    const now = Date.now();
    const made: Mood[] = [];
    for (let i = 5; i >= 1; i--) {
      made.push(
        await create(user, { score: 3, logged_at: new Date(now - i * 3_600_000).toISOString() }, at(now)),
      );
    }
    const newestFirst = [...made].reverse();
    const first = await page(user, '?limit=2');
    expect(first.results.map((m) => m.id)).toEqual(newestFirst.slice(0, 2).map((m) => m.id));
    expect(first.next_cursor).toEqual(expect.any(String));
    // A new entry (newest of all) arrives between the pages: it belongs to page one, not to the next ones.
    const fresh = await create(user, { score: 5 }, at(now + 1_000));
    const second = await page(user, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.results.map((m) => m.id)).toEqual(newestFirst.slice(2, 4).map((m) => m.id));
    const third = await page(user, `?limit=2&cursor=${second.next_cursor}`);
    expect(third.results.map((m) => m.id)).toEqual(newestFirst.slice(4).map((m) => m.id));
    expect(third.next_cursor).toBeNull();
    expect((await page(user, '?limit=1')).results[0]?.id).toBe(fresh.id);
  });

  it('filters by from (inclusive) and to (exclusive), offsets allowed', async () => {
    const now = Date.parse('2026-03-30T10:00:00Z');
    const user = await createUserAndLogin(uniqueEmail('mood'), at(now));
    const at8 = await create(user, { score: 1, logged_at: '2026-03-29T08:00:00Z' }, at(now));
    const at9 = await create(user, { score: 2, logged_at: '2026-03-29T09:00:00Z' }, at(now));
    await create(user, { score: 3, logged_at: '2026-03-29T10:00:00Z' }, at(now));
    const from = encodeURIComponent('2026-03-29T10:00:00+02:00');
    const to = encodeURIComponent('2026-03-29T10:00:00Z');
    const body = await page(user, `?from=${from}&to=${to}`, at(now));
    expect(body.results.map((m) => m.id)).toEqual([at9.id, at8.id]);
    expect((await page(user, `?to=${to}&limit=1`, at(now))).results.map((m) => m.id)).toEqual([at9.id]);
  });

  it.each([
    [
      '?from=yesterday',
      {
        from: [
          'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
        ],
      },
    ],
    [
      '?to=2026-03-29',
      {
        to: [
          'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
        ],
      },
    ],
    ['?from=2026-03-29T10:00:00Z&to=2026-03-29T10:00:00Z', { to: ['Ensure this value is later than from.'] }],
    ['?limit=0', { limit: ['Ensure this value is an integer from 1 to 100.'] }],
    ['?limit=abc', { limit: ['Ensure this value is an integer from 1 to 100.'] }],
    ['?cursor=not-a-cursor', { cursor: ['Invalid cursor.'] }],
    ['?cursor=WyJhIiwxXQ', { cursor: ['Invalid cursor.'] }],
  ])('rejects %s with a field error', async (query, fields) => {
    const user = await createUserAndLogin();
    const res = await call('GET', `/moods/${query}`, undefined, auth(user));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
  });
});

describe('moods when D1 fails', () => {
  it('answers 503 with Retry-After and writes nothing on create', async () => {
    const user = await createUserAndLogin();
    const writesFail = { DB: faultyD1(env.DB, { writes: true, matching: /moods/ }) };
    const res = await postJson('/moods/', { score: 3 }, auth(user, { envOverrides: writesFail }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      detail: 'The service is temporarily unavailable.',
      code: 'service_unavailable',
    });
    const n = await env.DB.prepare('SELECT count(*) AS n FROM moods WHERE user_id = ?1')
      .bind(user.userId)
      .first('n');
    expect(n).toBe(0);
  });

  it('answers 503 on every read and change of entries', async () => {
    const user = await createUserAndLogin();
    const mood = await create(user, { score: 3 });
    const fails = { DB: faultyD1(env.DB, { matching: /moods/ }) };
    for (const [method, path, body] of [
      ['GET', '/moods/', undefined],
      ['GET', '/moods/summary/', undefined],
      ['GET', `/moods/${mood.id}/`, undefined],
      ['PATCH', `/moods/${mood.id}/`, { score: 1 }],
      ['DELETE', `/moods/${mood.id}/`, undefined],
    ] as const) {
      const res = await call(method, path, body, auth(user, { envOverrides: fails }));
      expect(res.status).toBe(503);
    }
    expect(await storedRow(mood.id)).toMatchObject({ score: 3 });
  });
});

describe('the request log', () => {
  it('names each mood route by its own pattern and never carries the note', async () => {
    const user = await createUserAndLogin();
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    const note = 'My private worry about my brother Ilias';
    try {
      const mood = await create(user, { score: 2, note });
      await call('GET', '/moods/summary/', undefined, auth(user));
      await call('GET', `/moods/${mood.id}/`, undefined, auth(user));
      await call('DELETE', `/moods/${mood.id}/`, undefined, auth(user));
    } finally {
      spy.mockRestore();
    }
    const requests = lines
      .filter((l) => l.startsWith('{"event":"request"'))
      .map((l) => JSON.parse(l) as { method: string; route: string });
    // The observations happened: one line per request.
    expect(requests.map((l) => `${l.method} ${l.route}`)).toEqual([
      'POST /api/v1/moods',
      'GET /api/v1/moods/summary',
      'GET /api/v1/moods/:id',
      'DELETE /api/v1/moods/:id',
    ]);
    expect(lines.join('\n')).not.toContain('Ilias');
  });
});

describe('the OpenAPI document', () => {
  it('describes every mood route with its statuses', async () => {
    const doc = (await (await call('GET', '/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/v1/moods/', 'post')).toEqual([
      '201',
      '400',
      '401',
      '409',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
    expect(statuses('/api/v1/moods/', 'get')).toEqual(['200', '400', '401', '503']);
    expect(statuses('/api/v1/moods/summary/', 'get')).toEqual(['200', '400', '401', '503']);
    expect(statuses('/api/v1/moods/{id}/', 'get')).toEqual(['200', '401', '404', '503']);
    expect(statuses('/api/v1/moods/{id}/', 'patch')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '413',
      '415',
      '429',
      '503',
    ]);
    expect(statuses('/api/v1/moods/{id}/', 'delete')).toEqual(['204', '401', '404', '503']);
  });
});

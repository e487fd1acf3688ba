// GET, PATCH and DELETE /moods/{id}/ scoped to the owner, and GET /moods/: cursor pages that survive
// inserts, and range filters.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, type TestAccount, uniqueEmail } from './helpers/accounts';
import { at, type CallOptions, call } from './helpers/http';
import {
  auth,
  CRISIS_NOTE,
  create,
  DAY,
  type Mood,
  type MoodPage,
  NONE,
  NOT_FOUND,
  storedRow,
} from './helpers/moods';

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

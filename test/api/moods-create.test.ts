// POST /moods/: validation and the clock window, the note's safety verdict and crisis link, and the
// Idempotency-Key replay of a create.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  createUserAndLogin,
  type TestAccount,
  UNAUTHORIZED_CHALLENGE,
  uniqueEmail,
} from './helpers/accounts';
import { at, call, postJson } from './helpers/http';
import { auth, CRISIS_NOTE, create, DAY, type Mood, NONE, storedRow } from './helpers/moods';

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

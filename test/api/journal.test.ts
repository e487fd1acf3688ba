// The private journal: write/read/edit/delete with DRF field errors, the 10,000-character cap counted in
// characters of any script, tags normalised and filtered, date ranges, cursor pages that survive inserts,
// mood links that must be one's own, the safety verdict with crisis and plan links, ownership, and text
// that is only ciphertext at rest under the key id the row names.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { requireDataKeys } from '../../workers/api/src/encryption/data-keys';
import { journalAad, openText } from '../../workers/api/src/encryption/sealed-text';
import { createUserAndLogin, type TestAccount, UNAUTHORIZED_CHALLENGE } from './helpers/accounts';
import { clockAt } from './helpers/clocked';
import { faultyD1 } from './helpers/faults';
import { bearer, type CallOptions, call, postJson } from './helpers/http';

interface Entry {
  id: string;
  text: string;
  tags: string[];
  mood_id: string | null;
  created_at: string;
  updated_at: string;
  safety: { level: string; categories: string[]; show_crisis_resources: boolean };
  crisis_resources_url?: string;
  safety_plan_url?: string;
}
type Page = { results: Entry[]; next_cursor: string | null };

const CRISIS_TEXT = 'I wrote my goodbye letters and tonight I will end my life.';
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const DAY = 24 * 60 * 60 * 1000;

function auth(user: TestAccount, extra: CallOptions = {}): CallOptions {
  return { ...extra, headers: { ...bearer(user.access), ...extra.headers } };
}

async function write(user: TestAccount, body: unknown, extra: CallOptions = {}): Promise<Entry> {
  const res = await postJson('/journal/', body, auth(user, extra));
  if (res.status !== 201) throw new Error(`write failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Entry;
}

async function page(user: TestAccount, query: string): Promise<Page> {
  const res = await call('GET', `/journal/${query}`, undefined, auth(user));
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
}

async function storedRow(id: string) {
  return env.DB.prepare('SELECT * FROM journal_entries WHERE id = ?1')
    .bind(id)
    .first<Record<string, unknown>>();
}

describe('POST /journal/', () => {
  it('writes an entry: trimmed text, normalised tags, calm verdict, 201 with the documented fields', async () => {
    const user = await createUserAndLogin();
    const body = await write(user, {
      text: '  Walked by the river. Felt lighter.  ',
      tags: ['Sleep', 'sleep ', 'FAMILLE', 'Ünïcode'],
    });
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      text: 'Walked by the river. Felt lighter.',
      tags: ['sleep', 'famille', 'ünïcode'],
      mood_id: null,
      created_at: expect.any(String),
      updated_at: body.created_at,
      safety: { level: 'none', categories: [], show_crisis_resources: false },
    });
    const row = await storedRow(body.id);
    expect(row).toMatchObject({
      user_id: user.userId,
      key_id: 'test-run',
      tags: '["sleep","famille","ünïcode"]',
    });
  });

  it('stores only ciphertext, sealed for this row, opened with the key id it names', async () => {
    const user = await createUserAndLogin();
    const text = 'Mein Tagebuch: heute war schwer. 今日はつらかった。';
    const a = await write(user, { text });
    const b = await write(user, { text });
    const rowA = await storedRow(a.id);
    const rowB = await storedRow(b.id);
    for (const row of [rowA, rowB]) {
      expect(String(row?.ciphertext)).not.toContain('Tagebuch');
      expect(String(row?.ciphertext)).not.toContain('今日');
      expect(JSON.stringify(row)).not.toContain(btoa('Mein'));
    }
    // A fresh nonce per seal: the same text never gives the same ciphertext.
    expect(rowA?.ciphertext).not.toBe(rowB?.ciphertext);
    const ring = await requireDataKeys(env);
    const sealed = { keyId: String(rowA?.key_id), ciphertext: String(rowA?.ciphertext) };
    expect(await openText(ring, sealed, journalAad(user.userId, a.id))).toBe(text);
    // Copied into another row, the ciphertext does not open there: reading it fails closed (503).
    await env.DB.prepare('UPDATE journal_entries SET ciphertext = ?1 WHERE id = ?2')
      .bind(rowA?.ciphertext, b.id)
      .run();
    const swapped = await call('GET', `/journal/${b.id}/`, undefined, auth(user));
    expect(swapped.status).toBe(503);
    expect(await swapped.json()).toMatchObject({ code: 'encryption_unavailable' });
  });

  it('counts the 10,000-character cap in characters, not bytes or UTF-16 units', async () => {
    const user = await createUserAndLogin();
    const emoji = '🌧'.repeat(10_000);
    expect((await write(user, { text: emoji })).text).toBe(emoji);
    const res = await postJson('/journal/', { text: `${emoji}a` }, auth(user));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      text: ['Ensure this field has no more than 10000 characters.'],
    });
  });

  it.each([
    ['no text', {}, { text: ['This field is required.'] }],
    ['blank text', { text: '   ' }, { text: ['This field may not be blank.'] }],
    ['text not a string', { text: 42 }, { text: ['Not a valid string.'] }],
    [
      'too many tags',
      { text: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { tags: ['Ensure this field has no more than 10 elements.'] },
    ],
    [
      'a long tag',
      { text: 'x', tags: ['x'.repeat(41)] },
      { tags: ['Ensure each tag has no more than 40 characters.'] },
    ],
    ['a blank tag', { text: 'x', tags: [' '] }, { tags: ['Tags may not be blank.'] }],
    ['someone else’s mood', { text: 'x', mood_id: 'not-mine' }, { mood_id: ['No such mood entry.'] }],
  ])('refuses %s with field errors and stores nothing', async (_name, body, fields) => {
    const user = await createUserAndLogin();
    const res = await postJson('/journal/', body, auth(user));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
    const n = await env.DB.prepare('SELECT count(*) AS n FROM journal_entries WHERE user_id = ?1')
      .bind(user.userId)
      .first('n');
    expect(n).toBe(0);
  });

  it('passes the text through the safety layer: risk gets the safety object and the links', async () => {
    const user = await createUserAndLogin();
    const entry = await write(user, { text: CRISIS_TEXT }, { headers: { 'cf-ipcountry': 'GB' } });
    expect(entry.safety).toMatchObject({ level: 'crisis', show_crisis_resources: true });
    expect(entry.safety.categories).toContain('self_harm');
    expect(entry.crisis_resources_url).toBe('http://localhost/api/v1/crisis-resources/?country=GB');
    expect(entry).not.toHaveProperty('safety_plan_url');
    expect((await call('PUT', '/safety-plan/', { reasons_for_living: ['Mum'] }, auth(user))).status).toBe(
      201,
    );
    const read = (await (await call('GET', `/journal/${entry.id}/`, undefined, auth(user))).json()) as Entry;
    expect(read.safety_plan_url).toBe('http://localhost/api/v1/safety-plan/');
    // Editing the text to something calm clears the verdict and the links.
    const calm = await call(
      'PATCH',
      `/journal/${entry.id}/`,
      { text: 'A quiet evening with tea.' },
      auth(user),
    );
    expect(await calm.json()).toMatchObject({ safety: { level: 'none', show_crisis_resources: false } });
  });

  it('links one of the person’s own mood entries', async () => {
    const user = await createUserAndLogin();
    const other = await createUserAndLogin();
    const mood = await postJson('/moods/', { score: 2 }, auth(user));
    const moodId = ((await mood.json()) as { id: string }).id;
    expect((await write(user, { text: 'Low day.', mood_id: moodId })).mood_id).toBe(moodId);
    const res = await postJson('/journal/', { text: 'x', mood_id: moodId }, auth(other));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ mood_id: ['No such mood entry.'] });
  });

  it('needs a Bearer token', async () => {
    const res = await postJson('/journal/', { text: 'x' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
  });

  it('answers 503 when D1 cannot write, and stores nothing', async () => {
    const user = await createUserAndLogin();
    const res = await postJson(
      '/journal/',
      { text: 'x' },
      auth(user, { envOverrides: { DB: faultyD1(env.DB, { matching: /insert into "journal_entries"/i }) } }),
    );
    expect(res.status).toBe(503);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM journal_entries WHERE user_id = ?1')
      .bind(user.userId)
      .first('n');
    expect(n).toBe(0);
  });
});

describe('GET /journal/', () => {
  it('pages newest first, and an entry written between pages is neither repeated nor skipped', async () => {
    const user = await createUserAndLogin();
    const t0 = Date.now() - 5 * DAY;
    const made: Entry[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await write(user, { text: `Day ${i}` }, await clockAt(user, t0 + i * DAY)));
    const first = await page(user, '?limit=2');
    expect(first.results.map((e) => e.text)).toEqual(['Day 4', 'Day 3']);
    await write(user, { text: 'Written between pages' });
    const second = await page(user, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.results.map((e) => e.text)).toEqual(['Day 2', 'Day 1']);
    const third = await page(user, `?limit=2&cursor=${second.next_cursor}`);
    expect(third.results.map((e) => e.text)).toEqual(['Day 0']);
    expect(third.next_cursor).toBeNull();
    expect((await page(user, '?limit=1')).results[0]?.text).toBe('Written between pages');

    // From inclusive, to exclusive, with offsets.
    const from = new Date(t0 + DAY).toISOString();
    const to = new Date(t0 + 3 * DAY).toISOString();
    const range = await page(user, `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(range.results.map((e) => e.id)).toEqual([made[2]?.id, made[1]?.id]);
  });

  it('filters by tag, compared normalised', async () => {
    const user = await createUserAndLogin();
    await write(user, { text: 'a', tags: ['sleep'] });
    const b = await write(user, { text: 'b', tags: ['Famille', 'sleep'] });
    await write(user, { text: 'c' });
    expect((await page(user, '?tag=sleep')).results.map((e) => e.text)).toEqual(['b', 'a']);
    expect((await page(user, '?tag=FAMILLE')).results.map((e) => e.id)).toEqual([b.id]);
    expect((await page(user, '?tag=none')).results).toEqual([]);
  });

  it.each([
    ['?cursor=not-ours', 'cursor'],
    ['?limit=0', 'limit'],
    ['?from=yesterday', 'from'],
    ['?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z', 'to'],
  ])('refuses %s with a field error', async (query, field) => {
    const user = await createUserAndLogin();
    const res = await call('GET', `/journal/${query}`, undefined, auth(user));
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty(field);
  });
});

describe('one entry: read, edit, delete', () => {
  it('edits text, tags and mood link; keeps other users out', async () => {
    const user = await createUserAndLogin();
    const other = await createUserAndLogin();
    const entry = await write(user, { text: 'First draft', tags: ['draft'] });
    const edited = await call(
      'PATCH',
      `/journal/${entry.id}/`,
      { text: 'Second draft', tags: [] },
      auth(user),
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: entry.id, text: 'Second draft', tags: [] });
    const row = await storedRow(entry.id);
    expect(String(row?.ciphertext)).not.toContain('Second');

    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { text: 'hijack' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/journal/${entry.id}/`, body, auth(other));
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    const read = (await (await call('GET', `/journal/${entry.id}/`, undefined, auth(user))).json()) as Entry;
    expect(read.text).toBe('Second draft');
    const bad = await call('PATCH', `/journal/${entry.id}/`, { text: '' }, auth(user));
    expect(bad.status).toBe(400);

    expect((await call('DELETE', `/journal/${entry.id}/`, undefined, auth(user))).status).toBe(204);
    expect(await storedRow(entry.id)).toBeNull();
    expect((await call('GET', `/journal/${entry.id}/`, undefined, auth(user))).status).toBe(404);
    expect((await call('PATCH', `/journal/${entry.id}/`, { text: 'x' }, auth(user))).status).toBe(404);
  });

  it('fails closed without a usable key, and never answers ciphertext', async () => {
    const user = await createUserAndLogin();
    const entry = await write(user, { text: 'Private words' });
    for (const overrides of [{ DATA_ENCRYPTION_KEYS: undefined }, { DATA_ENCRYPTION_KEYS: 'k1:short' }]) {
      const res = await call(
        'GET',
        `/journal/${entry.id}/`,
        undefined,
        auth(user, { envOverrides: overrides }),
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'encryption_unavailable' });
    }
  });
});

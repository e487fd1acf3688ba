// /emergency-contacts/: E.164 phones read in the profile's country, the limit of five, exactly one primary
// (first contact, explicit switch, promotion on delete), owner-only access, pagination and every failure.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { at, bearer, call, createUserAndLogin, postJson, type TestAccount } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';

type Contact = {
  id: string;
  name: string;
  phone: string;
  relationship: string;
  is_primary: boolean;
  created_at: string;
};
type Page = { results: Contact[]; next_cursor: string | null };

// The clock tests steer stays within the access token's 15 minutes.
const T0 = Date.now();

function add(user: TestAccount, body: unknown, nowMs?: number): Promise<Response> {
  return postJson('/emergency-contacts/', body, {
    headers: bearer(user.access),
    ...(nowMs !== undefined ? at(nowMs) : {}),
  });
}

async function added(user: TestAccount, body: Record<string, unknown>, nowMs?: number): Promise<Contact> {
  const res = await add(user, body, nowMs);
  expect(res.status).toBe(201);
  return (await res.json()) as Contact;
}

function get(user: TestAccount, path: string): Promise<Response> {
  return call('GET', path, undefined, { headers: bearer(user.access) });
}

function patch(user: TestAccount, id: string, body: unknown): Promise<Response> {
  return call('PATCH', `/emergency-contacts/${id}/`, body, { headers: bearer(user.access) });
}

function remove(user: TestAccount, id: string): Promise<Response> {
  return call('DELETE', `/emergency-contacts/${id}/`, undefined, { headers: bearer(user.access) });
}

async function all(user: TestAccount): Promise<Contact[]> {
  const res = await get(user, '/emergency-contacts/');
  expect(res.status).toBe(200);
  return ((await res.json()) as Page).results;
}

async function setCountry(user: TestAccount, country: string | null): Promise<void> {
  await env.DB.prepare('UPDATE users SET country = ?1 WHERE id = ?2').bind(country, user.userId).run();
}

function primaries(contacts: Contact[]): string[] {
  return contacts.filter((c) => c.is_primary).map((c) => c.name);
}

describe('POST /emergency-contacts/', () => {
  it('stores the contact with its phone in E.164 and answers 201 with it', async () => {
    const user = await createUserAndLogin();
    const res = await add(
      user,
      { name: '  Sam Rivera ', phone: '+49 30 901820', relationship: ' sister ' },
      T0,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as Contact;
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: 'Sam Rivera',
      phone: '+4930901820',
      relationship: 'sister',
      is_primary: true,
      created_at: new Date(T0).toISOString(),
    });
    const row = await env.DB.prepare('SELECT user_id, phone, is_primary FROM emergency_contacts WHERE id = ?')
      .bind(body.id)
      .first();
    expect(row).toEqual({ user_id: user.userId, phone: '+4930901820', is_primary: 1 });
  });

  it('reads a national number in the profile country', async () => {
    const user = await createUserAndLogin();
    await setCountry(user, 'DE');
    expect((await added(user, { name: 'Ana', phone: '030 901820' })).phone).toBe('+4930901820');
    await setCountry(user, 'US');
    expect((await added(user, { name: 'Ben', phone: '(202) 456-1111' })).phone).toBe('+12024561111');
    // An international number keeps its own country whatever the profile says.
    expect((await added(user, { name: 'Cy', phone: '+44 20 7946 0958' })).phone).toBe('+442079460958');
  });

  it('needs the international form when the profile has no country', async () => {
    const user = await createUserAndLogin();
    const res = await add(user, { name: 'Ana', phone: '030 901820' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      phone: [
        'Enter the number in international form, starting with + and the country code (set your profile country to use national numbers).',
      ],
    });
    expect(await all(user)).toEqual([]);
  });

  it.each([
    ['letters', 'call me maybe'],
    ['too short', '+49 12'],
    ['an unassigned range', '+1 999 555 0123'],
    ['a national number wrong for the country', '12345'],
  ])('refuses %s as a phone number', async (_label, phone) => {
    const user = await createUserAndLogin();
    await setCountry(user, 'US');
    const res = await add(user, { name: 'Ana', phone });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      phone: ['Enter a valid phone number.'],
    });
  });

  it('refuses a number with an extension', async () => {
    const user = await createUserAndLogin();
    const res = await add(user, { name: 'Ana', phone: '+1 202 456 1111 ext. 12' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ phone: ['Enter the number without an extension.'] });
  });

  it.each([
    [{}, { name: ['This field is required.'], phone: ['This field is required.'] }],
    [
      { name: '  ', phone: '' },
      { name: ['This field may not be blank.'], phone: ['This field may not be blank.'] },
    ],
    [
      { name: 'n'.repeat(101), phone: '+4930901820' },
      { name: ['Ensure this field has no more than 100 characters.'] },
    ],
    [
      { name: 'Ana', phone: '+4930901820', relationship: 'r'.repeat(51) },
      { relationship: ['Ensure this field has no more than 50 characters.'] },
    ],
    [{ name: 'Ana', phone: 4930901820 }, { phone: ['Not a valid string.'] }],
    [{ name: 'Ana', phone: '+4930901820', is_primary: 'yes' }, { is_primary: ['Must be a valid boolean.'] }],
    [{ name: 'Ana', phone: '+4930901820', relationship: 7 }, { relationship: ['Not a valid string.'] }],
  ])('rejects %j with DRF field errors', async (body, fields) => {
    const user = await createUserAndLogin();
    const res = await add(user, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
  });

  it('answers 415 for a body that is not JSON and 401 without a token', async () => {
    const user = await createUserAndLogin();
    const res = await postJson('/emergency-contacts/', 'name=Ana', {
      headers: { ...bearer(user.access), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
    const anonymous = await postJson('/emergency-contacts/', { name: 'Ana', phone: '+4930901820' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });

  it('keeps at most five contacts: the sixth is a 400 with a clear message and nothing stored', async () => {
    const user = await createUserAndLogin();
    for (let i = 0; i < 5; i += 1) await added(user, { name: `C${i}`, phone: `+49309018${20 + i}` });
    const res = await add(user, { name: 'C5', phone: '+4930901830' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'You can keep at most 5 emergency contacts. Remove one before adding another.',
      code: 'contact_limit_reached',
    });
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM emergency_contacts WHERE user_id = ?')
      .bind(user.userId)
      .first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(5);
  });

  it('holds the limit under concurrent creates', async () => {
    const user = await createUserAndLogin();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => add(user, { name: `C${i}`, phone: `+49309018${20 + i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(3);
    const contacts = await all(user);
    expect(contacts).toHaveLength(5);
    expect(primaries(contacts)).toHaveLength(1);
  });
});

describe('Idempotency-Key on create', () => {
  it('replays the first answer for a retry and stores one contact', async () => {
    const user = await createUserAndLogin();
    const key = crypto.randomUUID();
    const headers = { ...bearer(user.access), 'Idempotency-Key': key };
    const body = { name: 'Ana', phone: '+4930901820' };
    const first = await postJson('/emergency-contacts/', body, { headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await postJson('/emergency-contacts/', body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await all(user)).toHaveLength(1);

    const other = await postJson('/emergency-contacts/', { ...body, name: 'Ben' }, { headers });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await all(user)).toHaveLength(1);
  });

  it('frees the key after a refused create, so the same key works once there is room', async () => {
    const user = await createUserAndLogin();
    const five = [];
    for (let i = 0; i < 5; i += 1) five.push(await added(user, { name: `C${i}`, phone: '+4930901820' }));
    const headers = { ...bearer(user.access), 'Idempotency-Key': crypto.randomUUID() };
    const body = { name: 'Late', phone: '+4930901821' };
    expect((await postJson('/emergency-contacts/', body, { headers })).status).toBe(400);
    expect((await remove(user, five[4]?.id ?? '')).status).toBe(204);
    const retry = await postJson('/emergency-contacts/', body, { headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('when D1 fails', () => {
  it('answers 503 on create, delete and list, half-writes nothing, and the retries work once', async () => {
    const user = await createUserAndLogin();
    const writesFail = {
      headers: bearer(user.access),
      envOverrides: { DB: faultyD1(env.DB, { writes: true }) },
    };
    const readsFail = {
      headers: bearer(user.access),
      envOverrides: { DB: faultyD1(env.DB, { reads: true, matching: /emergency_contacts/ }) },
    };
    const body = { name: 'Ana', phone: '+4930901820' };
    const failed = await postJson('/emergency-contacts/', body, writesFail);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');
    expect(await failed.json()).toEqual({
      detail: 'The service is temporarily unavailable.',
      code: 'service_unavailable',
    });
    expect(await all(user)).toEqual([]);
    const ana = await added(user, body);
    const ben = await added(user, { ...body, name: 'Ben' });
    expect((await call('DELETE', `/emergency-contacts/${ana.id}/`, undefined, writesFail)).status).toBe(503);
    expect((await call('GET', '/emergency-contacts/', undefined, readsFail)).status).toBe(503);
    expect((await all(user)).map((c) => [c.name, c.is_primary])).toEqual([
      ['Ana', true],
      ['Ben', false],
    ]);
    expect((await remove(user, ana.id)).status).toBe(204);
    expect(await all(user)).toEqual([{ ...ben, is_primary: true }]);
  });
});

describe('exactly one primary', () => {
  it('makes the first contact primary even when asked not to, and later ones not primary', async () => {
    const user = await createUserAndLogin();
    const first = await added(user, { name: 'Ana', phone: '+4930901820', is_primary: false });
    const second = await added(user, { name: 'Ben', phone: '+4930901821' });
    expect(first.is_primary).toBe(true);
    expect(second.is_primary).toBe(false);
  });

  it('moves the primary to a new contact created with is_primary true', async () => {
    const user = await createUserAndLogin();
    await added(user, { name: 'Ana', phone: '+4930901820' }, T0);
    const ben = await added(user, { name: 'Ben', phone: '+4930901821', is_primary: true }, T0 + 1);
    expect(ben.is_primary).toBe(true);
    expect(primaries(await all(user))).toEqual(['Ben']);
  });

  it('moves the primary with PATCH is_primary true', async () => {
    const user = await createUserAndLogin();
    await added(user, { name: 'Ana', phone: '+4930901820' }, T0);
    await added(user, { name: 'Ben', phone: '+4930901821' }, T0 + 1);
    const cy = await added(user, { name: 'Cy', phone: '+4930901822' }, T0 + 2);
    const res = await patch(user, cy.id, { is_primary: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: cy.id, is_primary: true });
    expect(primaries(await all(user))).toEqual(['Cy']);
  });

  it('refuses is_primary false on the primary and accepts it on another contact', async () => {
    const user = await createUserAndLogin();
    const ana = await added(user, { name: 'Ana', phone: '+4930901820' }, T0);
    const ben = await added(user, { name: 'Ben', phone: '+4930901821' }, T0 + 1);
    const res = await patch(user, ana.id, { is_primary: false, name: 'Anna' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      is_primary: ['One contact is always primary: make another contact primary instead.'],
    });
    const fine = await patch(user, ben.id, { is_primary: false });
    expect(fine.status).toBe(200);
    const contacts = await all(user);
    expect(primaries(contacts)).toEqual(['Ana']);
    expect(contacts.map((c) => c.name)).toEqual(['Ana', 'Ben']);
  });

  it('promotes the oldest remaining contact when the primary is deleted', async () => {
    const user = await createUserAndLogin();
    await added(user, { name: 'Ana', phone: '+4930901820' }, T0);
    const ben = await added(user, { name: 'Ben', phone: '+4930901821' }, T0 + 1);
    await added(user, { name: 'Cy', phone: '+4930901822' }, T0 + 2);
    const dee = await added(user, { name: 'Dee', phone: '+4930901823', is_primary: true }, T0 + 3);
    expect((await remove(user, dee.id)).status).toBe(204);
    expect(primaries(await all(user))).toEqual(['Ana']);

    // Deleting a contact that is not primary changes nothing else.
    expect((await remove(user, ben.id)).status).toBe(204);
    const left = await all(user);
    expect(left.map((c) => [c.name, c.is_primary])).toEqual([
      ['Ana', true],
      ['Cy', false],
    ]);
  });

  it('leaves no contacts and no primary after deleting the last one', async () => {
    const user = await createUserAndLogin();
    const ana = await added(user, { name: 'Ana', phone: '+4930901820' });
    const res = await remove(user, ana.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await all(user)).toEqual([]);
    // A new first contact is primary again.
    expect((await added(user, { name: 'Ben', phone: '+4930901821' })).is_primary).toBe(true);
  });
});

describe('GET, PATCH and DELETE /emergency-contacts/{id}/', () => {
  it('reads one contact with and without the trailing slash', async () => {
    const user = await createUserAndLogin();
    const ana = await added(user, { name: 'Ana', phone: '+4930901820', relationship: 'friend' });
    for (const path of [`/emergency-contacts/${ana.id}/`, `/emergency-contacts/${ana.id}`]) {
      const res = await get(user, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual(ana);
    }
  });

  it('changes only the fields sent, re-reading the phone in the profile country', async () => {
    const user = await createUserAndLogin();
    const ana = await added(user, { name: 'Ana', phone: '+4930901820', relationship: 'friend' });
    await setCountry(user, 'GB');
    const res = await patch(user, ana.id, { phone: '020 7946 0958' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...ana, phone: '+442079460958' });
    const cleared = await patch(user, ana.id, { relationship: '' });
    expect(await cleared.json()).toEqual({ ...ana, phone: '+442079460958', relationship: '' });
    const same = await patch(user, ana.id, {});
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ ...ana, phone: '+442079460958', relationship: '' });
  });

  it('rejects invalid patches with field errors and changes nothing', async () => {
    const user = await createUserAndLogin();
    const ana = await added(user, { name: 'Ana', phone: '+4930901820' });
    for (const [body, fields] of [
      [{ phone: 'nope' }, { phone: ['Enter a valid phone number.'] }],
      [{ name: '' }, { name: ['This field may not be blank.'] }],
      [{ name: null }, { name: ['Not a valid string.'] }],
      [{ is_primary: 1 }, { is_primary: ['Must be a valid boolean.'] }],
    ] as const) {
      const res = await patch(user, ana.id, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', ...fields });
    }
    expect((await all(user))[0]).toEqual(ana);
  });

  it("answers 404 for another user's contact on every method, and leaves it alone", async () => {
    const owner = await createUserAndLogin();
    const other = await createUserAndLogin();
    const ana = await added(owner, { name: 'Ana', phone: '+4930901820' });
    const notFound = { detail: 'Not found.', code: 'not_found' };
    for (const res of [
      await get(other, `/emergency-contacts/${ana.id}/`),
      await patch(other, ana.id, { name: 'Mallory' }),
      await patch(other, ana.id, { is_primary: true }),
      await remove(other, ana.id),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect(await all(owner)).toEqual([ana]);
    expect(await all(other)).toEqual([]);
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    const user = await createUserAndLogin();
    for (const res of [
      await get(user, '/emergency-contacts/nope/'),
      await patch(user, 'nope', { name: 'x' }),
      await remove(user, 'nope'),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      expect(
        (await call(method, '/emergency-contacts/nope/', method === 'PATCH' ? {} : undefined)).status,
      ).toBe(401);
    }
  });
});

describe('GET /emergency-contacts/', () => {
  it('pages oldest first with an opaque cursor, including contacts added between pages', async () => {
    const user = await createUserAndLogin();
    await added(user, { name: 'Ana', phone: '+4930901820' }, T0);
    await added(user, { name: 'Ben', phone: '+4930901821' }, T0 + 1);
    await added(user, { name: 'Cy', phone: '+4930901822' }, T0 + 2);
    const first = (await (await get(user, '/emergency-contacts/?limit=2')).json()) as Page;
    expect(first.results.map((c) => c.name)).toEqual(['Ana', 'Ben']);
    expect(first.next_cursor).toEqual(expect.any(String));
    await added(user, { name: 'Dee', phone: '+4930901823' }, T0 + 3);
    const second = (await (
      await get(user, `/emergency-contacts/?limit=2&cursor=${first.next_cursor}`)
    ).json()) as Page;
    expect(second.results.map((c) => c.name)).toEqual(['Cy', 'Dee']);
    expect(second.next_cursor).toBeNull();
  });

  it('orders contacts of the same millisecond by id, so no page repeats or skips one', async () => {
    const user = await createUserAndLogin();
    for (const name of ['A', 'B', 'C', 'D']) await added(user, { name, phone: '+4930901820' }, T0);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/emergency-contacts/?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await (await get(user, path)).json()) as Page;
      seen.push(...page.results.map((c) => c.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toHaveLength(4);
    expect([...seen].sort()).toEqual(seen);
  });

  it('rejects a bad limit or cursor with field errors, and needs a token', async () => {
    const user = await createUserAndLogin();
    const badLimit = await get(user, '/emergency-contacts/?limit=0');
    expect(badLimit.status).toBe(400);
    expect(await badLimit.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      limit: ['Ensure this value is an integer from 1 to 100.'],
    });
    const badCursor = await get(user, '/emergency-contacts/?cursor=not-ours');
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      cursor: ['Invalid cursor.'],
    });
    expect((await call('GET', '/emergency-contacts/')).status).toBe(401);
  });
});

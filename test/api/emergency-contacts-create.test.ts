// POST /emergency-contacts/: E.164 phones read in the profile's country, the limit of five, the first
// contact made primary, the Idempotency-Key replay, and D1 failures that leave nothing half-written.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { add, added, all, type Contact, primaries, remove, setCountry, T0 } from './helpers/contacts';
import { faultyD1 } from './helpers/faults';
import { bearer, call, postJson } from './helpers/http';

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

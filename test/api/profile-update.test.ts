// PATCH /profile/: name, time zone and country, DRF partial-update style — the stored row, canonical
// spellings, clearing with null, every field error at once, ignored unknown fields, body limits, the
// user cache seeing the change at once, and a D1 failure changing nothing.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, UNAUTHORIZED_CHALLENGE } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';
import { at, bearer, type CallOptions, call } from './helpers/http';

const patch = (access: string, body: unknown, extra: CallOptions = {}) =>
  call('PATCH', '/profile/', body, { headers: bearer(access), ...extra });

async function storedRow(userId: number) {
  return env.DB.prepare('SELECT name, timezone, country, email FROM users WHERE id = ?1')
    .bind(userId)
    .first<{ name: string; timezone: string | null; country: string | null; email: string }>();
}

describe('PATCH /profile', () => {
  it('updates the fields sent, answers the profile and stores it', async () => {
    const account = await createUserAndLogin();
    const res = await patch(account.access, {
      name: '  Ada Lovelace ',
      timezone: 'Europe/Berlin',
      country: 'de',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      id: account.userId,
      email: account.email,
      name: 'Ada Lovelace',
      profile_picture: null,
      date_joined: expect.any(String),
      timezone: 'Europe/Berlin',
      country: 'DE',
    });
    expect(await storedRow(account.userId)).toMatchObject({
      name: 'Ada Lovelace',
      timezone: 'Europe/Berlin',
      country: 'DE',
    });
    const read = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    expect(await read.json()).toEqual(body);
  });

  it('changes only what is sent, and works without the trailing slash', async () => {
    const account = await createUserAndLogin();
    await patch(account.access, { timezone: 'Asia/Tokyo', country: 'JP' });
    const res = await call('PATCH', '/profile', { country: 'FR' }, { headers: bearer(account.access) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Test Person', timezone: 'Asia/Tokyo', country: 'FR' });
  });

  it('stores the time zone as Intl spells it', async () => {
    const account = await createUserAndLogin();
    for (const [sent, stored] of [
      ['utc', 'UTC'],
      ['america/new_york', 'America/New_York'],
      ['Etc/GMT+5', 'Etc/GMT+5'],
    ]) {
      const res = await patch(account.access, { timezone: sent });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ timezone: stored });
      expect((await storedRow(account.userId))?.timezone).toBe(stored);
    }
  });

  it('clears the time zone and the country with null', async () => {
    const account = await createUserAndLogin();
    await patch(account.access, { timezone: 'Europe/Paris', country: 'FR' });
    const res = await patch(account.access, { timezone: null, country: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ timezone: null, country: null });
    expect(await storedRow(account.userId)).toMatchObject({ timezone: null, country: null });
  });

  it('reports every invalid field at once with DRF words, and stores nothing', async () => {
    const account = await createUserAndLogin();
    const res = await patch(account.access, {
      name: 'x'.repeat(151),
      timezone: 'Mars/Olympus_Mons',
      country: 'EU',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      name: ['Ensure this field has no more than 150 characters.'],
      timezone: ['"Mars/Olympus_Mons" is not a valid choice.'],
      country: ['"EU" is not a valid choice.'],
    });
    expect(await storedRow(account.userId)).toMatchObject({
      name: 'Test Person',
      timezone: null,
      country: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'This field may not be blank.'],
    [{ name: '   ' }, 'name', 'This field may not be blank.'],
    [{ name: null }, 'name', 'This field may not be null.'],
    [{ name: 42 }, 'name', 'Not a valid string.'],
    [{ name: 'Ada\u0007' }, 'name', 'This field may not contain control characters.'],
    [{ timezone: '' }, 'timezone', 'This field may not be blank.'],
    [{ timezone: '+01:00' }, 'timezone', '"+01:00" is not a valid choice.'],
    [{ timezone: 'Europe/Berlin ; DROP' }, 'timezone', '"Europe/Berlin ; DROP" is not a valid choice.'],
    [{ timezone: 3600 }, 'timezone', 'Not a valid string.'],
    [{ country: 'XX' }, 'country', '"XX" is not a valid choice.'],
    [{ country: 'DEU' }, 'country', '"DEU" is not a valid choice.'],
    [{ country: 'UK' }, 'country', '"UK" is not a valid choice.'],
    [{ country: '' }, 'country', 'This field may not be blank.'],
    [{ country: ['DE'] }, 'country', 'Not a valid string.'],
  ])('rejects %j', async (body, field, message) => {
    const account = await createUserAndLogin();
    const res = await patch(account.access, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', [field]: [message] });
  });

  it('ignores unknown fields and answers the unchanged profile to an empty body', async () => {
    const account = await createUserAndLogin();
    const before = await (
      await call('GET', '/profile/', undefined, { headers: bearer(account.access) })
    ).json();
    const ignored = await patch(account.access, {
      email: 'someone.else@example.com',
      id: 1,
      profile_picture: 'https://evil.example/x.png',
      is_active: false,
    });
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual(before);
    const empty = await call('PATCH', '/profile/', undefined, { headers: bearer(account.access) });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual(before);
    expect((await storedRow(account.userId))?.email).toBe(account.email);
  });

  it('refuses bodies that are not a JSON object, too large or of another type', async () => {
    const account = await createUserAndLogin();
    const notJson = await patch(account.access, '{"name": ');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'parse_error' });
    const array = await patch(account.access, '["name"]');
    expect(array.status).toBe(400);
    const form = await patch(account.access, 'name=x', {
      headers: { ...bearer(account.access), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'unsupported_media_type' });
    const large = await patch(account.access, { name: 'x', padding: 'y'.repeat(70_000) });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('needs a Bearer token', async () => {
    const res = await call('PATCH', '/profile/', { name: 'Nobody' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
    expect(await res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('evicts the cached user row, so the next read shows the change inside the cache window', async () => {
    const account = await createUserAndLogin();
    const t0 = Date.now();
    const cached = { USER_CACHE_SECONDS: '30' };
    const read = async (ms: number) =>
      (
        await call('GET', '/profile/', undefined, { headers: bearer(account.access), ...at(ms, cached) })
      ).json();
    expect(await read(t0)).toMatchObject({ name: 'Test Person' });
    const res = await patch(account.access, { name: 'Renamed' }, at(t0 + 1000, cached));
    expect(res.status).toBe(200);
    expect(await read(t0 + 2000)).toMatchObject({ name: 'Renamed' });
  });

  it('answers 503 and changes nothing when the D1 write fails', async () => {
    const account = await createUserAndLogin();
    const res = await patch(
      account.access,
      { name: 'Lost' },
      { envOverrides: { DB: faultyD1(env.DB, { writes: true }) } },
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'service_unavailable' });
    expect((await storedRow(account.userId))?.name).toBe('Test Person');
  });
});

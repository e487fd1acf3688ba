// GET, PATCH and DELETE /emergency-contacts/{id}/ for the owner only, and GET /emergency-contacts/ in
// cursor pages.
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { added, all, get, type Page, patch, remove, setCountry, T0 } from './helpers/contacts';
import { call } from './helpers/http';

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

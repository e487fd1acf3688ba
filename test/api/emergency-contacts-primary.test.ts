// Exactly one primary emergency contact: the first one, an explicit switch, and promotion on delete.
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { added, all, patch, primaries, remove, T0 } from './helpers/contacts';

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

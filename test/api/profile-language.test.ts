// PATCH /profile/'s `language`: a BCP 47 tag stored as Intl canonicalises it, cleared with null, shown by
// GET /profile/; anything else is a 400 on the field that changes nothing, whatever else the body holds.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { bearer, call } from './helpers/http';

const patch = (access: string, body: unknown) =>
  call('PATCH', '/profile/', body, { headers: bearer(access) });

async function storedLanguage(userId: number): Promise<string | null | undefined> {
  const row = await env.DB.prepare('SELECT language, country FROM users WHERE id = ?1')
    .bind(userId)
    .first<{ language: string | null }>();
  return row?.language;
}

describe('PATCH /profile language', () => {
  it.each([
    ['es', 'es'],
    ['PT-br', 'pt-BR'],
    ['zh-hant-tw', 'zh-Hant-TW'],
    ['es-419', 'es-419'],
    ['iw', 'he'],
    ['  fr-CA ', 'fr-CA'],
  ])('stores %j as %j and shows it on the profile', async (sent, stored) => {
    const account = await createUserAndLogin();
    const res = await patch(account.access, { language: sent });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ language: stored });
    expect(await storedLanguage(account.userId)).toBe(stored);
    const read = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    expect(await read.json()).toMatchObject({ language: stored });
  });

  it('clears the language with null and leaves it alone when not sent', async () => {
    const account = await createUserAndLogin();
    await patch(account.access, { language: 'de' });
    const untouched = await patch(account.access, { country: 'AT' });
    expect(await untouched.json()).toMatchObject({ language: 'de', country: 'AT' });
    const res = await patch(account.access, { language: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ language: null, country: 'AT' });
    expect(await storedLanguage(account.userId)).toBeNull();
  });

  it.each([
    [{ language: '' }, 'This field may not be blank.'],
    [{ language: 'en_US' }, '"en_US" is not a valid choice.'],
    [{ language: 'und' }, '"und" is not a valid choice.'],
    [{ language: 'x-klingon' }, '"x-klingon" is not a valid choice.'],
    [{ language: 'klingon' }, '"klingon" is not a valid choice.'],
    [{ language: 'e' }, '"e" is not a valid choice.'],
    [{ language: 'en-US-" OR 1=1' }, '"en-US-" OR 1=1" is not a valid choice.'],
    [{ language: 'a'.repeat(40) }, `"${'a'.repeat(40)}" is not a valid choice.`],
    [{ language: 7 }, 'Not a valid string.'],
    [{ language: ['es'] }, 'Not a valid string.'],
  ])('rejects %j with a field error and changes nothing', async (body, message) => {
    const account = await createUserAndLogin();
    await patch(account.access, { language: 'it' });
    const res = await patch(account.access, { ...body, country: 'IT', name: 'Changed Name' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Invalid input.', code: 'invalid', language: [message] });
    expect(await storedLanguage(account.userId)).toBe('it');
    const read = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    expect(await read.json()).toMatchObject({ name: 'Test Person', country: null, language: 'it' });
  });
});

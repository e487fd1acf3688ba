// Email normalisation: look-alike spellings of one address (invisible characters, full-width letters,
// the ideographic full stop, Unicode domains) never become a second account; the stored form is the
// canonical one (NFKC, IDNA A-label, lower case); accounts stored before normalisation keep working.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signup } from './helpers/accounts';
import { postJson } from './helpers/http';

const INVALID = { detail: 'Invalid input.', code: 'invalid' };
const DUPLICATE = { email: ['A user is already registered with this e-mail address.'], ...INVALID };
const BAD_EMAIL = { email: ['Enter a valid email address.'], ...INVALID };

const tag = () => crypto.randomUUID().replace(/-/g, '').slice(0, 8);

/** ASCII letters and digits → their full-width forms (U+FF01…), which NFKC folds back. */
const fullWidth = (text: string) =>
  text.replace(/[0-9a-z.]/gi, (ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0xfee0));

const signupBody = (email: string) => ({
  email,
  name: 'Alice',
  password: PASSWORD,
  confirm_password: PASSWORD,
});

async function countLike(pattern: string): Promise<unknown> {
  return env.DB.prepare('SELECT count(*) AS n FROM users WHERE email LIKE ?1').bind(pattern).first('n');
}

describe('email normalisation', () => {
  it('refuses look-alikes of an existing address: one account per mailbox', async () => {
    const local = `alice.${tag()}`;
    expect((await signup(`${local}@gmail.com`)).email).toBe(`${local}@gmail.com`);
    for (const email of [
      `${local}@gmai\u200bl.com`,
      `${local}@gmai\u00adl.com`,
      `${local}\u200d@gmail.com`,
    ]) {
      const res = await postJson('/signup/', signupBody(email));
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(await res.json()).toEqual(BAD_EMAIL);
    }
    for (const email of [
      fullWidth(`${local}@gmail.com`),
      `${local}@gmail\u3002com`,
      `${local}@ｇｍａｉｌ．ｃｏｍ`,
    ]) {
      const res = await postJson('/signup/', signupBody(email));
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(await res.json()).toEqual(DUPLICATE);
    }
    expect(await countLike(`%${local.split('.')[1]}%`)).toBe(1);
  });

  it('stores a Unicode domain in its IDNA form and logs in with either spelling', async () => {
    const local = `idn.${tag()}`;
    const created = await signup(`${local}@Bücher.example`);
    expect(created.email).toBe(`${local}@xn--bcher-kva.example`);
    for (const email of [
      `${local}@bücher.example`,
      `${local}@xn--bcher-kva.example`,
      `${fullWidth(local)}@bücher。example`,
    ]) {
      const res = await postJson('/login/', { email, password: PASSWORD });
      expect(res.status, email).toBe(200);
    }
  });

  it('keeps an account stored before normalisation working and moves it to the canonical form', async () => {
    const local = `legacy.${tag()}`;
    const { id } = await signup(`${local}@example.com`);
    // As the previous code stored it: the raw address, lower-cased.
    await env.DB.prepare('UPDATE users SET email = ?1 WHERE id = ?2')
      .bind(`${local}@bücher.example`, id)
      .run();

    const again = await postJson('/signup/', signupBody(`${local}@Bücher.example`));
    expect(await again.json()).toEqual(DUPLICATE);

    const res = await postJson('/login/', { email: `${local}@bücher.example`, password: PASSWORD });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT email FROM users WHERE id = ?1').bind(id).first('email');
    expect(row).toBe(`${local}@xn--bcher-kva.example`);
  });

  it('still logs in an older account whose stored address has an invisible character', async () => {
    const local = `zw.${tag()}`;
    const { id } = await signup(`${local}@example.com`);
    const stored = `${local}@exa\u200bmple.com`;
    await env.DB.prepare('UPDATE users SET email = ?1 WHERE id = ?2').bind(stored, id).run();
    expect((await postJson('/login/', { email: stored, password: PASSWORD })).status).toBe(200);
    expect((await postJson('/login/', { email: `${local}@example.com`, password: PASSWORD })).status).toBe(
      401,
    );
  });
});

// POST /signup: the 201 body, email normalisation, duplicates, name rules, Django's password rules,
// wrong types, missing fields and the per-IP throttle.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from './helpers/accounts';
import { awayFromWindowEdge, postJson, randomIp } from './helpers/http';

const INVALID = { detail: 'Invalid input.', code: 'invalid' };

function body(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('signup'),
    name: 'Ada Lovelace',
    password: PASSWORD,
    confirm_password: PASSWORD,
    ...overrides,
  };
}

async function userRow(email: string) {
  return env.DB.prepare('SELECT * FROM users WHERE email = ?1').bind(email).first<Record<string, unknown>>();
}

describe('POST /signup', () => {
  it('creates the account and answers 201 with the profile shape', async () => {
    const input = body();
    const before = Date.now();
    const res = await postJson('/signup/', input);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const json = (await res.json()) as Record<string, unknown>;
    expect(json).toEqual({
      id: expect.any(Number),
      email: input.email,
      name: 'Ada Lovelace',
      profile_picture: null,
      date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      timezone: null,
      country: null,
    });
    expect(Date.parse(json.date_joined as string)).toBeGreaterThanOrEqual(before - 1000);
    const row = await userRow(input.email);
    expect(row?.is_active).toBe(1);
    expect(row?.password_hash).toMatch(/^bcrypt_hmac_sha256\$\$2b\$04\$/);
    expect(String(row?.password_hash)).not.toContain(PASSWORD);
  });

  it('works without the trailing slash', async () => {
    expect((await postJson('/signup', body())).status).toBe(201);
  });

  it('trims and lower-cases the whole email, and trims the name', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await postJson(
      '/signup/',
      body({ email: `  ${email.toUpperCase()} `, name: '  Grace Hopper  ' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: email.toLowerCase(), name: 'Grace Hopper' });
  });

  it('rejects a duplicate email case-insensitively and leaves the existing account untouched', async () => {
    const email = uniqueEmail('dup');
    expect((await postJson('/signup/', body({ email }))).status).toBe(201);
    const before = await userRow(email);
    const res = await postJson(
      '/signup/',
      body({
        email: email.toUpperCase(),
        name: 'Impostor',
        password: 'other-Secret-77',
        confirm_password: 'other-Secret-77',
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      email: ['A user is already registered with this e-mail address.'],
      ...INVALID,
    });
    expect(await userRow(email)).toEqual(before);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE lower(email) = ?1')
      .bind(email)
      .first('n');
    expect(count).toBe(1);
  });

  it.each([
    ['not-an-email', ['Enter a valid email address.']],
    ['a@b', ['Enter a valid email address.']],
    ['two@@example.com', ['Enter a valid email address.']],
    ['space in@example.com', ['Enter a valid email address.']],
    ['x@-bad-.com', ['Enter a valid email address.']],
    [`${'a'.repeat(250)}@x.io`, ['Ensure this field has no more than 254 characters.']],
    ['   ', ['This field may not be blank.']],
  ])('rejects the email %j', async (email, messages) => {
    const res = await postJson('/signup/', body({ email }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ email: messages, ...INVALID });
  });

  it('accepts an internationalised domain', async () => {
    const res = await postJson(
      '/signup/',
      body({ email: `idn.${crypto.randomUUID().slice(0, 6)}@bücher.example` }),
    );
    expect(res.status).toBe(201);
  });

  it.each([
    ['   ', ['This field may not be blank.']],
    ['x'.repeat(151), ['Ensure this field has no more than 150 characters.']],
    ['Bob\u0007', ['This field may not contain control characters.']],
    ['Line\nBreak', ['This field may not contain control characters.']],
  ])('rejects the name %j', async (name, messages) => {
    const res = await postJson('/signup/', body({ name }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: messages, ...INVALID });
  });

  it('accepts a 150-character name', async () => {
    expect((await postJson('/signup/', body({ name: 'n'.repeat(150) }))).status).toBe(201);
  });

  it.each([
    ['Zq7#kLp', ['This password is too short. It must contain at least 8 characters.']],
    ['password1', ['This password is too common.']],
    ['Sunshine', ['This password is too common.']],
    ['90417253886', ['This password is entirely numeric.']],
    [
      '1234',
      [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
        'This password is entirely numeric.',
      ],
    ],
    [`Zq7${'w'.repeat(126)}`, ['This password is too long. It must contain at most 128 characters.']],
  ])('rejects the password %j with Django words', async (password, messages) => {
    const res = await postJson('/signup/', body({ password, confirm_password: password }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ password: messages, ...INVALID });
  });

  it('rejects a password too similar to the email or the name', async () => {
    const email = `marguerite.yourcenar.${crypto.randomUUID().slice(0, 4)}@example.com`;
    const byEmail = await postJson(
      '/signup/',
      body({ email, name: 'M', password: 'yourcenar', confirm_password: 'yourcenar' }),
    );
    expect(await byEmail.json()).toEqual({
      password: ['The password is too similar to the email address.'],
      ...INVALID,
    });
    const byName = await postJson(
      '/signup/',
      body({ name: 'Bartholomew Quince', password: 'bartholomew1', confirm_password: 'bartholomew1' }),
    );
    expect(byName.status).toBe(400);
    expect(await byName.json()).toEqual({
      password: ['The password is too similar to the name.'],
      ...INVALID,
    });
  });

  it('reports a confirmation mismatch under non_field_errors', async () => {
    const res = await postJson('/signup/', body({ confirm_password: `${PASSWORD}x` }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      non_field_errors: ["The two password fields didn't match."],
      ...INVALID,
    });
  });

  it('reports every missing field', async () => {
    const res = await postJson('/signup/', {});
    expect(res.status).toBe(400);
    const required = ['This field is required.'];
    expect(await res.json()).toEqual({
      email: required,
      name: required,
      password: required,
      confirm_password: required,
      ...INVALID,
    });
  });

  it('rejects wrong types field by field', async () => {
    const res = await postJson('/signup/', {
      email: 42,
      name: ['x'],
      password: true,
      confirm_password: null,
    });
    expect(res.status).toBe(400);
    const invalid = ['Not a valid string.'];
    expect(await res.json()).toEqual({
      email: invalid,
      name: invalid,
      password: invalid,
      confirm_password: invalid,
      ...INVALID,
    });
  });

  it('answers 415 for a non-JSON body and 400 for malformed JSON', async () => {
    const form = await postJson('/signup/', 'email=a', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'unsupported_media_type' });
    const broken = await postJson('/signup/', '{"email":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'parse_error' });
  });

  it('throttles signups per client IP with 429 and Retry-After', async () => {
    await awayFromWindowEdge();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await postJson('/signup/', {}, { ip })).status).toBe(400);
    const res = await postJson('/signup/', body(), { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({
      detail: 'Request was throttled. Expected available in 60 seconds.',
      code: 'throttled',
    });
    // Another address is not affected.
    expect((await postJson('/signup/', body())).status).toBe(201);
  });
});

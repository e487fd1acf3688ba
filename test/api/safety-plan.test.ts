// The personal safety plan: the draft with the country's crisis lines, the first save, versioned saves
// with If-Match (412 on a stale version, 428 without one, one winner of two racing devices), linked
// emergency contacts, validation, text sealed at rest under the key id the row names (and still opened
// after the key rotates), and the 503 where the key is missing or the public development one.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { resourcesFor } from '../../packages/crisis-resources/src/index';
import { DEV_SECRETS } from '../../workers/api/src/dev-secrets';
import { requireDataKeys } from '../../workers/api/src/encryption/data-keys';
import { openText, safetyPlanAad } from '../../workers/api/src/encryption/sealed-text';
import { createUserAndLogin, type TestAccount, UNAUTHORIZED_CHALLENGE } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';
import { bearer, type CallOptions, call, postJson } from './helpers/http';

interface Plan {
  version: number;
  warning_signs: string[];
  coping_strategies: string[];
  distractions: string[];
  help_people: string[];
  contact_ids: string[];
  professionals: Array<{ name: string; phone?: string; url?: string; notes?: string }>;
  safer_surroundings: string[];
  reasons_for_living: string[];
  contacts: Array<{ id: string; name: string; phone: string; relationship: string }>;
  steps: Array<{ id: string; number: number; title: string; fields: string[] }>;
  created_at: string | null;
  updated_at: string | null;
}

const PLAN = {
  warning_signs: ['Je ne dors plus', '  Pulling away from friends  ', ''],
  coping_strategies: ['A cold shower', 'Music loud'],
  distractions: ['The library café'],
  help_people: ['Mira next door'],
  professionals: [{ name: 'Dr. Osei (GP)', phone: '+441234567890' }],
  safer_surroundings: ['Give the spare key to Mira'],
  reasons_for_living: ['My sister', '我的猫'],
};

function auth(user: TestAccount, headers: Record<string, string> = {}, extra: CallOptions = {}): CallOptions {
  return { ...extra, headers: { ...bearer(user.access), ...headers } };
}

const put = (
  user: TestAccount,
  body: unknown,
  headers: Record<string, string> = {},
  extra: CallOptions = {},
) => call('PUT', '/safety-plan/', body, auth(user, headers, extra));

async function storedRow(userId: number) {
  return env.DB.prepare('SELECT * FROM safety_plans WHERE user_id = ?1')
    .bind(userId)
    .first<{ version: number; key_id: string; ciphertext: string }>();
}

describe('GET /safety-plan/ without a plan', () => {
  it('answers a draft at version 0 with the crisis lines of the profile country', async () => {
    const user = await createUserAndLogin();
    expect((await call('PATCH', '/profile/', { country: 'DE' }, auth(user))).status).toBe(200);
    const res = await call('GET', '/safety-plan/', undefined, auth(user));
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"0"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const plan = (await res.json()) as Plan;
    expect(plan).toMatchObject({ version: 0, warning_signs: [], contacts: [], created_at: null });
    const german = resourcesFor('DE').resources;
    expect(plan.professionals.map((p) => p.name)).toEqual(german.map((r) => r.name));
    expect(plan.professionals[0]).toMatchObject({
      name: 'Emergency services',
      phone: german[0]?.phone_display,
    });
    expect(plan.steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(await storedRow(user.userId)).toBeNull();
  });

  it('falls back to CF-IPCountry, then the international list', async () => {
    const user = await createUserAndLogin();
    const fr = (await (
      await call('GET', '/safety-plan/', undefined, auth(user, { 'cf-ipcountry': 'FR' }))
    ).json()) as Plan;
    expect(fr.professionals.map((p) => p.name)).toEqual(resourcesFor('FR').resources.map((r) => r.name));
    const intl = (await (await call('GET', '/safety-plan/', undefined, auth(user))).json()) as Plan;
    expect(intl.professionals.map((p) => p.name)).toEqual(
      resourcesFor(undefined).resources.map((r) => r.name),
    );
  });

  it('needs a Bearer token', async () => {
    const res = await call('GET', '/safety-plan/');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
  });
});

describe('PUT /safety-plan/', () => {
  it('saves, versions with ETag / If-Match, and refuses stale or missing preconditions', async () => {
    const user = await createUserAndLogin();
    const first = await put(user, PLAN);
    expect(first.status).toBe(201);
    expect(first.headers.get('etag')).toBe('"1"');
    const saved = (await first.json()) as Plan;
    expect(saved).toMatchObject({
      version: 1,
      warning_signs: ['Je ne dors plus', 'Pulling away from friends'],
      reasons_for_living: ['My sister', '我的猫'],
      contact_ids: [],
    });
    const read = await call('GET', '/safety-plan/', undefined, auth(user));
    expect(read.headers.get('etag')).toBe('"1"');
    expect(await read.json()).toEqual(saved);

    // Without If-Match once a plan exists: 428; with the version read: 200 and the next version.
    const blind = await put(user, { ...PLAN, distractions: [] });
    expect(blind.status).toBe(428);
    expect(await blind.json()).toMatchObject({ code: 'precondition_required' });
    const second = await put(user, { ...PLAN, distractions: ['The park'] }, { 'if-match': '"1"' });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe('"2"');

    // The other device still holds version 1: 412, and the stored plan is the second save.
    const stale = await put(user, { ...PLAN, distractions: ['Overwritten?'] }, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toEqual({
      detail: 'The safety plan changed since you read it. Read it again, then save your changes.',
      code: 'precondition_failed',
    });
    const now = (await (await call('GET', '/safety-plan/', undefined, auth(user))).json()) as Plan;
    expect(now).toMatchObject({ version: 2, distractions: ['The park'] });
    expect((await storedRow(user.userId))?.version).toBe(2);

    // A weak tag or a list naming the current version matches; `*` matches whatever is stored.
    expect((await put(user, PLAN, { 'if-match': 'W/"2"' })).status).toBe(200);
    expect((await put(user, PLAN, { 'if-match': '"1", "3"' })).status).toBe(200);
    expect((await put(user, PLAN, { 'if-match': '*' })).status).toBe(200);
    expect((await storedRow(user.userId))?.version).toBe(5);
  });

  it('lets exactly one of two devices that read the same version save', async () => {
    const user = await createUserAndLogin();
    expect((await put(user, PLAN)).status).toBe(201);
    const results = await Promise.all(
      ['Phone A', 'Phone B'].map((device) =>
        put(user, { ...PLAN, help_people: [device] }, { 'if-match': '"1"' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    // Two first saves at once: one creates; the other is told the plan now exists (412 when it lost the
    // race at the write, 428 when it already read the new plan and sent no If-Match).
    const fresh = await createUserAndLogin();
    const creates = (await Promise.all([put(fresh, PLAN), put(fresh, PLAN)])).map((r) => r.status).sort();
    expect(creates[0]).toBe(201);
    expect([412, 428]).toContain(creates[1]);
    expect((await storedRow(fresh.userId))?.version).toBe(1);
    // `*` cannot create: there is nothing to match.
    const none = await createUserAndLogin();
    expect((await put(none, PLAN, { 'if-match': '*' })).status).toBe(412);
    expect((await put(none, PLAN, { 'if-match': '"3"' })).status).toBe(412);
    expect(await storedRow(none.userId)).toBeNull();
  });

  it('links the person’s emergency contacts, and only theirs', async () => {
    const user = await createUserAndLogin();
    const other = await createUserAndLogin();
    const addContact = async (who: TestAccount, name: string) => {
      const res = await postJson(
        '/emergency-contacts/',
        { name, phone: '+4930901820', relationship: 'friend' },
        auth(who),
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const mine = await addContact(user, 'Mira');
    const theirs = await addContact(other, 'Stranger');
    const bad = await put(user, { ...PLAN, contact_ids: [mine, theirs, 'nope'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      contact_ids: [
        `"${theirs}" is not one of your emergency contacts.`,
        '"nope" is not one of your emergency contacts.',
      ],
    });
    expect(await storedRow(user.userId)).toBeNull();
    const ok = (await (await put(user, { ...PLAN, contact_ids: [mine] })).json()) as Plan;
    expect(ok.contacts).toEqual([{ id: mine, name: 'Mira', phone: '+4930901820', relationship: 'friend' }]);
    // A contact deleted later drops out of the plan as read.
    expect((await call('DELETE', `/emergency-contacts/${mine}/`, undefined, auth(user))).status).toBe(204);
    const after = (await (await call('GET', '/safety-plan/', undefined, auth(user))).json()) as Plan;
    expect(after).toMatchObject({ contact_ids: [mine], contacts: [] });
  });

  it.each([
    [
      'too many entries',
      { warning_signs: Array.from({ length: 21 }, (_, i) => `sign ${i}`) },
      'warning_signs',
    ],
    ['an entry too long', { reasons_for_living: ['x'.repeat(501)] }, 'reasons_for_living'],
    ['not a list', { coping_strategies: 'walk' }, 'coping_strategies'],
    ['a professional without a name', { professionals: [{ name: ' ', phone: '1' }] }, 'professionals'],
    ['a repeated contact', { contact_ids: ['a', 'a'] }, 'contact_ids'],
  ])('refuses %s with a field error and stores nothing', async (_name, body, field) => {
    const user = await createUserAndLogin();
    const res = await put(user, body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as Record<string, unknown>;
    expect(error).toMatchObject({ code: 'invalid' });
    expect(error[field]).toEqual([expect.any(String)]);
    expect(await storedRow(user.userId)).toBeNull();
  });

  it('deletes the plan; GET is a draft again', async () => {
    const user = await createUserAndLogin();
    expect((await call('DELETE', '/safety-plan/', undefined, auth(user))).status).toBe(404);
    expect((await put(user, PLAN)).status).toBe(201);
    expect((await call('DELETE', '/safety-plan/', undefined, auth(user))).status).toBe(204);
    const res = await call('GET', '/safety-plan/', undefined, auth(user));
    expect(res.headers.get('etag')).toBe('"0"');
    expect((await put(user, PLAN)).status).toBe(201);
  });

  it('answers 503 when D1 fails, and stores nothing', async () => {
    const user = await createUserAndLogin();
    const res = await put(user, PLAN, {}, { envOverrides: { DB: faultyD1(env.DB, { writes: true }) } });
    expect(res.status).toBe(503);
    expect(await storedRow(user.userId)).toBeNull();
  });
});

describe('the plan at rest', () => {
  it('stores only ciphertext, which opens with the key id the row names', async () => {
    const user = await createUserAndLogin();
    await put(user, PLAN);
    const row = await storedRow(user.userId);
    expect(row?.key_id).toBe('test-run');
    for (const words of ['Je ne dors plus', 'Mira', '我的猫', 'My sister']) {
      expect(row?.ciphertext).not.toContain(words);
    }
    const ring = await requireDataKeys(env);
    const opened = JSON.parse(
      await openText(
        ring,
        { keyId: String(row?.key_id), ciphertext: String(row?.ciphertext) },
        safetyPlanAad(user.userId),
      ),
    );
    expect(opened).toMatchObject({ reasons_for_living: ['My sister', '我的猫'] });
    // Sealed for this user only: the same ciphertext does not open as another user's plan.
    await expect(
      openText(
        ring,
        { keyId: 'test-run', ciphertext: String(row?.ciphertext) },
        safetyPlanAad(user.userId + 1),
      ),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('keeps reading plans sealed with an older key after a new key is put first', async () => {
    const user = await createUserAndLogin();
    await put(user, PLAN);
    const newKey = `k-next:${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')}`;
    const rotated = { envOverrides: { DATA_ENCRYPTION_KEYS: `${newKey},${env.DATA_ENCRYPTION_KEYS}` } };
    const read = await call('GET', '/safety-plan/', undefined, auth(user, {}, rotated));
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ reasons_for_living: ['My sister', '我的猫'] });
    expect((await put(user, PLAN, { 'if-match': '"1"' }, rotated)).status).toBe(200);
    expect((await storedRow(user.userId))?.key_id).toBe('k-next');
    // Without the key that sealed it, the plan cannot be read: 503, never ciphertext or an empty plan.
    const lost = await call('GET', '/safety-plan/', undefined, auth(user));
    expect(lost.status).toBe(503);
    expect(await lost.json()).toMatchObject({ code: 'encryption_unavailable' });
  });

  it.each([
    ['missing', { DATA_ENCRYPTION_KEYS: undefined }],
    [
      'the development key in production',
      { ENVIRONMENT: 'production', DATA_ENCRYPTION_KEYS: DEV_SECRETS.DATA_ENCRYPTION_KEYS },
    ],
    ['malformed', { DATA_ENCRYPTION_KEYS: 'k1:short' }],
  ])('fails closed when the key is %s', async (_name, overrides) => {
    const user = await createUserAndLogin();
    const res = await put(user, PLAN, {}, { envOverrides: overrides });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      detail: 'Private text is unavailable: the service is not configured to encrypt it.',
      code: 'encryption_unavailable',
    });
    expect(await storedRow(user.userId)).toBeNull();
  });
});

describe('safety_plan_url beside crisis_resources_url', () => {
  const CRISIS = 'I wrote my goodbye letters and tonight I will end my life.';

  it('links the plan from mood, chat and generate answers that show crisis resources, once one exists', async () => {
    const user = await createUserAndLogin();
    const answers = async () => ({
      mood: (await (await postJson('/moods/', { score: 1, note: CRISIS }, auth(user))).json()) as Record<
        string,
        unknown
      >,
      chat: (await (await postJson('/chat/', { message: CRISIS }, auth(user))).json()) as Record<
        string,
        unknown
      >,
      generate: (await (
        await postJson(
          '/liveavatar/generate/',
          { message: CRISIS },
          auth(user, {}, { envOverrides: { RENDER_MODE: 'queue' } }),
        )
      ).json()) as Record<string, unknown>,
    });
    const before = await answers();
    for (const [name, body] of Object.entries(before)) {
      expect(body.crisis_resources_url, name).toEqual(expect.any(String));
      expect(body, name).not.toHaveProperty('safety_plan_url');
    }
    expect((await put(user, PLAN)).status).toBe(201);
    const after = await answers();
    for (const [name, body] of Object.entries(after)) {
      expect(body.safety_plan_url, name).toBe('http://localhost/api/v1/safety-plan/');
    }
    // A calm answer carries neither link, plan or not.
    const calm = (await (
      await postJson('/chat/', { message: 'I had a nice walk.' }, auth(user))
    ).json()) as Record<string, unknown>;
    expect(calm).not.toHaveProperty('crisis_resources_url');
    expect(calm).not.toHaveProperty('safety_plan_url');
  });
});

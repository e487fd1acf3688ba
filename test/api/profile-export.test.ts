// GET /profile/export/: completeness against the schema (every user-keyed table in sqlite_master maps to an
// export key, and for a user with data in every table every exported field is filled), the download
// headers, signed clip and picture URLs that work, and what must never appear: hashes, token and session
// ids, storage keys, other users' data.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ExportSchema } from '../../workers/api/src/profile/export-schema';
import { EXPORTED_TABLES } from '../../workers/api/src/profile/user-tables';
import { createUserAndLogin, login, type TestAccount } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';
import { at, BASE, bearer, type CallOptions, call, fetchWorker, postJson } from './helpers/http';
import { png } from './helpers/images';
import {
  insertClipObject,
  insertVideo,
  putClipObject,
  seedWellbeingAndLifecycle,
  userKeyedTables,
} from './helpers/user-data';

type Json = Record<string, unknown>;

function exportOf(account: TestAccount, extra: CallOptions = {}): Promise<Response> {
  return call('GET', '/profile/export/', undefined, { headers: bearer(account.access), ...extra });
}

/** The field names of an object schema, or of an array's element schema. */
function fieldsOf(schema: unknown): string[] {
  const node = schema as { shape?: Record<string, unknown>; element?: unknown };
  if (node.shape !== undefined) return Object.keys(node.shape);
  if (node.element !== undefined) return fieldsOf(node.element);
  throw new Error('not an object or array schema');
}

async function allSecrets(userId: number): Promise<string[]> {
  const q = async (sql: string) =>
    (await env.DB.prepare(sql).bind(userId).raw<unknown[]>())
      .flat()
      .filter((v): v is string => typeof v === 'string');
  return [
    ...(await q('SELECT password_hash, picture_key FROM users WHERE id = ?1')),
    ...(await q('SELECT jti, family_id FROM refresh_tokens WHERE user_id = ?1')),
    ...(await q('SELECT id, token_hash FROM video_sessions WHERE user_id = ?1')),
    ...(await q('SELECT token_hash FROM password_reset_tokens WHERE user_id = ?1')),
    ...(await q('SELECT key, request_hash FROM idempotency_keys WHERE user_id = ?1')),
    ...(await q('SELECT object_key, cache_key FROM videos WHERE user_id = ?1 AND object_key IS NOT NULL')),
  ];
}

/** A user with rows in every table, every nullable column filled. */
async function fullUser(): Promise<{ account: TestAccount; readyVideo: string; queuedVideo: string }> {
  const account = await createUserAndLogin();
  await call(
    'PATCH',
    '/profile/',
    { timezone: 'Europe/Lisbon', country: 'PT' },
    { headers: bearer(account.access) },
  );
  const picture = await fetchWorker(
    new Request(`${BASE}/profile/picture/`, {
      method: 'PUT',
      headers: { ...bearer(account.access), 'content-type': 'image/png' },
      body: png(3, 3),
    }),
  );
  expect(picture.status).toBe(200);
  const clipKey = await putClipObject();
  await insertClipObject(`cache-${clipKey}`, clipKey);
  const readyVideo = await insertVideo({
    userId: account.userId,
    objectKey: clipKey,
    cacheKey: `cache-${clipKey}`,
  });
  const queuedVideo = await insertVideo({ userId: account.userId, objectKey: null });
  await seedWellbeingAndLifecycle(account.userId, account.email);
  // A refreshed login (last_refreshed_at) and a logged-out one (revoked_at, revoke_reason).
  expect((await postJson('/refresh/', { refresh: account.refresh })).status).toBe(200);
  const second = await login(account.email);
  expect((await postJson('/logout/', { refresh: second.refresh })).status).toBe(200);
  return { account, readyVideo, queuedVideo };
}

describe('GET /profile/export', () => {
  it('maps every user-keyed table to a key of the export schema, and every key to a table', async () => {
    const schemaKeys = Object.keys(ExportSchema.shape).filter((k) => k !== 'exported_at');
    const tables = await userKeyedTables();
    for (const table of tables) {
      expect(EXPORTED_TABLES, `table ${table} has no export key`).toHaveProperty(table);
    }
    expect(Object.keys(EXPORTED_TABLES).sort()).toEqual(tables);
    expect([...new Set(Object.values(EXPORTED_TABLES))].sort()).toEqual(schemaKeys.sort());
  });

  it('exports every field for a user with data in every table, as a no-store download', async () => {
    const { account, readyVideo, queuedVideo } = await fullUser();
    const other = await fullUser();
    const now = Date.now();
    const res = await exportOf(account, at(now));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="solace-export-${new Date(now).toISOString().slice(0, 10)}.json"`,
    );
    const text = await res.text();
    const body = JSON.parse(text) as Json;
    expect(ExportSchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(Object.keys(ExportSchema.shape).sort());
    expect(body.exported_at).toBe(new Date(now).toISOString());

    let checked = 0;
    for (const [key, schema] of Object.entries(ExportSchema.shape)) {
      if (key === 'exported_at') continue;
      const fields = fieldsOf(schema);
      checked += fields.length;
      const items = (Array.isArray(body[key]) ? body[key] : [body[key]]) as Json[];
      expect(items.length, `${key} is empty`).toBeGreaterThan(0);
      for (const item of items) expect(Object.keys(item).sort(), key).toEqual([...fields].sort());
      for (const field of fields) {
        expect(
          items.some((item) => item[field] !== null && item[field] !== undefined),
          `${key}.${field} never filled`,
        ).toBe(true);
      }
    }
    // The walk above really looked at every section's fields (it cannot pass on an empty schema).
    expect(checked).toBeGreaterThan(50);

    const profile = await (
      await call('GET', '/profile/', undefined, { headers: bearer(account.access) })
    ).json();
    expect(body.profile).toEqual(profile);
    expect(body.profile).toMatchObject({ timezone: 'Europe/Lisbon', country: 'PT' });
    const videos = body.videos as Json[];
    expect(videos.map((v) => v.id).sort()).toEqual([readyVideo, queuedVideo].sort());
    const ready = videos.find((v) => v.id === readyVideo) as Json;
    expect(ready).toMatchObject({
      status: 'ready',
      safety_level: 'low',
      avatar_id: 'maya',
      voice_id: 'warm',
    });
    expect((await fetchWorker(new Request(String(ready.video_url)))).status).toBe(200);
    expect(videos.find((v) => v.id === queuedVideo)).toMatchObject({ status: 'queued', video_url: null });
    const picture = await fetchWorker(new Request(String((body.profile as Json).profile_picture)));
    expect(picture.status).toBe(200);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png(3, 3));
    expect(body.refresh_sessions).toHaveLength(2);
    expect(body.moods).toEqual([
      expect.objectContaining({ score: 4, emotions: ['calm', 'hopeful'], note: 'A good walk today.' }),
    ]);

    // Journal and plan text come back opened, never as the ciphertext stored.
    expect(body.journal).toEqual([
      expect.objectContaining({ text: 'Walked by the river and felt lighter.', tags: ['river'] }),
    ]);
    expect(body.safety_plan).toEqual([
      expect.objectContaining({
        version: 1,
        document: { warning_signs: ['Not sleeping'], reasons_for_living: ['My sister'] },
      }),
    ]);
    expect(body.checkins).toEqual([expect.objectContaining({ instrument: 'phq9', score: 9, band: 'mild' })]);
    const sealed = await env.DB.prepare(
      'SELECT ciphertext FROM journal_entries WHERE user_id = ?1 UNION ALL SELECT ciphertext FROM safety_plans WHERE user_id = ?1',
    )
      .bind(account.userId)
      .all<{ ciphertext: string }>();
    expect(sealed.results).toHaveLength(2);
    for (const { ciphertext } of sealed.results) expect(text).not.toContain(ciphertext);

    for (const secret of await allSecrets(account.userId)) expect(text).not.toContain(secret);
    for (const secret of await allSecrets(other.account.userId)) expect(text).not.toContain(secret);
    expect(text).not.toContain(other.readyVideo);
    expect(text).not.toContain(other.account.email);
  });

  it('exports a new account with empty lists', async () => {
    const account = await createUserAndLogin();
    const body = (await (await exportOf(account)).json()) as Json;
    expect(body.profile).toMatchObject({ id: account.userId, profile_picture: null, timezone: null });
    for (const key of Object.keys(ExportSchema.shape)) {
      if (key === 'profile' || key === 'exported_at') continue;
      if (key === 'refresh_sessions') expect(body[key]).toHaveLength(1);
      else expect(body[key], key).toEqual([]);
    }
  });

  it('needs a Bearer token', async () => {
    const res = await call('GET', '/profile/export/');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('answers 503 when D1 cannot be read', async () => {
    const account = await createUserAndLogin();
    const res = await exportOf(account, {
      envOverrides: { DB: faultyD1(env.DB, { matching: /FROM moods/ }) },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'service_unavailable' });
  });
});

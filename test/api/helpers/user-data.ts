// Rows for every per-user table, written straight to D1 (and clip bytes to R2) the way the features that
// own them store them, so the deletion and export tests can cover tables whose endpoints live elsewhere.
// Ids and keys are random, as the service makes them.
import { env } from 'cloudflare:workers';
import { requireDataKeys } from '../../../workers/api/src/encryption/data-keys';
import { journalAad, safetyPlanAad, sealText } from '../../../workers/api/src/encryption/sealed-text';

const token = () => crypto.randomUUID().replaceAll('-', '');

/** Every table with a user_id column (or the users table), from sqlite_master. */
export async function userKeyedTables(): Promise<string[]> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const out: string[] = [];
  for (const { name } of tables.results) {
    const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`)
      .bind(name)
      .all<{ name: string }>();
    if (name === 'users' || columns.results.some((c) => c.name === 'user_id')) out.push(name);
  }
  return out.sort();
}

export async function rowsOf(table: string, userId: number): Promise<number> {
  const column = table === 'users' ? 'id' : 'user_id';
  return Number(
    await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?1`).bind(userId).first('n'),
  );
}

/** Stores clip bytes under a random key, as the renderer does. */
export async function putClipObject(): Promise<string> {
  const key = `clips/${token()}.mp4`;
  await env.CLIPS.put(key, new TextEncoder().encode(`clip ${key}`), {
    httpMetadata: { contentType: 'video/mp4' },
  });
  return key;
}

export interface VideoSeed {
  userId: number;
  objectKey: string | null;
  cacheKey?: string;
  status?: 'queued' | 'rendering' | 'ready' | 'failed';
  transcript?: string;
  createdAt?: number;
}

export async function insertVideo(seed: VideoSeed): Promise<string> {
  const id = token();
  const now = seed.createdAt ?? Date.now();
  await env.DB.prepare(
    `INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key,
       object_key, size, etag, safety_level, created_at, updated_at)
     VALUES (?1, ?2, ?3, 'embedded', 'maya', 'warm', ?4, ?5, ?6, ?7, ?8, 'low', ?9, ?9)`,
  )
    .bind(
      id,
      seed.userId,
      seed.status ?? (seed.objectKey === null ? 'queued' : 'ready'),
      seed.transcript ?? 'Take a slow breath with me.',
      seed.cacheKey ?? token(),
      seed.objectKey,
      seed.objectKey === null ? null : 16,
      seed.objectKey === null ? null : '"etag"',
      now,
    )
    .run();
  return id;
}

/** The content-addressed cache row that lets other users' videos share an object. */
export async function insertClipObject(cacheKey: string, objectKey: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO clip_objects (cache_key, object_key, size, etag, created_at, last_used_at)
     VALUES (?1, ?2, 16, '"etag"', ?3, ?3)`,
  )
    .bind(cacheKey, objectKey, Date.now())
    .run();
}

export async function clipObjectExists(objectKey: string): Promise<boolean> {
  return (
    (await env.DB.prepare('SELECT 1 AS x FROM clip_objects WHERE object_key = ?1')
      .bind(objectKey)
      .first('x')) === 1
  );
}

/**
 * One row in each wellbeing and life-cycle table, every nullable column filled: a video session, a mood
 * with a note and its verdict, a completed task, an emergency contact, a PHQ-9 check-in that raised
 * resources, a safety plan and a journal entry linked to the mood (both sealed with the pool's key, as the
 * worker seals them), a used password reset token, a finished idempotency record, and a development mail.
 */
export async function seedWellbeingAndLifecycle(userId: number, email: string): Promise<void> {
  const now = Date.now();
  const ring = await requireDataKeys(env);
  const moodId = token();
  const entryId = token();
  const plan = await sealText(
    ring,
    JSON.stringify({ warning_signs: ['Not sleeping'], reasons_for_living: ['My sister'] }),
    safetyPlanAad(userId),
  );
  const entry = await sealText(ring, 'Walked by the river and felt lighter.', journalAad(userId, entryId));
  const statements = [
    env.DB.prepare(
      `INSERT INTO video_sessions (id, token_hash, user_id, avatar_id, voice_id, created_at, expires_at,
         max_expires_at, recent_replies)
       VALUES (?1, ?2, ?3, 'maya', 'warm', ?4, ?5, ?6, ?7)`,
    ).bind(token(), token(), userId, now, now + 1_800_000, now + 14_400_000, '["Breathe in slowly."]'),
    env.DB.prepare(
      `INSERT INTO moods (id, user_id, score, emotions, note, safety, logged_at, created_at, updated_at)
       VALUES (?1, ?2, 4, '["calm","hopeful"]', 'A good walk today.', ?3, ?4, ?4, ?4)`,
    ).bind(moodId, userId, JSON.stringify({ level: 'none', categories: [] }), now),
    env.DB.prepare(
      `INSERT INTO checkins (id, user_id, instrument, answers, score, band, safety, created_at)
       VALUES (?1, ?2, 'phq9', '[1,1,1,1,1,1,1,1,1]', 9, 'mild', ?3, ?4)`,
    ).bind(
      token(),
      userId,
      JSON.stringify({ level: 'elevated', categories: ['self_harm'], show_crisis_resources: true }),
      now,
    ),
    env.DB.prepare(
      `INSERT INTO safety_plans (user_id, version, key_id, ciphertext, created_at, updated_at)
       VALUES (?1, 1, ?2, ?3, ?4, ?4)`,
    ).bind(userId, plan.keyId, plan.ciphertext, now),
    env.DB.prepare(
      `INSERT INTO journal_entries (id, user_id, key_id, ciphertext, mood_id, tags, safety, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, '["river"]', ?6, ?7, ?7)`,
    ).bind(
      entryId,
      userId,
      entry.keyId,
      entry.ciphertext,
      moodId,
      JSON.stringify({ level: 'none', categories: [], show_crisis_resources: false }),
      now,
    ),
    env.DB.prepare(
      `INSERT INTO task_completions (user_id, date, task_id, completed_at) VALUES (?1, '2026-05-01', 'box-breathing', ?2)`,
    ).bind(userId, now),
    env.DB.prepare(
      `INSERT INTO emergency_contacts (id, user_id, name, phone, relationship, is_primary, created_at, updated_at)
       VALUES (?1, ?2, 'Grace', '+441234567890', 'sister', 1, ?3, ?3)`,
    ).bind(token(), userId, now),
    env.DB.prepare(
      `INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at, used_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    ).bind(token(), userId, now - 60_000, now + 1_740_000, now - 30_000),
    env.DB.prepare(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, state, response_status, response_body,
         created_at, expires_at)
       VALUES (?1, ?2, ?3, 'done', 200, '{"video_id":"x"}', ?4, ?5)`,
    ).bind(userId, token(), token(), now, now + 86_400_000),
    env.DB.prepare(
      `INSERT INTO dev_outbox (to_email, subject, text, created_at) VALUES (?1, 'Reset your password', 'token', ?2)`,
    ).bind(email, now),
  ];
  await env.DB.batch(statements);
}

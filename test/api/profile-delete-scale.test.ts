// DELETE /profile/ for a long history: a user with more clips than one R2 delete call takes (1,000 keys)
// and thousands of rows. Every row and every clip object goes, in a bounded number of D1 statements (D1
// allows 1,000 per invocation and 100 bound parameters per statement), with one bound value per key list.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, PASSWORD } from './helpers/accounts';
import { countingD1 } from './helpers/d1-count';
import { bearer, call } from './helpers/http';
import { rowsOf, userKeyedTables } from './helpers/user-data';

const CLIPS = 1_100;
const MOODS = 3_000;

describe('DELETE /profile with thousands of rows', () => {
  it('deletes every row and every clip object in a bounded number of statements', async () => {
    const account = await createUserAndLogin();
    const now = Date.now();
    const keys = Array.from({ length: CLIPS }, (_, i) => `clips/scale-${account.userId}-${i}.mp4`);
    const bytes = new TextEncoder().encode('clip');
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => env.CLIPS.put(key, bytes)));
    }
    const statements: D1PreparedStatement[] = keys.map((key, i) =>
      env.DB.prepare(
        `INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key,
           object_key, size, etag, safety_level, created_at, updated_at)
         VALUES (?1, ?2, 'ready', 'embedded', 'maya', 'warm', 'Breathe.', ?1, ?3, 4, '"e"', 'none', ?4, ?4)`,
      ).bind(`v-${account.userId}-${i}`, account.userId, key, now - i),
    );
    for (let i = 0; i < MOODS; i++) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO moods (id, user_id, score, emotions, logged_at, created_at, updated_at)
           VALUES (?1, ?2, 3, '[]', ?3, ?3, ?3)`,
        ).bind(`m-${account.userId}-${i}`, account.userId, now - i * 60_000),
      );
    }
    for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));

    const counting = countingD1(env.DB);
    const res = await call(
      'DELETE',
      '/profile/',
      { password: PASSWORD },
      { headers: bearer(account.access), envOverrides: { DB: counting.binding } },
    );
    expect(res.status).toBe(204);

    for (const table of await userKeyedTables()) expect(await rowsOf(table, account.userId), table).toBe(0);
    const left = await Promise.all(
      [keys[0], keys[999], keys[1000], keys[CLIPS - 1]].map((k) => env.CLIPS.head(k as string)),
    );
    expect(left).toEqual([null, null, null, null]);
    const listed = await env.CLIPS.list({ prefix: `clips/scale-${account.userId}-` });
    expect(listed.objects).toEqual([]);
    const pending = await env.DB.prepare(
      "SELECT count(*) AS n FROM pending_object_deletions WHERE object_key LIKE 'clips/scale-' || ?1 || '-%'",
    )
      .bind(account.userId)
      .first<number>('n');
    expect(pending).toBe(0);
    expect(counting.statements.length).toBeLessThan(40);
  });
});

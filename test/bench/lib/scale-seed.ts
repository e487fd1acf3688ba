/**
 * A user's accumulated history written straight to D1, the way the features store it: moods (one in five
 * with a note and its verdict), ready videos with a clip key, task completions (up to three a local day)
 * and emergency contacts, spread over the year before `nowMs`, newest last. The scale benchmark compares
 * one such user against the same user with a handful of rows.
 */
import type { Miniflare } from 'miniflare';

type Db = Awaited<ReturnType<Miniflare['getD1Database']>>;

export interface HistorySize {
  moods: number;
  videos: number;
  tasks: number;
  contacts: number;
}

const YEAR_MS = 365 * 24 * 3_600_000;
const TASKS = ['box-breathing', 'gratitude-note', 'short-walk'];
const NOTE = 'Slept badly, but the walk in the park helped a little.';
const VERDICT = JSON.stringify({ level: 'none', categories: [], show_crisis_resources: false });

export const historyRows = (size: HistorySize) => size.moods + size.videos + size.tasks + size.contacts;

async function insertAll(db: Db, statements: ReturnType<Db['prepare']>[]): Promise<void> {
  for (let i = 0; i < statements.length; i += 500) await db.batch(statements.slice(i, i + 500));
}

export async function seedHistory(db: Db, userId: number, size: HistorySize, nowMs: number): Promise<void> {
  const spread = (i: number, n: number) => nowMs - YEAR_MS + Math.floor(((i + 1) * YEAR_MS) / (n + 1));
  const rows: ReturnType<Db['prepare']>[] = [];
  for (let i = 0; i < size.moods; i++) {
    const t = spread(i, size.moods);
    const noted = i % 5 === 0;
    rows.push(
      db
        .prepare(
          `INSERT INTO moods (id, user_id, score, emotions, note, safety, logged_at, created_at, updated_at)
           VALUES (?1, ?2, ?3, '["calm","tired"]', ?4, ?5, ?6, ?6, ?6)`,
        )
        .bind(`m${userId}-${i}`, userId, (i % 5) + 1, noted ? NOTE : null, noted ? VERDICT : null, t),
    );
  }
  for (let i = 0; i < size.videos; i++) {
    const t = spread(i, size.videos);
    rows.push(
      db
        .prepare(
          `INSERT INTO videos (id, user_id, status, provider, avatar_id, voice_id, transcript, cache_key,
             object_key, size, etag, safety_level, created_at, updated_at)
           VALUES (?1, ?2, 'ready', 'embedded', 'maya', 'warm', 'Take a slow breath with me.', ?1,
             ?3, 16, '"etag"', 'none', ?4, ?4)`,
        )
        .bind(`v${userId}-${i}`, userId, `clips/bench-${userId}-${i}.mp4`, t),
    );
  }
  for (let i = 0; i < size.tasks; i++) {
    const t = spread(Math.floor(i / TASKS.length), Math.ceil(size.tasks / TASKS.length));
    rows.push(
      db
        .prepare(
          'INSERT INTO task_completions (user_id, date, task_id, completed_at) VALUES (?1, ?2, ?3, ?4)',
        )
        .bind(userId, new Date(t).toISOString().slice(0, 10), TASKS[i % TASKS.length], t),
    );
  }
  for (let i = 0; i < size.contacts; i++) {
    rows.push(
      db
        .prepare(
          `INSERT INTO emergency_contacts (id, user_id, name, phone, relationship, is_primary, created_at, updated_at)
           VALUES (?1, ?2, 'Grace', ?3, 'sister', ?4, ?5, ?5)`,
        )
        .bind(
          `c${userId}-${i}`,
          userId,
          `+4412345678${String(i).padStart(2, '0')}`,
          i === 0 ? 1 : 0,
          nowMs - i,
        ),
    );
  }
  await insertAll(db, rows);
}

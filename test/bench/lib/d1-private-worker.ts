/**
 * The check-ins bench's D1 floor: a bare worker (no Hono, no JWT, no middleware, no decryption) that runs
 * exactly the D1 statements of the check-in summary and of a journal page, imported from the API's
 * stores. POST /seed makes a user with 2,000 check-ins and 5,000 journal entries (ciphertext-sized text)
 * and answers its id; GET /summary?user=<id> and GET /journal?user=<id> run the two statements.
 * Any other GET answers 200, for readiness.
 */
import { latestScores } from '../../../workers/api/src/checkins/checkin-store';
import { listEntries } from '../../../workers/api/src/journal/journal-store';

interface Env {
  DB: D1Database;
}

const CHECKINS = 2_000;
const ENTRIES = 5_000;
const BATCH = 50;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function seed(db: D1Database): Promise<Response> {
  const now = Date.now();
  const user = await db
    .prepare(
      "INSERT INTO users (email, name, password_hash, is_active, date_joined) VALUES (?1, 'Floor', 'x', 1, ?2) RETURNING id",
    )
    .bind(`floor-${crypto.randomUUID()}@example.com`, now)
    .first<{ id: number }>();
  if (user === null) return json({ error: 'seed failed' }, 500);
  const checkin = db.prepare(
    `INSERT INTO checkins (id, user_id, instrument, answers, score, band, safety, created_at)
     VALUES (?1, ?2, ?3, '[1,1,1,1,1,1,1,1,0]', 8, 'mild', NULL, ?4)`,
  );
  const entry = db.prepare(
    `INSERT INTO journal_entries (id, user_id, key_id, ciphertext, mood_id, tags, safety, created_at, updated_at)
     VALUES (?1, ?2, 'dev-insecure', ?3, NULL, '["sleep"]', NULL, ?4, ?4)`,
  );
  const text = 'x'.repeat(420);
  for (let i = 0; i < CHECKINS; i += BATCH) {
    await db.batch(
      Array.from({ length: BATCH }, (_, j) =>
        checkin.bind(
          crypto.randomUUID(),
          user.id,
          ['phq9', 'gad7', 'who5'][(i + j) % 3],
          now - (i + j) * 60_000,
        ),
      ),
    );
  }
  for (let i = 0; i < ENTRIES; i += BATCH) {
    await db.batch(
      Array.from({ length: BATCH }, (_, j) =>
        entry.bind(crypto.randomUUID(), user.id, text, now - (i + j) * 60_000),
      ),
    );
  }
  return json({ user: user.id });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const user = Number(url.searchParams.get('user') ?? 0);
    if (request.method === 'POST' && url.pathname === '/seed') return seed(env.DB);
    if (url.pathname === '/summary') {
      return json({ rows: (await latestScores(env.DB, user, 'phq9', 12)).length });
    }
    if (url.pathname === '/journal') {
      return json({ rows: (await listEntries(env.DB, user, { limit: 20 })).length });
    }
    return json({ status: 'ok' });
  },
};

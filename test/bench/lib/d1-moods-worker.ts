/**
 * The moods bench's D1 floor: a bare worker (no Hono, no JWT, no middleware) that runs exactly the D1
 * statements of a mood create (the insert) and of the summary (its one query), imported from the API's
 * mood store. POST /seed makes a user with a week of entries (three a day) and answers its id;
 * POST /?user=<id> inserts one entry; GET /summary?user=<id>&days=<n> runs the summary's query.
 * Any other GET answers 200, for readiness.
 */
import { insertMood, summaryRows } from '../../../workers/api/src/moods/mood-store';

interface Env {
  DB: D1Database;
}

const HOUR_MS = 3_600_000;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function entry(userId: number, score: number, loggedAt: number, now: number) {
  return {
    id: crypto.randomUUID(),
    userId,
    score,
    emotions: '["calm","tired"]',
    note: null,
    safety: null,
    loggedAt,
    createdAt: now,
    updatedAt: now,
  };
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
  for (let day = 0; day < 7; day++) {
    for (const hours of [1, 8, 15]) {
      await insertMood(
        db,
        entry(user.id, 1 + ((day + hours) % 5), now - day * 24 * HOUR_MS - hours * HOUR_MS, now),
      );
    }
  }
  return json({ user: user.id });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const user = Number(url.searchParams.get('user') ?? 0);
    if (request.method === 'POST' && url.pathname === '/seed') return seed(env.DB);
    if (request.method === 'POST') {
      const now = Date.now();
      await insertMood(env.DB, entry(user, 3, now, now));
      return json({ ok: true }, 201);
    }
    if (url.pathname === '/summary') {
      const rows = await summaryRows(
        env.DB,
        user,
        Number(url.searchParams.get('days') ?? 7),
        Date.now(),
        'UTC',
      );
      return json({ rows: rows.length });
    }
    return json({ status: 'ok' });
  },
};

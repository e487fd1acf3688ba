/**
 * The accounts bench's D1 floor for a refresh: a bare worker (no Hono, no JWT, no middleware) that runs
 * exactly the D1 statements a rotating refresh runs, imported from the API's refresh store: the token
 * state read (one SELECT joining token, family and user) and the rotation batch (claim the parent, insert
 * the child). The body is `{"refresh": <jti>}`; the answer is `{"refresh": <child jti>}`. POST /seed opens
 * `n` login families for one new user and answers their root jtis.
 */
import { openFamily, readTokenState, rotateOnce } from '../../../workers/api/src/auth/refresh-store';

interface Env {
  DB: D1Database;
}

const DAY_MS = 86_400_000;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function seed(db: D1Database, n: number): Promise<Response> {
  const now = Date.now();
  const user = await db
    .prepare(
      "INSERT INTO users (email, name, password_hash, is_active, date_joined) VALUES (?1, 'Floor', 'x', 1, ?2) RETURNING id",
    )
    .bind(`floor-${crypto.randomUUID()}@example.com`, now)
    .first<{ id: number }>();
  if (user === null) return json({ error: 'seed failed' }, 500);
  const jtis: string[] = [];
  for (let i = 0; i < n; i++) {
    const token = { jti: crypto.randomUUID(), expiresAt: now + 30 * DAY_MS };
    await openFamily(db, {
      familyId: crypto.randomUUID(),
      userId: user.id,
      now,
      absoluteExpiresAt: now + 90 * DAY_MS,
      token,
    });
    jtis.push(token.jti);
  }
  return json({ refresh: jtis });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'POST') return json({ status: 'ok' });
    if (url.pathname === '/seed') return seed(env.DB, Number(url.searchParams.get('n') ?? 64));
    const { refresh } = (await request.json()) as { refresh: string };
    const now = Date.now();
    const state = await readTokenState(env.DB, refresh);
    if (state === null || state.usedAt !== null || state.familyRevoked || !state.userActive)
      return json({ detail: 'token_not_valid' }, 401);
    const child = { jti: crypto.randomUUID(), expiresAt: now + 30 * DAY_MS };
    if (!(await rotateOnce(env.DB, state.jti, child, now))) return json({ detail: 'token_not_valid' }, 401);
    return json({ refresh: child.jti });
  },
};

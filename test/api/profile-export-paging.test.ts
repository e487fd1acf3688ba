// GET /profile/export/ for a long history: the body streams (several chunks) while D1 is read a page at a
// time, and what arrives is the whole history exactly once, in the export's order, as compact JSON in
// ExportSchema's key order. A D1 failure after the answer started breaks the download instead of ending
// it as a complete-looking file.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../workers/api/src/index';
import { EXPORT_PAGE_ROWS } from '../../workers/api/src/profile/export';
import { ExportSchema } from '../../workers/api/src/profile/export-schema';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';
import { bearer, type CallOptions, call, request } from './helpers/http';
import { insertVideo } from './helpers/user-data';

const MOODS = 2 * EXPORT_PAGE_ROWS + 3;
const BASE_MS = Date.parse('2026-01-01T00:00:00Z');
const moodId = (userId: number, i: number) => `m${userId}-${String(i).padStart(5, '0')}`;

async function longHistory(): Promise<TestAccount> {
  const account = await createUserAndLogin();
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < MOODS; i++) {
    // Pairs share a logged_at, so a page boundary falls between equal times and the id decides.
    statements.push(
      env.DB.prepare(
        `INSERT INTO moods (id, user_id, score, emotions, logged_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, '[]', ?4, ?4, ?4)`,
      ).bind(moodId(account.userId, i), account.userId, (i % 5) + 1, BASE_MS + Math.floor(i / 2) * 60_000),
    );
  }
  // Completions on few dates, many tasks each: the mixed (date DESC, task_id) order crosses pages too.
  for (let i = 0; i < EXPORT_PAGE_ROWS + 7; i++) {
    statements.push(
      env.DB.prepare(
        'INSERT INTO task_completions (user_id, date, task_id, completed_at) VALUES (?1, ?2, ?3, ?4)',
      ).bind(account.userId, `2026-0${(i % 3) + 1}-01`, `task-${String(i).padStart(4, '0')}`, BASE_MS),
    );
  }
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
  for (let i = 0; i < 3; i++)
    await insertVideo({ userId: account.userId, objectKey: null, createdAt: BASE_MS });
  return account;
}

function exportOf(account: TestAccount, extra: CallOptions = {}): Promise<Response> {
  return call('GET', '/profile/export/', undefined, { headers: bearer(account.access), ...extra });
}

describe('GET /profile/export for a long history', () => {
  it('streams every row once, in order, as compact JSON in the schema key order', async () => {
    const account = await longHistory();
    const res = await exportOf(account);
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(chunks.length).toBeGreaterThan(3);
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    const body = JSON.parse(text) as Record<string, Array<Record<string, unknown>>>;
    expect(ExportSchema.safeParse(body).success).toBe(true);
    expect(text).toBe(JSON.stringify(body));
    expect(Object.keys(body)).toEqual(Object.keys(ExportSchema.shape));

    const moods = body.moods ?? [];
    expect(moods).toHaveLength(MOODS);
    const expectedIds = Array.from({ length: MOODS }, (_, i) => moodId(account.userId, i)).reverse();
    expect(moods.map((m) => m.id)).toEqual(expectedIds);

    const tasks = (body.task_completions ?? []).map((t) => `${t.date} ${t.task_id}`);
    expect(tasks).toHaveLength(EXPORT_PAGE_ROWS + 7);
    const sorted = [...tasks].sort((a, b) => {
      const [da, ta] = a.split(' ') as [string, string];
      const [db, tb] = b.split(' ') as [string, string];
      return da === db ? ta.localeCompare(tb) : db.localeCompare(da);
    });
    expect(tasks).toEqual(sorted);
    expect(new Set(tasks).size).toBe(tasks.length);
    expect(body.videos).toHaveLength(3);
  });

  it('breaks the download when D1 fails after the answer started', async () => {
    const account = await longHistory();
    // The first page of moods comes in the opening batch; the second page's read fails. Straight to the
    // worker: the contract check would read (and fail on) the body before the test sees the status.
    const db = faultyD1(env.DB, { matching: /FROM moods/, skip: 1 });
    const req = request('GET', '/profile/export/', undefined, { headers: bearer(account.access) });
    const res = await worker.fetch(req, { ...env, DB: db } as typeof env, createExecutionContext());
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });
});

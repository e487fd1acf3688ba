// Daily tasks with a controlled clock: today's list is the catalog's pick for the user's local date
// (stable within the day, different across days, gentle after a recent low mood), ticks are idempotent,
// kept when the list turns gentle, invisible to other users, and the history counts them per day.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TASKS, tasksForDay } from '../../packages/content/src/index';
import { UNAUTHORIZED_CHALLENGE } from './helpers/accounts';
import { type ClockedUser, clockAt, clockedUser } from './helpers/clocked';
import { faultyD1 } from './helpers/faults';
import { call, postJson } from './helpers/http';

interface DailyTask {
  id: string;
  slug: string;
  title: string;
  description: string;
  minutes: number;
  completed: boolean;
}

interface Today {
  date: string;
  tasks: DailyTask[];
}

interface History {
  days: number;
  by_day: Array<{ date: string; completed: number }>;
  streak_days: number;
}

const DAY = 24 * 60 * 60 * 1000;
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };
const intensityOf = (id: string) => TASKS.find((t) => t.id === id)?.intensity;

async function today(who: ClockedUser, nowMs: number, extra: Record<string, unknown> = {}): Promise<Today> {
  const res = await call('GET', '/tasks/today/', undefined, await clockAt(who, nowMs, extra));
  expect(res.status).toBe(200);
  return (await res.json()) as Today;
}

async function tick(who: ClockedUser, nowMs: number, id: string, method: 'POST' | 'DELETE' = 'POST') {
  return call(method, `/tasks/${id}/complete/`, undefined, await clockAt(who, nowMs));
}

async function logMood(who: ClockedUser, nowMs: number, score: number, loggedAtMs = nowMs): Promise<void> {
  const body = { score, logged_at: new Date(loggedAtMs).toISOString() };
  expect((await postJson('/moods/', body, await clockAt(who, nowMs))).status).toBe(201);
}

async function storedTicks(userId: number) {
  const { results } = await env.DB.prepare(
    'SELECT date, task_id FROM task_completions WHERE user_id = ?1 ORDER BY date, task_id',
  )
    .bind(userId)
    .all<{ date: string; task_id: string }>();
  return results;
}

const ids = (list: Today) => list.tasks.map((t) => t.id);
const expected = (userId: number, date: string, gentle = false) =>
  tasksForDay(String(userId), date, { gentle }).map((t) => t.id);

/** The first date from `start` on whose ordinary pick has a task above intensity 1 (gentleness shows). */
function dateWithEffortfulTask(userId: number, start: number): number {
  for (let i = 0; i < 60; i++) {
    const ms = start + i * DAY;
    const date = new Date(ms).toISOString().slice(0, 10);
    if (expected(userId, date).some((id) => (intensityOf(id) ?? 1) > 1)) return ms;
  }
  throw new Error('no date with an effortful task');
}

describe('GET /tasks/today/', () => {
  it('answers three tasks for the local date, the same all day and different across days', async () => {
    const now = Date.parse('2026-06-10T00:30:00Z');
    const who = await clockedUser(null, now);
    const morning = await today(who, now);
    expect(morning.date).toBe('2026-06-10');
    expect(morning.tasks).toHaveLength(3);
    expect(ids(morning)).toEqual(expected(who.userId, '2026-06-10'));
    const first = TASKS.find((t) => t.id === morning.tasks[0]?.id);
    expect(morning.tasks[0]).toEqual({
      id: first?.id,
      slug: first?.slug,
      title: first?.title,
      description: first?.description,
      minutes: first?.minutes,
      completed: false,
    });
    expect(await today(who, now + 23 * 3_600_000)).toEqual(morning);
    const week = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => today(who, now + i * DAY)));
    const lists = new Set([morning, ...week].map((d) => ids(d).join(',')));
    expect(lists.size).toBeGreaterThan(4);
    expect(week.map((d) => d.date)).toEqual([
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
    ]);
  });

  it('changes the list at local midnight, not at UTC midnight', async () => {
    // Auckland is UTC+12 in June: 11:30Z is 23:30 local, 12:30Z is 00:30 the next day.
    const before = Date.parse('2026-06-10T11:30:00Z');
    const who = await clockedUser('Pacific/Auckland', before);
    const late = await today(who, before);
    expect(late.date).toBe('2026-06-10');
    expect(ids(late)).toEqual(expected(who.userId, '2026-06-10'));
    const id = late.tasks[0]?.id ?? '';
    expect((await tick(who, before, id)).status).toBe(200);
    expect(await storedTicks(who.userId)).toEqual([{ date: '2026-06-10', task_id: id }]);
    const after = await today(who, before + 3_600_000);
    expect(after.date).toBe('2026-06-11');
    expect(ids(after)).toEqual(expected(who.userId, '2026-06-11'));
    expect(after.tasks.every((t) => !t.completed)).toBe(true);
    // Yesterday's task is no longer tickable today (unless today's pick has it too).
    if (!ids(after).includes(id)) expect((await tick(who, before + 3_600_000, id)).status).toBe(404);
  });

  it('is gentle while the latest mood of the last 3 days scores 1–2', async () => {
    const base = Date.parse('2026-07-01T12:00:00Z');
    const probe = await clockedUser(null, base);
    const now = dateWithEffortfulTask(probe.userId, base);
    const date = new Date(now).toISOString().slice(0, 10);
    const who = probe;
    expect(ids(await today(who, now))).toEqual(expected(who.userId, date));
    await logMood(who, now, 2, now - 2 * DAY);
    const gentle = await today(who, now);
    expect(ids(gentle)).toEqual(expected(who.userId, date, true));
    expect(gentle.tasks.every((t) => intensityOf(t.id) === 1)).toBe(true);
    // A better mood since: the latest one counts.
    await logMood(who, now, 4, now - DAY);
    expect(ids(await today(who, now))).toEqual(expected(who.userId, date));
    // A low mood older than 3 days does not count.
    const later = await clockedUser(null, now);
    await logMood(later, now - 3 * DAY - 60_000, 1);
    expect(ids(await today(later, now))).toEqual(expected(later.userId, date));
  });

  it('keeps a task ticked today when a low mood makes the rest of the day gentle', async () => {
    const base = Date.parse('2026-08-01T09:00:00Z');
    const who = await clockedUser(null, base);
    const now = dateWithEffortfulTask(who.userId, base);
    const date = new Date(now).toISOString().slice(0, 10);
    const ordinary = await today(who, now);
    const effortful = ordinary.tasks.find((t) => (intensityOf(t.id) ?? 1) > 1) as DailyTask;
    expect((await tick(who, now, effortful.id)).status).toBe(200);
    await logMood(who, now + 60_000, 1);
    const after = await today(who, now + 120_000);
    expect(after.tasks).toHaveLength(3);
    expect(after.tasks.filter((t) => t.completed).map((t) => t.id)).toEqual([effortful.id]);
    const gentle = expected(who.userId, date, true);
    expect(after.tasks.filter((t) => !t.completed).every((t) => gentle.includes(t.id))).toBe(true);
    // Still tickable and untickable: it is in today's list.
    expect((await tick(who, now + 180_000, effortful.id, 'DELETE')).status).toBe(200);
  });

  it('shows ticks of the user only', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const [mine, theirs] = [await clockedUser(null, now), await clockedUser(null, now)];
    const their = await today(theirs, now);
    for (const t of their.tasks) expect((await tick(theirs, now, t.id)).status).toBe(200);
    expect((await today(theirs, now)).tasks.every((t) => t.completed)).toBe(true);
    expect((await today(mine, now)).tasks.every((t) => !t.completed)).toBe(true);
    const history = (await (
      await call('GET', '/tasks/history/?days=1', undefined, await clockAt(mine, now))
    ).json()) as History;
    expect(history.by_day).toEqual([{ date: '2026-06-10', completed: 0 }]);
  });
});

describe('POST and DELETE /tasks/{id}/complete/', () => {
  it('ticks idempotently and unticks idempotently, with the task in the answer', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const who = await clockedUser('Europe/Berlin', now);
    const list = await today(who, now);
    const task = list.tasks[1] as DailyTask;
    const first = await tick(who, now, task.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ...task, completed: true });
    const again = await tick(who, now + 5_000, task.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...task, completed: true });
    expect(await storedTicks(who.userId)).toEqual([{ date: '2026-06-10', task_id: task.id }]);
    const row = await env.DB.prepare('SELECT completed_at FROM task_completions WHERE user_id = ?1')
      .bind(who.userId)
      .first('completed_at');
    expect(row).toBe(now);
    expect((await today(who, now)).tasks.map((t) => t.completed)).toEqual([false, true, false]);
    for (let i = 0; i < 2; i++) {
      const off = await tick(who, now, task.id, 'DELETE');
      expect(off.status).toBe(200);
      expect(await off.json()).toEqual({ ...task, completed: false });
    }
    expect(await storedTicks(who.userId)).toEqual([]);
  });

  it('answers 404 for a task outside today’s list or outside the catalog', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const who = await clockedUser(null, now);
    const listed = new Set(ids(await today(who, now)));
    const other = TASKS.find((t) => !listed.has(t.id))?.id ?? '';
    for (const id of [other, 't999', 'box-breathing']) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await tick(who, now, id, method);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(NOT_FOUND);
      }
    }
    expect(await storedTicks(who.userId)).toEqual([]);
  });
});

describe('GET /tasks/history/', () => {
  async function history(who: ClockedUser, nowMs: number, query = ''): Promise<History> {
    const res = await call('GET', `/tasks/history/${query}`, undefined, await clockAt(who, nowMs));
    expect(res.status).toBe(200);
    return (await res.json()) as History;
  }

  async function insertTicks(who: ClockedUser, date: string, count: number) {
    for (let i = 0; i < count; i++) {
      await env.DB.prepare(
        'INSERT INTO task_completions (user_id, date, task_id, completed_at) VALUES (?1, ?2, ?3, 0)',
      )
        .bind(who.userId, date, `t0${i + 1}`)
        .run();
    }
  }

  it('counts ticks per local day over 30 days by default, with the streak', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const who = await clockedUser(null, now);
    await insertTicks(who, '2026-06-09', 2);
    await insertTicks(who, '2026-06-08', 1);
    await insertTicks(who, '2026-06-06', 3);
    await insertTicks(who, '2026-05-01', 1); // outside the window
    const body = await history(who, now);
    expect(body.days).toBe(30);
    expect(body.by_day).toHaveLength(30);
    expect(body.by_day[0]).toEqual({ date: '2026-05-12', completed: 0 });
    expect(body.by_day.slice(-5)).toEqual([
      { date: '2026-06-06', completed: 3 },
      { date: '2026-06-07', completed: 0 },
      { date: '2026-06-08', completed: 1 },
      { date: '2026-06-09', completed: 2 },
      { date: '2026-06-10', completed: 0 },
    ]);
    // Nothing ticked today yet: the streak ends yesterday.
    expect(body.streak_days).toBe(2);
    const first = (await today(who, now)).tasks[0] as DailyTask;
    expect((await tick(who, now, first.id)).status).toBe(200);
    const after = await history(who, now, '?days=3');
    expect(after).toEqual({
      days: 3,
      by_day: [
        { date: '2026-06-08', completed: 1 },
        { date: '2026-06-09', completed: 2 },
        { date: '2026-06-10', completed: 1 },
      ],
      streak_days: 3,
    });
    // Two days on, with nothing ticked yesterday, the streak is over.
    expect((await history(who, now + 2 * DAY, '?days=1')).streak_days).toBe(0);
  });

  it('follows a streak past the window and ends the window at the local date', async () => {
    // 23:30 on June 9th in Los Angeles.
    const now = Date.parse('2026-06-10T06:30:00Z');
    const who = await clockedUser('America/Los_Angeles', now);
    for (let i = 0; i < 10; i++) {
      await insertTicks(
        who,
        new Date(Date.parse('2026-06-09T00:00:00Z') - i * DAY).toISOString().slice(0, 10),
        1,
      );
    }
    const body = await history(who, now, '?days=7');
    expect(body.by_day.at(-1)).toEqual({ date: '2026-06-09', completed: 1 });
    expect(body.streak_days).toBe(10);
  });

  it.each(['?days=0', '?days=91', '?days=abc', '?days=', '?days=1.5'])('rejects %s', async (query) => {
    const now = Date.now();
    const who = await clockedUser(null, now);
    const res = await call('GET', `/tasks/history/${query}`, undefined, await clockAt(who, now));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      days: ['Ensure this value is an integer from 1 to 90.'],
    });
  });
});

describe('tasks without credentials or D1', () => {
  it('requires a Bearer token', async () => {
    for (const [method, path] of [
      ['GET', '/tasks/today/'],
      ['POST', '/tasks/t01/complete/'],
      ['DELETE', '/tasks/t01/complete/'],
      ['GET', '/tasks/history/'],
    ] as const) {
      const res = await call(method, path);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
    }
  });

  it('answers 503 when D1 fails on the task tables', async () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const who = await clockedUser(null, now);
    const id = (await today(who, now)).tasks[0]?.id ?? '';
    const readsFail = { DB: faultyD1(env.DB, { matching: /task_completions/ }) };
    const writesFail = { DB: faultyD1(env.DB, { writes: true, matching: /task_completions/ }) };
    for (const [method, path, extra] of [
      ['GET', '/tasks/today/', readsFail],
      ['GET', '/tasks/history/', readsFail],
      ['POST', `/tasks/${id}/complete/`, writesFail],
      ['DELETE', `/tasks/${id}/complete/`, writesFail],
    ] as const) {
      const res = await call(method, path, undefined, await clockAt(who, now, extra));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    expect(await storedTicks(who.userId)).toEqual([]);
  });

  it('documents every task route with its statuses', async () => {
    const doc = (await (await call('GET', '/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/v1/tasks/today/', 'get')).toEqual(['200', '401', '503']);
    expect(statuses('/api/v1/tasks/{id}/complete/', 'post')).toEqual(['200', '401', '404', '503']);
    expect(statuses('/api/v1/tasks/{id}/complete/', 'delete')).toEqual(['200', '401', '404', '503']);
    expect(statuses('/api/v1/tasks/history/', 'get')).toEqual(['200', '400', '401', '503']);
  });
});

/**
 * Daily tasks: today's three (in the user's time zone), ticking and unticking one of them, and the
 * history of ticks per day with the current streak. The catalog and the daily pick come from
 * @solace/content; only completions are stored.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import type { AppEnv } from '../env';
import { notFound } from '../http/api-error';
import { BEARER, errors, json } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';
import {
  addDays,
  datesEnding,
  localDate,
  STREAK_LOOKBACK_DAYS,
  streakEnding,
  zoneOrUtc,
} from '../time/local-date';
import { DailyTaskSchema, TaskHistorySchema, TodaySchema, taskBody } from './task-body';
import { completionsSince, markCompleted, readDayState, unmarkCompleted } from './task-store';
import { todaysTasks } from './todays-list';

export const tasks = createRouter();

const TAGS = ['tasks'];
const MAX_HISTORY_DAYS = 90;
const DAYS_MESSAGE = `Ensure this value is an integer from 1 to ${MAX_HISTORY_DAYS}.`;

function today(c: Context<AppEnv>): { date: string; now: number } {
  const now = nowMs(c.env);
  return { date: localDate(now, zoneOrUtc(c.var.user.timezone)), now };
}

async function todaysList(c: Context<AppEnv>) {
  const { date, now } = today(c);
  const state = await readDayState(c.env.DB, c.var.user.id, date, now);
  return { date, now, list: todaysTasks(c.var.user.id, date, state), done: new Set(state.done) };
}

tasks.openapi(
  defineRoute({
    method: 'get',
    path: '/today',
    tags: TAGS,
    summary: 'Today’s three tasks',
    description:
      'Three tasks for the local date in the profile time zone (UTC when unset): the same all day, ' +
      'different across days, intensity 1 only while the latest mood of the last 3 days scores 1–2. ' +
      'A task ticked today stays in the list even when a later low mood makes the rest gentler.',
    security: BEARER,
    middleware: [requireAuth],
    responses: { 200: json(TodaySchema, 'Today’s list.'), ...errors(401, 503) },
  }),
  async (c) => {
    const { date, list, done } = await todaysList(c);
    return c.json({ date, tasks: list.map((task) => taskBody(task, done.has(task.id))) }, 200);
  },
);

const TaskParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: 't01' }),
});

const completeRoute = (method: 'post' | 'delete') =>
  defineRoute({
    method,
    path: '/{id}/complete',
    tags: TAGS,
    summary: method === 'post' ? 'Tick one of today’s tasks' : 'Untick one of today’s tasks',
    description:
      (method === 'post' ? 'Idempotent: ticking a ticked task answers the same.' : 'Idempotent.') +
      ' Only a task of today’s list; any other id is a 404.',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: TaskParamSchema },
    responses: { 200: json(DailyTaskSchema, 'The task as it stands now.'), ...errors(401, 404, 503) },
  });

async function setCompleted(c: Context<AppEnv>, id: string, completed: boolean) {
  const { date, now, list } = await todaysList(c);
  const task = list.find((t) => t.id === id);
  if (task === undefined) throw notFound();
  if (completed) await markCompleted(c.env.DB, c.var.user.id, date, task.id, now);
  else await unmarkCompleted(c.env.DB, c.var.user.id, date, task.id);
  return taskBody(task, completed);
}

tasks.openapi(completeRoute('post'), async (c) =>
  c.json(await setCompleted(c, c.req.valid('param').id, true), 200),
);
tasks.openapi(completeRoute('delete'), async (c) =>
  c.json(await setCompleted(c, c.req.valid('param').id, false), 200),
);

const HistoryQuerySchema = z.object({
  days: z
    .string()
    .regex(/^\d{1,2}$/, DAYS_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, DAYS_MESSAGE).max(MAX_HISTORY_DAYS, DAYS_MESSAGE))
    .default(30)
    .openapi({ param: { name: 'days', in: 'query' }, type: 'integer', example: 30 }),
});

tasks.openapi(
  defineRoute({
    method: 'get',
    path: '/history',
    tags: TAGS,
    summary: 'Tasks ticked per day, and the streak',
    description: 'Days are the local dates the tasks were ticked on; the window ends today (local).',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: HistoryQuerySchema },
    responses: { 200: json(TaskHistorySchema, 'The history.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const { days } = c.req.valid('query');
    const { date } = today(c);
    const dates = datesEnding(date, days);
    const lookback = addDays(dates[0] ?? date, -STREAK_LOOKBACK_DAYS);
    const rows = await completionsSince(c.env.DB, c.var.user.id, lookback);
    const counts = new Map(rows.map((row) => [row.date, row.completed]));
    return c.json(
      {
        days,
        by_day: dates.map((d) => ({ date: d, completed: counts.get(d) ?? 0 })),
        streak_days: streakEnding(date, new Set(counts.keys())),
      },
      200,
    );
  },
);

/**
 * The task_completions queries, each scoped to the signed-in user. A completion is one row per
 * (user, local date, task): ticking twice is one row, unticking a task that is not ticked changes nothing.
 */
import { createDb, moods, taskCompletions } from '@solace/db';
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import { type DayState, GENTLE_AFTER_MS } from './todays-list';

/** What today's list depends on, in one round trip: the latest recent mood and today's ticks. */
export async function readDayState(
  d1: D1Database,
  userId: number,
  date: string,
  nowMs: number,
): Promise<DayState> {
  const db = createDb(d1);
  const [mood, done] = await db.batch([
    db
      .select({ score: moods.score })
      .from(moods)
      .where(and(eq(moods.userId, userId), gte(moods.loggedAt, nowMs - GENTLE_AFTER_MS)))
      .orderBy(desc(moods.loggedAt), desc(moods.id))
      .limit(1),
    db
      .select({ taskId: taskCompletions.taskId })
      .from(taskCompletions)
      .where(and(eq(taskCompletions.userId, userId), eq(taskCompletions.date, date)))
      .orderBy(asc(taskCompletions.completedAt), asc(taskCompletions.taskId)),
  ]);
  return { recentScore: mood[0]?.score ?? null, done: done.map((row) => row.taskId) };
}

export async function markCompleted(
  d1: D1Database,
  userId: number,
  date: string,
  taskId: string,
  nowMs: number,
): Promise<void> {
  await createDb(d1)
    .insert(taskCompletions)
    .values({ userId, date, taskId, completedAt: nowMs })
    .onConflictDoNothing()
    .run();
}

export async function unmarkCompleted(
  d1: D1Database,
  userId: number,
  date: string,
  taskId: string,
): Promise<void> {
  await createDb(d1)
    .delete(taskCompletions)
    .where(
      and(
        eq(taskCompletions.userId, userId),
        eq(taskCompletions.date, date),
        eq(taskCompletions.taskId, taskId),
      ),
    )
    .run();
}

/** Tasks ticked per local date from `fromDate` (YYYY-MM-DD) on, in one query. */
export function completionsSince(
  d1: D1Database,
  userId: number,
  fromDate: string,
): Promise<Array<{ date: string; completed: number }>> {
  return createDb(d1)
    .select({ date: taskCompletions.date, completed: count() })
    .from(taskCompletions)
    .where(and(eq(taskCompletions.userId, userId), gte(taskCompletions.date, fromDate)))
    .groupBy(taskCompletions.date)
    .all();
}

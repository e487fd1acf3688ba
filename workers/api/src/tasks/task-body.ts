/** Daily tasks as the API answers with them: today's list, one task, and the history of completions. */
import { z } from '@hono/zod-openapi';
import type { Task } from '@solace/content';

export const DailyTaskSchema = z
  .object({
    id: z.string().openapi({ example: 't01' }),
    slug: z.string().openapi({ example: 'box-breathing' }),
    title: z.string().openapi({ example: 'Box breathing' }),
    description: z.string().openapi({ description: 'A one-paragraph how-to.' }),
    minutes: z.number().int().openapi({ example: 3 }),
    completed: z.boolean().openapi({ description: 'Ticked today (in the user’s time zone).' }),
  })
  .openapi('DailyTask');

export const TodaySchema = z
  .object({
    date: z.string().openapi({ format: 'date', example: '2026-03-29' }),
    tasks: z.array(DailyTaskSchema),
  })
  .openapi('TodaysTasks');

export const TaskHistorySchema = z
  .object({
    days: z.number().int().openapi({ example: 30 }),
    by_day: z
      .array(
        z.object({
          date: z.string().openapi({ format: 'date', example: '2026-03-29' }),
          completed: z.number().int().openapi({ description: 'Tasks ticked that day.' }),
        }),
      )
      .openapi({ description: 'One item per local day, oldest first, ending today.' }),
    streak_days: z
      .number()
      .int()
      .openapi({
        description:
          'Consecutive days with at least one task ticked, ending today, or yesterday while today has none ' +
          'yet; followed back at most a year before the window.',
      }),
  })
  .openapi('TaskHistory');

export type DailyTask = z.infer<typeof DailyTaskSchema>;

export function taskBody(task: Task, completed: boolean): DailyTask {
  return {
    id: task.id,
    slug: task.slug,
    title: task.title,
    description: task.description,
    minutes: task.minutes,
    completed,
  };
}

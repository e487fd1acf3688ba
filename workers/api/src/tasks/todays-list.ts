/**
 * Today's three tasks for a user. The catalog's `tasksForDay` picks them from the user id and the local
 * date (the same all day, different across days), gentle ones only after a recent low mood. A low mood
 * logged during the day makes the list gentler from then on; tasks already ticked today never drop out:
 * each one the new list lacks takes the place of an unticked task, from the end. Completing needs the
 * task in today's list, so at most three are ticked per day and the list always has three.
 */
import { TASKS, type Task, tasksForDay } from '@solace/content';

/** A mood of 1 or 2 this recent makes the day's tasks gentle. */
export const GENTLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const GENTLE_MAX_SCORE = 2;

const BY_ID = new Map(TASKS.map((task) => [task.id, task]));

export function taskById(id: string): Task | undefined {
  return BY_ID.get(id);
}

export interface DayState {
  /** The score of the user's latest mood within GENTLE_AFTER_MS, if any. */
  recentScore: number | null;
  /** Ids of the tasks ticked today, oldest first. */
  done: readonly string[];
}

export function isGentle(recentScore: number | null): boolean {
  return recentScore !== null && recentScore <= GENTLE_MAX_SCORE;
}

export function todaysTasks(userId: number, date: string, state: DayState): Task[] {
  const list = tasksForDay(String(userId), date, { gentle: isGentle(state.recentScore) });
  const done = new Set(state.done);
  const kept = state.done
    .filter((id) => !list.some((task) => task.id === id))
    .map(taskById)
    .filter((task) => task !== undefined);
  for (const task of kept) {
    const slot = list.findLastIndex((t) => !done.has(t.id));
    if (slot === -1) break;
    list[slot] = task;
  }
  return list;
}

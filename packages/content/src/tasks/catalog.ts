// The daily task catalog, grouped by theme. Ids run t01… in catalog order; a new task takes the next
// unused id and is appended to its theme, so stored completions keep pointing at the same task.
import { BREATHING_TASKS } from './breathing';
import { CONNECTION_TASKS } from './connection';
import { GROUNDING_TASKS } from './grounding';
import { JOURNALING_TASKS } from './journaling';
import { MOVEMENT_TASKS } from './movement';
import type { Task, TaskTheme } from './schema';
import { SLEEP_TASKS } from './sleep';

const freeze = (tasks: readonly Task[]): readonly Task[] => Object.freeze(tasks.map((t) => Object.freeze(t)));

/** Frozen: the catalog is shared by every request an isolate serves. */
export const TASKS_BY_THEME: Readonly<Record<TaskTheme, readonly Task[]>> = Object.freeze({
  breathing: freeze(BREATHING_TASKS),
  movement: freeze(MOVEMENT_TASKS),
  journaling: freeze(JOURNALING_TASKS),
  connection: freeze(CONNECTION_TASKS),
  sleep: freeze(SLEEP_TASKS),
  grounding: freeze(GROUNDING_TASKS),
});

export const TASKS: readonly Task[] = Object.freeze(Object.values(TASKS_BY_THEME).flat());

// Picks a user's tasks for a day. Pure and synchronous: the same (seed, date) always gives the same tasks,
// on any machine, so the list needs no storage and survives a restart. It does not look at what the user
// did yesterday; variety comes from hashing the date, so consecutive days share a whole set only by chance.
import { TASKS_BY_THEME } from './catalog';
import { TASK_THEMES, type Task } from './schema';

export const DAILY_TASK_COUNT = 3;

export type TasksForDayOptions = {
  /** Only intensity-1 tasks, for a low-energy day. */
  gentle: boolean;
};

/** FNV-1a over the string's UTF-16 code units: a stable 32-bit hash. */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: spreads one 32-bit state into a sequence of numbers in [0, 1). */
function mulberry32(state: number): () => number {
  let s = state;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The day's tasks for one user: `seed` is the user's id as a string, `date` their local day as
 * YYYY-MM-DD (not validated here; the caller parses it). Three distinct tasks, each from a different
 * theme while enough themes have tasks left; with `gentle`, only intensity-1 tasks.
 */
export function tasksForDay(seed: string, date: string, options: TasksForDayOptions): Task[] {
  // NUL cannot occur in either part, so ("1", "12-…") and ("11", "2-…") never hash the same text.
  const next = mulberry32(fnv1a32(`${seed}\u0000${date}`));
  const pools = TASK_THEMES.map((theme) =>
    TASKS_BY_THEME[theme].filter((task) => !options.gentle || task.intensity === 1),
  ).filter((pool) => pool.length > 0);

  const picked: Task[] = [];
  for (const pool of shuffled(pools, next)) {
    if (picked.length === DAILY_TASK_COUNT) break;
    const task = pool[Math.floor(next() * pool.length)];
    if (task) picked.push(task);
  }
  // Fewer themes than tasks wanted: top up from what is left, still without repeats.
  if (picked.length < DAILY_TASK_COUNT) {
    const rest = pools.flat().filter((task) => !picked.includes(task));
    picked.push(...shuffled(rest, next).slice(0, DAILY_TASK_COUNT - picked.length));
  }
  return picked;
}

// The daily task catalog is valid and kind, and tasksForDay is deterministic, varied and respects gentle.
import { describe, expect, it } from 'vitest';
import { DAILY_TASK_COUNT, TASK_THEMES, TASKS, TASKS_BY_THEME, TaskSchema, tasksForDay } from '../src';
import { CLINICAL_WORDS, sentenceCount } from './support';

const themeOf = new Map(TASK_THEMES.flatMap((theme) => TASKS_BY_THEME[theme].map((t) => [t.id, theme])));

/** `count` consecutive YYYY-MM-DD dates from `start`, across month and year ends. */
function days(start: string, count: number): string[] {
  const t0 = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}

const setKey = (tasks: { id: string }[]) =>
  tasks
    .map((t) => t.id)
    .sort()
    .join(',');

describe('TASKS', () => {
  it('parses with TaskSchema, field for field', () => {
    for (const task of TASKS) expect(TaskSchema.parse(task)).toEqual(task);
  });

  it('has at least 44 tasks, 12 of them intensity 1, and every intensity', () => {
    expect(TASKS.length).toBeGreaterThanOrEqual(44);
    expect(TASKS.filter((t) => t.intensity === 1).length).toBeGreaterThanOrEqual(12);
    expect(new Set(TASKS.map((t) => t.intensity))).toEqual(new Set([1, 2, 3]));
  });

  it('numbers ids t01, t02, … in catalog order, with unique slugs and titles', () => {
    expect(TASKS.map((t) => t.id)).toEqual(TASKS.map((_, i) => `t${String(i + 1).padStart(2, '0')}`));
    expect(new Set(TASKS.map((t) => t.slug)).size).toBe(TASKS.length);
    expect(new Set(TASKS.map((t) => t.title)).size).toBe(TASKS.length);
  });

  it('gives every theme at least two intensity-1 tasks, so gentle days still mix themes', () => {
    for (const theme of TASK_THEMES) {
      expect(TASKS_BY_THEME[theme].filter((t) => t.intensity === 1).length, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('describes each task in two to four plain sentences', () => {
    for (const task of TASKS) {
      const n = sentenceCount(task.description);
      expect(n, task.slug).toBeGreaterThanOrEqual(2);
      expect(n, task.slug).toBeLessThanOrEqual(4);
      expect(task.description, task.slug).not.toMatch(CLINICAL_WORDS);
      expect(task.description, task.slug).not.toMatch(/https?:|[*_#`]/);
    }
  });

  it('is frozen, so a caller cannot change the shared catalog', () => {
    expect(Object.isFrozen(TASKS)).toBe(true);
    expect(TASKS.every((t) => Object.isFrozen(t))).toBe(true);
  });
});

describe('tasksForDay', () => {
  const SEEDS = ['1', '2', '42', '1000', '987654'];

  it('returns the same tasks for the same seed and date', () => {
    for (const seed of SEEDS) {
      for (const date of days('2026-01-01', 10)) {
        const a = tasksForDay(seed, date, { gentle: false });
        expect(tasksForDay(seed, date, { gentle: false })).toEqual(a);
      }
    }
  });

  it('keeps a known answer, so a change of hash or catalog order shows up here', () => {
    expect(tasksForDay('1', '2026-05-01', { gentle: false }).map((t) => t.id)).toMatchInlineSnapshot(`
      [
        "t44",
        "t21",
        "t12",
      ]
    `);
    expect(tasksForDay('1', '2026-05-01', { gentle: true }).map((t) => t.id)).toMatchInlineSnapshot(`
      [
        "t43",
        "t18",
        "t10",
      ]
    `);
  });

  it('returns three distinct tasks from three different themes', () => {
    for (const seed of SEEDS) {
      for (const gentle of [false, true]) {
        for (const date of days('2026-01-01', 60)) {
          const tasks = tasksForDay(seed, date, { gentle });
          expect(tasks).toHaveLength(DAILY_TASK_COUNT);
          expect(new Set(tasks.map((t) => t.id)).size).toBe(DAILY_TASK_COUNT);
          expect(new Set(tasks.map((t) => themeOf.get(t.id))).size).toBe(DAILY_TASK_COUNT);
        }
      }
    }
  });

  it('offers only intensity-1 tasks when gentle', () => {
    for (const seed of SEEDS) {
      for (const date of days('2026-03-01', 60)) {
        for (const task of tasksForDay(seed, date, { gentle: true })) expect(task.intensity).toBe(1);
      }
    }
  });

  it('varies across 30 consecutive days, gentle or not', () => {
    for (const seed of SEEDS) {
      for (const gentle of [false, true]) {
        const sets = days('2026-12-15', 30).map((date) => setKey(tasksForDay(seed, date, { gentle })));
        expect(new Set(sets).size, `${seed} gentle=${gentle}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('rarely gives consecutive days the same set, and gives users different sets', () => {
    let repeats = 0;
    let pairs = 0;
    for (const seed of SEEDS) {
      const sets = days('2026-01-01', 365).map((date) => setKey(tasksForDay(seed, date, { gentle: true })));
      for (let i = 1; i < sets.length; i++, pairs++) if (sets[i] === sets[i - 1]) repeats++;
    }
    expect(repeats / pairs).toBeLessThan(0.02);

    const sameDay = SEEDS.map((seed) => setKey(tasksForDay(seed, '2026-06-01', { gentle: false })));
    expect(new Set(sameDay).size).toBeGreaterThan(1);
  });

  it('uses every task sometimes', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      for (const date of days('2026-01-01', 120)) {
        for (const task of tasksForDay(seed, date, { gentle: false })) seen.add(task.id);
      }
    }
    expect(seen.size).toBe(TASKS.length);
  });
});

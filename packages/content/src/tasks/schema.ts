// The daily task contract: one small wellbeing activity a user can tick off on a given day.
import { z } from 'zod';
import { SLUG_PATTERN } from '../text';

export const TaskSchema = z.object({
  /** Short and stable ("t01"…): task completions store it, so an id is never reused or renumbered. */
  id: z.string().regex(/^t\d{2,}$/),
  slug: z.string().regex(SLUG_PATTERN),
  title: z.string().min(1).max(60),
  /** A one-paragraph how-to of two to four sentences. */
  description: z.string().min(1).max(600),
  minutes: z.number().int().min(1).max(30),
  /** 1 is the gentlest (fine on a low-energy day), 3 asks the most effort. */
  intensity: z.literal([1, 2, 3]),
});
export type Task = z.infer<typeof TaskSchema>;

/** The themes the catalog is grouped by; a day's tasks come from different themes where possible. */
export const TASK_THEMES = [
  'breathing',
  'movement',
  'journaling',
  'connection',
  'sleep',
  'grounding',
] as const;
export type TaskTheme = (typeof TASK_THEMES)[number];

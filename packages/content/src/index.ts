export { EMOTIONS, type Emotion, EmotionSchema } from './emotions';
export { CONTENT } from './library/catalog';
export {
  CONTENT_KINDS,
  CONTENT_TAGS,
  type ContentItem,
  ContentItemSchema,
  type ContentKind,
  ContentKindSchema,
  type ContentStep,
  ContentStepSchema,
  type ContentTag,
  ContentTagSchema,
} from './library/schema';
export { TASKS, TASKS_BY_THEME } from './tasks/catalog';
export { DAILY_TASK_COUNT, type TasksForDayOptions, tasksForDay } from './tasks/daily';
export { TASK_THEMES, type Task, TaskSchema, type TaskTheme } from './tasks/schema';

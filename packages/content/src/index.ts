export { EMOTIONS, type Emotion, EmotionSchema } from './emotions';
export { TASKS, TASKS_BY_THEME } from './tasks/catalog';
export { DAILY_TASK_COUNT, type TasksForDayOptions, tasksForDay } from './tasks/daily';
export { TASK_THEMES, type Task, TaskSchema, type TaskTheme } from './tasks/schema';

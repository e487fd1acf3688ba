/** Today's three small tasks; ticking one marks it done (and unticking undoes it) right away. */
import { useState } from 'preact/hooks';
import { messageOf } from '../api/problem';
import type { Task, TodayTasks } from '../api/types';
import { setTaskDone, taskHistory, todayTasks } from '../api/wellbeing';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading } from '../ui/status';
import { useLoad } from '../ui/use-load';

function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function TasksScreen() {
  const today = useLoad(todayTasks);
  const history = useLoad(() => taskHistory(7));
  const [pending, setPending] = useState<Task['id'] | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Ticks at once (the box follows the click), then saves; a failed save puts the box back. */
  async function toggle(task: Task) {
    if (!today.data) return;
    const flip = (data: TodayTasks, completed: boolean): TodayTasks => ({
      ...data,
      tasks: data.tasks.map((t) => (t.id === task.id ? { ...t, completed } : t)),
    });
    const base = today.data;
    today.setData(flip(base, !task.completed));
    setPending(task.id);
    setError(null);
    try {
      await setTaskDone(task.id, !task.completed);
      void history.reload();
    } catch (e) {
      today.setData(flip(base, task.completed));
      setError(messageOf(e));
    } finally {
      setPending(null);
    }
  }

  const done = today.data?.tasks.filter((t) => t.completed).length ?? 0;
  return (
    <Screen title="Today's tasks">
      {today.loading && !today.data && <Loading />}
      {today.error && <ErrorNotice message={today.error} onRetry={today.reload} />}
      {today.data && (
        <>
          <p class="intro">
            {longDate(today.data.date)} · {done} of {today.data.tasks.length} done
          </p>
          {history.data && history.data.streak_days > 0 && (
            <p class="streak">
              Streak: {history.data.streak_days} {history.data.streak_days === 1 ? 'day' : 'days'} in a row
              with a task done.
            </p>
          )}
          {error && <ErrorNotice message={error} />}
          <ul class="task-list">
            {today.data.tasks.map((task) => (
              <li key={task.id} class={`card task${task.completed ? ' done' : ''}`}>
                <label class="task-check">
                  <input
                    type="checkbox"
                    checked={task.completed}
                    disabled={pending === task.id}
                    aria-describedby={`task-desc-${task.id}`}
                    onChange={() => void toggle(task)}
                  />
                  <span class="task-title">{task.title}</span>
                  <span class="task-minutes">{task.minutes} min</span>
                </label>
                <p class="task-desc" id={`task-desc-${task.id}`}>
                  {task.description}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Screen>
  );
}

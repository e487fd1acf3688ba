/** Moods, today's tasks, emergency contacts and crisis resources. */
import { unwrap } from './problem';
import { api, newIdempotencyKey } from './session';
import type {
  CrisisResources,
  EmergencyContact,
  EmergencyContactPage,
  Mood,
  MoodSummary,
  TaskHistory,
  TodayTasks,
} from './types';

export function createMood(body: { score: number; note?: string }): Promise<Mood> {
  return unwrap<Mood>(
    api.POST('/api/v1/moods/', { body, headers: { 'Idempotency-Key': newIdempotencyKey() } }),
  );
}

export function moodSummary(days: '7' | '30' | '90'): Promise<MoodSummary> {
  return unwrap<MoodSummary>(api.GET('/api/v1/moods/summary/', { params: { query: { days } } }));
}

export function todayTasks(): Promise<TodayTasks> {
  return unwrap<TodayTasks>(api.GET('/api/v1/tasks/today/'));
}

export function taskHistory(days: number): Promise<TaskHistory> {
  return unwrap<TaskHistory>(api.GET('/api/v1/tasks/history/', { params: { query: { days } } }));
}

export async function setTaskDone(id: string, done: boolean): Promise<void> {
  const init = { params: { path: { id } } };
  await unwrap<unknown>(
    done ? api.POST('/api/v1/tasks/{id}/complete/', init) : api.DELETE('/api/v1/tasks/{id}/complete/', init),
  );
}

export async function listContacts(): Promise<EmergencyContact[]> {
  // At most five contacts: one page of the API's default size holds them all.
  const page = await unwrap<EmergencyContactPage>(api.GET('/api/v1/emergency-contacts/'));
  return page.results;
}

export function addContact(body: {
  name: string;
  phone: string;
  relationship?: string;
  is_primary?: boolean;
}): Promise<EmergencyContact> {
  return unwrap<EmergencyContact>(
    api.POST('/api/v1/emergency-contacts/', {
      body,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );
}

export async function removeContact(id: string): Promise<void> {
  await unwrap<unknown>(api.DELETE('/api/v1/emergency-contacts/{id}/', { params: { path: { id } } }));
}

/** `lang` puts the lines that speak it first; `country` 'INTL' asks for the international list. */
export function crisisResources(
  country: string | null,
  lang: string | null = null,
): Promise<CrisisResources> {
  const query = { ...(country ? { country } : {}), ...(lang ? { lang } : {}) };
  return unwrap<CrisisResources>(api.GET('/api/v1/crisis-resources/', { params: { query } }));
}

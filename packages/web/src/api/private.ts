/** Check-ins, the safety plan and the journal: the person's private records. */
import { unwrap } from './problem';
import { api, newIdempotencyKey } from './session';
import type {
  Checkin,
  CheckinDueList,
  CheckinSummary,
  Instrument,
  JournalEntry,
  JournalPage,
  SafetyPlan,
  SafetyPlanDocument,
} from './types';

export type InstrumentId = Instrument['id'];

export async function instruments(): Promise<Instrument[]> {
  return (await unwrap<{ results: Instrument[] }>(api.GET('/api/v1/checkins/instruments/'))).results;
}

export function takeCheckin(instrument: InstrumentId, answers: number[]): Promise<Checkin> {
  return unwrap<Checkin>(
    api.POST('/api/v1/checkins/', {
      body: { instrument, answers },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );
}

export function checkinSummary(instrument: InstrumentId): Promise<CheckinSummary> {
  return unwrap<CheckinSummary>(
    api.GET('/api/v1/checkins/summary/', { params: { query: { instrument, last: 12 } } }),
  );
}

export function dueCheckins(): Promise<CheckinDueList> {
  return unwrap<CheckinDueList>(api.GET('/api/v1/checkins/due/'));
}

export function safetyPlan(): Promise<SafetyPlan> {
  return unwrap<SafetyPlan>(api.GET('/api/v1/safety-plan/'));
}

/** Saves the whole plan over `version` (0: the first save); a 412 means another device saved first. */
export function saveSafetyPlan(document: SafetyPlanDocument, version: number): Promise<SafetyPlan> {
  return unwrap<SafetyPlan>(
    api.PUT('/api/v1/safety-plan/', {
      body: document,
      params: { header: version === 0 ? {} : { 'if-match': `"${version}"` } },
    }),
  );
}

export function journalPage(query: { tag?: string; cursor?: string }): Promise<JournalPage> {
  const params = {
    ...(query.tag ? { tag: query.tag } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
    limit: 10,
  };
  return unwrap<JournalPage>(api.GET('/api/v1/journal/', { params: { query: params } }));
}

export function writeJournal(body: { text: string; tags: string[] }): Promise<JournalEntry> {
  return unwrap<JournalEntry>(
    api.POST('/api/v1/journal/', { body, headers: { 'Idempotency-Key': newIdempotencyKey() } }),
  );
}

export async function deleteJournal(id: string): Promise<void> {
  await unwrap<unknown>(api.DELETE('/api/v1/journal/{id}/', { params: { path: { id } } }));
}

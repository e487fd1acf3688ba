/**
 * The response shapes the screens read, named from the API's own OpenAPI document through
 * @solace/client's generated schema, so a change of the contract shows up here as a type error.
 */
import type { Schemas } from '@solace/client';

export type Profile = Schemas['Profile'];
export type ClientSafety = Schemas['Safety'];
export type GenerateAnswer = Schemas['GeneratedVideo'];
export type VideoStatus = Schemas['VideoStatus'];
export type ChatAnswer = Schemas['ChatReply'];
export type Mood = Schemas['Mood'];
export type MoodSummary = Schemas['MoodSummary'];
export type MoodDay = MoodSummary['by_day'][number];
export type Task = Schemas['DailyTask'];
export type TodayTasks = Schemas['TodaysTasks'];
export type TaskHistory = Schemas['TaskHistory'];
export type EmergencyContact = Schemas['EmergencyContact'];
export type EmergencyContactPage = Schemas['EmergencyContactPage'];
export type CrisisResources = Schemas['CrisisResources'];
export type CrisisResource = Schemas['CrisisResource'];
export type ContentSummary = Schemas['ContentSummary'];
export type ContentItem = Schemas['ContentItem'];
export type ContentStep = Schemas['ContentStep'];
export type ContentClip = Schemas['ContentClip'];
export type ContentPage = Schemas['ContentPage'];
export type Instrument = Schemas['Instrument'];
export type Checkin = Schemas['Checkin'];
export type CheckinSummary = Schemas['CheckinSummary'];
export type CheckinDueList = Schemas['CheckinDueList'];
export type SafetyPlan = Schemas['SafetyPlan'];
export type SafetyPlanDocument = Schemas['SafetyPlanDocument'];
export type JournalEntry = Schemas['JournalEntry'];
export type JournalPage = Schemas['JournalPage'];

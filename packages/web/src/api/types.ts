/**
 * The response shapes the screens read, as the API documents them (served at /api/v1/openapi.json).
 * Only the fields the app uses are named; the API may send more.
 */
export interface Profile {
  id: number;
  email: string;
  name: string;
  profile_picture: string | null;
  date_joined: string;
  timezone: string | null;
  country: string | null;
}

export interface ClientSafety {
  level: string;
  categories: string[];
  show_crisis_resources: boolean;
}

export interface GenerateAnswer {
  video_id: string;
  video_url: string;
  transcript: string;
  status: 'ready' | 'queued';
  status_url?: string;
  safety: ClientSafety;
  crisis_resources_url?: string;
}

export interface VideoStatus {
  video_id: string;
  status: 'queued' | 'rendering' | 'ready' | 'failed';
  video_url: string | null;
  transcript: string;
  error?: string;
}

export interface ChatAnswer {
  reply: string;
  safety: ClientSafety;
  crisis_resources_url?: string;
}

export interface Mood {
  id: string | number;
  score: number;
  emotions: string[];
  note: string | null;
  logged_at: string;
  created_at: string;
  safety?: ClientSafety;
}

export interface MoodDay {
  date: string;
  count: number;
  average: number | null;
}

export interface MoodSummary {
  days: number;
  count: number;
  average: number | null;
  by_day: MoodDay[];
  streak_days: number;
}

export interface Task {
  id: string | number;
  slug: string;
  title: string;
  description: string;
  minutes: number;
  completed: boolean;
}

export interface TodayTasks {
  date: string;
  tasks: Task[];
}

export interface TaskHistory {
  days: number;
  by_day: Array<{ date: string; completed: number }>;
  streak_days: number;
}

export interface EmergencyContact {
  id: string | number;
  name: string;
  phone: string;
  /** Empty when not given. */
  relationship: string;
  is_primary: boolean;
  created_at: string;
}

export interface CrisisResource {
  kind: 'emergency' | 'crisis_line' | 'directory';
  name: string;
  phone?: string;
  phone_display?: string;
  sms?: string;
  sms_keyword?: string;
  url?: string;
  hours: string;
  languages: string[];
  notes?: string;
}

export interface CrisisResources {
  country: string;
  resources: CrisisResource[];
}

export interface ContentSummary {
  slug: string;
  kind: 'article' | 'exercise' | 'meditation';
  title: string;
  summary: string;
  minutes: number;
  tags: string[];
}

export interface ContentStep {
  text: string;
  seconds: number;
}

export interface ContentItem extends ContentSummary {
  body_markdown: string;
  steps?: ContentStep[];
}

export interface Page<T> {
  results: T[];
  next_cursor: string | null;
}

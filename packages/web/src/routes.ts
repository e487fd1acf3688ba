/** The app's screens by path; public ones are reachable signed out. */
import type { ComponentType } from 'preact';
import { CheckinsScreen } from './screens/checkins';
import { ContactsScreen } from './screens/contacts';
import { ContentScreen } from './screens/content';
import { ConversationScreen } from './screens/conversation';
import { ForgotPasswordScreen } from './screens/forgot-password';
import { JournalScreen } from './screens/journal';
import { LibraryScreen } from './screens/library';
import { LoginScreen } from './screens/login';
import { MoodScreen } from './screens/mood';
import { ResetPasswordScreen } from './screens/reset-password';
import { SafetyPlanScreen } from './screens/safety-plan';
import { SettingsScreen } from './screens/settings';
import { SignupScreen } from './screens/signup';
import { TasksScreen } from './screens/tasks';

export interface RouteMatch {
  screen: ComponentType<{ params: Record<string, string> }>;
  params: Record<string, string>;
  access: 'public' | 'private' | 'any';
}

interface RouteDef {
  pattern: RegExp;
  keys: string[];
  screen: RouteMatch['screen'];
  access: RouteMatch['access'];
}

const route = (path: string, screen: RouteMatch['screen'], access: RouteMatch['access']): RouteDef => {
  const keys: string[] = [];
  const source = path.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), keys, screen, access };
};

const ROUTES: RouteDef[] = [
  route('/', ConversationScreen, 'private'),
  route('/mood', MoodScreen, 'private'),
  route('/checkins', CheckinsScreen, 'private'),
  route('/journal', JournalScreen, 'private'),
  route('/safety-plan', SafetyPlanScreen, 'private'),
  route('/tasks', TasksScreen, 'private'),
  route('/contacts', ContactsScreen, 'private'),
  route('/library', LibraryScreen, 'private'),
  route('/library/:slug', ContentScreen, 'private'),
  route('/settings', SettingsScreen, 'private'),
  route('/login', LoginScreen, 'public'),
  route('/signup', SignupScreen, 'public'),
  route('/forgot-password', ForgotPasswordScreen, 'public'),
  route('/reset-password', ResetPasswordScreen, 'any'),
];

export function matchRoute(path: string): RouteMatch | null {
  for (const def of ROUTES) {
    const m = def.pattern.exec(path);
    if (!m) continue;
    const params = Object.fromEntries(def.keys.map((key, i) => [key, decodeURIComponent(m[i + 1] ?? '')]));
    return { screen: def.screen, params, access: def.access };
  }
  return null;
}

export const NAV = [
  { href: '/', label: 'Talk' },
  { href: '/mood', label: 'Mood' },
  { href: '/checkins', label: 'Check-ins' },
  { href: '/journal', label: 'Journal' },
  { href: '/safety-plan', label: 'Safety plan' },
  { href: '/tasks', label: 'Tasks' },
  { href: '/contacts', label: 'Contacts' },
  { href: '/library', label: 'Library' },
  { href: '/settings', label: 'Settings' },
] as const;

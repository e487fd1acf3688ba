/** The app's screens by path; public ones are reachable signed out. */
import { type ClientRoute, routePattern } from '@solace/contracts/client-routes';
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

// Keyed by the shared route list: a route without a screen, or a screen at an unlisted path (which the
// worker would answer with a 404), does not compile.
const SCREENS: Record<ClientRoute, [RouteMatch['screen'], RouteMatch['access']]> = {
  '/': [ConversationScreen, 'private'],
  '/mood': [MoodScreen, 'private'],
  '/checkins': [CheckinsScreen, 'private'],
  '/journal': [JournalScreen, 'private'],
  '/safety-plan': [SafetyPlanScreen, 'private'],
  '/tasks': [TasksScreen, 'private'],
  '/contacts': [ContactsScreen, 'private'],
  '/library': [LibraryScreen, 'private'],
  '/library/:slug': [ContentScreen, 'private'],
  '/settings': [SettingsScreen, 'private'],
  '/login': [LoginScreen, 'public'],
  '/signup': [SignupScreen, 'public'],
  '/forgot-password': [ForgotPasswordScreen, 'public'],
  '/reset-password': [ResetPasswordScreen, 'any'],
};

const ROUTES: RouteDef[] = Object.entries(SCREENS).map(([path, [screen, access]]) => ({
  ...routePattern(path),
  screen,
  access,
}));

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

// Finds a short, safe noun phrase in the message to mirror back ("my boss" → "your boss"). Only nouns
// from a per-theme allowlist are ever echoed, so whatever else the message says (names, insults, harmful
// words) can never end up in the reply; the phrase also has to fit the theme's sentence frames.

import { normalizeForMatch } from './text';
import type { Theme } from './theme-families';

const PEOPLE = [
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'parents',
  'grandma',
  'grandmother',
  'grandpa',
  'grandfather',
  'nan',
  'brother',
  'sister',
  'son',
  'daughter',
  'kids',
  'uncle',
  'aunt',
];
const PETS = ['dog', 'cat', 'pet'];
const PARTNERS = ['partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'ex', 'best friend', 'friend'];
const STUDY = ['exams?', 'finals', 'thesis', 'essay', 'coursework', 'grades', 'assignments?', 'dissertation'];

const NOUNS: Partial<Record<Theme, readonly string[]>> = {
  grief: [...PEOPLE, ...PETS, ...PARTNERS],
  health: ['health', 'test results', 'scan', 'appointment', 'surgery', 'back', 'knee', ...PEOPLE, ...PETS],
  anxiety: ['presentation', 'interview', 'exams?', 'driving test', 'flight', 'appointment', 'future'],
  anger: ['boss', 'manager', 'roommate', 'flatmate', 'neighbou?r', 'landlord', 'coworkers?', 'colleagues?'],
  loneliness: ['friends', 'evenings', 'weekends', 'city'],
  relationships: [...PARTNERS, 'relationship', 'marriage'],
  family: [...PEOPLE, 'family', 'siblings'],
  work: [
    'boss',
    'manager',
    'job',
    'team',
    'workload',
    'deadlines?',
    'project',
    'shifts?',
    'coworkers?',
    'colleagues?',
    'interview',
    'presentation',
  ],
  school: [...STUDY, 'teacher', 'professor', 'classes', 'course'],
  sleep: ['sleep', 'nights'],
  positive: [
    'job',
    'promotion',
    ...STUDY,
    'results',
    'interview',
    'wedding',
    'engagement',
    'trip',
    'holiday',
    'birthday',
    'project',
  ],
};

const ADJECTIVES = '(?:new|old|best|little|big|older|younger|final|first)';

const PATTERNS: ReadonlyMap<Theme, RegExp> = new Map(
  Object.entries(NOUNS).map(([theme, nouns]) => [
    theme as Theme,
    new RegExp(` (?:my|our) ((?:${ADJECTIVES} )?(?:${nouns.join('|')})) `),
  ]),
);

/** "your <phrase>" for the first allowlisted phrase after "my"/"our", or null. */
export function findEcho(message: string, theme: Theme): string | null {
  const pattern = PATTERNS.get(theme);
  if (!pattern) return null;
  const phrase = pattern.exec(normalizeForMatch(message))?.[1];
  return phrase ? `your ${phrase}` : null;
}

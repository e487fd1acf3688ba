/**
 * The six steps of a personal safety plan after the Stanley–Brown Safety Planning Intervention (Stanley
 * B, Brown GK. Cogn Behav Pract. 2012;19(2):256-264), titled and prompted in our own words, plus the
 * person's reasons for living. The order is the order a person works through them in a bad moment: each
 * step is there for when the one before it did not help. Each `field` is the document key its items live in.
 */

export const PLAN_LIST_FIELDS = [
  'warning_signs',
  'coping_strategies',
  'distractions',
  'help_people',
  'safer_surroundings',
  'reasons_for_living',
] as const;
export type PlanListField = (typeof PLAN_LIST_FIELDS)[number];

export interface PlanStep {
  id: string;
  /** 1–6 for the steps; 0 for reasons for living, which is not a step but comes first when read. */
  number: number;
  title: string;
  prompt: string;
  /** Where the step's entries live in the document. */
  fields: readonly string[];
}

export const PLAN_STEPS: readonly PlanStep[] = [
  {
    id: 'warning_signs',
    number: 1,
    title: 'Signs that a hard moment is coming',
    prompt: 'Thoughts, feelings, situations or things you do that tell you a crisis may be building.',
    fields: ['warning_signs'],
  },
  {
    id: 'coping_strategies',
    number: 2,
    title: 'Things I can do on my own',
    prompt: 'What helps you take your mind off things without anyone else: a walk, music, a shower.',
    fields: ['coping_strategies'],
  },
  {
    id: 'distractions',
    number: 3,
    title: 'People and places that take my mind off things',
    prompt:
      'Someone to be around, or somewhere to go, that helps — you do not have to talk about how you feel.',
    fields: ['distractions'],
  },
  {
    id: 'help_people',
    number: 4,
    title: 'People I can ask for help',
    prompt:
      'People you trust to tell that you are struggling. Link your emergency contacts to call them fast.',
    fields: ['help_people', 'contact_ids'],
  },
  {
    id: 'professionals',
    number: 5,
    title: 'Professionals and services I can contact',
    prompt: 'Your doctor or therapist, and the crisis lines of your country (filled in for you to start).',
    fields: ['professionals'],
  },
  {
    id: 'safer_surroundings',
    number: 6,
    title: 'Making my surroundings safer',
    prompt: 'Steps that put distance between you and anything you could use to hurt yourself.',
    fields: ['safer_surroundings'],
  },
  {
    id: 'reasons_for_living',
    number: 0,
    title: 'My reasons for living',
    prompt: 'The people, hopes and things that matter most to you.',
    fields: ['reasons_for_living'],
  },
];

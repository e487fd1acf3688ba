// Shared test material: representative messages per theme, verdict helpers and the spoken-reply rules
// every composed reply must satisfy. Messages are everyday ones; risky wording is only in vetted tests.
import type { SafetyVerdict } from '@solace/safety';
import { expect } from 'vitest';
import { ALL_GROUNDING } from '../src/banks/index';
import { checkReply, findForbidden } from '../src/check-reply';
import { countQuestions, countSentences, countWords } from '../src/text';
import type { Theme } from '../src/theme-families';

const EN = { language: 'en', coverage: 'full' } as const;
export const NONE: SafetyVerdict = { level: 'none', categories: [], cues: [], ...EN };
export const LOW: SafetyVerdict = { level: 'low', categories: ['distress'], cues: ['test'], ...EN };
export const ELEVATED: SafetyVerdict = {
  level: 'elevated',
  categories: ['self_harm'],
  cues: ['test'],
  ...EN,
};
export const CRISIS: SafetyVerdict = {
  level: 'crisis',
  categories: ['self_harm', 'crisis_cue'],
  cues: ['test'],
  ...EN,
};

/** One or more typical messages per theme, with the theme a sensible reply should speak to. */
export const THEMED: readonly (readonly [Theme, string])[] = [
  ['work', "My boss keeps piling deadlines on me and I'm exhausted"],
  ['work', 'Work has been insane this week, back to back meetings and overtime'],
  ['work', 'I think I am burning out at my job'],
  ['sleep', "I can't sleep, it's 3am again"],
  ['sleep', "I've been so tired, I keep waking up in the night"],
  ['loneliness', 'I feel so lonely since I moved to a new city'],
  ['loneliness', "I don't have anyone to talk to on weekends"],
  ['relationships', 'My boyfriend and I keep fighting about small things'],
  ['relationships', 'My girlfriend broke up with me yesterday'],
  ['grief', 'My grandma passed away last week'],
  ['grief', "It's been a year since my dad died and I still miss him so much"],
  ['anxiety', "My heart is racing and I'm panicking about tomorrow"],
  ['anxiety', "I'm so nervous about my presentation, I keep overthinking it"],
  ['anger', "I'm so angry at my roommate, she never cleans up"],
  ['anger', "I'm furious, my coworker took credit for my work"],
  ['school', 'I have three exams next week and I have not started revising'],
  ['school', 'My thesis is due and my professor hates my draft'],
  ['family', 'My parents are getting divorced'],
  ['family', 'My sister and I have not spoken in months'],
  ['health', 'My test results came back and I am worried'],
  ['health', "I've been waiting for a scan appointment and I'm scared"],
  ['low_mood', "I've been feeling really down lately"],
  ['low_mood', "I'm not happy at all and I don't know why"],
  ['positive', 'I passed my exams!!'],
  ['positive', 'I got the job, I am so excited'],
  ['gratitude', 'Thank you, that really helps'],
  ['greeting', 'hi'],
  ['greeting', 'Good morning, how are you?'],
  ['service', 'Are you a real person?'],
  ['service', 'How does this work?'],
  ['general', "I'm going down to the shop later"],
  ['general', 'I had pasta for dinner'],
  ['low_mood', 'ugh, what a terrible day, everything is going wrong'],
  ['loneliness', 'I feel like nobody listens to me'],
  ['anxiety', "I'm nervous about my job interview"],
  ['health', "I'm scared about my biopsy results"],
  ['anxiety', "I can't stop worrying about everything"],
];

/** Benign messages full of words that look alarming out of context; none should leak into a reply. */
export const IDIOMS: readonly string[] = [
  'This commute is killing me',
  "I'd die for a coffee right now",
  'How do I kill a Python process?',
  'That comedian absolutely killed it last night',
  'My phone battery is dead again',
  'I am dying to see that film',
  'The deadline is going to be the death of me',
  'My boss shot down my idea in the meeting',
  'I literally died laughing at that video',
  'Does this even work?',
];

export const ALL_MESSAGES: readonly string[] = [...THEMED.map(([, message]) => message), ...IDIOMS];

/** The rules issue 4 sets for every composed (non-vetted) spoken reply. */
export function expectSpokenReply(text: string, context: string): void {
  const words = countWords(text);
  const sentences = countSentences(text);
  const questions = countQuestions(text);
  const grounding = ALL_GROUNDING.filter((sentence) => text.includes(sentence)).length;
  expect(words, `${context}: words`).toBeLessThanOrEqual(60);
  expect(sentences, `${context}: sentences`).toBeGreaterThanOrEqual(2);
  expect(sentences, `${context}: sentences`).toBeLessThanOrEqual(4);
  expect(questions + grounding, `${context}: one question or one grounding step`).toBe(1);
  expect(checkReply(text), context).toEqual({ ok: true });
  expect(findForbidden(text), context).toBeNull();
  expect(text, context).not.toMatch(/\{|\}|\s{2}|\s[.,!?]/);
  expect(text.charAt(0), context).toMatch(/[A-Z]/);
}

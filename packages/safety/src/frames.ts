// Reads the words just before a piece of risk evidence to decide who it is about, whether it is negated,
// and whether it is wanted, intended or asked about. A window of a few tokens is enough for the short,
// informal messages this sees, and keeps the rules explainable (no parser, no model).
import { THIRD_PERSON } from './lexicon/context';
import { negatedBefore } from './negation';

export type Subject = 'first' | 'third' | 'second' | 'unknown';
export type Mode = 'intent' | 'active' | 'passive' | 'bare';

export interface Frame {
  subject: Subject;
  mode: Mode;
  negated: boolean;
  /** Asking how (method-seeking) or researching it. */
  method: boolean;
  researching: boolean;
}

const WINDOW = 8;
const NEGATION = {
  reach: WINDOW,
  negators: new Set('not never no nobody neither nor'.split(' ')),
  undoReach: 5,
  transparent: (t: string) => SKIP.has(t),
};
// Words a negation may reach across: "not going to", "never really want to", "no thoughts of".
const SKIP = new Set(
  'to going want wanted will would ever really actually even try trying plan planning be able just do does did am is are ready about like feel think thinking wish need have has had intend anything again seriously definitely currently consider considering go wanting thoughts thought of been gonna can could should ever urge urges once any anymore ok okay having'.split(
    ' ',
  ),
);
const INTENT_BIGRAMS = new Set([
  'going to',
  'about to',
  'ready to',
  'decided to',
  'plan to',
  'planning to',
  'planning on',
  'intend to',
  'gonna try',
  'try again',
  'finally going',
  'will finally',
  'i will',
  'i ill',
  'i shall',
  'wait to',
]);
const INTENT_WORDS = new Set(['will', 'ill', 'shall', 'tonight', 'tomorrow']);
const ACTIVE = new Set('want wanted wants need needs ready desperate going'.split(' '));
const PASSIVE = new Set(
  'wish wished wishing like urge urges tempted crave craving think thinking thought thoughts fantasize fantasizing fantasise dream dreaming considering consider contemplating hope hoping imagine imagining obsessing obsessed about of pray close wanting keep comforting sounds idea anything nice'.split(
    ' ',
  ),
);
const METHOD = new Set('how ways way method methods painless painlessly quickest easiest'.split(' '));
const RESEARCH = new Set('googling googled searching searched researching researched looking'.split(' '));
const FIRST = new Set(['i', 'me', 'my', 'myself', 'mine']);
const SECOND = new Set(['you', 'your', 'yourself', 'u', 'ur']);
const REFLEXIVE: Readonly<Record<string, Subject>> = {
  myself: 'first',
  ourselves: 'first',
  yourself: 'second',
  himself: 'third',
  herself: 'third',
  themselves: 'third',
  themself: 'third',
  me: 'first',
  i: 'first',
  him: 'third',
  her: 'third',
  them: 'third',
  she: 'third',
  he: 'third',
  they: 'third',
};

/** `tokens` are the masked tokens (masked idioms read as "___"), `at` the evidence's first token. */
export function readFrame(tokens: readonly string[], at: number, reflexive?: string): Frame {
  const from = Math.max(0, at - WINDOW);
  const before = tokens.slice(from, at);
  const frame: Frame = {
    subject: 'unknown',
    mode: 'bare',
    negated: false,
    method: false,
    researching: false,
  };
  frame.subject = (reflexive && REFLEXIVE[reflexive]) || subjectOf(before);
  frame.negated = negatedBefore(tokens, at, NEGATION);
  frame.mode = modeOf(before);
  frame.method = before.some((t) => METHOD.has(t));
  frame.researching = before.some((t) => RESEARCH.has(t));
  return frame;
}

function subjectOf(before: readonly string[]): Subject {
  for (let i = before.length - 1; i >= 0; i--) {
    const t = before[i] ?? '';
    // "my" names the speaker only right before the evidence ("my suicidal thoughts", not "my course covers").
    if (FIRST.has(t) && (t !== 'my' || i >= before.length - 2)) return 'first';
    if (SECOND.has(t)) return 'second';
    if (
      THIRD_PERSON.test(t) &&
      !SKIP.has(t) &&
      !/^(?:thoughts|urges|ways|pills|days|years|this|is|was)$/.test(t)
    ) {
      // A plural-looking word is a person only when it is a known pronoun or relation.
      if (!t.endsWith('s') || /^(?:his|friends|parents|kids|people|classmates)$/.test(t)) return 'third';
    }
  }
  return 'unknown';
}

function modeOf(before: readonly string[]): Mode {
  const text = before.join(' ');
  const last3 = before.slice(-4);
  for (const bigram of INTENT_BIGRAMS) if (text.includes(bigram)) return 'intent';
  if (last3.some((t) => INTENT_WORDS.has(t) && t !== 'tonight' && t !== 'tomorrow')) return 'intent';
  if (last3.some((t) => PASSIVE.has(t)) && !last3.includes('want')) return 'passive';
  if (before.some((t) => ACTIVE.has(t))) return 'active';
  if (before.some((t) => PASSIVE.has(t))) return 'passive';
  return 'bare';
}

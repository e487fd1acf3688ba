// The gate every non-vetted reply passes before it is spoken: a model reply must pass it or be replaced,
// and the local composer re-checks its own output with it. Vetted replies are exempt from the classifier
// step only (they talk about crisis lines on purpose) and are tested against the rest.
//
// The classifier answers "is this text risky", with its rules only: the learned model was trained on what
// people write to the app, not on replies in the therapist's voice, and flagged 15% of a sample of the
// local composer's harmless replies ("Grief doesn't follow a schedule…"), the rules under 1%. The
// patterns below answer "does this reply break the reply rules" (methods, medical advice, diagnoses,
// promises, contact details, formatting a voice cannot speak). They are matched on normalized text
// (lowercase, apostrophes dropped), so "can't" is written "cant". A false positive only costs a fallback
// to the local reply, so the lists lean wide.
import { classifyWith } from '@solace/safety';
import { countQuestions, countSentences, countWords, normalizeForMatch } from './text';
import { type CheckReplyResult, MAX_SENTENCES, MAX_WORDS } from './types';

export type ForbiddenKind =
  | 'method'
  | 'self_harm_topic'
  | 'medical'
  | 'diagnosis'
  | 'promise'
  | 'contact'
  | 'format';

const words = (list: readonly string[]): RegExp => new RegExp(` (?:${list.join('|')}) `);

/** Methods and means of harm. Never named, not even to warn against them. */
const METHOD = words([
  'pills?',
  'overdos\\w*',
  'od',
  'ropes?',
  'noose\\w*',
  'hang(?:ing|ed)? (?:my|your|him|her|them)sel\\w*',
  'hanging',
  'guns?',
  'firearms?',
  'pistols?',
  'rifles?',
  'shoot\\w*',
  'knife',
  'knives',
  'blades?',
  'razors?',
  'cutting',
  'cut (?:my|your)sel(?:f|ves)(?! some slack)',
  'cut (?:my|your) (?:wrists?|arms?|legs?|skin)',
  'wrists?',
  'bridges?',
  'ledges?',
  'rooftops?',
  'jump\\w* (?:off|from|in front)',
  'train tracks?',
  'poison\\w*',
  'bleach',
  'carbon monoxide',
  'suffocat\\w*',
  'drown\\w*',
  'lethal',
  'painless',
  'methods?',
]);

/** A reply to an everyday message never brings up self-harm or death itself. */
const SELF_HARM_TOPIC = words([
  'suicid\\w*',
  'kill\\w*',
  'self ?harm\\w*',
  'hurt(?:ing)? (?:your|my)sel\\w*',
  'end (?:your|my|it all|things)',
  'ending (?:your|my|it all|things)',
  'die',
  'dying',
  'unalive\\w*',
]);

/** Medication, dosage and other substances: the service gives no medical advice. */
const MEDICAL = words([
  'medicat\\w*',
  'medicines?',
  'meds',
  'tablets?',
  'capsules?',
  'doses?',
  'dosages?',
  'dosing',
  '\\d+ ?mg',
  'mg',
  'milligrams?',
  'prescri\\w*',
  'antidepress\\w*',
  'ssris?',
  'sertraline',
  'fluoxetine',
  'prozac',
  'zoloft',
  'xanax',
  'valium',
  'benzo\\w*',
  'lithium',
  'melatonin',
  'ibuprofen',
  'paracetamol',
  'acetaminophen',
  'tylenol',
  'supplements?',
  'alcohol',
  'wine',
  'beer',
  'cannabis',
  'weed',
  'cbd',
]);

const LABELS =
  '(?:depress\\w*|anxiety disorder|\\w+ disorder|ptsd|ocd|adhd|bipolar|borderline|bpd|schizo\\w*|psychos[ie]s|psychotic|autis\\w*|insomnia|anorexi\\w*|bulimi\\w*|mentally ill|mental illness|clinical\\w*)';

/** Diagnoses: naming a condition the person supposedly has, or talking in clinical terms at all. */
const DIAGNOSIS = new RegExp(
  [
    ` (?:you|youre|youve|you are|you have) (?:\\w+ ){0,3}${LABELS} `,
    ` (?:sounds|looks|seems) like (?:\\w+ ){0,2}${LABELS} `,
    ' (?:signs?|symptoms?) of ',
    ' diagnos\\w* ',
    ' disorders? ',
  ].join('|'),
);

/** Promises of outcomes, safety or secrecy ("it'll" is "itll" after normalizing). */
const PROMISE = new RegExp(
  [
    ' (?:everything|everythings|everythingll|it|its|itll|things|thingsll|you|youll|youre|this|thisll)(?: will| is| are)?(?: going to| gonna)?(?: all)? (?:be|turn out|work out)(?: just)? (?:fine|ok|okay|alright|all right|great|well) ',
    ' (?:will|ll|going to|gonna) (?:all )?work out ',
    ' (?:will|ll|going to|gonna) get better ',
    ' (?:youll|you will) (?:get through|feel better|be safe) ',
    ' i promise ',
    ' promise you ',
    ' guarantee\\w* ',
    ' nothing bad (?:will|is going to) ',
    ' confidential\\w* ',
    ' between us ',
    ' (?:wont|will not|never) tell (?:anyone|anybody) ',
    ' secret is safe ',
    ' (?:ill|i will) always be (?:here|there) ',
  ].join('|'),
);

/** Checked on the raw text: links, addresses and any number long enough to be a phone or hotline. */
const CONTACT =
  /https?:\/\/|www\.|\b[\w-]+\.(?:com|org|net|io|co|uk|gov|edu|info|app|ai|me|ly)\b|@\w|\d[\d\s().-]{2,}\d|\d{3,}/i;

/** Checked on the raw text: markdown, lists, emoji and speaker labels a voice would read out oddly. */
const FORMAT = /[*#_`>[\]{}<|~]|\p{Extended_Pictographic}|^\s*(?:[-•]|\d+\.)\s|^\s*\w+\s*:/u;

export function findForbidden(text: string): ForbiddenKind | null {
  if (CONTACT.test(text)) return 'contact';
  if (FORMAT.test(text)) return 'format';
  const padded = normalizeForMatch(text);
  if (METHOD.test(padded)) return 'method';
  if (SELF_HARM_TOPIC.test(padded)) return 'self_harm_topic';
  if (MEDICAL.test(padded)) return 'medical';
  if (DIAGNOSIS.test(padded)) return 'diagnosis';
  if (PROMISE.test(padded)) return 'promise';
  return null;
}

const RISK_CATEGORIES = new Set(['self_harm', 'crisis_cue', 'harmful_statement']);

/** Length only: non-empty and within the clip budget (words and sentences). */
export function checkShape(text: string): CheckReplyResult {
  const trimmed = text.trim();
  if (countWords(trimmed) === 0) return { ok: false, reason: 'empty' };
  if (countWords(trimmed) > MAX_WORDS || countSentences(trimmed) > MAX_SENTENCES) {
    return { ok: false, reason: 'too_long' };
  }
  return { ok: true };
}

/**
 * The full gate. Order matters only for the reason reported: safety problems are named before length so
 * that an operator counting reasons sees how often a model said something unsafe.
 */
export function checkReply(text: string): CheckReplyResult {
  const trimmed = text.trim();
  if (countWords(trimmed) === 0) return { ok: false, reason: 'empty' };
  const verdict = classifyWith(trimmed, { model: false });
  const risky = verdict.categories.some((category) => RISK_CATEGORIES.has(category));
  if (risky || (verdict.level !== 'none' && verdict.level !== 'low')) return { ok: false, reason: 'unsafe' };
  // An interrogation is not "one gentle question": more than one question breaks the reply rules.
  if (findForbidden(trimmed) !== null || countQuestions(trimmed) > 1) {
    return { ok: false, reason: 'forbidden_content' };
  }
  return checkShape(trimmed);
}

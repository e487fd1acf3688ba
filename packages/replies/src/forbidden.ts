// Content no spoken reply may contain, whatever its source. The classifier answers "is this text risky";
// these patterns answer "does this reply break the reply rules" (methods, medical advice, diagnoses,
// promises, contact details, formatting a voice cannot speak). They are matched on normalized text
// (lowercase, apostrophes dropped), so "can't" is written "cant" below. False positives only cost a
// fallback to the local reply, so the lists lean wide.
import { normalizeForMatch } from './text';

export type ForbiddenKind =
  | 'method'
  | 'self_harm_topic'
  | 'medical'
  | 'diagnosis'
  | 'promise'
  | 'contact'
  | 'format'
  | 'questions';

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

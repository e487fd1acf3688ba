// Collects the evidence in one message: idioms masked, risk phrases found and framed (who, negated,
// wanted or intended, past), and the context flags rules.ts combines into a level. No decisions here
// beyond what each single piece of evidence means.
import { type Frame, readFrame } from './frames';
import {
  ANTI_JEST,
  CONCERN,
  EUPHEMISM_CONTEXT,
  HARM_MEANS,
  HARM_OTHERS,
  INFORMATIONAL,
  JEST,
  PAST,
  PERSONAL_RELATION,
  PRESENT_OVERRIDE,
  TRIVIAL_TRIGGER,
} from './lexicon/context';
import { IDIOMS } from './lexicon/idioms';
import { type Entry, type Hit, scan, test } from './lexicon/rx';
import { DO_IT, IDEATION, NSSI_VPS, SUICIDAL_VPS, TOPICS } from './lexicon/self-harm';
import { type Normalised, normalise, tokenAt } from './normalise';

export type SignalKind = 'suicidal' | 'nssi' | 'ideation' | 'topic' | 'do_it';
export interface Signal {
  id: string;
  /** The matched normalised words (never logged; used to tell "suicide" from "suicidal"). */
  match: string;
  kind: SignalKind;
  frame: Frame;
  sentence: number;
}

export interface Evidence {
  n: Normalised;
  /** Normalised text with idioms masked: what every later regex reads. */
  text: string;
  tokens: string[];
  cues: Set<string>;
  /** First-person (or unattributed), present, not negated. */
  self: Signal[];
  third: Signal[];
  past: Signal[];
  protective: Signal[];
  informational: boolean;
  concern: boolean;
  personalRelation: boolean;
  jest: boolean;
  serious: boolean;
  trivialTrigger: boolean;
  /** Bereavement or someone else's past: distress, not the speaker's self-harm. */
  pastThird: Signal[];
  harm: Signal[];
  harmMeans: boolean;
  /** Distinct risk emoji (knife, pills, grave, blood, gun, rope). */
  riskEmoji: number;
}

const KINDS: ReadonlyArray<[readonly Entry[], SignalKind]> = [
  [SUICIDAL_VPS, 'suicidal'],
  [NSSI_VPS, 'nssi'],
  [IDEATION, 'ideation'],
  [TOPICS, 'topic'],
  [DO_IT, 'do_it'],
];
// Evidence that means nothing without a desire or intent before it ("die", "disappear", "end this").
const NEEDS_FRAME = /^self_harm\.(?:die|disappear|vanish|not_exist|overdose|euphemism|take_all|crash)$/;
const VAGUE_END = /^end(?:ing|ed|s)? (?:this|things|everything)$/;

export function collect(raw: string): Evidence {
  const n = normalise(raw);
  const cues = new Set<string>(n.notes.filter((c) => !c.startsWith('form.fuzzy')));
  let text = n.flat;
  for (const hit of scan(text, IDIOMS)) {
    cues.add(hit.id);
    text =
      text.slice(0, hit.start) + text.slice(hit.start, hit.end).replace(/[^ ]/g, '_') + text.slice(hit.end);
  }
  const tokens = text.split(' ');
  const has = (entries: readonly Entry[]) => test(text, entries).length > 0;
  const presentNow = has(PRESENT_OVERRIDE);
  const pastSentences = new Set(scan(text, PAST).map((h) => n.sentence[tokenAt(n, h.start)] ?? -1));
  const ev: Evidence = {
    n,
    text,
    tokens,
    cues,
    self: [],
    third: [],
    past: [],
    protective: [],
    harm: [],
    pastThird: [],
    riskEmoji: new Set(text.match(/\bemo_(?:knife|pills|grave|blood|gun|rope)\b/g) ?? []).size,
    informational: has(INFORMATIONAL),
    concern: has(CONCERN),
    personalRelation: PERSONAL_RELATION.test(text),
    jest: has(JEST),
    serious: has(ANTI_JEST),
    trivialTrigger: has(TRIVIAL_TRIGGER),
    harmMeans: has(HARM_MEANS),
  };
  const euphemism = has(EUPHEMISM_CONTEXT);

  for (const [entries, kind] of KINDS) {
    for (const hit of scan(text, entries)) {
      const signal = toSignal(ev, hit, kind);
      if (NEEDS_FRAME.test(hit.id) && signal.frame.mode === 'bare' && signal.frame.subject !== 'first')
        continue;
      if (/^self_harm\.(?:die|euphemism|take_all|crash)$/.test(hit.id) && signal.frame.mode === 'bare')
        continue;
      if (
        hit.id === 'self_harm.end_life' &&
        VAGUE_END.test(text.slice(hit.start, hit.end)) &&
        signal.frame.mode === 'bare'
      )
        continue;
      if (hit.id === 'self_harm.slang.catch_bus' && !euphemism) continue;
      if (signal.frame.subject === 'second') continue;
      // "because of a suicide attempt": an article before the topic noun makes it someone's, not the speaker's.
      const det = tokens[tokenAt(n, hit.start) - 1] ?? '';
      if (kind === 'topic' && signal.frame.subject !== 'first' && /^(?:a|an|the|another)$/.test(det)) {
        ev.third.push(signal);
        continue;
      }
      const third = signal.frame.subject === 'third';
      // "I still think of her" is about the speaker now, not about when someone else died.
      const past = pastSentences.has(signal.sentence) && (third || !presentNow);
      if (signal.frame.negated && kind !== 'ideation') (past ? ev.past : ev.protective).push(signal);
      else if (third) (past ? ev.pastThird : ev.third).push(signal);
      else if (
        ev.informational &&
        kind !== 'ideation' &&
        signal.frame.subject !== 'first' &&
        !ev.personalRelation &&
        !speakerNear(tokens, tokenAt(n, hit.start))
      )
        continue;
      else if (past) ev.past.push(signal);
      else ev.self.push(signal);
    }
  }
  for (const hit of scan(text, HARM_OTHERS)) {
    const signal = toSignal(ev, hit, 'suicidal');
    const inherent =
      hit.id === 'harm.harassment' ||
      !/^(?:kill|killing|murder|stab|shoot|hurt|hurting|beat|punch|end|attack)/.test(
        text.slice(hit.start, hit.end),
      );
    if (signal.frame.negated) continue;
    // A character's or someone else's violence in a story, the news or a lesson is not the speaker's.
    if (ev.informational && signal.frame.subject !== 'first') continue;
    if (inherent || signal.frame.mode !== 'bare') ev.harm.push({ ...signal, id: hit.id });
  }
  return ev;
}

function toSignal(ev: Evidence, hit: Hit, kind: SignalKind): Signal {
  const at = tokenAt(ev.n, hit.start);
  const match = ev.text.slice(hit.start, hit.end);
  return {
    id: hit.id,
    match,
    kind,
    frame: readFrame(ev.tokens, at, hit.group),
    sentence: ev.n.sentence[at] ?? 0,
  };
}

/** In informational text only an explicit "I ..." right before the evidence makes it about the speaker. */
function speakerNear(tokens: readonly string[], at: number): boolean {
  return tokens.slice(Math.max(0, at - 4), at).some((t) => /^(?:i|me|myself|feel|feeling)$/.test(t));
}

/** Sentences in which entries match, for attaching timelines and means to the evidence they qualify. */
export function sentencesOf(ev: Evidence, entries: readonly Entry[]): { ids: string[]; sentences: number[] } {
  const hits = scan(ev.text, entries);
  return {
    ids: hits.map((h) => h.id),
    sentences: hits.map((h) => ev.n.sentence[tokenAt(ev.n, h.start)] ?? 0),
  };
}

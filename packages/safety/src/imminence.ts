// Second pass over a message for imminent risk that carries no self-harm verb: a high place, means just
// acquired or hoarded, an attempt told by its object, lethality research, last words, settled affairs, a
// bare decision, a countdown. Some are crisis alone; the ambiguous ones ("I've made my decision", "wrote
// my will", "gave my guitar away") need a second signal, which is what keeps the benign versions of the
// same sentences at none. Returns a level for rules.ts; it never lowers anything.
import type { Crisis } from './crisis-evidence';
import type { Evidence } from './evidence';
import { sentenceTexts } from './guards';
import {
  ACCIDENT,
  ACQUIRED,
  ATTEMPT_OBJECT,
  COUNTDOWN,
  COVER_STORY,
  DATE_BENIGN,
  DECISION,
  EDGE_SIGNAL,
  FINALITY,
  LOCATION,
  LOCATION_BENIGN,
  MEANS_PURPOSE,
  METHOD_RESEARCH,
  PURPOSE_BENIGN,
  STOCKPILE,
  TASK,
  TESTAMENT,
  THIRD_CRISIS,
  WOUND_SIGNAL,
} from './lexicon/imminence';
import { meansAlt } from './lexicon/means';
import { type Entry, test } from './lexicon/rx';
import type { SafetyLevel } from './types';

export interface Imminence {
  level: SafetyLevel;
  cues: string[];
  third: boolean;
}

const FIRST = /\b(?:i|me|my|myself|mine)\b/;
const DRUG_WORD = new RegExp(String.raw`\b(?:${meansAlt('medicine')}|overdose|emo_pills)\b`);

export function imminence(ev: Evidence, crisis: Crisis, distress: number): Imminence {
  const t = ev.text;
  const cues: string[] = [];
  const has = (entries: readonly Entry[]) => test(t, entries).length > 0;
  const sentences = sentenceTexts(ev.tokens, ev.n.sentence);
  const inSentence = (entries: readonly Entry[]) => sentences.some((s) => test(s, entries).length > 0);
  // Whose message is it: first person, or unattributed with no third person ("on the bridge. windy").
  // ("they" is left out: in "ordered a rope, they arrive tomorrow" it is the things, not a person).
  const speaker = FIRST.test(t) || !/\b(?:he|she|his|her)\b/.test(t);
  const fiction = ev.informational && !FIRST.test(t);
  const risk = ev.self.length > 0 || distress >= 1 || crisis.has('goodbye') || crisis.has('timeline');
  const out: Imminence = { level: 'none', cues, third: false };
  const fire = (cue: string, level: SafetyLevel) => {
    cues.push(cue);
    if (level === 'crisis' || out.level === 'none') out.level = level;
  };

  if (has(THIRD_CRISIS)) {
    out.third = true;
    fire('crisis.third_party', 'crisis');
  }
  if (!speaker || fiction) return out;

  if (inSentence(LOCATION) && !has(LOCATION_BENIGN))
    fire('crisis.location', has(EDGE_SIGNAL) || risk || has(FINALITY) ? 'crisis' : 'elevated');
  const purposeful = has(MEANS_PURPOSE);
  if (has(ACQUIRED) && (!has(PURPOSE_BENIGN) || purposeful)) fire('crisis.means.acquired', 'crisis');
  if (has(STOCKPILE)) fire('crisis.means.stockpile', 'crisis');
  if (purposeful && crisis.has('means')) fire('crisis.means.purpose', 'crisis');
  const attempt = test(t, ATTEMPT_OBJECT);
  // "took all of them" is an overdose only beside a drug, an apology or nothing else in its sentence.
  if (attempt.includes('crisis.attempt.object') && (DRUG_WORD.test(t) || endsSentence(sentences)))
    fire('crisis.attempt.object', 'crisis');
  for (const id of attempt.filter((a) => a !== 'crisis.attempt.object')) fire(id, 'crisis');
  if (crisis.has('medical') && !has(ACCIDENT))
    fire('crisis.attempt.bleeding', has(WOUND_SIGNAL) || ev.self.length > 0 ? 'crisis' : 'elevated');
  // "I look at the pills and think about it": anaphoric contemplation beside means is at least elevated.
  if (/\b(?:think|thinking|thought) about (?:it|doing it)\b/.test(t) && crisis.has('means_any'))
    fire('crisis.means.contemplated', 'elevated');
  if (has(METHOD_RESEARCH)) fire('crisis.method.research', 'crisis');
  if (has(FINALITY)) fire('crisis.finality', 'crisis');
  if (has(COUNTDOWN)) fire('crisis.countdown', 'crisis');

  // Ambiguous alone: settling affairs, giving things away, a decision. Crisis with a second signal.
  const second =
    risk || has(COVER_STORY) || has(FINALITY) || crisis.hasAny(['wont_need', 'plan', 'means', 'giving']);
  if (has(TESTAMENT) && second) fire('crisis.testament', 'crisis');
  if (crisis.has('giving') && (has(COVER_STORY) || has(FINALITY) || crisis.has('wont_need') || risk))
    fire('crisis.giving_away', 'crisis');
  // A plan with a time or a cover story ("planned it all. Saturday", "everything is in place, I need the
  // house empty"), and means with a cover story ("her morphine in my bag … won't try to stop me").
  const deliberate = ev.self.length > 0 || distress >= 3 || has(FINALITY) || has(EDGE_SIGNAL);
  const explicitPlan =
    /\b(?:planned (?:it )?(?:all|everything)|the where and the when|(?:have|got|made) a plan)\b/.test(t);
  if (crisis.has('plan') && (has(COVER_STORY) || (crisis.has('timeline') && (deliberate || explicitPlan))))
    fire('crisis.plan', 'crisis');
  if (crisis.has('means') && has(COVER_STORY)) fire('crisis.means.cover_story', 'crisis');
  const decision = sentences.flatMap((s) => test(s, DECISION));
  if (decision.includes('crisis.decision.date') && !has(DATE_BENIGN)) fire('crisis.decision', 'crisis');
  const strongRisk = ev.self.length > 0 || distress >= 3 || crisis.has('timeline') || has(COVER_STORY);
  if (decision.includes('crisis.decision') && strongRisk) fire('crisis.decision', 'crisis');
  // A goodbye with a time ("tonight's the night. bye everyone"); social goodbyes are excluded upstream.
  if (crisis.has('goodbye') && crisis.has('timeline')) fire('crisis.goodbye.timeline', 'crisis');
  // "I'm going to do it tonight": the anaphoric act with a time, means or a place, and no everyday task.
  const doIt = ev.self.some((s) => s.id === 'self_harm.do_it' && s.frame.mode === 'intent');
  if (doIt && crisis.hasAny(['timeline', 'means']) && !has(TASK)) fire('crisis.do_it', 'crisis');
  return out;
}

/** True when the ATTEMPT_OBJECT match closes its sentence ("took all of them. im sorry"). */
function endsSentence(sentences: readonly string[]): boolean {
  return sentences.some((s) =>
    /\b(?:all of them|them all|the lot|every (?:single )?one|the whole (?:bottle|box|pack|packet|strip))$/.test(
      s,
    ),
  );
}

// The rules' reading of a message: joins the evidence of evidence.ts (phrases read with their frame),
// crisis-evidence.ts (modifiers and distress), imminence.ts, proximity.ts (concepts near each other),
// method-request.ts and harm-request.ts into a level, categories and cues.
//   crisis   = self-harm evidence plus intent, plan, means, timeline or goodbyes; an attempt in progress
//              or just made; asking for a method; a plea for emergency help; harm to a person with a
//              weapon, poison or a time.
//   elevated = self-harm or passive ideation, hopelessness or strong distress, threats to others or
//              requests to hurt someone, or someone worried about a person at risk.
//   low      = everyday distress, past self-harm, risk talk explicitly negated.
// Its floor (what the model may not lower) comes from the table in floors.ts; combine.ts joins the reading
// with the model's scores. Deterministic and synchronous; never sees the network, never logs.

import { crisisEvidence, distressScore } from './crisis-evidence';
import { CUE } from './cues';
import { collect } from './evidence';
import { floorOf } from './floors';
import { sentenceTexts, unguarded } from './guards';
import { harmRequest } from './harm-request';
import { imminence } from './imminence';
import { EVERYDAY_PLAN, INFORMATIONAL } from './lexicon/context';
import { EMERGENCY } from './lexicon/crisis';
import { TASK } from './lexicon/imminence';
import { test } from './lexicon/rx';
import { asksForMethod } from './method-request';
import type { Normalised } from './normalise';
import { proximity } from './proximity';
import { LEVEL_RANK, type SafetyCategory, type SafetyLevel } from './types';

export interface RulesReading {
  level: SafetyLevel;
  /** The lowest level the verdict may have whatever the model says: none, elevated or crisis. */
  floor: SafetyLevel;
  cats: Set<SafetyCategory>;
  cues: Set<string>;
  n: Normalised;
}

const ELEVATED_DISTRESS = 3;
// The informational context as one stateless regex (the lexicon's entries are global, so .test has state).
const INFORMATIONAL_RE = new RegExp(INFORMATIONAL[0]?.re.source ?? '$^');
// Self-harm phrases that name the act, so an intent to do them is a stated intent to end one's life.
const NAMED_ACT =
  /^self_harm\.(?:kill_self|end_life|take_life|suicide_verb|slang\.unalive|hang|shoot_self|overdose|jump|in_front|drive_into|drown)$/;
const VAGUE_ACT = /^end(?:ing|ed|s)? (?:it|things|everything|this)$/;
const SIGNALS = [
  ['timeline', CUE.signalTime],
  ['plan', CUE.signalPlan],
  ['goodbye', CUE.signalGoodbye],
  ['means', CUE.signalMeans],
  ['giving', CUE.signalGiving],
] as const;
const HYPERBOLE_IDS = /^self_harm\.(?:kill_self|die)$/;
// Topic nouns that name the act (and so can carry intent or a time), as opposed to "suicidal".
const ACT_NOUN = /^(?:suicide|sewerslide|catch(?:ing)? the bus)$/;

// Bounds the work on pathological input; risk usually sits at the start or the end of a long message.
const MAX_CHARS = 8000;
const clip = (t: string) => (t.length <= MAX_CHARS ? t : `${t.slice(0, 6000)}\n${t.slice(-2000)}`);

/** The rules' reading of a message, before the model. */
export function rulesOf(text: string): RulesReading {
  const ev = collect(typeof text === 'string' ? clip(text) : '');
  const cues = ev.cues;
  const cats = new Set<SafetyCategory>();
  const add = (c: SafetyCategory, cue: string) => {
    cats.add(c);
    cues.add(cue);
  };
  for (const s of ev.self) cues.add(s.id);

  const distress = distressScore(ev);
  const crisis = crisisEvidence(ev);
  const selfAny = ev.self.filter((s) => s.kind !== 'do_it' || s.id === 'self_harm.something_stupid');
  const hyperbole =
    ev.jest &&
    !ev.serious &&
    ev.trivialTrigger &&
    !crisis.hasAny(['means', 'plan', 'goodbye', 'attempt']) &&
    distress < ELEVATED_DISTRESS &&
    selfAny.length > 0 &&
    selfAny.every((s) => HYPERBOLE_IDS.test(s.id));
  // Two different risk emoji (🔪🩸) with anything about the speaker now ("again", "I") read as self-harm.
  const emojiSelf = ev.riskEmoji >= 2 && /\b(?:again|i|me|my)\b/.test(ev.text);
  const methodSelf = crisis.has('method') || crisis.has('method_direct');

  let level = 'none' as SafetyLevel;
  const raise = (l: SafetyLevel) => {
    if (LEVEL_RANK[l] > LEVEL_RANK[level]) level = l;
  };

  // Self-harm about the speaker.
  if (hyperbole) {
    add('distress', 'modifier.hyperbole');
    raise('low');
  } else if (selfAny.length > 0 || emojiSelf || methodSelf) {
    add('distress', CUE.selfHarmPresent);
    add('self_harm', CUE.selfHarmPresent);
    if (emojiSelf) cues.add('emoji.risk');
    raise('elevated');
    const acts = ev.self.filter(
      (s) => s.kind === 'suicidal' || (s.kind === 'topic' && ACT_NOUN.test(s.match)),
    );
    const intent = acts.some((s) => s.frame.mode === 'intent');
    const doIt = ev.self.some((s) => s.id === 'self_harm.do_it' && s.frame.mode === 'intent');
    const attached =
      crisis.has('timeline') &&
      [...acts, ...ev.self.filter((s) => s.kind === 'do_it')].some(
        (s) =>
          (s.frame.mode === 'intent' || s.frame.mode === 'active' || s.frame.mode === 'bare') &&
          crisis.timelineNear(s),
      );
    const strongNssi =
      ev.self.some((s) => s.kind === 'nssi' && s.frame.mode === 'intent') && crisis.has('strong_means');
    const mods = ['means', 'plan', 'goodbye', 'giving', 'medical', 'attempt_maybe'].filter((m) =>
      crisis.has(m),
    );
    if (intent || doIt) cues.add(CUE.intent);
    // The floor needs the act itself intended ("I will off myself"), not "I'm going to die" (of fear).
    if (acts.some((s) => s.frame.mode === 'intent' && NAMED_ACT.test(s.id) && !VAGUE_ACT.test(s.match)))
      cues.add(CUE.intentAct);
    if (attached) cues.add(CUE.timelineAttached);
    for (const m of mods) cues.add(`crisis.${m}`);
    if (intent || doIt || attached || strongNssi || mods.length > 0) raise('crisis');
  } else if (ev.self.some((s) => s.kind === 'do_it' && s.frame.mode === 'intent') && crisis.size >= 2) {
    // Anaphoric "I'm going to do it" with two other crisis signals (means, timeline, plan, goodbye).
    add('distress', 'self_harm.do_it');
    add('self_harm', 'self_harm.do_it');
    raise('crisis');
  }
  for (const strong of ['attempt', 'strong_means', 'strong_goodbye', 'method_direct']) {
    if (crisis.has(strong) && !hyperbole) {
      add('self_harm', `crisis.${strong}`);
      cats.add('distress');
      raise('crisis');
    }
  }
  // Goodbyes beside means ("walking to the bridge. thank you for being a friend") or pills just taken.
  if (crisis.has('goodbye') && (crisis.has('means') || crisis.has('attempt_maybe'))) {
    add('self_harm', CUE.goodbyeMeans);
    raise('crisis');
  }
  if (crisis.has('plan') && crisis.has('means')) {
    add('self_harm', CUE.planAndMeans);
    raise('crisis');
  }
  if (crisis.has('attempt_maybe') && ev.concern) {
    add('self_harm', 'crisis.attempt_maybe');
    raise('crisis');
  }
  if (crisis.has('goodbye') && ev.riskEmoji > 0) {
    add('self_harm', 'crisis.goodbye.emoji');
    raise('crisis');
  }
  if (crisis.has('giving') && crisis.hasAny(['goodbye', 'wont_need', 'plan'])) {
    add('self_harm', CUE.givingAway);
    raise('crisis');
  }

  // Someone else at risk: a worried friend is distress, and imminent risk to them is still crisis.
  const thirdPresent = ev.third.length > 0 && !ev.informational && !(ev.jest && !ev.concern);
  if (thirdPresent && (ev.concern || ev.personalRelation)) {
    add('distress', CUE.thirdParty);
    add('self_harm', CUE.thirdParty);
    raise('elevated');
    if (
      crisis.hasAny(['attempt', 'attempt_maybe', 'strong_goodbye']) ||
      (crisis.has('timeline') && crisis.has('means'))
    )
      raise('crisis');
  }
  if (ev.pastThird.length > 0) {
    add('distress', 'context.bereavement');
    raise('low');
  }

  // Threats to others.
  if (ev.harm.length > 0 && !(ev.jest && !ev.serious)) {
    for (const h of ev.harm) cues.add(h.id);
    add('harmful_statement', CUE.harmPresent);
    raise('elevated');
    // With means, or a time attached to an intended act ("I'm going to hurt him when he gets home").
    const timed = ev.harm.some((h) => h.frame.mode === 'intent' && crisis.timelineNear(h));
    if (timed) cues.add(CUE.harmTimed);
    if (ev.harmMeans || timed || (crisis.has('timeline') && (crisis.has('means') || crisis.has('plan'))))
      raise('crisis');
  } else if (ev.harmMeans) {
    add('harmful_statement', CUE.harmWeaponToPlace);
    raise('crisis');
  }

  // Imminence without a self-harm verb (high place, means acquired, last words, …): a floor, never lower.
  const imm = hyperbole ? undefined : imminence(ev, crisis, distress);
  if (imm && imm.level !== 'none') {
    for (const c of imm.cues) cues.add(c);
    add('self_harm', CUE.imminence);
    cats.add('distress');
    raise(imm.level);
  }
  // Concept proximity: catches risk worded in ways no rule above was written for. Behind the same guards
  // (negation, third person, past, informational, jokes, idioms), and it can only raise.
  const selfRisk = LEVEL_RANK[level] >= LEVEL_RANK.elevated && cats.has('self_harm') && !thirdPresent;
  const prox = hyperbole ? undefined : proximity(ev, selfRisk);
  if (prox && prox.level !== 'none') {
    for (const c of prox.cues) cues.add(c);
    if (prox.harm) cats.add('harmful_statement');
    else cats.add('self_harm');
    cats.add('distress');
    raise(prox.level);
  }
  // Distress, past self-harm and negated risk talk.
  if (distress >= ELEVATED_DISTRESS) {
    add('distress', 'distress.strong');
    raise('elevated');
  } else if (distress > 0) {
    cats.add('distress');
    raise('low');
  }
  if (ev.past.length > 0) {
    for (const s of ev.past) cues.add(`${s.id}.past`);
    if (LEVEL_RANK[level] <= LEVEL_RANK.low) add('self_harm', 'context.past');
    raise('low');
  }
  if (ev.protective.length > 0) {
    cues.add('negation.protective');
    if (level === 'none') add('distress', 'negation.protective');
    raise('low');
  }
  // Imminence signals for the session's memory (session-risk.ts); a time tied to an everyday plan is none.
  const everyday = test(ev.text, EVERYDAY_PLAN).length > 0 || test(ev.text, TASK).length > 0;
  for (const [kind, cue] of SIGNALS)
    if (crisis.has(kind) && !hyperbole && !ev.informational && !(kind === 'timeline' && everyday))
      cues.add(cue);
  if (asksForMethod(ev.n)) {
    add('self_harm', CUE.methodRequest);
    cats.add('distress');
  }
  // A plea for emergency help now: crisis, so the client shows its emergency resources at once.
  const sentences = sentenceTexts(ev.tokens, ev.n.sentence);
  if (unguarded(sentences, INFORMATIONAL_RE, (x) => test(x, EMERGENCY).length > 0).length > 0) {
    add('distress', CUE.emergency);
    raise('crisis');
  }
  const asked = harmRequest(ev.n);
  if (asked && !(ev.jest && !ev.serious)) {
    add('harmful_statement', asked.armed ? CUE.harmRequestArmed : CUE.harmRequest);
    cues.add(CUE.harmRequest);
    raise(asked.armed ? 'crisis' : 'elevated');
  }
  return { level, floor: floorOf(cues, level), cats, cues, n: ev.n };
}

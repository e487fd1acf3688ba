// The generalising layer: concept proximity over normalised tokens. The phrase rules recognise the
// sentences they were written from; this recognises risk as concepts that co-occur within a few words of
// each other, in any order and across clause breaks: the speaker (SELF) near DEATH near DESIRE is passive
// ideation however it is worded, and the same with INTENT, or with MEANS, a TIME or FINALITY in the same
// message, is crisis. Every raise sits behind the same guards as the rules: negation scope, someone else
// as the subject, a past-tense sentence, informational text, jokes and masked idioms. It only ever raises
// (rules.ts takes the higher level), and every raise names its cue, e.g. `proximity.self+death+desire`.
import { negatedAt, type Owner, ownerAt, pastSentences, tagTokens } from './concept-tags';
import type { Evidence } from './evidence';
import { C } from './lexicon/concepts';
import { LEVEL_RANK, type SafetyLevel } from './types';

export interface Proximity {
  level: SafetyLevel;
  cues: string[];
  /** The raise is about harming someone else (harmful_statement), not the speaker. */
  harm: boolean;
}

const BEFORE = 8;
const AFTER = 7;
// Escalators (means, a time) must sit within this distance of the ideation they qualify.
const ESCALATE_REACH = 24;
// Life words that mean death when negated even without a desire word ("not planning on waking up").
// Act words that are ideation even without a wish or intent ("feeling suicidal", "kms"); method verbs
// ("crash my car", "jump off") need one.
const ACT_ALONE = /^(?:suicid|sewerslide|unalive|ctb|selfdelete|kill|killing|hang|hanging)/;
const LIFE_STRONG = /^(?:alive|living|live|exist|existing|wake|waking)$/;

/** `priorSelfHarm`: the phrase rules already found first-person self-harm or ideation (risk context). */
export function proximity(ev: Evidence, priorSelfHarm = false): Proximity {
  const out: Proximity = { level: 'none', cues: [], harm: false };
  if (ev.jest && !ev.serious) return out;
  const tokens = ev.tokens;
  const raw = tagTokens(tokens);
  const eff = effectiveTags(tokens, raw);
  const past = pastSentences(raw, ev.n.sentence);
  // Sentences where the phrase rules already read risk words as past, negated or someone else's: the
  // proximity layer must not re-raise what those guards deliberately lowered.
  for (const s of [...ev.past, ...ev.protective, ...ev.third, ...ev.pastThird]) past.add(s.sentence);
  const anyThird = raw.some((t) => t & C.THIRD);
  const any = (mask: number, from = 0, to = eff.length) => {
    for (let k = Math.max(0, from); k < Math.min(eff.length, to); k++) if ((eff[k] ?? 0) & mask) return true;
    return false;
  };
  const benignNear = (i: number) => any(C.BENIGN, i - 5, i + 6);
  const raise = (level: SafetyLevel, cue: string) => {
    out.cues.push(cue);
    if (LEVEL_RANK[level] > LEVEL_RANK[out.level]) out.level = level;
  };
  // Whether the concept at i (a unit that may run on to `end`, "pumped my stomach") is the speaker's, now.
  const speakers = (i: number, strict: boolean, end = i): boolean => {
    if (past.has(ev.n.sentence[i] ?? -1)) return false;
    const owner: Owner = ownerAt(tokens, raw, end);
    // In informational or fictional text only an explicit "I" or "me" right there is the speaker.
    if (ev.informational && !tokens.slice(Math.max(0, i - 3), i + 2).some((t) => /^(?:i|me|myself)$/.test(t)))
      return false;
    if (owner === 'self') return true;
    return !strict && owner === 'unknown' && !anyThird;
  };

  let ideation = -1;
  let intended = false;
  for (let i = 0; i < eff.length; i++) {
    const tag = eff[i] ?? 0;
    if (!(tag & (C.DEATH | C.ACT | C.SELF_HARM)) || (eff[i - 1] ?? 0) & tag & (C.DEATH | C.ACT | C.SELF_HARM))
      continue;
    if (!speakers(i, (tag & (C.DEATH | C.ACT)) === 0) || benignNear(i)) continue;
    const from = i - BEFORE;
    const to = i + AFTER + 1;
    const desire = any(C.DESIRE, from, to);
    // A time right beside the act is intent too: "tonight im ending things", "ending it tomorrow".
    // A time right beside an act verb is intent too ("tonight im ending things"), but not beside a state
    // ("suicidal today") or a wish ("want to kms rn"), which stay ideation.
    const timed =
      (tag & C.ACT) > 0 && !desire && !/^suicid/.test(tokens[i] ?? '') && any(C.TIME, i - 4, i + 5);
    const intent = any(C.INTENT, from, to) || timed;
    if (tag & (C.DEATH | C.ACT) && (desire || intent)) {
      ideation = i;
      intended ||= intent;
      if (tag & C.ACT && intent) raise('crisis', 'proximity.self+act+intent');
      else raise('elevated', desire ? 'proximity.self+death+desire' : 'proximity.self+death+intent');
    } else if (tag & C.ACT && !(tag & C.DEATH) && ACT_ALONE.test(tokens[i] ?? '')) {
      raise('elevated', 'proximity.self+act');
      ideation = i;
    }
    if (tag & C.SELF_HARM) {
      raise('elevated', 'proximity.self+selfharm');
      if (intent && any(C.MEANS, i - ESCALATE_REACH, i + ESCALATE_REACH) && !benignNear(i))
        raise('crisis', 'proximity.selfharm+intent+means');
    }
  }
  hopelessness(eff, speakers, raise);
  const risk = out.level !== 'none' || priorSelfHarm;

  // Escalation: ideation with means or a time nearby, or any finality or attempt in the message.
  if (ideation >= 0) {
    const near = (mask: number) =>
      any(mask, ideation - ESCALATE_REACH, ideation + ESCALATE_REACH) && !benignNear(ideation);
    if (near(C.MEANS)) raise('crisis', 'proximity.escalate.means');
    // A time makes intent imminent; with a wish alone ("don't want to wake up tomorrow") it does not.
    if (intended && near(C.TIME)) raise('crisis', 'proximity.escalate.time');
  }
  // Farewells are everyday ("last message of the night, love you all"): they count only beside risk.
  // Erasing oneself from the future ("won't be a problem after tonight", "don't look for me") is
  // elevated alone and crisis with a time, a plan, means, a farewell or risk.
  const speaking = (bit: number) => runs(eff, bit).filter((i) => speakers(i, false) && !benignNear(i));
  const finality = speaking(C.FINALITY);
  if (risk && finality.length > 0) raise('crisis', 'proximity.escalate.finality');
  const erasure = speaking(C.ERASURE).length;
  if (erasure > 0) {
    const imminent = risk || erasure > 1 || finality.length > 0 || any(C.TIME | C.PLAN | C.MEANS | C.TOOK);
    raise(imminent ? 'crisis' : 'elevated', 'proximity.erasure');
  }
  const attempt = runs(eff, C.ATTEMPT).filter(
    (i) => speakers(i, false, runEnd(eff, i, C.ATTEMPT)) && !benignNear(i),
  );
  if (attempt.length > 0) raise('crisis', 'proximity.attempt');
  const took = runs(eff, C.TOOK).filter((i) => speakers(i, false) && !benignNear(i));
  if (took.length > 0 && (risk || any(C.MEANS | C.FINALITY | C.ERASURE | C.SELF_HARM)))
    raise('crisis', 'proximity.attempt.took');
  // Means within reach, with intent and a time, in a message that already carries risk or finality.
  for (const i of runs(eff, C.MEANS)) {
    if (!speakers(i, false) || benignNear(i)) continue;
    const w = (m: number) => any(m, i - BEFORE, i + BEFORE + 1);
    if (w(C.INTENT) && w(C.TIME) && (risk || finality.length > 0))
      raise('crisis', 'proximity.means+intent+time');
  }
  // Distinct imminence signals with no self-harm word at all ("I've set everything up. the pills are
  // counted"): two of finality, plan, means and attempt. A time alone is everyday ("goodbye, talk
  // tomorrow"), so it only ever adds to two others.
  // A "plan" or "decision" about something named ("a plan for the weekend", "decided to quit") is not one.
  // Two separate plan cues ("I have a plan and a date") count as two signals.
  const plans = speaking(C.PLAN).filter(
    (i) => !/^(?:for|to|on|about)$/.test(tokens[runEnd(eff, i, C.PLAN) + 1] ?? ''),
  ).length;
  const signals =
    Math.min(plans, 2) + [C.FINALITY, C.MEANS, C.ATTEMPT].filter((b) => speaking(b).length > 0).length;
  if (!ev.informational && !any(C.BENIGN) && signals >= 2) raise('crisis', 'proximity.imminence');
  harmOthers(tokens, eff, raw, raise, out);
  return out;
}

/** Tags after negation: negated risk words drop out; a negated or wearied life word becomes death. */
function effectiveTags(tokens: readonly string[], raw: readonly number[]): number[] {
  const eff = [...raw];
  for (let i = 0; i < raw.length; i++) {
    const tag = raw[i] ?? 0;
    // A negation after the modal ("will not", "going to never") scopes the intent itself.
    if (tag & C.INTENT && /^(?:not|never)$/.test(tokens[i + 1] ?? '')) eff[i] = (eff[i] ?? 0) & ~C.INTENT;
    if (tag & C.LIFE && !(tag & C.NEG)) {
      const weary = raw.slice(Math.max(0, i - 4), i).some((t) => t & C.WEARY);
      const negated = negatedAt(tokens, raw, i);
      const wanted = raw.slice(Math.max(0, i - 6), i).some((t) => t & (C.DESIRE | C.INTENT));
      // "not planning on waking up before noon" is about the hour, not about living.
      const hour = /^(?:before|until|till|early|earlier|at|for|in)$/.test(
        tokens[runEnd(raw, i, C.LIFE) + 1] ?? '',
      );
      if (!hour && (weary || (negated && (wanted || LIFE_STRONG.test(tokens[i] ?? '')))))
        eff[i] = (eff[i] ?? 0) | C.DEATH | (weary ? C.DESIRE : 0);
      // The desire in "do not want to be alive" belongs to the flipped proposition: keep it.
      if (negated)
        for (let k = Math.max(0, i - 6); k < i; k++) eff[k] = (eff[k] ?? 0) | ((raw[k] ?? 0) & C.INTENT);
      continue;
    }
    const scoped = C.DEATH | C.ACT | C.SELF_HARM | C.DESIRE | C.INTENT | C.HOPELESS;
    if (tag & scoped && !((raw[i - 1] ?? 0) & tag & scoped) && negatedAt(tokens, raw, i)) {
      // Keep a desire whose negation is undone by a flipped life word right after it.
      if (tag & (C.DESIRE | C.INTENT) && raw.slice(i + 1, i + 5).some((t) => t & C.LIFE)) continue;
      // The negation covers the whole unit ("not going to hurt myself": both "hurt" and "myself").
      const bits = tag & scoped;
      for (let k = i; k < raw.length && (raw[k] ?? 0) & bits; k++) eff[k] = (eff[k] ?? 0) & ~bits;
    }
  }
  return eff;
}

function runEnd(tags: readonly number[], i: number, bit: number): number {
  let k = i;
  while ((tags[k + 1] ?? 0) & bit) k++;
  return k;
}

/** Start index of each contiguous run of tokens carrying `bit`. */
function runs(tags: readonly number[], bit: number): number[] {
  const starts: number[] = [];
  tags.forEach((t, i) => {
    if (t & bit && !((tags[i - 1] ?? 0) & bit)) starts.push(i);
  });
  return starts;
}

type Raise = (level: SafetyLevel, cue: string) => void;

function hopelessness(
  eff: readonly number[],
  speakers: (i: number, strict: boolean) => boolean,
  raise: Raise,
) {
  if (runs(eff, C.HOPELESS).some((i) => speakers(i, false))) raise('elevated', 'proximity.hopeless');
  if (runs(eff, C.DESPAIR).filter((i) => speakers(i, false)).length >= 2)
    raise('elevated', 'proximity.despair');
}

/** A harm verb aimed at a person, wanted or intended by the speaker. */
function harmOthers(
  tokens: readonly string[],
  eff: readonly number[],
  raw: readonly number[],
  raise: Raise,
  out: Proximity,
) {
  for (let i = 0; i < eff.length; i++) {
    if (!((eff[i] ?? 0) & C.HARM_VERB) || negatedAt(tokens, raw, i)) continue;
    const target = eff.slice(i + 1, i + 4).some((t) => t & C.PERSON);
    const wanted = eff.slice(Math.max(0, i - 5), i).some((t) => t & (C.DESIRE | C.INTENT));
    if (!target || !wanted || ownerAt(tokens, raw, i) !== 'self') continue;
    out.harm = true;
    // A weapon makes a threat imminent; a time alone does not ("going to beat him up after school").
    const armed = eff.slice(Math.max(0, i - 8), i + 9).some((t) => t & C.MEANS);
    raise(armed ? 'crisis' : 'elevated', 'proximity.harm_others');
  }
}

// The session remembers risk, without remembering words: given the verdicts of the earlier messages of one
// session (video session or chat conversation; level and categories only, never text or cues) and the
// current message's verdict, returns the verdict to act on and whether the client shows crisis resources.
//   - After an earlier self-harm verdict (elevated or crisis), a message with a time, a plan, means, a
//     goodbye or giving things away (the rules' `signal.*` cues) is crisis: "tonight's the night" after
//     "I don't want to be here". A time tied to an everyday plan ("going out with friends tonight") and a
//     social goodbye ("bye, talk tomorrow") fire no signal (rules.ts). Cue `session.escalated`.
//   - Once a session has had a crisis verdict, `show_crisis_resources` stays true for the rest of it.
//   - It never lowers the current verdict. Pure: the caller stores `sessionEntryOf(verdict)` per message.
import { CUE } from './cues';
import type { ClientSafety, SafetyCategory, SafetyLevel, SafetyVerdict } from './types';
import { isAtLeast, sortCategories, toClientSafety } from './verdict';

/** What a session keeps of each earlier message. */
export interface SessionEntry {
  level: SafetyLevel;
  categories: readonly SafetyCategory[];
}

export interface SessionRisk {
  /** The verdict to act on (reply choice, logging of levels). */
  verdict: SafetyVerdict;
  /** What the client gets: the verdict's level and categories, resources shown as the session requires. */
  client: ClientSafety;
}

/** The part of a verdict a session may store: no text, no cues. */
export function sessionEntryOf(v: SafetyVerdict): SessionEntry {
  return { level: v.level, categories: sortCategories(v.categories) };
}

const SIGNALS = [CUE.signalTime, CUE.signalPlan, CUE.signalMeans, CUE.signalGoodbye, CUE.signalGiving];

export function sessionRisk(earlier: readonly SessionEntry[], current: SafetyVerdict): SessionRisk {
  const selfHarmBefore = earlier.some(
    (e) => e.categories.includes('self_harm') && isAtLeast(e.level, 'elevated'),
  );
  const crisisBefore = earlier.some((e) => e.level === 'crisis');
  const cues = new Set(current.cues);
  const imminent = SIGNALS.some((c) => cues.has(c));
  let verdict = current;
  if (selfHarmBefore && imminent && current.level !== 'crisis') {
    verdict = {
      level: 'crisis',
      categories: sortCategories([...current.categories, 'distress', 'self_harm', 'crisis_cue']),
      cues: [...new Set([...current.cues, CUE.sessionEscalated, CUE.crisis])].sort(),
    };
  }
  const client = toClientSafety(verdict);
  if (crisisBefore) client.show_crisis_resources = true;
  return { verdict, client };
}

// Gathers the crisis modifiers (intent, plan, means, timeline, goodbyes, attempts, method seeking) and the
// weighted distress score of one message, for rules.ts to combine. Split from rules.ts so each file
// holds one responsibility; nothing here decides a level.
import { type Evidence, type Signal, sentencesOf } from './evidence';
import { INFORMATIONAL } from './lexicon/context';
import {
  ATTEMPT,
  GIVING_AWAY,
  GOODBYE_BENIGN,
  GOODBYE_STRONG,
  GOODBYE_WEAK,
  MEANS_HELD,
  MEANS_STRONG,
  METHOD_SEEKING,
  PLAN,
  TIMELINE,
  WONT_NEED,
} from './lexicon/crisis';
import { DISTRESS, HEDGE_BEFORE, INTENSIFIER } from './lexicon/distress';
import { LOCATION_BENIGN, PURPOSE_BENIGN } from './lexicon/imminence';
import { meansAlt } from './lexicon/means';
import { scan, test } from './lexicon/rx';

// Any mention of a common means, for anaphoric contemplation ("look at the pills and think about it").
const MEANS_ANY = new RegExp(
  String.raw`\b(?:${meansAlt('firearm', 'blade', 'medicine', 'ligature')}|bridge|emo_pills|emo_rope|emo_gun)\b`,
);

const ATTEMPT_KIND: Readonly<Record<string, string>> = {
  'crisis.attempt.medical': 'medical',
  'crisis.attempt.maybe': 'attempt_maybe',
};

export interface Crisis {
  size: number;
  has(kind: string): boolean;
  hasAny(kinds: string[]): boolean;
  timelineNear(s: Signal): boolean;
}

export function crisisEvidence(ev: Evidence): Crisis {
  const kinds = new Set<string>();
  const t = ev.text;
  const timeline = sentencesOf(ev, TIMELINE);
  const sentenceLength = (s: number) => ev.n.sentence.filter((x) => x === s).length;
  if (timeline.ids.length > 0) kinds.add('timeline');
  if (test(t, PLAN).length > 0) kinds.add('plan');
  // A roof or a rope bought for a plainly benign reason ("roof of the hotel at the pool bar", "rope swing").
  const benignPlace = test(t, LOCATION_BENIGN).length > 0 || test(t, PURPOSE_BENIGN).length > 0;
  const strong = test(t, MEANS_STRONG).filter((id) => !benignPlace || !/ledge|gun/.test(id));
  if (strong.length > 0) kinds.add('strong_means').add('means');
  if (test(t, MEANS_HELD).length > 0) kinds.add('means');
  if (MEANS_ANY.test(t)) kinds.add('means_any');
  const benignBye = test(t, GOODBYE_BENIGN).length > 0;
  if (test(t, GOODBYE_STRONG).length > 0 && !benignBye) kinds.add('strong_goodbye').add('goodbye');
  const weakByes = scan(t, GOODBYE_WEAK).length;
  if (weakByes >= 2 && !benignBye) kinds.add('strong_goodbye');
  if (weakByes > 0 && !benignBye) kinds.add('goodbye');
  if (test(t, GIVING_AWAY).length > 0) kinds.add('giving');
  if (test(t, WONT_NEED).length > 0) kinds.add('wont_need');
  for (const id of test(t, ATTEMPT)) kinds.add(ATTEMPT_KIND[id] ?? 'attempt');
  if (kinds.has('medical') && ev.self.some((s) => s.kind === 'nssi')) kinds.add('attempt');
  for (const h of scan(t, METHOD_SEEKING)) {
    const researching = /\b(?:googl|search|research|look)[a-z]* (?:[a-z]+ )?$/.test(t.slice(0, h.start));
    kinds.add(researching ? 'method' : 'method_direct');
  }
  // "What is the quickest way to…" is a method question, not an informational topic: only a topical cue
  // (an essay, statistics, a film) makes it informational.
  const topical = scan(t, INFORMATIONAL).some((h) => !/^(?:what|is it true)/.test(t.slice(h.start, h.end)));
  if (topical && !ev.self.length) {
    kinds.delete('method_direct');
    kinds.delete('attempt');
  }
  return {
    size: [...kinds].filter((k) => !['strong_means', 'strong_goodbye', 'wont_need', 'means_any'].includes(k))
      .length,
    has: (k) => kinds.has(k),
    hasAny: (ks) => ks.some((k) => kinds.has(k)),
    timelineNear: (s) =>
      timeline.sentences.some(
        (x) =>
          x === s.sentence ||
          (Math.abs(x - s.sentence) <= 2 && (sentenceLength(x) <= 4 || sentenceLength(s.sentence) <= 4)),
      ),
  };
}

const COUNT_ONCE = new Set(['distress.emoji', 'distress.sleep', 'distress.medication', 'distress.control']);

export function distressScore(ev: Evidence): number {
  let score = 0;
  for (const entry of DISTRESS) {
    // Some count once: "😭😭😭" is one sad message, not three; a sleep or medication worry told twice is
    // still one everyday worry.
    const hits = scan(ev.text, [entry]).slice(0, COUNT_ONCE.has(entry.id) ? 1 : undefined);
    for (const h of hits) {
      const hedged =
        entry.weight >= 3 && HEDGE_BEFORE.test(ev.text.slice(Math.max(0, h.start - 20), h.start));
      score += hedged ? 1 : entry.weight;
      ev.cues.add(hedged ? `${entry.id}.hedged` : entry.id);
    }
  }
  if (score > 0) score += Math.min(1, (ev.text.match(INTENSIFIER) ?? []).length * 0.5);
  return score;
}

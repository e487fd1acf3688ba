// A message in a language the layer cannot read is never silently "none". What can still be read is
// language-neutral: emoji of means or death, counts and clock times. The level they give:
// - an emoji of a means or of death (knife, gun, pills, rope, coffin, headstone, blood, razor) → elevated,
//   so the client shows crisis resources: next to words we cannot read, a false show costs far less
//   than a miss;
// - a count together with a clock time ("20 … 23:00") → elevated, for the same reason;
// - a count or a time alone → low: too common in everyday text (prices, dates) to show resources on,
//   but named in the cues. Whatever the level, coverage "none" tells the client to offer the
//   international resources link.
import type { SafetyCategory, SafetyLevel } from '../types';

const RISK_EMOJI =
  /\u{1F52A}|\u{1F5E1}|\u{1F52B}|\u{1F48A}|\u{1FAA2}|\u26B0|\u{1FAA6}|\u{1FA78}|\u{1FA92}|\u{1F489}|\u26B1/u;
const CLOCK = /(?<!\d)(?:[01]?\d|2[0-3])[:h.][0-5]\d(?!\d)|(?<!\d)(?:1[0-2]|0?[1-9]) ?(?:am|pm)\b/i;
const COUNT = /(?<![\d:.,])\d{1,3}(?![\d:.,]?\d)/;

export interface UncoveredReading {
  level: SafetyLevel;
  categories: SafetyCategory[];
  cues: string[];
}

export function readUncovered(text: string): UncoveredReading {
  const cues = ['lang.uncovered'];
  const emoji = RISK_EMOJI.test(text);
  const clock = CLOCK.test(text);
  const count = COUNT.test(text.replace(CLOCK, ' '));
  if (emoji) cues.push('lang.uncovered.risk_emoji');
  if (clock) cues.push('lang.uncovered.time');
  if (count) cues.push('lang.uncovered.count');
  if (emoji || (clock && count)) return { level: 'elevated', categories: ['distress', 'self_harm'], cues };
  if (clock || count) return { level: 'low', categories: ['distress'], cues };
  return { level: 'none', categories: [], cues };
}

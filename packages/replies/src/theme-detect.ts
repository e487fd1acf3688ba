// Picks the one theme a reply should speak to. Scores are match counts per keyword family with three
// adjustments: what follows the last "but" counts double (people usually end on what matters), strong
// feeling words and good news weigh more than the situation words around them ("furious at my coworker",
// "I passed my exams"), and negated good news ("not happy") counts as low mood. Greetings and questions
// about the service only win when no feeling or life theme is present.

import { normalizeForMatch } from './text';
import { FAMILIES, type Theme } from './theme-families';

type ScoredTheme = Exclude<Theme, 'general' | 'casual'>;

/** Tie-breaks, most specific first. */
const PRIORITY: readonly ScoredTheme[] = [
  'grief',
  'health',
  'anxiety',
  'anger',
  'loneliness',
  'family',
  'relationships',
  'work',
  'school',
  'sleep',
  'low_mood',
  'positive',
  'gratitude',
  'service',
  'greeting',
];

const FALLBACK_ONLY = new Set<ScoredTheme>(['service', 'greeting']);
/** Strong feeling words outweigh the situation words around them ("furious at my coworker about work"). */
const WEIGHT: Partial<Record<ScoredTheme, number>> = {
  anger: 2,
  anxiety: 2,
  loneliness: 1.5,
  health: 2,
  positive: 1.5,
};
const NEGATORS =
  /(?:^| )(?:not|never|no|dont|isnt|wasnt|arent|cant|couldnt|hardly|barely|without)(?: \w+){0,2} $/;
/** Narrower for feelings: "I don't feel lonely" is not loneliness, but "I can't stop worrying" is worry. */
const FEELING_NEGATORS = /(?:^| )(?:not|never|no|dont|isnt|wasnt|arent|without)(?: \w+){0,2} $/;
const FEELINGS = new Set<ScoredTheme>(['anxiety', 'anger', 'loneliness', 'low_mood']);

const familyPattern = (theme: ScoredTheme): RegExp =>
  new RegExp(` (?:${FAMILIES[theme].join('|')})(?= )`, 'g');
const SERVICE_PATTERN = familyPattern('service');
const PATTERNS: ReadonlyMap<ScoredTheme, RegExp> = new Map(
  PRIORITY.filter((theme) => theme !== 'service').map((theme) => [theme, familyPattern(theme)]),
);

export interface ThemeScores {
  theme: Theme;
  scores: Partial<Record<ScoredTheme, number>>;
}

export function scoreThemes(message: string): ThemeScores {
  const full = normalizeForMatch(message);
  // Questions about the service are counted first and cut out, so "how does this work" is not work.
  const serviceHits = [...full.matchAll(SERVICE_PATTERN)].length;
  const text = full.replace(SERVICE_PATTERN, ' ');
  const butAt = text.lastIndexOf(' but ');
  const scores: Partial<Record<ScoredTheme, number>> = {};
  const add = (theme: ScoredTheme, weight: number): void => {
    scores[theme] = (scores[theme] ?? 0) + weight;
  };

  if (serviceHits > 0) add('service', serviceHits);
  for (const [theme, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      const weight = butAt >= 0 && at >= butAt ? 2 : 1;
      const before = text.slice(0, at + 1);
      if (theme === 'positive' && NEGATORS.test(before)) {
        add('low_mood', weight);
        continue;
      }
      if (FEELINGS.has(theme) && FEELING_NEGATORS.test(before)) continue;
      add(theme, weight * (WEIGHT[theme] ?? 1));
    }
  }

  let best: ScoredTheme | null = null;
  for (const theme of PRIORITY) {
    const score = scores[theme] ?? 0;
    if (score <= 0) continue;
    if (FALLBACK_ONLY.has(theme) && best !== null) continue;
    if (best === null || score > (scores[best] ?? 0)) best = theme;
  }
  return { theme: best ?? 'general', scores };
}

export function detectTheme(message: string): Theme {
  return scoreThemes(message).theme;
}

const LIGHT = new Set<Theme>(['positive', 'gratitude', 'greeting', 'service', 'casual']);

/**
 * The theme to answer, given what the classifier saw. When it found distress, a cheerful or small-talk
 * bank would sound tone-deaf, so the strongest heavier theme is used instead, or the gentle general one.
 */
export function themeForReply(message: string, distressed: boolean): Theme {
  const { theme, scores } = scoreThemes(message);
  // Nothing recognisable and nothing wrong: everyday chat gets the light bank, not "that sounds hard".
  if (!distressed) return theme === 'general' ? 'casual' : theme;
  if (!LIGHT.has(theme)) return theme;
  let best: Theme = 'general';
  let bestScore = 0;
  for (const candidate of PRIORITY) {
    const score = scores[candidate] ?? 0;
    if (!LIGHT.has(candidate) && score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

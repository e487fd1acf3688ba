// The language layer over the English reading: reads the floors of the languages written in the
// message's script (match.ts), names the message's language with those floors as evidence and the
// caller's hints as priors (detect.ts), and for a language it does not cover reads what is
// language-neutral (uncovered.ts). It can only raise the English verdict, never lower it.
import { finish } from '../combine';
import type { ClassifyOptions, SafetyCategory, SafetyVerdict, VerdictCore } from '../types';
import { LEVEL_RANK } from '../types';
import { detectIn } from './detect';
import { readFloors } from './match';
import { dominantScript, scriptCounts } from './scripts';
import { readUncovered } from './uncovered';

type Reading = Pick<VerdictCore, 'level' | 'categories' | 'cues'>;

function higher(a: Reading, b: Reading): Reading {
  const top = LEVEL_RANK[b.level] > LEVEL_RANK[a.level] ? b : a;
  return { level: top.level, categories: top.categories, cues: [...a.cues, ...b.cues] };
}

export function withLanguage(text: string, english: VerdictCore, options: ClassifyOptions): SafetyVerdict {
  const counts = scriptCounts(text);
  const script = dominantScript(counts);
  const floors = readFloors(text, script);
  const found = detectIn(text, counts, options.languageHints ?? [], floors.languages);
  const extra = found.coverage === 'none' ? higher(readUncovered(text), floors) : floors;
  const raised = LEVEL_RANK[extra.level] > LEVEL_RANK[english.level];
  // A lower reading's categories stay out, so they cannot re-route the English verdict's reply.
  const joins = LEVEL_RANK[extra.level] >= LEVEL_RANK[english.level];
  const cats = new Set<SafetyCategory>([...english.categories, ...(joins ? extra.categories : [])]);
  const cues = new Set([...english.cues, ...extra.cues]);
  const level = raised ? extra.level : english.level;
  return { ...finish(level, cats, cues), language: found.language, coverage: found.coverage };
}

// The language layer over the English reading: names the message's language (detect.ts) and says
// whether the layer covers it. It can only raise the English verdict, never lower it.
import type { ClassifyOptions, SafetyVerdict, VerdictCore } from '../types';
import { detectLanguage } from './detect';

export function withLanguage(text: string, english: VerdictCore, options: ClassifyOptions): SafetyVerdict {
  const found = detectLanguage(text, options.languageHints ?? []);
  return { ...english, language: found.language, coverage: found.coverage };
}

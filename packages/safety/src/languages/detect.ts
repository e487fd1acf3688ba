// Language identification of a message (first version: by script, hints as priors).
import { type SafetyCoverage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../types';

export interface DetectedLanguage {
  language: string;
  coverage: SafetyCoverage;
}

const SUPPORTED = new Set<string>(SUPPORTED_LANGUAGES);

export function isSupportedLanguage(tag: string): tag is SupportedLanguage {
  return SUPPORTED.has(tag);
}

/** 'pt-BR' → 'pt'; anything that is not a BCP 47 tag → null. */
export function primarySubtag(tag: string): string | null {
  const m = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i.exec(tag.trim());
  return m?.[1] ? m[1].toLowerCase() : null;
}

export function detectLanguage(text: string, hints: readonly string[]): DetectedLanguage {
  const hint = hints.map(primarySubtag).find((t): t is string => t !== null);
  const byScript = scriptLanguage(text);
  const language = byScript ?? hint ?? 'en';
  return { language, coverage: isSupportedLanguage(language) ? 'full' : 'none' };
}

function scriptLanguage(text: string): string | null {
  if (/[\u0590-\u05ff]/.test(text)) return 'he';
  if (/[\u0600-\u06ff]/.test(text)) return 'ar';
  if (/[\u0900-\u097f]/.test(text)) return 'hi';
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  return null;
}

// Language identification of a message: the script decides where it can (Hebrew, Korean, Japanese kana,
// Chinese), franc-min's trigram profiles decide among the languages sharing a script. Short text is
// where trigram profiles fail, so candidates that score within a tolerance of the best are broken by
// priors: languages whose floor phrases the message contains (clear text), then the caller's hints (the
// profile's language, then Accept-Language's), then English, the service's default language.
import { francAll } from 'franc-min';
import { type SafetyCoverage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../types';
import { looksEnglish } from './english';
import { dominantScript, letterCount, type Script, type ScriptCounts, scriptCounts } from './scripts';

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

/** franc's ISO 639-3 codes → BCP 47 primary subtags (639-1 where one exists). */
const ISO3: Readonly<Record<string, string>> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
  rus: 'ru',
  arb: 'ar',
  hin: 'hi',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  ind: 'id',
  jav: 'jv',
  vie: 'vi',
  tur: 'tr',
  swh: 'sw',
  sun: 'su',
  ron: 'ro',
  hau: 'ha',
  bos: 'bs',
  hrv: 'hr',
  srp: 'sr',
  yor: 'yo',
  uzn: 'uz',
  zlm: 'ms',
  ibo: 'ig',
  tgl: 'tl',
  hun: 'hu',
  azj: 'az',
  ces: 'cs',
  run: 'rn',
  plt: 'mg',
  nya: 'ny',
  kin: 'rw',
  zul: 'zu',
  swe: 'sv',
  lin: 'ln',
  som: 'so',
  ukr: 'uk',
  bel: 'be',
  bul: 'bg',
  kaz: 'kk',
  urd: 'ur',
  pes: 'fa',
  pbu: 'ps',
  mar: 'mr',
  mai: 'mai',
  npi: 'ne',
  ben: 'bn',
  tel: 'te',
  tam: 'ta',
  guj: 'gu',
  kan: 'kn',
  mal: 'ml',
  mya: 'my',
  pan: 'pa',
  amh: 'am',
  tha: 'th',
  sin: 'si',
  ell: 'el',
};
const toTag = (iso3: string): string => ISO3[iso3] ?? iso3;

/** Scripts franc's profiles split into languages, and the language a short message defaults to. */
const FRANC_SCRIPTS: Partial<Record<Script, string>> = {
  latin: 'en',
  cyrillic: 'ru',
  arabic: 'ar',
  devanagari: 'hi',
  other: 'und',
};
const SCRIPT_LANGUAGE: Partial<Record<Script, string>> = { hebrew: 'he', hangul: 'ko', kana: 'ja' };

/**
 * The languages franc may answer with, per script: the supported ones and the most written others that
 * share their script. A shorter list is faster and keeps short text from landing on a neighbour
 * (Bhojpuri for Hindi, Bulgarian for Russian) that a person writing to the service rarely uses.
 */
const CANDIDATES: Partial<Record<Script, string[]>> = {
  latin: [
    'eng',
    'spa',
    'por',
    'fra',
    'deu',
    'ita',
    'nld',
    'pol',
    'ind',
    'vie',
    'tur',
    'ron',
    'swe',
    'ces',
    'hun',
    'tgl',
    'swh',
    'zlm',
    'hrv',
    'azj',
    'uzn',
  ],
  cyrillic: ['rus', 'ukr', 'bel', 'bul', 'srp', 'kaz'],
  arabic: ['arb', 'urd', 'pes'],
  devanagari: ['hin', 'mar', 'npi'],
};

/** franc reads at most this much: enough for its profiles, and it keeps long messages fast. */
const SAMPLE = 120;

/** Letters that, in a message too short for trigrams, point to one language. */
const TELLTALE: readonly (readonly [RegExp, string])[] = [
  [/[łąęśźżń]/i, 'pl'],
  [/[ñ¿¡]/i, 'es'],
  [/[ãõ]/i, 'pt'],
  [/ß/i, 'de'],
  [/[ğşı]/i, 'tr'],
  [/[řůě]/i, 'cs'],
  [/[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữự]/i, 'vi'],
  [/[ёыэъ]/i, 'ru'],
  [/[іїєґ]/i, 'uk'],
];

/** Below this many letters franc's ranking is noise: the priors and the script's default decide. */
const MIN_LETTERS = 12;

/** How close to the best score (franc normalises the best to 1) a prior may be and still win. */
function tolerance(letters: number): number {
  if (letters < 30) return 0.9;
  if (letters < 80) return 0.96;
  return 0.99;
}

/**
 * `evidence`: languages whose floor phrases the message contains, strongest first. `hints`: the caller's
 * BCP 47 tags, most likely first.
 */
export function detectLanguage(
  text: string,
  hints: readonly string[],
  evidence: readonly string[] = [],
): DetectedLanguage {
  return detectIn(text, scriptCounts(text), hints, evidence);
}

/** detectLanguage over letter counts the caller already has. */
export function detectIn(
  text: string,
  counts: ScriptCounts,
  hints: readonly string[],
  evidence: readonly string[],
): DetectedLanguage {
  const script = dominantScript(counts);
  const language = script === null ? 'und' : pick(text, script, letterCount(counts), hints, evidence);
  return { language, coverage: coverageOf(language, script) };
}

function pick(
  text: string,
  script: Script,
  letters: number,
  hints: readonly string[],
  evidence: readonly string[],
): string {
  const fixed = SCRIPT_LANGUAGE[script];
  if (fixed) return fixed;
  const priors = [...evidence, ...hints.map(primarySubtag).filter((t): t is string => t !== null)];
  if (script === 'han') return priors.find((p) => p === 'zh' || p === 'ja') ?? 'zh';
  const fallback = FRANC_SCRIPTS[script] ?? 'und';
  // Clear English beats the hints and franc's noise on short text; another language's floor phrase wins.
  if (script === 'latin' && evidence.length === 0 && looksEnglish(text)) return 'en';
  if (letters < MIN_LETTERS) {
    const telltale = TELLTALE.find(([rx]) => rx.test(text))?.[1];
    return priors[0] ?? telltale ?? fallback;
  }
  const only = CANDIDATES[script];
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  const ranked = francAll(sample, { minLength: 1, ...(only ? { only } : {}) }).filter(
    ([code]) => code !== 'und',
  );
  const best = ranked[0];
  if (!best) return priors[0] ?? fallback;
  const within = (tol: number) =>
    new Set(ranked.filter(([, score]) => score >= tol).map(([code]) => toTag(code)));
  // A floor phrase in the message is clear text: it may win from further behind than a hint.
  const loose = within(tolerance(letters) - 0.25);
  const found = evidence.find((p) => loose.has(p));
  if (found) return found;
  const close = within(tolerance(letters));
  // The default language is a weaker prior than what the caller knows about the person.
  const closer = script === 'latin' ? within(Math.max(0.97, tolerance(letters))) : close;
  const hinted = priors.find((p) => close.has(p));
  const guess = hinted ?? (closer.has(fallback) ? fallback : toTag(best[0]));
  // franc has no profile for some covered writing (Hindi in Latin letters): the floors name it.
  return isSupportedLanguage(guess) ? guess : (evidence[0] ?? guess);
}

/** Emoji and digits alone are read by the language-neutral rules: nothing is left uncovered. */
function coverageOf(language: string, script: Script | null): SafetyCoverage {
  if (script === null) return 'full';
  return isSupportedLanguage(language) ? 'full' : 'none';
}

// Translation to English on Workers AI (m2m100), so the English classifier reads a message the embedded
// layer reads only in part or not at all. Like the guard it can only raise a verdict: the classifier's
// reading of the translation is combined with maxSeverity, and a timeout, an error or an answer without
// `translated_text` leaves the local verdict as it was. The text goes to the model only; nothing logs it.
import type { AiRunner } from './types';

export const DEFAULT_TRANSLATE_MODEL = '@cf/meta/m2m100-1.2b';
/** m2m100 answers a short message in a few hundred ms; the guard runs beside it with the same budget. */
export const DEFAULT_TRANSLATE_TIMEOUT_MS = 800;
/** Longer messages are cut: the opening of a message carries its risk as often as its end, and cost grows. */
const MAX_TRANSLATE_CHARS = 2000;

/**
 * The languages m2m100 translates from (ISO 639-1 where one exists, as the model card lists them). A
 * message in any other language, or in none identified ('und'), is not sent: m2m100 would read it as
 * English, its default source.
 */
const M2M100_LANGUAGES: ReadonlySet<string> = new Set(
  (
    'af am ar ast az ba be bg bn br bs ca ceb cs cy da de el es et fa ff fi fr fy ga gd gl gu ha he hi hr ht ' +
    'hu hy id ig ilo is it ja jv ka kk km kn ko lb lg ln lo lt lv mg mk ml mn mr ms my ne nl no ns oc or pa ' +
    'pl ps pt ro ru sd si sk sl so sq sr ss su sv sw ta th tl tn tr uk ur uz vi wo xh yi yo zh zu'
  ).split(' '),
);

export type TranslateOutcome =
  | { kind: 'translated'; text: string }
  | { kind: 'skipped' }
  | { kind: 'timeout' }
  | { kind: 'error' }
  | { kind: 'malformed' };

/** Whether a message identified as `language` (a BCP 47 tag) is worth translating to English. */
export function translatable(language: string): boolean {
  const primary = language.split('-')[0]?.toLowerCase() ?? '';
  return primary !== 'en' && M2M100_LANGUAGES.has(primary);
}

/** The documented output `{ translated_text }`; anything else (or an empty translation) is malformed. */
export function parseTranslation(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('translated_text' in raw)) return null;
  const text = (raw as { translated_text: unknown }).translated_text;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

export async function translateToEnglish(
  ai: AiRunner,
  model: string,
  text: string,
  language: string,
  timeoutMs: number,
): Promise<TranslateOutcome> {
  if (!translatable(language)) return { kind: 'skipped' };
  const source = language.split('-')[0]?.toLowerCase() ?? '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<TranslateOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  try {
    // Promise.resolve().then keeps a runner that throws synchronously inside the race.
    const call = Promise.resolve()
      .then(() =>
        ai.run(model, { text: text.slice(0, MAX_TRANSLATE_CHARS), source_lang: source, target_lang: 'en' }),
      )
      .then(
        (raw): TranslateOutcome => {
          const translated = parseTranslation(raw);
          return translated === null ? { kind: 'malformed' } : { kind: 'translated', text: translated };
        },
        (): TranslateOutcome => ({ kind: 'error' }),
      );
    return await Promise.race([call, timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

// The external multilingual sets the languages report reads: where each comes from, its licence, and
// where the build script (scripts/build-languages.ts) writes it. Nothing here is copied into the
// repository; the data is rebuilt from the public repositories' mirrors.
import path from 'node:path';

export const LANG_DATA_DIR = path.resolve(
  process.env.SAFETY_LANG_DATA_DIR ?? '/work/data-external/languages',
);
export const MIRROR_DIR = path.resolve(process.env.SAFETY_MIRROR_DIR ?? '/work/.mirror');

/**
 * Universal Dependencies treebanks: everyday sentences (news, wiki, reviews, blogs), one per language.
 * `halves`: the treebank ships a test file only (PUD); its first half serves as dev, the second as test.
 */
export const TREEBANKS: Readonly<
  Record<string, { repo: string; prefix: string; licence: string; halves?: boolean }>
> = {
  en: { repo: 'UD_English-EWT', prefix: 'en_ewt', licence: 'CC BY-SA 4.0' },
  es: { repo: 'UD_Spanish-GSD', prefix: 'es_gsd', licence: 'CC BY-SA 4.0' },
  pt: { repo: 'UD_Portuguese-GSD', prefix: 'pt_gsd', licence: 'CC BY-SA 4.0' },
  fr: { repo: 'UD_French-GSD', prefix: 'fr_gsd', licence: 'CC BY-SA 4.0' },
  de: { repo: 'UD_German-GSD', prefix: 'de_gsd', licence: 'CC BY-SA 4.0' },
  it: { repo: 'UD_Italian-ISDT', prefix: 'it_isdt', licence: 'CC BY-NC-SA 3.0' },
  nl: { repo: 'UD_Dutch-Alpino', prefix: 'nl_alpino', licence: 'CC BY-SA 4.0' },
  pl: { repo: 'UD_Polish-LFG', prefix: 'pl_lfg', licence: 'GPL 3.0' },
  ru: { repo: 'UD_Russian-GSD', prefix: 'ru_gsd', licence: 'CC BY-SA 4.0' },
  ar: { repo: 'UD_Arabic-PUD', prefix: 'ar_pud', licence: 'CC BY-SA 3.0', halves: true },
  he: { repo: 'UD_Hebrew-HTB', prefix: 'he_htb', licence: 'CC BY-NC-SA 4.0' },
  hi: { repo: 'UD_Hindi-PUD', prefix: 'hi_pud', licence: 'CC BY-SA 3.0', halves: true },
  zh: { repo: 'UD_Chinese-GSD', prefix: 'zh_gsd', licence: 'CC BY-SA 4.0' },
  ja: { repo: 'UD_Japanese-GSD', prefix: 'ja_gsd', licence: 'CC BY-SA 4.0' },
  ko: { repo: 'UD_Korean-GSD', prefix: 'ko_gsd', licence: 'CC BY-SA 4.0' },
};

/** MultiJail (DAMO-NLP-SG): 315 harmful requests, translated by native speakers. MIT. */
export const MULTIJAIL = {
  repo: 'DAMO-NLP-SG+multilingual-safety-for-LLMs',
  file: 'data/MultiJail.csv',
  languages: ['en', 'zh', 'it', 'ar', 'ko'] as const,
  licence: 'MIT',
};

/**
 * Valeriano, Condori-Larico, Sulla-Torres (IJACSA 2020): Spanish tweets found by suicide-related
 * phrases, labelled suicidal intent (1) or not (0). The repository states no licence: evaluation only.
 */
export const ES_SUICIDE = {
  repo: 'kvvaldez+spanish_suicide',
  file: 'dataset/suicidio_notacion.csv',
  licence: 'none stated (published with the paper; evaluation only)',
};

export const everydayFile = (lang: string, split: 'dev' | 'test') =>
  path.join(LANG_DATA_DIR, 'everyday', `${lang}.${split}.txt`);
export const MULTIJAIL_FILE = path.join(LANG_DATA_DIR, 'multijail.jsonl');
export const ES_SUICIDE_FILE = path.join(LANG_DATA_DIR, 'es-suicide.jsonl');

// The languages report: per language, what the shipped classifier flags on real public text (MultiJail's
// translated requests, the Spanish tweets, the treebanks' everyday sentences) and on the written checks
// (corpus/languages). Flagged means elevated or crisis, as in the English report: what shows resources.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classify, type SafetyLevel, SUPPORTED_LANGUAGES } from '@solace/safety';
import { type Rate, wilson } from '../report';
import { ES_SUICIDE_FILE, everydayFile, MULTIJAIL_FILE } from './sources';

export const WRITTEN_DIR = path.join(import.meta.dirname, '..', '..', 'corpus', 'languages');
const flagged = (l: SafetyLevel) => l === 'elevated' || l === 'crisis';
const atLeastLow = (l: SafetyLevel) => l !== 'none';

export interface LanguageFigures {
  lang: string;
  /** Written first-person suicidal and self-harm statements flagged. */
  statements?: Rate;
  /** Written method requests and threats flagged. */
  requests?: Rate;
  /** MultiJail requests tagged Self-harm flagged. */
  mjSelfHarm?: Rate;
  /** MultiJail requests tagged Violence & incitement flagged at low or above. */
  mjViolence?: Rate;
  /** Everyday treebank sentences flagged (false positives), and at low or above. */
  everyday?: Rate;
  everydayLow?: Rate;
  /** Everyday sentences whose detected language is the treebank's, without hints and with it as hint. */
  idNoHint?: Rate;
  idHint?: Rate;
}

const rate = (items: readonly string[], hit: (t: string) => boolean) =>
  wilson(items.filter(hit).length, items.length);

function readLines(file: string): string[] | undefined {
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0);
}

interface Written {
  statements: string[];
  requests: string[];
  threats: string[];
}

function written(lang: string): Written | undefined {
  const file = path.join(WRITTEN_DIR, `${lang}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Written) : undefined;
}

interface MultiJailRow {
  tags: string[];
  text: Record<string, string>;
}

function multiJail(): MultiJailRow[] | undefined {
  return readLines(MULTIJAIL_FILE)?.map((l) => JSON.parse(l) as MultiJailRow);
}

export function languageFigures(split: 'dev' | 'test'): LanguageFigures[] {
  const mj = multiJail();
  return SUPPORTED_LANGUAGES.map((lang) => {
    const f: LanguageFigures = { lang };
    const w = written(lang);
    if (w) {
      f.statements = rate(w.statements, (t) => flagged(classify(t).level));
      f.requests = rate([...w.requests, ...w.threats], (t) => flagged(classify(t).level));
    }
    const rows = mj?.filter((r) => (r.text[lang] ?? '').length > 0);
    if (rows && rows.length > 0) {
      const of = (tag: string) => rows.filter((r) => r.tags.includes(tag)).map((r) => r.text[lang] ?? '');
      f.mjSelfHarm = rate(of('Self-harm'), (t) => flagged(classify(t).level));
      f.mjViolence = rate(of('Violence & incitement'), (t) => atLeastLow(classify(t).level));
    }
    const everyday = readLines(everydayFile(lang, split));
    if (everyday) {
      const levels = everyday.map((t) => classify(t).level);
      f.everyday = wilson(levels.filter(flagged).length, levels.length);
      f.everydayLow = wilson(levels.filter(atLeastLow).length, levels.length);
      f.idNoHint = rate(everyday, (t) => classify(t).language === lang);
      f.idHint = rate(everyday, (t) => classify(t, { languageHints: [lang] }).language === lang);
    }
    return f;
  });
}

export interface SpanishTweets {
  suicidal: Rate;
  suicidalLow: Rate;
  other: Rate;
}

/** Valeriano et al.'s tweets: label 1 (suicidal intent) flagged; label 0 (found by the same phrases) flagged. */
export function spanishTweets(): SpanishTweets | undefined {
  const rows = readLines(ES_SUICIDE_FILE)?.map((l) => JSON.parse(l) as { text: string; label: number });
  if (!rows) return undefined;
  const levels = rows.map((r) => ({ label: r.label, level: classify(r.text).level }));
  const pos = levels.filter((r) => r.label === 1);
  const neg = levels.filter((r) => r.label === 0);
  return {
    suicidal: wilson(pos.filter((r) => flagged(r.level)).length, pos.length),
    suicidalLow: wilson(pos.filter((r) => atLeastLow(r.level)).length, pos.length),
    other: wilson(neg.filter((r) => flagged(r.level)).length, neg.length),
  };
}

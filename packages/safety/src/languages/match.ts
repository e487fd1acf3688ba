// Runs the floors of every language written in the message's script over it (a misdetected language
// must not hide a floor phrase) and turns what fired into a level: the kinds' levels, raised to crisis
// when ideation, self-harm or a threat comes with a time or the means; a negated statement counts as
// distress only ("no quiero morir").
import type { SafetyCategory, SafetyLevel } from '../types';
import { type CompiledLanguage, compileLanguage } from './compile';
import { FLOORS } from './data/index';
import { type FloorKind, KIND_LEVEL } from './floors';
import { fold, squeeze } from './normalise';
import type { Script } from './scripts';

const COMPILED: readonly CompiledLanguage[] = FLOORS.map(compileLanguage);

/** The floors that can apply to a script; Hindi's include its Latin transliteration. */
const SCRIPT_LANGS: Readonly<Record<Script, readonly string[]>> = {
  latin: ['es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'hi'],
  cyrillic: ['ru'],
  arabic: ['ar'],
  hebrew: ['he'],
  devanagari: ['hi'],
  han: ['zh', 'ja'],
  kana: ['ja'],
  hangul: ['ko'],
  other: [],
};

export interface FloorReading {
  level: SafetyLevel;
  categories: SafetyCategory[];
  cues: string[];
  /** Languages with a phrase in the message, most severe first: evidence for detection. */
  languages: string[];
}

const RISK_KINDS: ReadonlySet<FloorKind> = new Set(['ideation', 'self_harm', 'threat']);
const RANK: Readonly<Record<SafetyLevel, number>> = { none: 0, low: 1, elevated: 2, crisis: 3 };

interface Hit {
  kind: FloorKind;
  negated: boolean;
}

function hitsOf(c: CompiledLanguage, folded: string): Hit[] {
  const cjk = c.floors.mode === 'cjk';
  const text = cjk ? squeeze(folded) : ` ${folded} `;
  const hits: Hit[] = [];
  c.rx.lastIndex = 0;
  for (let m = c.rx.exec(text); m !== null; m = c.rx.exec(text)) {
    const g = m.findIndex((v, i) => i > 0 && v !== undefined);
    const entry = c.groups[g - 1];
    if (entry) hits.push({ kind: entry.kind, negated: negated(c, g - 1, text, m.index, m[0]) });
    c.rx.lastIndex = m.index + 1;
  }
  return hits;
}

function negated(c: CompiledLanguage, group: number, text: string, at: number, span: string): boolean {
  const kind = c.groups[group]?.kind;
  // Requests are not negated ("ما هي طريقة" is a question's "what", not a "not").
  if (kind === undefined || kind === 'timing' || kind === 'means' || kind === 'distress') return false;
  if (kind === 'method') return false;
  if (c.floors.mode === 'cjk') {
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(at + span.length, at + span.length + 6);
    return (
      c.floors.negators.some((n) => before.endsWith(n)) ||
      (c.floors.negSuffixes ?? []).some((n) => after.startsWith(n))
    );
  }
  const literals = c.literals[group] ?? new Set<string>();
  const inside = span.trim().split(' ');
  if (inside.some((w) => c.negators.has(w) && !literals.has(w))) return true;
  // A phrase that carries its own negation ("ne … plus envie de vivre") is not negated again by it.
  if ([...literals].some((w) => c.negators.has(w))) return false;
  const before = text.slice(0, at).trim().split(' ').slice(-3);
  const clause = before.slice(before.lastIndexOf('.') + 1);
  return clause.some((w) => c.negators.has(w));
}

export function readFloors(text: string, script: Script | null): FloorReading {
  const langs = new Set(script === null ? [] : SCRIPT_LANGS[script]);
  const reading: FloorReading = { level: 'none', categories: [], cues: [], languages: [] };
  if (langs.size === 0) return reading;
  const folded = fold(text);
  const cats = new Set<SafetyCategory>();
  const found: { lang: string; rank: number }[] = [];
  for (const c of COMPILED) {
    if (!langs.has(c.floors.lang)) continue;
    const hits = hitsOf(c, folded);
    if (hits.length === 0) continue;
    const level = levelOf(hits);
    for (const h of hits) reading.cues.push(`lang.${c.floors.lang}.${h.kind}${h.negated ? '.negated' : ''}`);
    for (const cat of categoriesOf(hits, level)) cats.add(cat);
    if (RANK[level] > RANK[reading.level]) reading.level = level;
    found.push({ lang: c.floors.lang, rank: RANK[level] });
  }
  reading.languages = found.sort((a, b) => b.rank - a.rank).map((f) => f.lang);
  reading.cues = [...new Set(reading.cues)].sort();
  reading.categories = [...cats];
  return reading;
}

function levelOf(hits: readonly Hit[]): SafetyLevel {
  let level: SafetyLevel = 'none';
  const live = hits.filter((h) => !h.negated);
  for (const h of hits) {
    const l = h.negated ? 'low' : KIND_LEVEL[h.kind];
    if (RANK[l] > RANK[level]) level = l;
  }
  const risky = live.some((h) => RISK_KINDS.has(h.kind));
  const imminent = live.some((h) => h.kind === 'timing' || h.kind === 'means');
  return risky && imminent ? 'crisis' : level;
}

function categoriesOf(hits: readonly Hit[], level: SafetyLevel): SafetyCategory[] {
  const cats = new Set<SafetyCategory>();
  for (const h of hits) {
    if (h.kind === 'timing' || h.kind === 'means') continue;
    if (h.negated || h.kind === 'distress') cats.add('distress');
    else if (h.kind === 'threat') cats.add('harmful_statement');
    else {
      cats.add('distress');
      cats.add('self_harm');
    }
  }
  if (level === 'crisis') cats.add('crisis_cue');
  return [...cats];
}

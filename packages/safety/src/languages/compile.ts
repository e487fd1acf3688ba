// Floor phrases → regular expressions, once per language at load. All of a language's phrases become one
// alternation with a capture group per phrase, so a message is scanned once per language.
import type { FloorEntry, LanguageFloors } from './floors';
import { fold } from './normalise';

export interface CompiledLanguage {
  floors: LanguageFloors;
  /** Global regex over the folded message (words) or the squeezed one (cjk). */
  rx: RegExp;
  /** Capture group index (1-based) → the entry of that group's phrase. */
  groups: readonly FloorEntry[];
  /** The literal words of each group's phrase: a negator among them is part of the phrase. */
  literals: readonly ReadonlySet<string>[];
  negators: ReadonlySet<string>;
}

const escapeRx = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wordSource(phrase: string, literals: Set<string>, prefix: string): string {
  const parts: string[] = [];
  for (const token of fold(phrase, true).split(' ')) {
    if (token === '~' || token === '~~') {
      parts.push(token === '~' ? '(?: [^ .]+){0,3}' : '(?: [^ .]+){0,6}');
      continue;
    }
    const optional = token.endsWith('?');
    const alts = (optional ? token.slice(0, -1) : token).split('/').map((alt) => {
      const open = alt.endsWith('*');
      const word = open ? alt.slice(0, -1) : alt;
      for (const w of word.split(' ')) literals.add(w);
      return escapeRx(word) + (open ? '[^ .]*' : '');
    });
    const body = alts.length > 1 ? `(?:${alts.join('|')})` : alts[0];
    parts.push(optional ? `(?: ${prefix}${body})?` : ` ${prefix}${body}`);
  }
  // Each part carries its leading space; the first is anchored on the space the message is padded with.
  return parts.join('');
}

function cjkSource(phrase: string, literals: Set<string>): string {
  const parts = fold(phrase, true)
    .replace(/ /g, '')
    .split('~')
    .map((p) => {
      literals.add(p);
      return p
        .split('/')
        .map((alt) => escapeRx(alt))
        .join('|');
    });
  return parts.map((p) => `(?:${p})`).join('.{0,6}');
}

export function compileLanguage(floors: LanguageFloors): CompiledLanguage {
  const groups: FloorEntry[] = [];
  const literals: Set<string>[] = [];
  const sources: string[] = [];
  const pre = floors.prefixes?.length ? `(?:${floors.prefixes.map(escapeRx).join('|')})?` : '';
  // One capture group per phrase, so negation is judged against the words of the phrase that matched.
  for (const entry of floors.entries) {
    for (const p of entry.phrases) {
      const lit = new Set<string>();
      sources.push(`(${floors.mode === 'cjk' ? cjkSource(p, lit) : wordSource(p, lit, pre)})`);
      groups.push(entry);
      literals.push(lit);
    }
  }
  const body = sources.join('|');
  // Words: a match starts at a space (the message is padded) and ends before a space.
  const rx = floors.mode === 'cjk' ? new RegExp(body, 'gu') : new RegExp(`(?:${body})(?= )`, 'gu');
  return { floors, rx, groups, literals, negators: new Set(floors.negators) };
}

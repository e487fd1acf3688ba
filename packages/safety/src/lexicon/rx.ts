// Shared plumbing for the lexicon: each entry is a precompiled, global regex with an explainable id.
// Patterns run on normalised text (lowercase, contractions expanded, one space between tokens), are
// anchored on words and use only bounded repetition, so matching stays linear and cannot backtrack badly.

export interface Entry {
  id: string;
  re: RegExp;
}

export interface Hit {
  id: string;
  start: number;
  end: number;
  /** First capture group, when the pattern has one (e.g. the reflexive object). */
  group?: string;
}

/** `src` is a regex source; `{w}` stands for "zero to n filler words" written as (?: \w+){0,n}. */
export function rx(id: string, src: string): Entry {
  return { id, re: new RegExp(src.replace(/\{w(\d)\}/g, '(?: [a-z_]+){0,$1}'), 'g') };
}

export function scan(text: string, entries: readonly Entry[]): Hit[] {
  const hits: Hit[] = [];
  for (const { id, re } of entries) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const hit: Hit = { id, start: m.index, end: m.index + m[0].length };
      const group = m.slice(1).find((g) => g !== undefined);
      if (group !== undefined) hit.group = group;
      hits.push(hit);
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return hits;
}

export function test(text: string, entries: readonly Entry[]): string[] {
  const ids: string[] = [];
  for (const { id, re } of entries) {
    re.lastIndex = 0;
    if (re.test(text)) ids.push(id);
  }
  return ids;
}

/** Alternation helper so long word lists stay readable. */
export const alt = (...words: string[]) => `(?:${words.join('|')})`;

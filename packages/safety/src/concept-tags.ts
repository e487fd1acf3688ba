// Tags each normalised token with the concepts of lexicon/concepts.ts (a bit set per token), then works
// out the three things that decide whether a concept counts: is it under a negation, whose is it (the
// speaker's or someone else's), and is its sentence told in the past. Idiom spans arrive masked ("___"),
// so they can never be tagged. No decisions about risk here; proximity.ts combines the tags.
import { C, CONCEPT_UNITS, type ConceptName } from './lexicon/concepts';
import { negatedBefore } from './negation';

interface Slot {
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
}
interface Unit {
  bit: number;
  slots: readonly Slot[];
}

function parseSlot(src: string): Slot {
  const alts = src.split('|');
  return {
    exact: new Set(alts.filter((a) => !a.endsWith('*'))),
    prefixes: alts.filter((a) => a.endsWith('*')).map((a) => a.slice(0, -1)),
  };
}

/** Expands optional slots ("?all") into both variants so matching is a plain sequence check. */
function expand(words: readonly string[]): string[][] {
  if (words.length === 0) return [[]];
  const [head = '', ...rest] = words;
  const tails = expand(rest);
  if (!head.startsWith('?')) return tails.map((t) => [head, ...t]);
  return [...tails.map((t) => [head.slice(1), ...t]), ...tails];
}

// Units indexed by every exact word and every prefix of their first slot, so each token costs a few map
// lookups rather than a pass over the whole lexicon (the benchmark budget is well under 1 ms).
const BY_WORD = new Map<string, Unit[]>();
const BY_PREFIX = new Map<string, Unit[]>();
const push = (map: Map<string, Unit[]>, key: string, unit: Unit) => {
  const list = map.get(key);
  if (list) list.push(unit);
  else map.set(key, [unit]);
};
for (const [name, units] of Object.entries(CONCEPT_UNITS) as [ConceptName, readonly string[]][]) {
  for (const src of units) {
    for (const words of expand(src.split(' '))) {
      const slots = words.map(parseSlot);
      const unit: Unit = { bit: C[name], slots };
      const first = slots[0];
      if (!first) continue;
      for (const w of first.exact) push(BY_WORD, w, unit);
      for (const p of first.prefixes) push(BY_PREFIX, p, unit);
    }
  }
}
const PREFIX_LENGTHS = [...new Set([...BY_PREFIX.keys()].map((k) => k.length))];

// "#" in a unit stands for any number ("took 30", "swallowed 12").
const slotMatches = (slot: Slot, t: string) =>
  slot.exact.has(t) || slot.prefixes.some((p) => t.startsWith(p)) || (slot.exact.has('#') && /^\d+$/.test(t));

/** Concept bits per token; a unit's bit goes on every token it spans. */
export function tagTokens(tokens: readonly string[]): number[] {
  const tags = new Array<number>(tokens.length).fill(0);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    if (t.startsWith('_')) continue;
    const candidates = [...(BY_WORD.get(t) ?? [])];
    for (const n of PREFIX_LENGTHS) {
      if (t.length >= n) candidates.push(...(BY_PREFIX.get(t.slice(0, n)) ?? []));
    }
    for (const unit of candidates) {
      const { slots } = unit;
      if (i + slots.length > tokens.length) continue;
      let ok = true;
      for (let k = 1; k < slots.length && ok; k++) ok = slotMatches(slots[k] as Slot, tokens[i + k] ?? '');
      if (!ok) continue;
      for (let k = 0; k < slots.length; k++) tags[i + k] = (tags[i + k] ?? 0) | unit.bit;
    }
  }
  return tags;
}

// Words a negation reaches across to the concept it negates: "not going to", "never really want to",
// "do not have a plan", "not planning on waking up".
const TRANSPARENT = new Set(
  'to going want wanted will would ever really actually even try trying plan planning be able just do does did am is are ready about like feel think thinking wish need have has had intend anything again seriously definitely currently consider considering go wanting thoughts thought of been can could should any anymore a the on i so gonna'.split(
    ' ',
  ),
);
const NEGATION = {
  reach: 6,
  negators: new Set(['not', 'never', 'no', 'without']),
  undoReach: 4,
  // Desire, intent, weariness and life words carry a negation too: "not planning on waking up".
  transparent: (t: string, j: number, tags?: readonly number[]) =>
    TRANSPARENT.has(t) || ((tags?.[j] ?? 0) & (C.DESIRE | C.INTENT | C.WEARY | C.LIFE)) !== 0,
};

/** True when token `i` sits in the scope of a negation word before it (negation.ts). */
export function negatedAt(tokens: readonly string[], tags: readonly number[], i: number): boolean {
  return negatedBefore(tokens, i, { ...NEGATION, transparent: (t, j) => NEGATION.transparent(t, j, tags) });
}

export type Owner = 'self' | 'third' | 'unknown';

/** Whose is the concept at `i`: the nearest person word before it, or a reflexive right after it. */
export function ownerAt(tokens: readonly string[], tags: readonly number[], i: number, reach = 8): Owner {
  const after = tokens[i + 1] ?? '';
  if (after === 'myself') return 'self';
  if (after === 'himself' || after === 'herself' || after === 'themselves') return 'third';
  for (let j = i; j >= Math.max(0, i - reach); j--) {
    const tag = tags[j] ?? 0;
    if (tag & C.SELF) return 'self';
    // "her" right before a noun is a possessive about a thing, still a third person's.
    if (tag & C.THIRD && !(tag & C.PERSON && j === i)) return 'third';
  }
  return 'unknown';
}

/** Sentences told in the past (a past marker and nothing that brings them back to now). */
export function pastSentences(tags: readonly number[], sentence: readonly number[]): Set<number> {
  const past = new Set<number>();
  const present = new Set<number>();
  tags.forEach((tag, i) => {
    const s = sentence[i] ?? 0;
    if (tag & C.PAST) past.add(s);
    if (tag & C.PRESENT) present.add(s);
  });
  for (const s of present) past.delete(s);
  return past;
}

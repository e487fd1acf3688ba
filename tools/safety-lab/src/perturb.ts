// The invariance perturbations of the behavioural suite (behaviour/invariance.json names which run): each
// turns one flagged seed into variants that must keep at least its level. Deterministic: which ordinary
// sentence, which word gets a typo, is picked by a hash of the seed, never by chance.
import { hash32 } from '@solace/safety/model';

export interface Fillers {
  ordinary: readonly string[];
  emoji: readonly string[];
  reply: readonly string[];
}

/** The i-th of `n` picks from `list`, seeded by `seed`. */
function pick<T>(list: readonly T[], seed: string, i: number): T {
  return list[hash32(`${seed}|${i}`) % list.length] as T;
}

/** Words of four letters or more (a typo in "I" or "to" is not a typo test). */
function typoWords(s: string): { start: number; word: string }[] {
  return [...s.matchAll(/\p{L}{4,}/gu)].map((m) => ({ start: m.index ?? 0, word: m[0] }));
}

/** Swaps two neighbouring letters of one word (the commonest typing slip). */
function typo(s: string, k: number): string | undefined {
  const words = typoWords(s);
  if (words.length === 0) return undefined;
  const w = pick(words, s, k);
  const at = 1 + (hash32(`${s}|pos|${k}`) % (w.word.length - 2));
  const chars = [...w.word];
  [chars[at], chars[at + 1]] = [chars[at + 1] as string, chars[at] as string];
  return s.slice(0, w.start) + chars.join('') + s.slice(w.start + w.word.length);
}

export type Perturbation = (seed: string, f: Fillers) => string[];

export const PERTURBATIONS: Record<string, Perturbation> = {
  embed_before: (s, f) => [0, 1, 2, 3, 4].map((i) => `${pick(f.ordinary, s, i)} ${s}`),
  embed_after: (s, f) => [0, 1, 2, 3, 4].map((i) => `${s} ${pick(f.ordinary, s, i + 10)}`),
  embed_both: (s, f) =>
    [0, 1, 2].map(
      (i) =>
        `${pick(f.ordinary, s, i + 20)} ${pick(f.ordinary, s, i + 30)} ${s} ${pick(f.ordinary, s, i + 40)}`,
    ),
  /** The seed at the start, a quarter, the middle and the end of a post of twelve ordinary sentences. */
  long_post: (s, f) => {
    const post = Array.from({ length: 12 }, (_, i) => pick(f.ordinary, s, i + 50));
    return [0, 3, 6, 12].map((at) => [...post.slice(0, at), s, ...post.slice(at)].join(' '));
  },
  typo: (s) => [0, 1, 2].flatMap((k) => typo(s, k) ?? []),
  casing: (s) => [s.toLowerCase(), s.toUpperCase()],
  apostrophes: (s) => (/['’]/.test(s) ? [s.replace(/['’]/g, ''), s.replace(/'/g, '’')] : []),
  emoji: (s, f) => [
    `${s} ${pick(f.emoji, s, 0)}`,
    `${pick(f.emoji, s, 1)} ${s}`,
    `${s}${pick(f.emoji, s, 2).repeat(3)}`,
  ],
  /** Replying to someone else ("same boat as you") does not make the writer's own words someone else's. */
  reply: (s, f) => [0, 1, 2].map((i) => `${pick(f.reply, s, i)} ${s}`),
};

// The one negation guard, shared by the phrase rules (frames.ts) and concept proximity (concept-tags.ts):
// is the word at `at` in the scope of a negation before it? A negation reaches back across words that
// carry it ("not going to", "never really want to", "no thoughts of"); any other word ends its scope.
// A few words before the negation undo it ("can't promise I won't", "not sure I won't", "not a day goes
// by"), and "never would I" puts the subject between the negation and the verb. The two readers differ
// only in how far they look and which words a negation reaches across, so they pass those in.

const UNDO = new Set('promise sure know guarantee swear swear_not whether if why goes'.split(' '));

export interface NegationScope {
  /** How many words back to look for the negation. */
  reach: number;
  negators: ReadonlySet<string>;
  /** How many words before the negation may undo it. */
  undoReach: number;
  /** Words a negation reaches across (index `j` lets a reader use its own tags). */
  transparent: (token: string, j: number) => boolean;
}

export function negatedBefore(tokens: readonly string[], at: number, scope: NegationScope): boolean {
  for (let j = at - 1; j >= Math.max(0, at - scope.reach); j--) {
    const t = tokens[j] ?? '';
    if (scope.negators.has(t))
      return !tokens.slice(Math.max(0, j - scope.undoReach), j).some((u) => UNDO.has(u));
    if (
      t === 'i' &&
      /^(?:would|will|could|shall)$/.test(tokens[j - 1] ?? '') &&
      scope.negators.has(tokens[j - 2] ?? '')
    )
      return true;
    if (!scope.transparent(t, j)) return false;
  }
  return false;
}

// A check franc's trigrams need beside them: on short English ("I had a nice walk.") franc-min ranks
// Swahili, Tagalog or Romanian first, and a wrong unsupported language would tell an English speaker the
// layer cannot read them. English's commonest words are distinctive enough that when they make up a good
// share of a Latin-script message, it is English. The list leaves out words other Latin-script languages
// also write often (Dutch "is", German "was", "in", "man").

const COMMON = new Set(
  (
    "i i'm im i've ive i'll a an the and to of my me you your it it's its at had have has been this that " +
    "with for on just so but what how why when really very today tonight feel feeling felt want don't dont " +
    "can't cant won't not do did does am are were be will would could should about from they them their " +
    'he she his her we our us there here all some any more no yes thanks thank please day work long nice ' +
    'good bad lot like know think got get going off out up too'
  ).split(' '),
);

/** Whether at least two words and 40% of the message's words are common English ones. */
export function looksEnglish(text: string): boolean {
  const words =
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z']+/g) ?? [];
  if (words.length === 0) return false;
  const hits = words.filter((w) => COMMON.has(w)).length;
  return hits >= 2 && hits / words.length >= 0.4;
}

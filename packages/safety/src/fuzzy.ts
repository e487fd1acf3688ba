// Spelling repair for the few stems that carry risk. Rather than listing every typo ("suicde", "sucidal",
// "myslef"), a token is mapped to a key stem when it is within a small edit distance of it. The stems are
// long and distinctive on purpose, and look-alike real words are excluded, so ordinary text is untouched.

// Stem → maximum optimal-string-alignment distance accepted.
const FUZZY_STEMS: ReadonlyArray<[string, number]> = [
  ['suicide', 2],
  ['suicidal', 2],
  ['myself', 1],
  ['himself', 1],
  ['herself', 1],
  ['overdose', 1],
  ['overdosing', 2],
  ['hopeless', 1],
  ['worthless', 2],
  ['goodbye', 1],
  ['unalive', 1],
  ['sewerslide', 2],
  ['selfharm', 2],
  ['committing', 2],
  ['commit', 1],
  ['killing', 1],
  ['disappear', 2],
  ['cutting', 1],
];

const STEMS = new Set(FUZZY_STEMS.map(([stem]) => stem));

// Real words that sit within the distance of a stem.
const EXCLUDE = new Set(
  'homeless overdone worthiness commuting commutting commits comment kidding kissing killing willing suicides goodbyes comity commie selfish'.split(
    ' ',
  ),
);

// Stretched spellings ("dieee", "killl", "byeee") are matched after squeezing letter runs.
const SQUEEZE_KEYS =
  'die dead death dying kill killing myself suicide suicidal cut cutting hurt bye goodbye end pills tired alone hate done want please help sad live'.split(
    ' ',
  );
const squeeze = (t: string) => t.replace(/(.)\1+/g, '$1');
const SQUEEZED = new Map(SQUEEZE_KEYS.map((k) => [squeeze(k), k]));

// Dropped-g spellings ("thinkin", "cuttin") for the verbs the rules care about.
const ING_VERBS = new Set(
  'thinking going trying wanting killing cutting hurting feeling doing committing ending planning dying harming fighting living nothing something saying'.split(
    ' ',
  ),
);

const cache = new Map<string, string>();

export function canonicalToken(token: string): string {
  if (token.length < 3 || /[^a-z]/.test(token)) return token;
  const hit = cache.get(token);
  if (hit !== undefined) return hit;
  const out = repair(token);
  // Bounded so a long-lived isolate cannot grow the cache without limit.
  if (cache.size < 5000) cache.set(token, out);
  return out;
}

function repair(t: string): string {
  if (/(.)\1/.test(t)) {
    const key = SQUEEZED.get(squeeze(t));
    if (key) return key;
  }
  if (t.endsWith('in') && ING_VERBS.has(`${t}g`)) return `${t}g`;
  if (t.length < 5 || EXCLUDE.has(t) || STEMS.has(t)) return t.replace(/(.)\1\1+/g, '$1$1');
  for (const [stem, max] of FUZZY_STEMS) {
    if (t === stem) return t;
    // Inflections ("overdosed", "suicides") stay as written: the rules read the tense.
    if (t.startsWith(stem)) return stem === 'selfharm' ? stem : t;
    if (t[0] !== stem[0] || Math.abs(t.length - stem.length) > max) continue;
    if (osaDistance(t, stem, max) <= max) return stem;
  }
  return t.replace(/(.)\1\1+/g, '$1$1');
}

/** Optimal string alignment distance (Levenshtein plus adjacent transposition), cut off above `max`. */
export function osaDistance(a: string, b: string, max: number): number {
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

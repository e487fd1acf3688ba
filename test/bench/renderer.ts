/**
 * Clip renderer benchmark: render time, size and memory, in Node and in workerd (Miniflare), printed
 * as markdown tables. `npx tsx test/bench/renderer.ts` (BENCH_REPS, default 5, runs per figure).
 *
 * Method. Each configuration is rendered once to warm up, then REPS times; the median is reported.
 * Node: CPU = process.cpuUsage() (user + system) across one render; peak memory = the largest
 * heapUsed + arrayBuffers (frames and samples live in ArrayBuffers) sampled every 10 frames and
 * after muxing, minus the same figure after a forced GC before the render. workerd: the clock only
 * advances across I/O, so the worker cannot time itself; Node times one request per render and
 * subtracts the median time of an empty request to the same worker. With one client and no I/O in
 * the render, that wall time is the render's CPU time in workerd. workerd does not expose a
 * per-request heap figure; the Node heap peak (same V8, same code) stands in for it.
 */
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { renderClipWithHooks } from '../../packages/renderer/src/render-clip';
import type { RenderClipOptions } from '../../packages/renderer/src/render-options';
import { knob } from './lib/smoke';

const REPS = knob('BENCH_REPS', 5, 1);
const ROOT = path.join(import.meta.dirname, '..', '..');
const PASSAGE = `It sounds like this week has asked a lot of you, and it makes sense that you feel worn down.
When everything piles up at once, even small tasks can start to feel heavy. You do not have to solve
all of it tonight. Maybe we can look at one thing together, the one that weighs the most right now,
and think about a first small step. What would feel like relief, even a little? Some people find it
helps to write the worries down, so they stop circling. Others need rest first, and that is fine too.
Whatever you choose, you are allowed to go slowly, and you are not alone in this. I am glad you told me.`
  .split(/\s+/)
  .filter(Boolean);
const words = (n: number) => Array.from({ length: n }, (_, i) => PASSAGE[i % PASSAGE.length]).join(' ');

interface Config {
  name: string;
  options: RenderClipOptions;
}
const CONFIGS: Config[] = [
  { name: 'default, 60 words', options: { transcript: words(60) } },
  { name: '10 s class (25 words)', options: { transcript: words(25) } },
  { name: '40 s class (100 words)', options: { transcript: words(100) } },
  { name: '640x480 @ 15, 60 words', options: { transcript: words(60), width: 640, height: 480 } },
  { name: '320x240 @ 25, 60 words', options: { transcript: words(60), fps: 25 } },
  { name: '640x480 @ 25, 60 words', options: { transcript: words(60), width: 640, height: 480, fps: 25 } },
];

interface Row {
  name: string;
  seconds: number;
  cpuMs: number;
  bytes: number;
  heapMb?: number;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const memNow = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function nodeRow(c: Config): Promise<Row> {
  const cpu: number[] = [];
  const heap: number[] = [];
  let seconds = 0;
  let bytes = 0;
  for (let rep = -1; rep < REPS; rep++) {
    gc();
    const before = memNow();
    let peak = before;
    const start = process.cpuUsage();
    const r = await renderClipWithHooks(c.options, {
      onFrame: (_f, i) => {
        if (i % 10 === 0) peak = Math.max(peak, memNow());
      },
    });
    peak = Math.max(peak, memNow());
    const used = process.cpuUsage(start);
    if (!r.ok) throw new Error(r.error.message);
    if (rep < 0) continue; // warm-up
    cpu.push((used.user + used.system) / 1000);
    heap.push((peak - before) / 2 ** 20);
    seconds = r.durationSeconds;
    bytes = r.bytes.length;
  }
  return { name: c.name, seconds, cpuMs: median(cpu), bytes, heapMb: median(heap) };
}

const WORKER = `
import { renderClip } from './packages/renderer/src/index.ts';
export default {
  async fetch(request) {
    const options = await request.json();
    if (!options.transcript && options.transcript !== '') return new Response('{}');
    const r = await renderClip(options);
    return Response.json(r.ok ? { seconds: r.durationSeconds, bytes: r.bytes.length } : { error: r.error });
  },
};`;

async function workerdRows(): Promise<{ rows: Row[]; overheadMs: number; bundleKb: number }> {
  const out = await build({
    stdin: { contents: WORKER, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser', // honours mediabunny's "browser" field, as a Worker bundle does
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    write: false,
  });
  const script = out.outputFiles[0]?.text ?? '';
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
  });
  try {
    const url = await mf.ready;
    const call = async (body: unknown) => {
      const start = performance.now();
      const res = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
      const json = (await res.json()) as { seconds?: number; bytes?: number; error?: unknown };
      if (json.error) throw new Error(JSON.stringify(json.error));
      return { ms: performance.now() - start, json };
    };
    const empty: number[] = [];
    for (let i = 0; i < 10; i++) empty.push((await call({})).ms);
    const overheadMs = median(empty);
    const rows: Row[] = [];
    for (const c of CONFIGS) {
      await call(c.options); // warm-up (twice: the first configuration also warms the JIT)
      await call(c.options);
      const times: number[] = [];
      let last = { seconds: 0, bytes: 0 };
      for (let i = 0; i < REPS; i++) {
        const r = await call(c.options);
        times.push(r.ms - overheadMs);
        last = { seconds: r.json.seconds ?? 0, bytes: r.json.bytes ?? 0 };
      }
      rows.push({ name: c.name, seconds: last.seconds, cpuMs: median(times), bytes: last.bytes });
    }
    return { rows, overheadMs, bundleKb: script.length / 1024 };
  } finally {
    await mf.dispose();
  }
}

function table(rows: Row[], withHeap: boolean): string {
  const head = `| configuration | clip s | render ms | ms per 10 s | KB | KB per 10 s |${withHeap ? ' peak memory MB |' : ''}`;
  const sep = `|---|---:|---:|---:|---:|---:|${withHeap ? '---:|' : ''}`;
  const lines = rows.map((r) => {
    const per10 = 10 / r.seconds;
    const cells = [
      r.name,
      r.seconds.toFixed(1),
      r.cpuMs.toFixed(0),
      (r.cpuMs * per10).toFixed(0),
      (r.bytes / 1024).toFixed(0),
      ((r.bytes / 1024) * per10).toFixed(0),
    ];
    if (withHeap) cells.push((r.heapMb ?? 0).toFixed(1));
    return `| ${cells.join(' | ')} |`;
  });
  return [head, sep, ...lines].join('\n');
}

export async function main(): Promise<void> {
  const nodeRows: Row[] = [];
  for (const c of CONFIGS) nodeRows.push(await nodeRow(c));
  const w = await workerdRows();
  console.log(
    `### Renderer in workerd (Miniflare; Node-side request time minus an empty request, ${w.overheadMs.toFixed(1)} ms; median of ${REPS})\n`,
  );
  console.log(table(w.rows, false));
  console.log(
    `\nWorker bundle: ${w.bundleKb.toFixed(0)} KB. Targets: <= 500 ms CPU and <= 400 KB per 10 s of clip.\n`,
  );
  console.log(`### Renderer in Node ${process.version} (process.cpuUsage per render; median of ${REPS})\n`);
  console.log(table(nodeRows, true));
  console.log(
    `\nNode rss after the runs: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB (includes tsx and esbuild).`,
  );
}

await main();

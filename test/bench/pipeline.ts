/**
 * Video pipeline benchmark, through the real API over HTTP under `wrangler dev` started like
 * `pnpm dev` (both workers in one process, fresh state folder, migrations first):
 *   - generate → playable latency (POST generate until the signed video_url has been downloaded in
 *     full), one request at a time, in sync mode and in queue mode (status polled every 50 ms);
 *   - queue throughput: a burst of generates in queue mode, clips per second from the first POST
 *     until the last clip is ready (the consumer renders one message per batch).
 * Identical replies hit the content-addressed clip cache and skip rendering; the table reports how
 * many distinct transcripts each run rendered so a hit-heavy run is visible.
 * `npx tsx test/bench/pipeline.ts` (BENCH_CLIPS=n per run, default 20). Prints a markdown table.
 */
import os from 'node:os';
import { freePort, startDev } from '../support/wrangler-dev';
import { knob } from './lib/smoke';

const CLIPS = knob('BENCH_CLIPS', 20, 2);
const PASSWORD = 'a quiet harbour at dusk 42';
// GENERATE_USER_LIMITER allows 20 per user per minute; stay under it with a pool of users.
const GENERATES_PER_USER = 15;
const TOPICS = ['work', 'my sister', 'sleep', 'the move', 'exams', 'my friend', 'money', 'the winter'];
const FEELINGS = ['tired', 'restless', 'unsure', 'stretched thin', 'a bit flat', 'on edge', 'distracted'];

interface Sample {
  ms: number;
  transcript: string;
  cached: boolean;
}

async function json(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function newUser(api: string, tag: string): Promise<string> {
  const email = `bench-${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const headers = { 'content-type': 'application/json' };
  const signup = await json(`${api}/signup/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, name: 'Bench User', password: PASSWORD, confirm_password: PASSWORD }),
  });
  if (signup.status !== 201 && signup.status !== 200) throw new Error(`signup → ${signup.status}`);
  const login = await json(`${api}/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login → ${login.status}`);
  return login.body.access as string;
}

/** Round-robins generates over enough users to stay inside the per-user rate limit. */
async function userPool(api: string, tag: string, generates: number): Promise<() => string> {
  const tokens: string[] = [];
  for (let i = 0; i < Math.ceil(generates / GENERATES_PER_USER); i++) tokens.push(await newUser(api, tag));
  let next = 0;
  return () => tokens[next++ % tokens.length] as string;
}

function message(i: number): string {
  const topic = TOPICS[i % TOPICS.length];
  const feeling = FEELINGS[(i * 5 + 3) % FEELINGS.length];
  return `Lately I have felt ${feeling} about ${topic}, and today (${i}) it was harder to switch off.`;
}

async function download(url: string): Promise<void> {
  const res = await fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const box = String.fromCharCode(...bytes.subarray(4, 8));
  if (res.status !== 200 || box !== 'ftyp') throw new Error(`video_url → ${res.status} (${box})`);
}

async function waitReady(statusUrl: string, token: string, pollMs: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const res = await fetch(statusUrl, { headers: { authorization: `Bearer ${token}` } }).catch(
      (error: unknown) => new Error(String(error)),
    );
    // The dev proxy can drop a request under load; that is noise, not a pipeline result.
    if (res instanceof Error) last = res.message;
    else if (res.status !== 200) last = `status ${res.status}: ${(await res.text()).slice(0, 200)}`;
    else {
      const body = (await res.json()) as { status: string; error?: string };
      if (body.status === 'ready') return;
      if (body.status === 'failed') throw new Error(`video failed: ${String(body.error)}`);
      last = body.status;
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`video not ready after 120 s (last: ${last})`);
}

/** One generate → playable cycle; resolves with its wall time. */
async function generateToPlayable(api: string, token: string, text: string, pollMs = 50): Promise<Sample> {
  const started = performance.now();
  const res = await json(`${api}/liveavatar/generate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ message: text }),
  });
  if (res.status !== 200 && res.status !== 202)
    throw new Error(`generate → ${res.status} ${JSON.stringify(res.body)}`);
  const cached = res.status === 200 && res.body.status === 'ready';
  if (res.body.status !== 'ready') await waitReady(res.body.status_url as string, token, pollMs);
  await download(res.body.video_url as string);
  return { ms: performance.now() - started, transcript: res.body.transcript as string, cached };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Row {
  run: string;
  clips: number;
  distinct: number;
  hits: number;
  p50: number;
  p99: number;
  max: number;
  clipsPerSecond?: number;
}

function summarise(run: string, samples: Sample[], seconds?: number): Row {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    run,
    clips: samples.length,
    distinct: new Set(samples.map((s) => s.transcript)).size,
    hits: samples.filter((s) => s.cached).length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms[ms.length - 1] ?? Number.NaN,
    ...(seconds !== undefined ? { clipsPerSecond: samples.length / seconds } : {}),
  };
}

async function withDev<T>(mode: 'sync' | 'queue', fn: (api: string) => Promise<T>): Promise<T> {
  const dev = await startDev({ port: await freePort(), vars: { RENDER_MODE: mode } });
  try {
    return await fn(`${dev.url}/api/v1`);
  } finally {
    await dev.stop();
  }
}

async function sequential(api: string, tag: string, offset: number): Promise<Sample[]> {
  const token = await userPool(api, tag, CLIPS);
  // One warm-up request so module load and the first D1/R2 touch are not in the figures.
  await generateToPlayable(api, token(), `Warm-up ${tag}: I wanted to say hello before we start.`);
  const samples: Sample[] = [];
  for (let i = 0; i < CLIPS; i++) samples.push(await generateToPlayable(api, token(), message(offset + i)));
  return samples;
}

async function burst(api: string): Promise<{ samples: Sample[]; seconds: number }> {
  const token = await userPool(api, 'burst', CLIPS);
  const started = performance.now();
  const samples = await Promise.all(
    Array.from({ length: CLIPS }, (_, i) => generateToPlayable(api, token(), message(10_000 + i), 200)),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

const fmt = (n: number | undefined, digits = 0) =>
  n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits);

async function main(): Promise<void> {
  const rows: Row[] = [];
  rows.push(
    summarise('sync: generate → playable', await withDev('sync', (api) => sequential(api, 'sync', 0))),
  );
  await withDev('queue', async (api) => {
    rows.push(summarise('queue: generate → playable', await sequential(api, 'queue', 1000)));
    const { samples, seconds } = await burst(api);
    rows.push(summarise(`queue: burst of ${CLIPS} (throughput)`, samples, seconds));
  });
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, wrangler dev (both workers)\n`,
  );
  console.log(
    '| run | clips | distinct transcripts | queue-mode cache hits | p50 ms | p99 ms | max ms | clips/s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.run} | ${r.clips} | ${r.distinct} | ${r.run.startsWith('queue') ? r.hits : '–'} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${fmt(r.clipsPerSecond, 2)} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

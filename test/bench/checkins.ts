/**
 * Check-ins and journal benchmark: one user with 2,000 check-ins and 5,000 journal entries, then the
 * PHQ-9 summary (the latest 12 results) and the first page of the journal (20 entries, each decrypted),
 * beside a bare D1 worker running only the same D1 statements (`lib/d1-private-worker.ts`, the floor
 * those routes cannot go under), under the same load harness in the same run. Served by Miniflare
 * directly (same workerd as `wrangler dev`, without its proxy, so our own code's cost shows). The API's
 * rows are written through the API itself (check-ins scored, entries safety-checked and sealed).
 * Prints a markdown table with each route's throughput and median latency against its floor.
 */
import os from 'node:os';
import type { Miniflare } from 'miniflare';
import { freePort } from '../support/wrangler-dev';
import {
  bundle,
  startMiniflare,
  startMiniflareD1,
  writeApiBenchConfig,
  writeD1PrivateConfig,
} from './lib/bench-workers';
import { type LoadResult, runLoad } from './lib/load';
import { knob } from './lib/smoke';

const SECONDS = knob('BENCH_SECONDS', 10, 1);
const CHECKINS = knob('BENCH_CHECKINS', 2_000, 20);
const ENTRIES = knob('BENCH_ENTRIES', 5_000, 50);
const SEED_CONCURRENCY = 8;
const PASSWORD = 'a quiet harbour at dusk 42';
const TEXT =
  'Slept badly again, but the walk by the canal helped more than I expected. Work was loud; I left early ' +
  'and cooked something simple. Talked to my sister for a while, which I had been putting off. Tomorrow: ' +
  'bed before midnight, phone in the other room, and a slower morning if I can manage it. Grateful for the ' +
  'quiet hour after dinner.';

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function inParallel(count: number, run: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next < count) await run(next++);
    }),
  );
}

async function measureFloor(base: string): Promise<LoadResult[]> {
  const user = (await post(`${base}/seed`, {})).user as number;
  const summary = await runLoad({
    name: 'D1 floor: summary query',
    url: `${base}/summary?user=${user}`,
    seconds: SECONDS,
  });
  const page = await runLoad({
    name: 'D1 floor: journal page query',
    url: `${base}/journal?user=${user}`,
    seconds: SECONDS,
  });
  return [summary, page];
}

async function measureApi(base: string): Promise<{ rows: LoadResult[]; seedSeconds: number }> {
  const api = `${base}/api/v1`;
  const email = `bench-private-${Date.now()}@example.com`;
  await post(`${api}/signup/`, { email, name: 'Bench User', password: PASSWORD, confirm_password: PASSWORD });
  const access = (await post(`${api}/login/`, { email, password: PASSWORD })).access as string;
  const auth = { authorization: `Bearer ${access}` };
  const started = performance.now();
  const instruments = [
    ['phq9', 9],
    ['gad7', 7],
    ['who5', 5],
  ] as const;
  await inParallel(CHECKINS, (i) => {
    const [instrument, items] = instruments[i % 3] ?? instruments[0];
    const answers = Array.from({ length: items }, (_, k) =>
      instrument === 'phq9' && k === 8 ? 0 : (i + k) % 4,
    );
    return post(`${api}/checkins/`, { instrument, answers }, auth);
  });
  await inParallel(ENTRIES, (i) =>
    post(`${api}/journal/`, { text: `${TEXT} (${i})`, tags: ['sleep', `w${i % 52}`] }, auth),
  );
  const seedSeconds = (performance.now() - started) / 1000;
  const summary = await runLoad({
    name: 'API: GET /checkins/summary/?instrument=phq9',
    url: `${api}/checkins/summary/?instrument=phq9`,
    seconds: SECONDS,
    headers: auth,
  });
  const page = await runLoad({
    name: 'API: GET /journal/ (20 entries decrypted)',
    url: `${api}/journal/`,
    seconds: SECONDS,
    headers: auth,
  });
  return { rows: [summary, page], seedSeconds };
}

function table(floor: LoadResult[], api: LoadResult[]): string {
  const lines = [
    '| run | req/s | p50 ms | p99 ms | requests | non-2xx | errors | floor req/s ÷ req/s | p50 ÷ floor p50 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const row = (r: LoadResult, f?: LoadResult) =>
    `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} | ${
      f ? (f.requestsPerSecond / r.requestsPerSecond).toFixed(2) : ''
    } | ${f && f.p50 > 0 ? (r.p50 / f.p50).toFixed(2) : ''} |`;
  for (const r of floor) lines.push(row(r));
  api.forEach((r, i) => {
    lines.push(row(r, floor[i]));
  });
  return lines.join('\n');
}

export async function main(): Promise<string> {
  const config = writeApiBenchConfig();
  const apiScript = bundle(config, 'api');
  const floorScript = bundle(writeD1PrivateConfig(), 'd1-private');
  const floorPort = await freePort();
  let mf: Miniflare = await startMiniflareD1(floorScript, floorPort);
  const floor = await measureFloor(`http://127.0.0.1:${floorPort}`).finally(() => mf.dispose());
  const apiPort = await freePort();
  mf = await startMiniflare(apiScript, apiPort, config);
  const api = await measureApi(`http://127.0.0.1:${apiPort}`).finally(() => mf.dispose());
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header =
    `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ` +
    `load average ${os.loadavg()[0]?.toFixed(1)} at the end (shared with other work); autocannon, 32 connections, ` +
    `${SECONDS} s per run. One user with ${CHECKINS} check-ins and ${ENTRIES} journal entries, written through ` +
    `the API in ${api.seedSeconds.toFixed(0)} s.`;
  return `${header}\n\n${table(floor, api.rows)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (out) => console.log(out),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

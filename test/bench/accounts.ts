/**
 * Accounts benchmark: profile reads, refreshes (with rotation: every request spends one refresh token and
 * returns its successor to a shared pool) and logins, beside a bare hello-world worker and a bare D1
 * worker that runs only refresh's D1 statements (`lib/d1-refresh-worker.ts`, the floor refresh cannot go
 * under), under the same load harness in the same run. Two harnesses: `wrangler dev` (what the issue asks for; its proxy is the
 * ceiling) and Miniflare directly (same workerd, no proxy). Under Miniflare, the API's global middleware
 * is also added one at a time to a bare Hono app (`lib/middleware-ladder.ts`) to show what each costs.
 * Observability is on in both: the request log line and the METRICS data point. Prints a markdown table.
 */
import os from 'node:os';
import type { Miniflare } from 'miniflare';
import { startDev } from '../support/wrangler-dev';
import {
  bundle,
  startMiniflare,
  startMiniflareD1,
  writeApiBenchConfig,
  writeD1RefreshConfig,
  writeHelloWorker,
} from './lib/bench-workers';
import { type LoadResult, runLoad } from './lib/load';
import { measureLadder } from './lib/middleware-ladder';
import { knob } from './lib/smoke';

const SECONDS = knob('BENCH_SECONDS', 10, 1);
/** Per rung of the middleware ladder (Miniflare only: under `wrangler dev` its proxy hides the steps). */
const LADDER_SECONDS = knob('BENCH_LADDER_SECONDS', Math.min(SECONDS, 5), 1);
const PASSWORD = 'a quiet harbour at dusk 42';

async function post(url: string, body: unknown): Promise<Record<string, string>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, string>;
}

/** The D1 floor: the same rotating-pool load as refresh, against the bare D1 worker. */
async function measureFloor(base: string, label: string): Promise<LoadResult> {
  const pool = (await post(`${base}/seed?n=64`, {})).refresh as unknown as string[];
  return runLoad({
    name: `${label} D1 floor (refresh's statements)`,
    url: `${base}/`,
    method: 'POST',
    seconds: SECONDS,
    headers: { 'content-type': 'application/json' },
    body: () => JSON.stringify({ refresh: pool.shift() }),
    onResponse: (status, body) => {
      if (status === 200) pool.push((JSON.parse(body) as { refresh: string }).refresh);
    },
  });
}

async function measureApi(base: string, label: string): Promise<LoadResult[]> {
  const api = `${base}/api/v1`;
  const email = `bench-${Date.now()}@example.com`;
  await post(`${api}/signup/`, { email, name: 'Bench User', password: PASSWORD, confirm_password: PASSWORD });
  const pool: string[] = [];
  for (let i = 0; i < 64; i++)
    pool.push((await post(`${api}/login/`, { email, password: PASSWORD })).refresh as string);
  const { access } = await post(`${api}/login/`, { email, password: PASSWORD });

  const profile = await runLoad({
    name: `${label} profile`,
    url: `${api}/profile/`,
    seconds: SECONDS,
    headers: { authorization: `Bearer ${access}` },
  });
  const refresh = await runLoad({
    name: `${label} refresh`,
    url: `${api}/refresh/`,
    method: 'POST',
    seconds: SECONDS,
    headers: { 'content-type': 'application/json' },
    body: () => JSON.stringify({ refresh: pool.shift() }),
    onResponse: (status, body) => {
      if (status === 200) pool.push((JSON.parse(body) as { refresh: string }).refresh);
    },
  });
  const login = await runLoad({
    name: `${label} login`,
    url: `${api}/login/`,
    method: 'POST',
    seconds: SECONDS,
    connections: 8,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return [profile, refresh, login];
}

async function underWranglerDev(): Promise<LoadResult[]> {
  const hello = await startDev({ port: 8911, configs: [writeHelloWorker()], migrate: false, readyPath: '/' });
  const bare = await runLoad({ name: 'wrangler dev: hello-world', url: `${hello.url}/`, seconds: SECONDS });
  await hello.stop();
  const d1 = await startDev({ port: 8915, configs: [writeD1RefreshConfig()], readyPath: '/' });
  let floor: LoadResult;
  try {
    floor = await measureFloor(d1.url, 'wrangler dev:');
  } finally {
    await d1.stop();
  }
  const api = await startDev({ port: 8912, configs: [writeApiBenchConfig()] });
  try {
    return [bare, floor, ...(await measureApi(api.url, 'wrangler dev:'))];
  } finally {
    await api.stop();
  }
}

async function underMiniflare(): Promise<LoadResult[]> {
  const config = writeApiBenchConfig();
  const helloScript = bundle(writeHelloWorker(), 'hello');
  const apiScript = bundle(config, 'api');
  const floorScript = bundle(writeD1RefreshConfig(), 'd1-refresh');
  let mf: Miniflare = await startMiniflare(helloScript, 8913);
  const bare = await runLoad({
    name: 'miniflare: hello-world',
    url: 'http://127.0.0.1:8913/',
    seconds: SECONDS,
  });
  await mf.dispose();
  const ladder = await measureLadder(config, 8918, LADDER_SECONDS);
  mf = await startMiniflareD1(floorScript, 8916);
  const floor = await measureFloor('http://127.0.0.1:8916', 'miniflare:').finally(() => mf.dispose());
  mf = await startMiniflare(apiScript, 8914, config);
  try {
    return [bare, ...ladder, floor, ...(await measureApi('http://127.0.0.1:8914', 'miniflare:'))];
  } finally {
    await mf.dispose();
  }
}

function table(rows: LoadResult[]): string {
  const lines = [
    '| run | req/s | p50 ms | p99 ms | requests | non-2xx | errors | vs hello-world | vs D1 floor |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  let bare = 0;
  let floor = 0;
  const pct = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(0)}%` : '');
  for (const r of rows) {
    if (r.name.includes('hello-world')) bare = r.requestsPerSecond;
    if (r.name.includes('D1 floor')) floor = r.requestsPerSecond;
    const overFloor = r.name.endsWith(' refresh') ? pct(r.requestsPerSecond, floor) : '';
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} | ${pct(r.requestsPerSecond, bare)} | ${overFloor} |`,
    );
  }
  return lines.join('\n');
}

export async function main(): Promise<string> {
  const rows = [...(await underWranglerDev()), ...(await underMiniflare())];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; autocannon, 32 connections (login: 8), ${SECONDS} s per run.`;
  return `${header}\n\n${table(rows)}\n`;
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

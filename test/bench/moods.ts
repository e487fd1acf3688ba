/**
 * Moods benchmark: mood creates (score only, and with a note, which runs the safety check) and the
 * summary (7 and 90 days over a week of entries, three a day), beside a bare hello-world worker, the API's
 * health route (no auth, no D1), the profile read, and a bare D1 worker running only create's insert and
 * the summary's query (`lib/d1-moods-worker.ts`, the floor those routes cannot go under), under the same
 * load harness in the same run. Two harnesses, as for accounts: `wrangler dev` (its proxy is the ceiling)
 * and Miniflare directly (same workerd, no proxy). Prints a markdown table.
 */
import os from 'node:os';
import type { Miniflare } from 'miniflare';
import { freePort, startDev } from '../support/wrangler-dev';
import {
  bundle,
  startMiniflare,
  startMiniflareD1,
  writeApiBenchConfig,
  writeD1MoodsConfig,
  writeHelloWorker,
} from './lib/bench-workers';
import { type LoadResult, runLoad } from './lib/load';
import { knob } from './lib/smoke';

const SECONDS = knob('BENCH_SECONDS', 10, 1);
const PASSWORD = 'a quiet harbour at dusk 42';
const NOTE = 'Slept badly, but the walk in the park helped a little.';
const HOUR = 3_600_000;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A fresh account and its access token (15 minutes: longer than the whole run). */
async function account(api: string, label: string): Promise<string> {
  const email = `bench-${label}-${Date.now()}@example.com`;
  await post(`${api}/signup/`, { email, name: 'Bench User', password: PASSWORD, confirm_password: PASSWORD });
  return (await post(`${api}/login/`, { email, password: PASSWORD })).access as string;
}

/** The D1 floor: the summary's query over a seeded week, then create's insert, on the bare D1 worker. */
async function measureFloor(base: string, label: string): Promise<LoadResult[]> {
  const reader = (await post(`${base}/seed`, {})).user as number;
  const summary = await runLoad({
    name: `${label} D1 floor (summary's query, 7 days)`,
    url: `${base}/summary?user=${reader}&days=7`,
    seconds: SECONDS,
  });
  const writer = (await post(`${base}/seed`, {})).user as number;
  const insert = await runLoad({
    name: `${label} D1 floor (create's insert)`,
    url: `${base}/?user=${writer}`,
    method: 'POST',
    seconds: SECONDS,
  });
  return [summary, insert];
}

async function measureApi(base: string, label: string): Promise<LoadResult[]> {
  const api = `${base}/api/v1`;
  const health = await runLoad({ name: `${label} health`, url: `${api}/health/`, seconds: SECONDS });
  const reader = await account(api, 'reader');
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const profile = await runLoad({
    name: `${label} profile`,
    url: `${api}/profile/`,
    seconds: SECONDS,
    headers: auth(reader),
  });

  // The writer's entries pile up during the run; the summary reads another user's realistic week.
  const writer = await account(api, 'writer');
  let n = 0;
  const createBody = (note: boolean) => () => {
    n += 1;
    return JSON.stringify({
      score: (n % 5) + 1,
      emotions: ['calm', 'tired'],
      ...(note ? { note: NOTE } : {}),
    });
  };
  const create = (note: boolean) =>
    runLoad({
      name: `${label} mood create${note ? ' (with note)' : ''}`,
      url: `${api}/moods/`,
      method: 'POST',
      seconds: SECONDS,
      headers: { 'content-type': 'application/json', ...auth(writer) },
      body: createBody(note),
    });
  const plain = await create(false);
  const withNote = await create(true);

  const summariser = await account(api, 'summary');
  const now = Date.now();
  for (let day = 0; day < 7; day++) {
    for (const hours of [1, 8, 15]) {
      const loggedAt = new Date(now - day * 24 * HOUR - hours * HOUR).toISOString();
      await post(`${api}/moods/`, { score: 1 + ((day + hours) % 5), logged_at: loggedAt }, auth(summariser));
    }
  }
  const summary = (days: number) =>
    runLoad({
      name: `${label} mood summary (${days} days)`,
      url: `${api}/moods/summary/?days=${days}`,
      seconds: SECONDS,
      headers: auth(summariser),
    });
  return [health, profile, plain, withNote, await summary(7), await summary(90)];
}

async function underWranglerDev(): Promise<LoadResult[]> {
  const hello = await startDev({
    port: await freePort(),
    configs: [writeHelloWorker()],
    migrate: false,
    readyPath: '/',
  });
  const bare = await runLoad({ name: 'wrangler dev: hello-world', url: `${hello.url}/`, seconds: SECONDS });
  await hello.stop();
  const d1 = await startDev({ port: await freePort(), configs: [writeD1MoodsConfig()], readyPath: '/' });
  const floor = await measureFloor(d1.url, 'wrangler dev:').finally(() => d1.stop());
  const api = await startDev({ port: await freePort(), configs: [writeApiBenchConfig()] });
  try {
    return [bare, ...floor, ...(await measureApi(api.url, 'wrangler dev:'))];
  } finally {
    await api.stop();
  }
}

async function underMiniflare(): Promise<LoadResult[]> {
  const config = writeApiBenchConfig();
  const helloScript = bundle(writeHelloWorker(), 'hello');
  const apiScript = bundle(config, 'api');
  const floorScript = bundle(writeD1MoodsConfig(), 'd1-moods');
  const helloPort = await freePort();
  let mf: Miniflare = await startMiniflare(helloScript, helloPort);
  const bare = await runLoad({
    name: 'miniflare: hello-world',
    url: `http://127.0.0.1:${helloPort}/`,
    seconds: SECONDS,
  });
  await mf.dispose();
  const floorPort = await freePort();
  mf = await startMiniflareD1(floorScript, floorPort);
  const floor = await measureFloor(`http://127.0.0.1:${floorPort}`, 'miniflare:').finally(() => mf.dispose());
  const apiPort = await freePort();
  mf = await startMiniflare(apiScript, apiPort, config);
  try {
    return [bare, ...floor, ...(await measureApi(`http://127.0.0.1:${apiPort}`, 'miniflare:'))];
  } finally {
    await mf.dispose();
  }
}

function table(rows: LoadResult[]): string {
  const lines = [
    '| run | req/s | p50 ms | p99 ms | requests | non-2xx | errors | vs hello-world | vs profile | vs D1 floor |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  let bare = 0;
  let profile = 0;
  let insertFloor = 0;
  let summaryFloor = 0;
  const pct = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(0)}%` : '');
  for (const r of rows) {
    if (r.name.includes('hello-world')) bare = r.requestsPerSecond;
    if (r.name.endsWith(' profile')) profile = r.requestsPerSecond;
    if (r.name.includes("D1 floor (create's")) insertFloor = r.requestsPerSecond;
    if (r.name.includes("D1 floor (summary's")) summaryFloor = r.requestsPerSecond;
    const overProfile = r.name.includes(' mood ') ? pct(r.requestsPerSecond, profile) : '';
    const floor = r.name.includes(' mood create')
      ? insertFloor
      : r.name.endsWith('(7 days)')
        ? summaryFloor
        : 0;
    const overFloor = r.name.includes(' mood ') ? pct(r.requestsPerSecond, floor) : '';
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} | ${pct(r.requestsPerSecond, bare)} | ${overProfile} | ${overFloor} |`,
    );
  }
  return lines.join('\n');
}

export async function main(): Promise<string> {
  const rows = [...(await underWranglerDev()), ...(await underMiniflare())];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const header = `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} at the end; autocannon, 32 connections, ${SECONDS} s per run.`;
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

/**
 * Accounts benchmark: profile reads, refreshes (with rotation: every request spends one refresh token and
 * returns its successor to a shared pool) and logins, beside a bare hello-world worker, under the same
 * load harness in the same run. Two harnesses: `wrangler dev` (what the issue asks for; its proxy is the
 * ceiling) and Miniflare directly (same workerd, no proxy). Prints a markdown table.
 */
import os from 'node:os';
import type { Miniflare } from 'miniflare';
import { startDev } from '../support/wrangler-dev';
import { bundle, startMiniflare, writeApiBenchConfig, writeHelloWorker } from './lib/bench-workers';
import { type LoadResult, runLoad } from './lib/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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
  const api = await startDev({ port: 8912, configs: [writeApiBenchConfig()] });
  try {
    return [bare, ...(await measureApi(api.url, 'wrangler dev:'))];
  } finally {
    await api.stop();
  }
}

async function underMiniflare(): Promise<LoadResult[]> {
  const config = writeApiBenchConfig();
  const helloScript = bundle(writeHelloWorker(), 'hello');
  const apiScript = bundle(config, 'api');
  let mf: Miniflare = await startMiniflare(helloScript, 8913);
  const bare = await runLoad({
    name: 'miniflare: hello-world',
    url: 'http://127.0.0.1:8913/',
    seconds: SECONDS,
  });
  await mf.dispose();
  mf = await startMiniflare(apiScript, 8914, config);
  try {
    return [bare, ...(await measureApi('http://127.0.0.1:8914', 'miniflare:'))];
  } finally {
    await mf.dispose();
  }
}

function table(rows: LoadResult[]): string {
  const lines = [
    '| run | req/s | p50 ms | p99 ms | requests | non-2xx | errors | vs hello-world |',
    '|---|---|---|---|---|---|---|---|',
  ];
  let bare = 0;
  for (const r of rows) {
    if (r.name.includes('hello-world')) bare = r.requestsPerSecond;
    const ratio = bare > 0 ? `${((r.requestsPerSecond / bare) * 100).toFixed(0)}%` : '';
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} | ${ratio} |`,
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

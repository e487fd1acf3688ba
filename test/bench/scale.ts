/**
 * Scale benchmark: what a long history costs. Three users in one Miniflare (the API bundle with its D1, R2
 * and queue, as in the accounts bench): "small" with a handful of rows of each kind, "large" with 10,000
 * moods, 5,000 videos, 1,000 task completions and 5 contacts over a year, and "mid" at a fifth of that.
 * Each list page (first and deep), summary, export and the account deletion is timed as sequential
 * requests (median of n, after warm-up) for each user, and workerd's peak memory growth during the export
 * and the deletion is read from /proc (VmHWM after resetting it through clear_refs). Prints markdown.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { bundle, startMiniflare, writeApiBenchConfig } from './lib/bench-workers';
import { type HistorySize, historyRows, seedHistory } from './lib/scale-seed';
import { knob, SMOKE } from './lib/smoke';

const RUNS = knob('BENCH_RUNS', 15, 1);
const PORT = 8917;
const API = `http://127.0.0.1:${PORT}/api/v1`;
const PASSWORD = 'a quiet harbour at dusk 42';
/** A smoke run seeds a hundredth of each size: it proves the harness, its numbers mean nothing. */
const SCALE = SMOKE ? 0.01 : 1;
const sized = (moods: number, videos: number, tasks: number): HistorySize => ({
  moods: Math.max(10, Math.round(moods * SCALE)),
  videos: Math.max(10, Math.round(videos * SCALE)),
  tasks: Math.max(10, Math.round(tasks * SCALE)),
  contacts: 5,
});
const SIZES: Record<string, HistorySize> = {
  small: sized(10, 10, 10),
  mid: sized(2_000, 1_000, 200),
  large: sized(10_000, 5_000, 1_000),
};

interface User {
  id: number;
  access: string;
  size: HistorySize;
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The workerd process Miniflare started (a child of this process). */
function workerdPid(): number {
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && stat.includes('(workerd)')) return Number(entry);
    } catch {
      // the process ended while listed
    }
  }
  throw new Error('workerd process not found');
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return Number(match?.[1] ?? 0);
}

/** Peak RSS growth (MB) of workerd while `run` runs. */
async function peakGrowth(pid: number, run: () => Promise<void>): Promise<number> {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = statusKb(pid, 'VmRSS');
  await run();
  return (statusKb(pid, 'VmHWM') - before) / 1024;
}

async function timed(
  url: string,
  access: string,
  init: RequestInit = {},
): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { ...init, headers: { authorization: `Bearer ${access}`, ...init.headers } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`${url} → ${res.status}`);
  return { ms: performance.now() - started, bytes };
}

async function median(url: string, access: string, runs = RUNS): Promise<number> {
  for (let i = 0; i < 2; i++) await timed(url, access);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(url, access)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const cursor = (key: [number, string]) => Buffer.from(JSON.stringify(key)).toString('base64url');

async function createUser(label: string, size: HistorySize, db: Parameters<typeof seedHistory>[0]) {
  const email = `scale-${label}-${Date.now()}@example.com`;
  await json(`${API}/signup/`, {
    method: 'POST',
    body: JSON.stringify({ email, name: 'Bench User', password: PASSWORD, confirm_password: PASSWORD }),
  });
  const { access } = (await json(`${API}/login/`, {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  })) as { access: string };
  const { id } = (await json(`${API}/profile/`, { headers: { authorization: `Bearer ${access}` } })) as {
    id: number;
  };
  await db.prepare("UPDATE users SET timezone = 'Europe/Berlin' WHERE id = ?1").bind(id).run();
  await seedHistory(db, id, size, Date.now());
  return { id, access, size };
}

/** Paths of one user's pages and summaries; deep pages start halfway down the history. */
function readPaths(user: User): Record<string, string> {
  const { id, size } = user;
  const half = Date.now() - 182 * 24 * 3_600_000;
  return {
    'moods: first page (20)': '/moods/',
    'moods: page of 100': '/moods/?limit=100',
    'moods: deep page (20)': `/moods/?cursor=${cursor([half, `m${id}-${Math.floor(size.moods / 2)}`])}`,
    'videos: first page (20)': '/liveavatar/videos/',
    'videos: deep page (20)': `/liveavatar/videos/?cursor=${cursor([half, `v${id}-${Math.floor(size.videos / 2)}`])}`,
    'emergency contacts: page': '/emergency-contacts/',
    'tasks: today': '/tasks/today/',
    'summary: tasks, 90 days': '/tasks/history/?days=90',
    'summary: moods, 7 days': '/moods/summary/?days=7',
    'summary: moods, 30 days': '/moods/summary/?days=30',
    'summary: moods, 90 days': '/moods/summary/?days=90',
  };
}

export async function main(): Promise<string> {
  const config = writeApiBenchConfig();
  const mf = await startMiniflare(bundle(config, 'api'), PORT, config);
  try {
    const db = await mf.getD1Database('DB');
    const users: Record<string, User> = {};
    for (const [label, size] of Object.entries(SIZES)) users[label] = await createUser(label, size, db);
    const pid = workerdPid();
    const { small, mid, large } = users as Record<'small' | 'mid' | 'large', User>;

    const lines = [
      '| request | small: ms | large: ms | large ÷ small | target |',
      '|---|---:|---:|---:|---|',
    ];
    for (const name of Object.keys(readPaths(small))) {
      const a = await median(`${API}${readPaths(small)[name]}`, small.access);
      const b = await median(`${API}${readPaths(large)[name]}`, large.access);
      const target = name.startsWith('summary') ? '≤ 3×' : '≤ 1.5×';
      lines.push(`| ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)}× | ${target} |`);
    }

    const exportLines = [
      '| user | rows | export ms (median of 3) | KiB | ms per 1,000 rows | workerd peak growth MB | delete ms | delete peak growth MB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const [label, user] of Object.entries({ small, mid, large })) {
      const rows = historyRows(user.size);
      let bytes = 0;
      const ms = await median(`${API}/profile/export/`, user.access, 3);
      const exportPeak = await peakGrowth(pid, async () => {
        bytes = (await timed(`${API}/profile/export/`, user.access)).bytes;
      });
      let deleteMs = 0;
      const deletePeak = await peakGrowth(pid, async () => {
        deleteMs = (
          await timed(`${API}/profile/`, user.access, {
            method: 'DELETE',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ password: PASSWORD }),
          })
        ).ms;
      });
      exportLines.push(
        `| ${label} | ${rows.toLocaleString('en')} | ${ms.toFixed(0)} | ${(bytes / 1024).toFixed(0)} | ${((ms / rows) * 1000).toFixed(1)} | ${exportPeak.toFixed(1)} | ${deleteMs.toFixed(0)} | ${deletePeak.toFixed(1)} |`,
      );
    }
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const header = `Machine: ${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}; Miniflare, sequential requests, median of ${RUNS} after 2 warm-up requests.`;
    return `${header}\n\n${lines.join('\n')}\n\n${exportLines.join('\n')}\n`;
  } finally {
    await mf.dispose();
  }
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

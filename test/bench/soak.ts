/**
 * Mixed soak: both workers under one `wrangler dev` (as `pnpm dev` runs them, rate limits lifted as in the
 * accounts bench), SOAK_USERS users each running one client loop for SOAK_SECONDS (default 60 s), every
 * loop picking profile reads, video status reads, rotating refreshes (each user spends its own token and
 * keeps the successor, as an app would), chat messages and generates (queue mode: the consumer renders).
 * Bounded in time and in count (SOAK_MAX_REQUESTS in all); loopback only. Afterwards it waits for every
 * generated video, then checks each user is intact: logs in again, refreshes the token chain it held
 * when the soak stopped, reads its profile. Fails on any 5xx or any user not intact. Prints a table.
 */
import os from 'node:os';
import { freePort, startDev } from '../support/wrangler-dev';
import { writeApiBenchConfig } from './lib/bench-workers';
import { knob } from './lib/smoke';

const SECONDS = knob('SOAK_SECONDS', 60, 3);
const USERS = knob('SOAK_USERS', 12, 2);
const MAX_REQUESTS = Number(process.env.SOAK_MAX_REQUESTS ?? 50_000);
const PASSWORD = 'a quiet harbour at dusk 42';
const CONSUMER_CONFIG = 'workers/render-consumer/wrangler.toml';
/** Cumulative weights: profile 40%, status 15%, refresh 20%, chat 17%, generate 8%. */
const MIX: [Op, number][] = [
  ['profile', 0.4],
  ['status', 0.55],
  ['refresh', 0.75],
  ['chat', 0.92],
  ['generate', 1],
];
const TOPICS = ['work', 'my sister', 'sleep', 'the move', 'exams', 'my friend', 'money', 'the winter'];

type Op = 'profile' | 'status' | 'refresh' | 'chat' | 'generate';

interface User {
  email: string;
  access: string;
  refresh: string;
  videos: string[];
}

interface OpStats {
  count: number;
  ms: number[];
  statuses: Map<number, number>;
  errors: number;
}

const stats = new Map<Op, OpStats>();
let issued = 0;
let serverErrors = 0;
const failures: string[] = [];

async function call(
  url: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

async function newUser(api: string, i: number): Promise<User> {
  const email = `soak-${i}-${Date.now()}@example.com`;
  const signup = await call(`${api}/signup/`, {
    json: { email, name: `Soak User ${i}`, password: PASSWORD, confirm_password: PASSWORD },
  });
  if (signup.status !== 201 && signup.status !== 200) throw new Error(`signup → ${signup.status}`);
  const login = await call(`${api}/login/`, { json: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login → ${login.status}`);
  return { email, access: login.body.access as string, refresh: login.body.refresh as string, videos: [] };
}

function record(op: Op, started: number, status: number | 'error'): void {
  let s = stats.get(op);
  if (!s) {
    s = { count: 0, ms: [], statuses: new Map(), errors: 0 };
    stats.set(op, s);
  }
  s.count++;
  s.ms.push(performance.now() - started);
  if (status === 'error') s.errors++;
  else {
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
    if (status >= 500) serverErrors++;
  }
}

function pick(): Op {
  const r = Math.random();
  return MIX.find(([, edge]) => r < edge)?.[0] ?? 'profile';
}

async function step(api: string, user: User, i: number, n: number): Promise<void> {
  let op = pick();
  if (op === 'status' && user.videos.length === 0) op = 'profile';
  const started = performance.now();
  try {
    let res: { status: number; body: Record<string, unknown> };
    switch (op) {
      case 'profile':
        res = await call(`${api}/profile/`, { token: user.access });
        break;
      case 'status':
        res = await call(`${api}/liveavatar/videos/${user.videos[n % user.videos.length]}/`, {
          token: user.access,
        });
        break;
      case 'refresh':
        res = await call(`${api}/refresh/`, { json: { refresh: user.refresh } });
        if (res.status === 200) {
          user.refresh = res.body.refresh as string;
          user.access = res.body.access as string;
        }
        break;
      case 'chat':
        res = await call(`${api}/chat/`, {
          token: user.access,
          json: { message: `Today ${TOPICS[n % TOPICS.length]} felt heavy again (${i}.${n}).` },
        });
        break;
      case 'generate':
        res = await call(`${api}/liveavatar/generate/`, {
          token: user.access,
          json: { message: `I keep thinking about ${TOPICS[(n + i) % TOPICS.length]} (${i}.${n}).` },
        });
        if (res.status === 200 || res.status === 202) user.videos.push(res.body.video_id as string);
        break;
    }
    record(op, started, res.status);
    if (res.status >= 400 && failures.length < 20)
      failures.push(`${op} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
  } catch (error) {
    record(op, started, 'error');
    if (failures.length < 20) failures.push(`${op} → ${String(error)}`);
  }
}

async function clientLoop(api: string, user: User, i: number, deadline: number): Promise<void> {
  for (let n = 0; Date.now() < deadline && issued < MAX_REQUESTS; n++) {
    issued++;
    await step(api, user, i, n);
  }
}

async function settleVideos(api: string, users: User[]): Promise<{ ready: number; other: string[] }> {
  const deadline = Date.now() + 120_000;
  let ready = 0;
  const other: string[] = [];
  for (const user of users) {
    for (const id of user.videos) {
      for (;;) {
        const res = await call(`${api}/liveavatar/videos/${id}/`, { token: user.access });
        if (res.status === 200 && res.body.status === 'ready') {
          ready++;
          break;
        }
        if (res.status !== 200 || res.body.status === 'failed' || Date.now() > deadline) {
          other.push(`${id}: ${res.status} ${String(res.body.status ?? res.body.error)}`);
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  return { ready, other };
}

/** After the soak: the user logs in, its held refresh chain still rotates, its profile reads. */
async function intact(api: string, user: User): Promise<string | null> {
  const refresh = await call(`${api}/refresh/`, { json: { refresh: user.refresh } });
  if (refresh.status !== 200) return `${user.email}: refresh → ${refresh.status}`;
  const profile = await call(`${api}/profile/`, { token: refresh.body.access as string });
  if (profile.status !== 200 || profile.body.email !== user.email)
    return `${user.email}: profile → ${profile.status} ${String(profile.body.email)}`;
  const login = await call(`${api}/login/`, { json: { email: user.email, password: PASSWORD } });
  if (login.status !== 200) return `${user.email}: login → ${login.status}`;
  const again = await call(`${api}/refresh/`, { json: { refresh: login.body.refresh } });
  if (again.status !== 200) return `${user.email}: refresh after login → ${again.status}`;
  return null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function main(): Promise<void> {
  const dev = await startDev({
    port: await freePort(),
    configs: [writeApiBenchConfig(), CONSUMER_CONFIG],
    vars: { RENDER_MODE: 'queue' },
  });
  const api = `${dev.url}/api/v1`;
  let report = '';
  try {
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) users.push(await newUser(api, i));
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(users.map((user, i) => clientLoop(api, user, i, deadline)));
    const seconds = (performance.now() - started) / 1000;
    const videos = await settleVideos(api, users);
    const broken = (await Promise.all(users.map((u) => intact(api, u)))).filter((x) => x !== null);

    const lines = [
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; wrangler dev (both workers, queue mode), ${USERS} users, one client loop each, ${seconds.toFixed(1)} s.`,
      '',
      '| operation | requests | req/s | p50 ms | p99 ms | statuses | connection errors |',
      '|---|---:|---:|---:|---:|---|---:|',
    ];
    let total = 0;
    for (const [op] of MIX) {
      const s = stats.get(op);
      if (!s) continue;
      total += s.count;
      const ms = [...s.ms].sort((a, b) => a - b);
      const statuses = [...s.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ');
      lines.push(
        `| ${op} | ${s.count} | ${(s.count / seconds).toFixed(1)} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${statuses} | ${s.errors} |`,
      );
    }
    lines.push(
      `| **all** | ${total} | ${(total / seconds).toFixed(1)} | | | 5xx: ${serverErrors} | |`,
      '',
      `Videos generated: ${videos.ready + videos.other.length}, ready afterwards: ${videos.ready}.`,
      `Users intact afterwards (refresh of the held chain, profile, login, refresh): ${USERS - broken.length}/${USERS}.`,
    );
    report = lines.join('\n');
    console.log(report);
    if (failures.length > 0) console.log(`\nFirst non-2xx answers:\n${failures.join('\n')}`);
    const problems = [
      ...(serverErrors > 0 ? [`${serverErrors} answers were 5xx`] : []),
      ...videos.other.map((v) => `video not ready: ${v}`),
      ...broken,
    ];
    if (problems.length > 0) throw new Error(`soak failed:\n${problems.join('\n')}`);
  } finally {
    await dev.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

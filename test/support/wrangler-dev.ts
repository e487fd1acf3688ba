/**
 * Starts the service the way the README does (`pnpm dev`: migrations applied to a local state folder,
 * then one `wrangler dev` process running the API and the render consumer) on a chosen port and state
 * folder, waits for /api/v1/health, and stops the whole process group afterwards.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_VARS_EXAMPLE } from './dev-vars';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler');

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

export interface DevOptions {
  port: number;
  /** Config files, API first (it gets the port). Defaults to both workers, as `pnpm dev`. */
  configs?: string[];
  vars?: Record<string, string>;
  persistTo?: string;
  /** Apply D1 migrations first (off for workers without D1). */
  migrate?: boolean;
  readyPath?: string;
}

export function applyMigrations(persistTo: string, config = 'wrangler.toml'): void {
  execFileSync(
    WRANGLER,
    ['d1', 'migrations', 'apply', 'DB', '--local', '-c', config, '--persist-to', persistTo],
    {
      cwd: ROOT,
      stdio: 'pipe',
      env: { ...process.env, CI: 'true' },
    },
  );
}

async function waitFor(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not become ready at ${url}:\n${log()}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port that is free along with port + 1000 (startDev puts the inspector there). */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await isFree(port)) && (await isFree(port + 1000))) return port;
  }
  throw new Error('no free port pair found');
}

export async function startDev(options: DevOptions): Promise<DevServer> {
  const persistTo = options.persistTo ?? mkdtempSync(path.join(tmpdir(), 'solace-dev-'));
  const configs = options.configs ?? ['wrangler.toml', 'workers/render-consumer/wrangler.toml'];
  if (options.migrate ?? true) applyMigrations(persistTo, configs[0]);
  const args = [
    'dev',
    ...configs.flatMap((c) => ['-c', c]),
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
  ];
  args.push(
    '--persist-to',
    persistTo,
    '--inspector-port',
    String(options.port + 1000),
    '--show-interactive-dev-session=false',
  );
  // Never a developer's own .dev.vars: the public development values, as `pnpm dev` would first write them.
  args.push('--env-file', DEV_VARS_EXAMPLE);
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}:${value}`);
  const child = spawn(WRANGLER, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  let output = '';
  // SOLACE_DEV_LOG=<file> keeps the workers' whole output (both workers log JSON lines) for debugging.
  const logFile = process.env.SOLACE_DEV_LOG;
  const keep = (d: Buffer) => {
    output += d;
    if (logFile) appendFileSync(logFile, d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitFor(`${url}${options.readyPath ?? '/api/v1/health'}`, child, () => output.slice(-4000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

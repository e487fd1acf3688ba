/**
 * The workers a benchmark runs: the API worker with its rate limits lifted (a load test is not an attack),
 * and a bare hello-world worker as the yardstick. Both are served two ways: under `wrangler dev` (what a
 * developer runs; its proxy caps throughput) and by Miniflare directly (same workerd, no proxy, so our own
 * code's cost shows).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { readDevVarsExample } from '../../support/dev-vars';
import { ROOT } from '../../support/wrangler-dev';

export const BENCH_DIR = path.join(ROOT, '.wrangler/bench');

/**
 * The config is written under .wrangler/bench, and wrangler resolves a relative path from the config's
 * folder: every path setting (the entry, the migrations, the static assets) becomes absolute.
 */
export function absolutePaths(toml: string): string {
  return toml.replaceAll(
    /^(\s*(?:main|migrations_dir|directory)\s*=\s*)"([^"/][^"]*)"/gm,
    (_, key: string, value: string) => `${key}"${path.join(ROOT, value)}"`,
  );
}

/** wrangler.toml's top level (local development), with absolute paths and generous rate limits. */
export function writeApiBenchConfig(): string {
  mkdirSync(BENCH_DIR, { recursive: true });
  const source = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
  const topLevel = source.split(/^\[env\./m)[0] ?? source;
  const config = absolutePaths(topLevel)
    .replaceAll(/simple = \{ limit = \d+, period = (\d+) \}/g, 'simple = { limit = 1000000, period = $1 }')
    .replace(/^\[triggers\][^[]*/m, '');
  const file = path.join(BENCH_DIR, 'api.toml');
  writeFileSync(file, config);
  return file;
}

export function writeHelloWorker(): string {
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(
    path.join(BENCH_DIR, 'hello.js'),
    `export default { fetch() { return new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json' } }); } };\n`,
  );
  const file = path.join(BENCH_DIR, 'hello.toml');
  writeFileSync(file, 'name = "hello"\nmain = "hello.js"\ncompatibility_date = "2026-04-20"\n');
  return file;
}

/** A bare worker in `lib/<name>-worker.ts` whose only binding is the local D1 database (a D1 floor). */
function writeD1WorkerConfig(name: string): string {
  mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, `${name}.toml`);
  writeFileSync(
    file,
    [
      `name = "${name}"`,
      `main = "${path.join(import.meta.dirname, `${name}-worker.ts`)}"`,
      'compatibility_date = "2026-04-20"',
      '',
      '[[d1_databases]]',
      'binding = "DB"',
      'database_name = "solace-local"',
      'database_id = "00000000-0000-4000-8000-000000000001"',
      `migrations_dir = "${path.join(ROOT, 'migrations')}"`,
      '',
    ].join('\n'),
  );
  return file;
}

/** The D1 floor worker of refresh (`d1-refresh-worker.ts`): the refresh's D1 statements, nothing else. */
export function writeD1RefreshConfig(): string {
  return writeD1WorkerConfig('d1-refresh');
}

/** The D1 floor worker of moods (`d1-moods-worker.ts`): create's insert and the summary's query. */
export function writeD1MoodsConfig(): string {
  return writeD1WorkerConfig('d1-moods');
}

/** The D1 floor worker of check-ins and the journal (`d1-private-worker.ts`): summary and page queries. */
export function writeD1PrivateConfig(): string {
  return writeD1WorkerConfig('d1-private');
}

/** Bundles a config's worker the way `wrangler deploy` would, without an account. */
export function bundle(config: string, name: string): string {
  const outdir = path.join(BENCH_DIR, `bundle-${name}`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    ['deploy', '--dry-run', '-c', config, '--outdir', outdir],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
  const entry = readdirSync(outdir).find((f) => f.endsWith('.js'));
  if (!entry) throw new Error(`no bundle in ${outdir}`);
  return path.join(outdir, entry);
}

function varsOf(config: string): Record<string, string> {
  const vars: Record<string, string> = {};
  const block =
    readFileSync(config, 'utf8')
      .split(/^\[vars\]$/m)[1]
      ?.split(/^\[/m)[0] ?? '';
  for (const match of block.matchAll(/^(\w+) = "(.*)"$/gm)) vars[match[1] as string] = match[2] as string;
  return vars;
}

/** The top level's [[ratelimits]] binding names, so a limiter added to wrangler.toml is bound here too. */
function limitersOf(config: string): string[] {
  const topLevel = readFileSync(config, 'utf8').split(/^\[env\./m)[0] ?? '';
  return [...topLevel.matchAll(/^\[\[ratelimits\]\]\nname = "(\w+)"$/gm)].map((m) => m[1] as string);
}

async function migrate(mf: Miniflare): Promise<void> {
  const db = await mf.getD1Database('DB');
  const dir = path.join(ROOT, 'migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.prepare(statement).run();
    }
  }
}

/** A worker whose only binding is a migrated D1 database (the D1 floor worker). */
export async function startMiniflareD1(scriptPath: string, port: number): Promise<Miniflare> {
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    port,
    host: '127.0.0.1',
    compatibilityDate: '2026-04-20',
    d1Databases: { DB: 'bench-db' },
  });
  await mf.ready;
  await migrate(mf);
  return mf;
}

export async function startMiniflare(scriptPath: string, port: number, config?: string): Promise<Miniflare> {
  const withApi = config !== undefined;
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    port,
    host: '127.0.0.1',
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    ...(withApi
      ? {
          // The top level is strict (ENVIRONMENT=deployed); like `pnpm dev`, take .dev.vars.example over it.
          bindings: { ...varsOf(config), ...readDevVarsExample() },
          d1Databases: { DB: 'bench-db' },
          r2Buckets: { CLIPS: 'bench-clips' },
          queueProducers: { RENDER_QUEUE: { queueName: 'bench-render' } },
          // Observability on, as deployed: the request log line and a data point per request.
          analyticsEngineDatasets: { METRICS: { dataset: 'bench-metrics' } },
          ratelimits: Object.fromEntries(
            limitersOf(config).map((name) => [name, { simple: { limit: 1_000_000, period: 60 } }]),
          ),
        }
      : {}),
  });
  await mf.ready;
  if (withApi) await migrate(mf);
  return mf;
}

/**
 * `pnpm bench`: runs every benchmark in turn and prints their tables (BENCHMARKS.md records a run).
 * One area: `pnpm bench accounts` (names: accounts, moods, checkins, scale, safety, renderer, speech, pipeline, soak, web).
 * `--smoke` (`pnpm bench:smoke`, run by CI) runs each at its smallest size to prove the harness works.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const AREAS = [
  'accounts',
  'moods',
  'checkins',
  'scale',
  'safety',
  'renderer',
  'speech',
  'pipeline',
  'soak',
  'web',
];
const args = process.argv.slice(2);
const wanted = args.filter((a) => AREAS.includes(a));
const env = args.includes('--smoke') ? { ...process.env, BENCH_SMOKE: '1' } : process.env;
let failed = false;
for (const area of wanted.length > 0 ? wanted : AREAS) {
  const file = path.join(import.meta.dirname, `${area}.ts`);
  if (!existsSync(file)) continue;
  console.log(`\n## ${area}\n`);
  try {
    execFileSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit', env });
  } catch {
    failed = true;
    console.error(`benchmark ${area} failed`);
  }
}
process.exit(failed ? 1 : 0);

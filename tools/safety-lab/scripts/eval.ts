// `pnpm safety:eval [--split dev|test] [--json]` (`--languages`: the languages report, eval-languages.ts): the shipped classifier on the real-text pack, per source
// and pooled, with 95% Wilson intervals (src/report.ts). The dev split is the default: it is what models
// and thresholds are chosen on. The test split is looked at once per round, for BENCHMARKS.md.
import { DATA_DIR, dataAvailable, type SplitName } from '../src/real';
import { bySource, table } from '../src/report';
import { scoreSplit } from '../src/score';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
if (process.argv.includes('--languages')) {
  await import('./eval-languages');
  process.exit(0);
}
const split = (arg('--split') ?? 'dev') as SplitName;
if (!['train', 'dev', 'test'].includes(split)) throw new Error(`unknown split ${split}`);
if (!dataAvailable()) {
  console.error(`safety:eval: no real-text pack in ${DATA_DIR} (set SAFETY_DATA_DIR)`);
  process.exit(1);
}

const scored = scoreSplit(split);
const figs = bySource(scored);
if (process.argv.includes('--json')) console.log(JSON.stringify(Object.fromEntries(figs), null, 2));
else console.log(`## Real text, ${split} split (${scored.length} rows)\n\n${table(figs)}`);

// `pnpm safety:eval [--split dev|test] [--behaviour] [--json]` (`--languages`: the languages report,
// scripts/eval-languages.ts): how the classifier meets text it has not
// seen, in three parts, printed in this order:
//   1. leave-one-source-out (src/loso.ts): per source, a model trained without it scores it; the worst
//      source's recall is the headline (folds are cached in .cache/loso; a change retrains them, ~2 min);
//   2. the shipped classifier on one split of the real pack, per source and pooled (src/score.ts). The
//      dev split is the default: it is what thresholds are chosen on. The test split is looked at once
//      per round, for BENCHMARKS.md;
//   3. the behavioural suite's failure rates (src/behaviour.ts; `--behaviour` prints only this part,
//      and needs no pack).
// 95% Wilson intervals throughout (src/report.ts).
import { behaviourTable, runBehaviour } from '../src/behaviour';
import { loso, MIN_RISK_ROWS } from '../src/loso';
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
const behaviourOnly = process.argv.includes('--behaviour');
const fmt = (r: { rate: number; lo: number; hi: number; k: number; n: number }) =>
  `${r.rate.toFixed(3)} [${r.lo.toFixed(3)}, ${r.hi.toFixed(3)}] (${r.k} of ${r.n})`;

if (!behaviourOnly) {
  if (!dataAvailable()) {
    console.error(`safety:eval: no real-text pack in ${DATA_DIR} (set SAFETY_DATA_DIR)`);
    process.exit(1);
  }
  const l = loso(undefined, (line) => console.error(line));
  console.log('## Leave one source out (train on the others; score its train and dev rows)\n');
  console.log(table(l.figures));
  if (l.worst)
    console.log(
      `\nworst source recall (≥ ${MIN_RISK_ROWS} risk rows): ${l.worst.source} ${fmt(l.worst.recall)}`,
    );
  if (l.outOfBounds.length > 0)
    console.log(`no thresholds met the dev bounds without: ${l.outOfBounds.join(', ')} (least-bad used)`);
  if (l.worstFpr) console.log(`worst source false positives: ${l.worstFpr.source} ${fmt(l.worstFpr.fpr)}`);
  const scored = scoreSplit(split);
  const figs = bySource(scored);
  if (process.argv.includes('--json')) console.log(JSON.stringify(Object.fromEntries(figs), null, 2));
  else
    console.log(`\n## Real text, ${split} split (${scored.length} rows), shipped weights\n\n${table(figs)}`);
}
const run = runBehaviour();
console.log(`\n## Behavioural suite (${run.cases.length} cases)\n\n${behaviourTable(run.cases)}`);
if (run.flaggedHarmless.length > 0)
  console.log(
    `\nharmless direction bases that are themselves flagged: ${JSON.stringify(run.flaggedHarmless)}`,
  );

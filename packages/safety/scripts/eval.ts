// `pnpm safety:eval [--json]`: precision / recall / false-positive rate per level and per category, the
// issue's headline figures and a confusion matrix, for every corpus part separately (see corpus.ts).
import { evaluateSplit, isHeldout, SPLITS, type Split } from './corpus';
import { type Report, TARGETS } from './metrics';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function printReport(split: Split, r: Report): void {
  const out: string[] = [`## ${split} (${r.n} messages, ${r.idiomCount} idioms)`, ''];
  const mark = (ok: boolean) => (isHeldout(split) ? (ok ? ' ✓' : ' ✗ target missed') : '');
  out.push(
    `recall elevated-or-crisis : ${pct(r.recallElevatedOrCrisis)}${mark(r.recallElevatedOrCrisis >= TARGETS.recallElevatedOrCrisis)}`,
  );
  out.push(
    `recall crisis as crisis   : ${pct(r.recallCrisisAsCrisis)}${mark(r.recallCrisisAsCrisis >= TARGETS.recallCrisisAsCrisis)}`,
  );
  out.push(`benign FPR (elev/crisis)  : ${pct(r.benignFpr)}${mark(r.benignFpr <= TARGETS.benignFpr)}`);
  out.push(`idiom FPR (elev/crisis)   : ${pct(r.idiomFpr)}${mark(r.idiomFpr <= TARGETS.idiomFpr)}`, '');
  out.push('| class | precision | recall | FPR | support |', '|---|---|---|---|---|');
  for (const [name, m] of [...Object.entries(r.perLevel), ...Object.entries(r.perCategory)]) {
    out.push(`| ${name} | ${pct(m.precision)} | ${pct(m.recall)} | ${pct(m.fpr)} | ${m.support} |`);
  }
  const levels = Object.keys(r.confusion);
  out.push('', `| gold \\ predicted | ${levels.join(' | ')} |`, `|---|${levels.map(() => '---').join('|')}|`);
  for (const [gold, row] of Object.entries(r.confusion))
    out.push(`| ${gold} | ${Object.values(row).join(' | ')} |`);
  console.log(`${out.join('\n')}\n`);
}

const reports = Object.fromEntries(SPLITS.map((s) => [s, evaluateSplit(s)]));
if (process.argv.includes('--json')) console.log(JSON.stringify({ targets: TARGETS, ...reports }, null, 2));
else for (const s of SPLITS) printReport(s, reports[s] as Report);

// `pnpm safety:eval --languages [--split dev|test] [--json]`: the languages report (src/languages/
// evaluate.ts). Sets missing from SAFETY_LANG_DATA_DIR print "not available"; rebuild them with
// scripts/build-languages.ts. The treebanks' test split is the default; dev is where floors are checked.
import { languageFigures, spanishTweets } from '../src/languages/evaluate';
import { LANG_DATA_DIR } from '../src/languages/sources';
import type { Rate } from '../src/report';

const i = process.argv.indexOf('--split');
const split = (i >= 0 ? process.argv[i + 1] : 'test') as 'dev' | 'test';
if (split !== 'dev' && split !== 'test') throw new Error(`unknown split ${split}`);

const figs = languageFigures(split);
const es = spanishTweets();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ split, languages: figs, spanishTweets: es ?? null }, null, 2));
} else {
  const cell = (r: Rate | undefined) =>
    r === undefined || r.n === 0 ? 'not available' : `${r.rate.toFixed(3)} (${r.k}/${r.n})`;
  const head = [
    'lang',
    'statements flagged (written)',
    'requests+threats flagged (written)',
    'MultiJail self-harm flagged',
    'MultiJail violence ≥ low',
    `everyday flagged (UD ${split})`,
    'everyday ≥ low',
    'language ID (no hint)',
    'language ID (hint)',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const f of figs) {
    const row = [
      f.statements,
      f.requests,
      f.mjSelfHarm,
      f.mjViolence,
      f.everyday,
      f.everydayLow,
      f.idNoHint,
      f.idHint,
    ];
    lines.push(`| ${f.lang} | ${row.map(cell).join(' | ')} |`);
  }
  console.log(`## Languages (external sets from ${LANG_DATA_DIR})\n\n${lines.join('\n')}\n`);
  console.log('## Spanish tweets (Valeriano et al. 2020)\n');
  if (!es) console.log('not available');
  else {
    console.log(
      `- suicidal intent (label 1) flagged: ${cell(es.suicidal)}; at low or above: ${cell(es.suicidalLow)}`,
    );
    console.log(`- other tweets found by the same phrases (label 0) flagged: ${cell(es.other)}`);
  }
}

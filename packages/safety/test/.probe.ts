import { readFileSync } from 'node:fs';
import { classify, classifyWith } from '../src/classify';
import { rulesOf } from '../src/rules';

const lines = readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8')
  .split('\n')
  .filter(Boolean);
for (const t of lines) {
  const r = rulesOf(t);
  const v = classify(t);
  console.log(
    `${v.level.padEnd(8)} rules=${classifyWith(t, { model: false }).level.padEnd(8)} floor=${r.floor.padEnd(8)} | ${t}\n    ${v.categories.join(',')} :: ${[...r.cues].filter((c) => !c.startsWith('form.')).join(' ')}`,
  );
}

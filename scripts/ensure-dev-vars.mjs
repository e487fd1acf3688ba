// `pnpm dev` runs this first: without a .dev.vars, local development has no secrets (the worker has no
// built-in fallback), so the public development values are copied from .dev.vars.example. An existing
// .dev.vars keeps every value it has; a name the example has and it lacks (a secret added since it was
// written, such as DATA_ENCRYPTION_KEYS) is appended with the example's value. The copy is gitignored;
// deploys never read it.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const target = path.join(root, '.dev.vars');
const example = path.join(root, '.dev.vars.example');

/** KEY=value lines with a value, comments and blanks skipped. */
function entries(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=(.+)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2]]);
}

if (!existsSync(target)) {
  copyFileSync(example, target);
  console.log('Wrote .dev.vars from .dev.vars.example (development-only keys, public in this repo).');
} else {
  const present = new Set(entries(target).map(([name]) => name));
  const missing = entries(example).filter(([name]) => !present.has(name));
  if (missing.length > 0) {
    appendFileSync(target, `\n${missing.map(([name, value]) => `${name}=${value}`).join('\n')}\n`);
    console.log(`Added ${missing.map(([name]) => name).join(', ')} to .dev.vars from .dev.vars.example.`);
  }
}

// Part of `pnpm typecheck`: `tsc -b` checks only the projects the root tsconfig.json references, so this
// fails when a workspace package has no tsconfig.json or a tsconfig is missing from the root references.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.git', '.wrangler', '.tsbuild', 'dist', 'out']);

function tsconfigs(dir) {
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIP.has(entry.name)) found.push(...tsconfigs(rel));
    else if (/^tsconfig.*\.json$/.test(entry.name)) found.push(rel);
  }
  return found;
}

const referenced = new Set(
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).references.map(({ path: p }) => {
    const file = p.endsWith('.json') ? p : path.join(p, 'tsconfig.json');
    return path.normalize(file);
  }),
);
const problems = [];
for (const group of ['packages', 'workers', 'tools']) {
  for (const name of readdirSync(path.join(root, group))) {
    const dir = path.join(group, name);
    if (
      existsSync(path.join(root, dir, 'package.json')) &&
      !existsSync(path.join(root, dir, 'tsconfig.json'))
    ) {
      problems.push(`${dir} has no tsconfig.json`);
    }
  }
}
for (const file of tsconfigs('.')) {
  const rel = path.normalize(file);
  if (rel === 'tsconfig.json' || rel === 'tsconfig.base.json') continue;
  if (!referenced.has(rel)) problems.push(`${rel} is not in the root tsconfig.json references`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

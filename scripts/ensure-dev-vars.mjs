// `pnpm dev` runs this first: without a .dev.vars, local development has no secrets (the worker has no
// built-in fallback), so the public development values are copied from .dev.vars.example. An existing
// .dev.vars is never touched. The copy is gitignored; deploys never read it.
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const target = path.join(root, '.dev.vars');
if (!existsSync(target)) {
  copyFileSync(path.join(root, '.dev.vars.example'), target);
  console.log('Wrote .dev.vars from .dev.vars.example (development-only keys, public in this repo).');
}

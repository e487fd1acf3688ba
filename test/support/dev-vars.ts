// Reads .dev.vars.example (KEY=value lines; # comments), the one place the public development secrets
// are written down. Used by the Miniflare benchmarks (as `pnpm dev` would use the copied .dev.vars) and
// by the vitest config, which hands it to the test that checks the worker refuses every one of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEV_VARS_EXAMPLE = path.join(import.meta.dirname, '../../.dev.vars.example');

export function readDevVarsExample(file = DEV_VARS_EXAMPLE): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] && match[2] !== undefined && match[2] !== '') vars[match[1]] = match[2];
  }
  return vars;
}

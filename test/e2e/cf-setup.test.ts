// `pnpm cf:setup`: prints every resource an environment's configs name, where the ids go, and flags the
// placeholder ids still in the files; it only prints.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/cf-setup.mjs'), ...args], { encoding: 'utf8' });

describe('pnpm cf:setup', () => {
  it.each(['preview', 'production'])('prints the %s resources from both configs', (env) => {
    const out = run(env);
    expect(out).toContain(`npx wrangler d1 create solace-${env}`);
    expect(out).toContain(`npx wrangler r2 bucket create solace-clips-${env}`);
    expect(out).toContain(`npx wrangler r2 bucket create solace-pictures-${env}`);
    expect(out).toContain(`npx wrangler queues create solace-render-${env}`);
    expect(out).toContain(`npx wrangler queues create solace-render-dlq-${env}`);
    expect(out).toMatch(
      new RegExp(`wrangler\\.toml \\[\\[env\\.${env}\\.d1_databases\\]\\] \\(now [0-9a-f-]+, a placeholder`),
    );
    expect(out).toMatch(/render-consumer\/wrangler\.toml \[\[env\.\w+\.d1_databases\]\]/);
    expect(out).toContain(`npx wrangler secret put JWT_SIGNING_KEYS --env ${env}`);
    expect(out).toContain(`solace-api-${env}`);
    expect(out).toContain(`solace-render-consumer-${env}`);
  });

  it('refuses an unknown environment', () => {
    expect(() => run('staging')).toThrow();
  });
});

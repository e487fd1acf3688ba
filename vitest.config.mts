// One project per runtime: pure packages under Node, each worker in workerd (the Workers pool),
// and end-to-end tests that start `wrangler dev` and a real browser.
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'test', BCRYPT_COST: '4' },
            },
          }),
        ],
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts', 'test/workerd/**/*.test.ts'],
          setupFiles: ['./test/api/apply-migrations.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

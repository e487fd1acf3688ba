// One project per runtime: pure packages under Node, each worker in workerd (the Workers pool),
// and end-to-end tests that start `wrangler dev` and a real browser.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { readDevVarsExample } from './test/support/dev-vars.ts';

// The API worker's static assets (wrangler.toml [assets]) must exist before the pool reads its config.
execFileSync(process.execPath, [path.join(import.meta.dirname, 'scripts/build-assets.mjs')], {
  stdio: 'ignore',
});

const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));

/**
 * The worker has no built-in keys, and the public development ones are refused outside development, so
 * the pool gets keys of its own, fresh for each run. The test of that refusal also gets the example
 * file's values and the vars of every deployable configuration (top level, preview, production).
 */
const TEST_SECRETS = {
  JWT_SIGNING_KEYS: `test-run:${randomBytes(32).toString('base64url')}`,
  PASSWORD_PEPPER: randomBytes(32).toString('base64url'),
  CLIP_SIGNING_KEY: randomBytes(32).toString('base64url'),
  DATA_ENCRYPTION_KEYS: `test-run:${randomBytes(32).toString('base64url')}`,
};
const deployConfigs = Object.fromEntries(
  ['top', 'preview', 'production'].map((name) => {
    const config = unstable_readConfig({ config: 'wrangler.toml', ...(name === 'top' ? {} : { env: name }) });
    return [name, { vars: config.vars, observability: config.observability ?? null }];
  }),
);

/**
 * mediabunny's package.json maps its Node-only `./node.js` to `false` for browsers; the pool forces the
 * `browser` main field, and vitest's runner then fails on the mapped id ("No such module node:").
 * wrangler's bundler applies the same map, so an empty stub matches production.
 */
const mediabunnyNodeStub = {
  name: 'mediabunny-node-stub',
  enforce: 'pre' as const,
  resolveId(id: string, importer?: string) {
    if (id === './node.js' && importer?.includes('/mediabunny/')) return '\0mediabunny-node-stub';
  },
  load(id: string) {
    if (id === '\0mediabunny-node-stub') return 'export const fs = undefined;';
  },
};

export default defineConfig({
  test: {
    // The API writes one JSON line per request; thousands of them would bury test output. Tests that
    // check those lines spy on console directly, so this only affects what is printed.
    onConsoleLog: (log) => !log.includes('"event":"request"'),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'tools/*/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [
          mediabunnyNodeStub,
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // The user cache is off by default in tests so that row changes show at once; a test turns it on.
              bindings: {
                TEST_MIGRATIONS: migrations,
                ENVIRONMENT: 'test',
                BCRYPT_COST: '4',
                USER_CACHE_SECONDS: '0',
                ...TEST_SECRETS,
                TEST_DEV_VARS_EXAMPLE: readDevVarsExample(),
                TEST_DEPLOY_CONFIGS: deployConfigs,
              },
            },
          }),
        ],
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts', 'test/workerd/**/*.test.ts'],
          setupFiles: ['./test/api/apply-migrations.ts'],
          // Hooks that render a clip get as long as a test: the full run shares two cores.
          testTimeout: 30_000,
          // Some files render a real clip in beforeAll; on a loaded machine that outlasts the 10 s default.
          hookTimeout: 30_000,
        },
      },
      {
        // The render consumer in its own workerd, on its own wrangler.toml (queue + DLQ consumers).
        plugins: [
          mediabunnyNodeStub,
          cloudflareTest({
            wrangler: { configPath: './workers/render-consumer/wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'test' },
              // Same as the wrangler.toml consumers, with short batch timeouts so queue tests are quick.
              queueConsumers: {
                'solace-render-local': {
                  maxBatchSize: 1,
                  maxBatchTimeout: 0.1,
                  maxRetries: 5,
                  deadLetterQueue: 'solace-render-dlq-local',
                },
                'solace-render-dlq-local': { maxBatchSize: 10, maxBatchTimeout: 0.1 },
              },
            },
          }),
        ],
        test: {
          name: 'consumer',
          include: ['test/consumer/**/*.test.ts'],
          setupFiles: ['./test/api/apply-migrations.ts'],
          // Hooks that render a clip get as long as a test: the full run shares two cores.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // Files that can share a `wrangler dev` ask this setup for one (test/e2e/helpers/dev-server.ts).
          globalSetup: ['./test/e2e/setup/shared-workers.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

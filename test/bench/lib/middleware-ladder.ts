/**
 * Measures the middleware ladder (`middleware-ladder-worker.ts`) under Miniflare with the API's bindings:
 * one load run per rung, so each global middleware's cost is the drop from the rung before it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GLOBAL_MIDDLEWARE } from '../../../workers/api/src/http/global-middleware';
import { BENCH_DIR, bundle, startMiniflare } from './bench-workers';
import { type LoadResult, runLoad } from './load';

export async function measureLadder(apiConfig: string, port: number, seconds: number): Promise<LoadResult[]> {
  const config = path.join(BENCH_DIR, 'ladder.toml');
  const worker = path.join(import.meta.dirname, 'middleware-ladder-worker.ts');
  writeFileSync(config, readFileSync(apiConfig, 'utf8').replace(/^main = .*$/m, `main = "${worker}"`));
  const mf = await startMiniflare(bundle(config, 'ladder'), port, config);
  try {
    const results: LoadResult[] = [];
    for (let k = 0; k <= GLOBAL_MIDDLEWARE.length; k++) {
      const name = k === 0 ? 'Hono, no middleware' : `+ ${GLOBAL_MIDDLEWARE[k - 1]?.[0]}`;
      results.push(
        await runLoad({
          name: `miniflare: ladder ${name}`,
          url: `http://127.0.0.1:${port}/rung/${k}`,
          seconds,
        }),
      );
    }
    return results;
  } finally {
    await mf.dispose();
  }
}

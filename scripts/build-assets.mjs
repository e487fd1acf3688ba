// `pnpm build:assets`: fills workers/api/public (the API worker's Workers Static Assets) with the
// files it serves from its own origin: the web client (scripts/build-web.mjs: index.html, hashed
// bundle and stylesheet, _headers) and, per entry below, files of a pinned npm package copied into
// public/vendor/<name>/; nothing is fetched from a CDN at run time. The output is gitignored and
// rebuilt by `pnpm dev`, `pnpm test` (vitest.config.mts) and CI, so a fresh clone works. Add an entry
// (or another step) for more files; a file already up to date is not copied again.
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildWeb } from './build-web.mjs';

const root = path.join(import.meta.dirname, '..');
export const PUBLIC_DIR = path.join(root, 'workers/api/public');

/** The reference page's renderer (served at /api/v1/docs/), pinned in the root package.json. */
const VENDORED = [
  {
    name: 'swagger-ui',
    from: 'swagger-ui-dist',
    files: ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE', 'NOTICE'],
  },
];

function upToDate(source, target) {
  try {
    const [s, t] = [statSync(source), statSync(target)];
    return s.size === t.size && t.mtimeMs >= s.mtimeMs;
  } catch {
    return false;
  }
}

export function buildAssets() {
  const require = createRequire(path.join(root, 'package.json'));
  const copied = [];
  for (const { name, from, files } of VENDORED) {
    const packageDir = path.dirname(require.resolve(`${from}/package.json`));
    const targetDir = path.join(PUBLIC_DIR, 'vendor', name);
    mkdirSync(targetDir, { recursive: true });
    for (const file of files) {
      const source = path.join(packageDir, file);
      const target = path.join(targetDir, file);
      if (upToDate(source, target)) continue;
      copyFileSync(source, target);
      copied.push(path.relative(root, target));
    }
  }
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copied = buildAssets();
  console.log(copied.length === 0 ? 'vendor assets up to date' : `copied ${copied.join(', ')}`);
  await buildWeb({ outDir: PUBLIC_DIR });
}

/**
 * Builds the web client (packages/web) into the API worker's static assets folder: the bundle and its
 * stylesheet under content-hashed names, index.html pointing at them, the files of packages/web/public,
 * and `_headers` with the pages' CSP. Prints the JavaScript's gzipped size and fails above the budget.
 * Run by scripts/build-assets.mjs; `node scripts/build-web.mjs` builds only the web client.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'packages/web');
export const JS_BUDGET_GZIP_BYTES = 150 * 1024;

/** The pages' policy: only this origin's scripts, styles, API, media (plus caption blobs) and images. */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "img-src 'self' data: blob:",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': PAGE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

function headersFile() {
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return `${[
    block('/*', PAGE_HEADERS),
    // Hashed names never change content: cache them for a year.
    block('/app-*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ].join('\n\n')}\n`;
}

function removeOldBuild(outDir) {
  for (const name of readdirSync(outDir)) {
    if (/^app-[\w-]+\.(js|css)(\.map)?$/.test(name) || name === 'index.html') rmSync(path.join(outDir, name));
  }
}

/** @param {{ outDir: string, minify?: boolean }} options */
export async function buildWeb({ outDir, minify = true }) {
  mkdirSync(outDir, { recursive: true });
  removeOldBuild(outDir);
  const result = await build({
    entryPoints: { app: path.join(WEB, 'src/main.tsx') },
    bundle: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify,
    sourcemap: false,
    outdir: outDir,
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    absWorkingDir: ROOT,
  });
  const outputs = Object.keys(result.metafile.outputs).map((p) => path.basename(p));
  const js = outputs.find((f) => f.endsWith('.js'));
  const css = outputs.find((f) => f.endsWith('.css'));
  if (!js || !css) throw new Error(`web build produced ${outputs.join(', ')}`);

  const html = readFileSync(path.join(WEB, 'index.html'), 'utf8').replace('%JS%', js).replace('%CSS%', css);
  writeFileSync(path.join(outDir, 'index.html'), html);
  for (const name of readdirSync(path.join(WEB, 'public'))) {
    copyFileSync(path.join(WEB, 'public', name), path.join(outDir, name));
  }
  writeFileSync(path.join(outDir, '_headers'), headersFile());

  const jsBytes = readFileSync(path.join(outDir, js));
  const cssBytes = readFileSync(path.join(outDir, css));
  const sizes = {
    js,
    css,
    jsBytes: jsBytes.length,
    jsGzipBytes: gzipSync(jsBytes, { level: 9 }).length,
    cssGzipBytes: gzipSync(cssBytes, { level: 9 }).length,
  };
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `web: ${js} ${kib(sizes.jsBytes)} (${kib(sizes.jsGzipBytes)} gzipped, budget ${kib(JS_BUDGET_GZIP_BYTES)}), ` +
      `${css} ${kib(sizes.cssGzipBytes)} gzipped`,
  );
  if (sizes.jsGzipBytes > JS_BUDGET_GZIP_BYTES) {
    throw new Error(
      `web bundle is ${kib(sizes.jsGzipBytes)} gzipped, over the ${kib(JS_BUDGET_GZIP_BYTES)} budget`,
    );
  }
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWeb({ outDir: path.join(ROOT, 'workers/api/public') });
}

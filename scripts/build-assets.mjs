/**
 * Builds the API worker's static assets (workers/api/public, served through Workers Static Assets):
 * the web client. `pnpm dev`, `pnpm test` and CI run it first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildWeb({ outDir: path.join(ROOT, 'workers/api/public') });

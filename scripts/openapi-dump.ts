// `pnpm openapi:dump`: writes the OpenAPI document the API serves at /api/v1/openapi.json to
// packages/client/openapi.json, the input of the typed client (`pnpm client:generate`). Runs the app's
// own route definitions under Node (tsx); nothing is fetched and no worker is started.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../workers/api/src/app';
import { documentConfig } from '../workers/api/src/openapi/document';
import { withTrailingSlashes } from '../workers/api/src/openapi/serve';

const target = path.join(import.meta.dirname, '..', 'packages', 'client', 'openapi.json');
const document = withTrailingSlashes(createApp().getOpenAPI31Document(documentConfig));
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(
  `wrote ${path.relative(process.cwd(), target)} (${Object.keys(document.paths ?? {}).length} paths)`,
);

/**
 * GET /api/v1/docs/: the reference page, Swagger UI rendering /api/v1/openapi.json. The renderer's files
 * come from this worker's own static assets (/vendor/swagger-ui/, built by `pnpm build:assets` from the
 * pinned swagger-ui-dist), and its start-up code from /api/v1/docs/init.js, so the page's CSP allows
 * scripts and styles from 'self' only: no inline script, no CDN. Swagger UI's few inline `style`
 * attributes are refused by that policy; the page renders without them.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../env';

export const RENDERER_PATH = '/vendor/swagger-ui';

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // The stylesheet's icons are data: URIs.
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = (initPath: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Solace API reference</title>
<link rel="stylesheet" href="${RENDERER_PATH}/swagger-ui.css">
</head>
<body>
<noscript>The reference needs JavaScript; the document itself is at /api/v1/openapi.json.</noscript>
<div id="swagger-ui"></div>
<script src="${RENDERER_PATH}/swagger-ui-bundle.js"></script>
<script src="${initPath}"></script>
</body>
</html>
`;

const init = (documentPath: string) => `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(documentPath)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
});
`;

const CACHE = 'public, max-age=300';

export function serveDocsPage(app: OpenAPIHono<AppEnv>, path: string, documentPath: string): void {
  const initPath = `${path}/init.js`;
  const html = page(initPath);
  const script = init(documentPath);
  app.get(path, (c) => c.html(html, 200, { 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': CACHE }));
  app.get(initPath, (c) =>
    c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': CACHE }),
  );
}

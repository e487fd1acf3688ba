/**
 * GET /api/v1/openapi.json: the document generated from the route definitions, built once per isolate.
 * Routes are registered without their trailing slash (the app is not strict, so both forms match); the
 * document spells paths the way the spec and DRF clients do, with the slash.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../env';
import { documentConfig } from './document';

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

export function withTrailingSlashes(doc: Document): Document {
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [path.endsWith('/') ? path : `${path}/`, item]),
  );
  return { ...doc, paths };
}

export function serveDocument(app: OpenAPIHono<AppEnv>, path: string): void {
  let cached: Document | undefined;
  app.get(path, (c) => {
    cached ??= withTrailingSlashes(app.getOpenAPI31Document(documentConfig));
    return c.json(cached, 200, { 'Cache-Control': 'public, max-age=300' });
  });
}

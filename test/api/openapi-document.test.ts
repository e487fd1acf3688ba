// The OpenAPI document and the app agree: the document is OpenAPI 3.1 in shape (every operation has
// responses, every $ref resolves), every route the app serves is documented and every documented
// operation is served, and the conventions hold route by route (a JSON body documents 400/413/415, a
// Bearer route documents 401). The error codes table lists every code of ERROR_CODES.

import { describe, expect, it } from 'vitest';
import { ERROR_CODE_DOCS, ERROR_CODES } from '../../packages/contracts/src/index';
import { createApp } from '../../workers/api/src/app';
import { type OpenApiDocument, OUTSIDE_DOCUMENT, openApiDocument } from './helpers/contract';
import { fetchWorker } from './helpers/http';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, unknown> };
  security?: Array<Record<string, unknown>>;
  summary?: string;
  tags?: string[];
}

/** `/api/v1/videos/:videoId/` and `/api/v1/videos/{videoId}` → `/api/v1/videos/{}`. */
function normalise(path: string): string {
  return (
    path
      .replace(/:[A-Za-z0-9_]+/g, '{}')
      .replace(/\{[^}]+\}/g, '{}')
      .replace(/\/+$/, '') || '/'
  );
}

function operations(doc: OpenApiDocument): Array<{ method: string; path: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Operation })),
  );
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      doc,
    );
}

describe('GET /api/v1/openapi.json', () => {
  it('is served without auth, cacheable, as JSON', async () => {
    const res = await fetchWorker(new Request('http://localhost/api/v1/openapi.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await res.json()) as OpenApiDocument).toMatchObject({ openapi: '3.1.0' });
  });

  it('is OpenAPI 3.1 in shape: info, paths, responses on every operation, the Bearer scheme', async () => {
    const doc = await openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Solace API');
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(10);
    for (const { method, path, op } of ops) {
      const where = `${method} ${path}`;
      expect(Object.keys(op.responses ?? {}).length, where).toBeGreaterThan(0);
      expect(op.summary, where).toBeTruthy();
      expect(op.tags?.length, where).toBeGreaterThan(0);
      // Every operation says whether it needs a token: Bearer, or explicitly none.
      expect(op.security, where).toBeDefined();
      for (const status of Object.keys(op.responses ?? {})) expect(status, where).toMatch(/^[1-5]\d\d$/);
      expect(path, where).toMatch(/^\/api\/v1\/.*\/$/);
    }
  });

  it('has no dangling $ref', async () => {
    const doc = await openApiDocument();
    const refs = [...new Set(refsIn(doc))];
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(resolvePointer(doc, ref), ref).toBeDefined();
  });

  it('documents every route the app serves, and serves every documented operation', async () => {
    const doc = await openApiDocument();
    const outside = OUTSIDE_DOCUMENT.map(normalise);
    const all = createApp()
      .routes.filter((r) => !['ALL', 'HEAD', 'OPTIONS'].includes(r.method) && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${normalise(r.path)}`);
    const served = new Set(all.filter((route) => !outside.includes(route.slice(route.indexOf(' ') + 1))));
    expect(served.size).toBeGreaterThan(10);
    const documented = new Set(operations(doc).map(({ method, path }) => `${method} ${normalise(path)}`));
    expect(
      [...served].filter((r) => !documented.has(r)),
      'served but not documented',
    ).toEqual([]);
    // HEAD is answered by the GET route, so a documented HEAD needs a served GET.
    const missing = [...documented].filter((r) =>
      r.startsWith('HEAD ') ? !served.has(r.replace(/^HEAD /, 'GET ')) : !served.has(r),
    );
    expect(missing, 'documented but not served').toEqual([]);
    // The exceptions are served, and absent from the document.
    for (const path of outside) {
      expect(all).toContain(`GET ${path}`);
      expect(Object.keys(doc.paths).map(normalise)).not.toContain(path);
    }
  });

  it('documents 400, 413 and 415 for every JSON body, and 401 where a token is required', async () => {
    const doc = await openApiDocument();
    for (const { method, path, op } of operations(doc)) {
      const statuses = Object.keys(op.responses ?? {});
      const where = `${method} ${path}`;
      if (op.requestBody?.content?.['application/json'] !== undefined) {
        for (const status of ['400', '413']) expect(statuses, where).toContain(status);
        // Provider webhooks read raw bytes: no media-type check, so no 415.
        if (!path.includes('/webhooks/')) expect(statuses, where).toContain('415');
      }
      // A required token (no empty alternative such as crisis-resources' optional one) can be refused.
      const required =
        op.security?.some((s) => 'bearerAuth' in s) && !op.security.some((s) => Object.keys(s).length === 0);
      if (required) expect(statuses, where).toContain('401');
    }
  });

  it('carries the error codes table, one row per ERROR_CODES entry', async () => {
    const doc = await openApiDocument();
    const codes = Object.values(ERROR_CODES);
    expect(doc.info['x-error-codes']).toEqual(
      codes.map((code) => ({
        code,
        statuses: [...ERROR_CODE_DOCS[code].statuses],
        meaning: ERROR_CODE_DOCS[code].meaning,
      })),
    );
    const description = doc.info.description ?? '';
    expect(description).toContain('| code | HTTP status | meaning |');
    for (const code of codes) {
      expect(description).toMatch(
        new RegExp(`\\| \`${code}\` \\| ${ERROR_CODE_DOCS[code].statuses.join(', ')} \\|`),
      );
    }
    // The Error schema's code enum is the same list.
    expect(doc.components.schemas.Error).toMatchObject({
      properties: { code: { enum: codes } },
    });
  });
});

// src/schema.d.ts is exactly what openapi-typescript renders from the committed openapi.json, so the
// client's types cannot drift from the document (the api project checks the document against the app).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATH, renderSchema, SCHEMA_PATH } from '../scripts/render-schema';

describe('generated types', () => {
  it('match the committed OpenAPI document (run `pnpm client:generate` after changing a route)', async () => {
    const document: unknown = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8'));
    expect(readFileSync(SCHEMA_PATH, 'utf8')).toBe(await renderSchema(document));
  });
});

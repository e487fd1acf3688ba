// packages/client/openapi.json, the input of the typed client, is the document the app serves now.
// After changing a route: `pnpm client:generate` (dump the document, render the client's types).
import { describe, expect, it } from 'vitest';
import committed from '../../packages/client/openapi.json?raw';
import { call } from './helpers/http';

describe('the typed client', () => {
  it("is generated from the app's current OpenAPI document", async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(JSON.parse(committed)).toEqual(await res.json());
  });
});

// The renderer inside workerd (the Workers pool): it must run there at all (no node: APIs, no
// WebCodecs, no wasm) and produce the same clip as under Node for the same seed. Compared by a
// content fingerprint (decoder configs + every sample's bytes and timing, container metadata
// excluded) that the Node unit test asserts too: both runtimes must match the same constant.
//
// Why the vi.mock: in this pool, an npm module loaded through the module fallback service cannot
// import `node:fs/promises` ("No such module node:"), and mediabunny's per-file ESM build does
// (for its Node file target, unused here). Its published single-file ESM bundle is the same code
// without that import, which is also what wrangler's bundler produces for a deployed Worker. The
// config-level fix is to have Vite inline mediabunny for this project (server.deps.inline).
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../packages/renderer/node_modules/mediabunny/dist/modules/src/index.js', async () => {
  // @ts-expect-error: the bundle ships without its own .d.ts (the types are mediabunny's main ones)
  return await import('../../packages/renderer/node_modules/mediabunny/dist/bundles/mediabunny.mjs');
});

import { renderClip } from '../../packages/renderer/src/index';
import { contentDigest } from '../../packages/renderer/test/support/content-digest';
import {
  CROSS_RUNTIME_DIGEST,
  CROSS_RUNTIME_OPTIONS,
} from '../../packages/renderer/test/support/cross-runtime';

describe('renderer in workerd', () => {
  it('renders the same content as Node for the same seed', async () => {
    const r = await renderClip(CROSS_RUNTIME_OPTIONS);
    if (!r.ok) throw new Error(`render failed: ${r.error.kind}: ${r.error.message}`);
    expect([r.width, r.height, r.fps]).toEqual([320, 240, 15]);
    expect(r.bytes.length).toBeGreaterThan(10_000);
    expect(await contentDigest(r.bytes)).toBe(CROSS_RUNTIME_DIGEST);
  });

  it('returns tagged errors, not exceptions', async () => {
    const r = await renderClip({ transcript: 'hi', width: 333 });
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_option' } });
  });
});

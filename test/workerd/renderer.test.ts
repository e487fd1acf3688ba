// The renderer inside workerd (the Workers pool): it must run there at all (no node: APIs, no
// WebCodecs, no wasm) and produce the same clip as under Node for the same seed. Compared by a
// content fingerprint (decoder configs + every sample's bytes and timing, container metadata
// excluded) that the Node unit test asserts too: both runtimes must match the same constant.
import { describe, expect, it } from 'vitest';
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

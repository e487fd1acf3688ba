// Random identifiers, digests and the constant-time comparison.
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, randomHex, randomToken, sha256Hex, timingSafeEqual } from '../src/tokens';

describe('tokens', () => {
  it('makes random hex and opaque tokens of the right shape', () => {
    expect(randomHex()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(4)).toMatch(/^[0-9a-f]{8}$/);
    expect(randomHex()).not.toBe(randomHex());
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes with SHA-256 and HMAC-SHA256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // RFC 4231 test case 2.
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('compares strings', () => {
    expect(timingSafeEqual('abc', 'abc')).toBe(true);
    expect(timingSafeEqual('abc', 'abd')).toBe(false);
    expect(timingSafeEqual('abc', 'abcd')).toBe(false);
    expect(timingSafeEqual('', '')).toBe(true);
  });
});

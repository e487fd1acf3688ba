// Key ring secret parsing: order, minimum length, malformed entries; errors never echo secret text.
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url, formatKeyEntry, parseKeyRing } from '../src/key-ring';

const KEY_32 = new Uint8Array(32).map((_, i) => i);

describe('parseKeyRing', () => {
  it('uses the first entry to sign and every entry to verify', () => {
    const result = parseKeyRing(
      ` ${formatKeyEntry('k2', KEY_32)} , ${formatKeyEntry('k1', new Uint8Array(40))} `,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ring.current.kid).toBe('k2');
    expect(result.ring.current.secret).toEqual(KEY_32);
    expect([...result.ring.verify.keys()]).toEqual(['k2', 'k1']);
  });

  it.each([
    [undefined, 'no keys'],
    ['', 'no keys'],
    [' , ', 'no keys'],
    ['nokid', 'entry 1: expected kid:secret'],
    [':abc', 'entry 1: expected kid:secret'],
    [`bad kid:${encodeBase64Url(KEY_32)}`, 'entry 1: invalid kid'],
    ['k1:not base64!', 'entry 1: secret is not base64url'],
    [`k1:${encodeBase64Url(new Uint8Array(31))}`, 'entry 1: secret shorter than 32 bytes'],
    [`${formatKeyEntry('k1', KEY_32)},${formatKeyEntry('k1', KEY_32)}`, 'entry 2: duplicate kid'],
  ])('rejects %j', (text, error) => {
    expect(parseKeyRing(text)).toEqual({ ok: false, error });
  });

  it('round-trips base64url', () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    expect(decodeBase64Url(encodeBase64Url(bytes))).toEqual(bytes);
    expect(encodeBase64Url(bytes)).not.toMatch(/[+/=]/);
  });
});

// Bit-level parts of the H.264 encoder: exp-Golomb codes, fixed fields, alignment, emulation
// prevention and NAL/avcC framing. Expected bit strings come from the H.264 spec (9.1, 7.4.1).
import { describe, expect, it } from 'vitest';
import { BitWriter } from '../src/h264/bit-writer';
import {
  avcCodecString,
  avcDecoderConfig,
  emulationPrevent,
  lengthPrefixed,
  makeNal,
  unescapeRbsp,
} from '../src/h264/nal';

function bits(write: (w: BitWriter) => void): string {
  const w = new BitWriter();
  write(w);
  const n = w.bitLength;
  w.alignZero();
  return [...w.finish()]
    .map((b) => b.toString(2).padStart(8, '0'))
    .join('')
    .slice(0, n);
}

describe('exp-Golomb', () => {
  it('writes ue(v) per Table 9-2', () => {
    expect(bits((w) => w.ue(0))).toBe('1');
    expect(bits((w) => w.ue(1))).toBe('010');
    expect(bits((w) => w.ue(2))).toBe('011');
    expect(bits((w) => w.ue(3))).toBe('00100');
    expect(bits((w) => w.ue(6))).toBe('00111');
    expect(bits((w) => w.ue(7))).toBe('0001000');
    expect(bits((w) => w.ue(25))).toBe('000011010');
    expect(bits((w) => w.ue(30))).toBe('000011111');
  });

  it('writes se(v) with positive values first', () => {
    expect(bits((w) => w.se(0))).toBe('1');
    expect(bits((w) => w.se(1))).toBe('010');
    expect(bits((w) => w.se(-1))).toBe('011');
    expect(bits((w) => w.se(2))).toBe('00100');
    expect(bits((w) => w.se(-2))).toBe('00101');
  });

  it('handles large codes past 24 bits', () => {
    const v = 2 ** 20 + 5;
    const s = bits((w) => w.ue(v));
    expect(s.length).toBe(41);
    expect(Number.parseInt(s.slice(20), 2)).toBe(v + 1);
    expect(bits((w) => w.u(32, 0xdeadbeef))).toBe((0xdeadbeef).toString(2));
  });
});

describe('BitWriter', () => {
  it('aligns with zero bits and appends raw bytes', () => {
    const w = new BitWriter(1);
    w.u(3, 0b101);
    w.alignZero();
    w.bytes(new Uint8Array([1, 2, 3]));
    w.trailingBits();
    expect([...w.finish()]).toEqual([0b10100000, 1, 2, 3, 0x80]);
  });

  it('refuses raw bytes when not aligned', () => {
    const w = new BitWriter();
    w.u(1, 1);
    expect(() => w.bytes(new Uint8Array([0]))).toThrow();
  });
});

describe('emulation prevention', () => {
  it('escapes 00 00 0x for x <= 3 and nothing else', () => {
    expect([...emulationPrevent(new Uint8Array([0, 0, 0]))]).toEqual([0, 0, 3, 0]);
    expect([...emulationPrevent(new Uint8Array([0, 0, 1]))]).toEqual([0, 0, 3, 1]);
    expect([...emulationPrevent(new Uint8Array([0, 0, 3]))]).toEqual([0, 0, 3, 3]);
    expect([...emulationPrevent(new Uint8Array([0, 0, 4]))]).toEqual([0, 0, 4]);
    expect([...emulationPrevent(new Uint8Array([0, 0, 0, 0, 0]))]).toEqual([0, 0, 3, 0, 0, 3, 0]);
    expect([...emulationPrevent(new Uint8Array([0, 1, 0, 0, 2]))]).toEqual([0, 1, 0, 0, 3, 2]);
  });

  it('round-trips random payloads and never leaves a start code', () => {
    let seed = 7;
    for (let n = 0; n < 20; n++) {
      const raw = new Uint8Array(400).map(() => {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        return seed >>> 29 === 0 ? 0 : (seed >>> 24) & 3;
      });
      const esc = emulationPrevent(raw);
      expect([...unescapeRbsp(esc)]).toEqual([...raw]);
      for (let i = 0; i + 2 < esc.length; i++) {
        expect(esc[i] === 0 && esc[i + 1] === 0 && (esc[i + 2] as number) <= 2).toBe(false);
      }
    }
  });
});

describe('NAL framing', () => {
  it('writes the header byte and escapes the payload', () => {
    expect([...makeNal(3, 5, new Uint8Array([0, 0, 1]))]).toEqual([0x65, 0, 0, 3, 1]);
    expect(makeNal(2, 1, new Uint8Array([9]))[0]).toBe(0x41);
  });

  it('length-prefixes samples and builds avcC', () => {
    expect([...lengthPrefixed([new Uint8Array([0x65, 7])])]).toEqual([0, 0, 0, 2, 0x65, 7]);
    const sps = new Uint8Array([0x67, 66, 0xc0, 12, 0xaa]);
    const pps = new Uint8Array([0x68, 0xce]);
    expect([...avcDecoderConfig(sps, pps)]).toEqual([
      1,
      66,
      0xc0,
      12,
      0xff,
      0xe1,
      0,
      5,
      ...sps,
      1,
      0,
      2,
      ...pps,
    ]);
    expect(avcCodecString(sps)).toBe('avc1.42C00C');
  });
});

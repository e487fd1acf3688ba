// Macroblock decisions (P_Skip / Intra16x16 / I_PCM), the nC rule for the luma DC coeff_token,
// and the level chosen from real frame sizes, macroblock rate and bitrate.
import { describe, expect, it } from 'vitest';
import { createYuvFrame, type YuvFrame } from '../src/frame';
import { BitWriter } from '../src/h264/bit-writer';
import { H264Encoder } from '../src/h264/encoder';
import {
  CHROMA_DC,
  CHROMA_H,
  LUMA_DC,
  LUMA_H,
  LUMA_V,
  matchChroma,
  matchLuma16,
} from '../src/h264/intra-prediction';
import { chooseLevel, LEVELS, levelViolation } from '../src/h264/levels';
import { lumaDcNc, MB_I16, MB_PCM, MB_SKIP, writeEmptyCoeffToken } from '../src/h264/macroblock';

function flat(w: number, h: number, y: number, u = 128, v = 128): YuvFrame {
  const f = createYuvFrame(w, h);
  f.y.fill(y);
  f.u.fill(u);
  f.v.fill(v);
  return f;
}

describe('intra prediction matches', () => {
  it('uses DC 128 only for the top-left macroblock of a mid-grey picture', () => {
    const f = flat(64, 64, 128);
    expect(matchLuma16(f, 0, 0)).toBe(LUMA_DC);
    expect(matchChroma(f, 0, 0)).toBe(CHROMA_DC);
    expect(matchLuma16(flat(64, 64, 90), 0, 0)).toBe(-1);
  });

  it('predicts flat colour from the neighbours', () => {
    const f = flat(64, 64, 90, 140, 110);
    expect(matchLuma16(f, 1, 0)).toBe(LUMA_H);
    expect(matchLuma16(f, 0, 1)).toBe(LUMA_V);
    expect(matchChroma(f, 1, 1)).toBe(CHROMA_DC);
  });

  it('uses horizontal prediction for rows that differ, and rejects a single odd pixel', () => {
    const f = flat(64, 64, 90);
    for (let y = 0; y < 64; y++) f.y.fill(40 + y, y * 64, y * 64 + 64);
    for (let y = 0; y < 32; y++) f.u.fill(100 + y, y * 32, y * 32 + 32);
    expect(matchLuma16(f, 2, 2)).toBe(LUMA_H);
    expect(matchChroma(f, 2, 2)).toBe(CHROMA_H);
    f.y[40 * 64 + 40] = 0;
    expect(matchLuma16(f, 2, 2)).toBe(-1);
  });
});

describe('coeff_token nC', () => {
  const kinds = new Uint8Array([MB_PCM, MB_I16, MB_SKIP, MB_PCM, MB_PCM, MB_I16]); // 3 wide, 2 high
  it('counts I_PCM as 16 and averages available neighbours', () => {
    expect(lumaDcNc(kinds, 0, 0, 3)).toBe(0); // no neighbours
    expect(lumaDcNc(kinds, 1, 0, 3)).toBe(16); // left is PCM, top unavailable
    expect(lumaDcNc(kinds, 2, 0, 3)).toBe(0); // left is I16
    expect(lumaDcNc(kinds, 0, 1, 3)).toBe(16); // top is PCM, left unavailable
    expect(lumaDcNc(kinds, 1, 1, 3)).toBe(8); // left PCM, top I16: (16 + 0 + 1) >> 1
    expect(lumaDcNc(kinds, 2, 1, 3)).toBe(8); // left PCM, top skip
    const both = new Uint8Array([MB_PCM, MB_PCM, MB_PCM, MB_I16]); // 2 wide: (1, 1) has PCM left and top
    expect(lumaDcNc(both, 1, 1, 2)).toBe(16);
  });

  it('writes the Table 9-5 code for TotalCoeff 0 in each nC range', () => {
    const code = (nC: number) => {
      const w = new BitWriter();
      writeEmptyCoeffToken(w, nC);
      return w.bitLength;
    };
    expect([code(0), code(1), code(2), code(4), code(8), code(16)]).toEqual([1, 1, 2, 4, 6, 6]);
  });
});

describe('encoder decisions', () => {
  it('codes a flat picture with one I_PCM, then skips every macroblock', () => {
    const enc = new H264Encoder(64, 48, 15);
    const f = flat(64, 48, 90, 140, 110);
    expect(enc.encode(f).counts).toEqual({ skip: 0, i16: 11, pcm: 1 });
    const p = enc.encode(f);
    expect(p.counts).toEqual({ skip: 12, i16: 0, pcm: 0 });
    expect(p.key).toBe(false);
    expect(p.data.length).toBeLessThan(12);
  });

  it('re-codes only the macroblock that changed', () => {
    const enc = new H264Encoder(64, 48, 15);
    const f = flat(64, 48, 90);
    enc.encode(f);
    f.y[20 * 64 + 20] = 200; // inside macroblock (1, 1)
    expect(enc.encode(f).counts).toEqual({ skip: 11, i16: 0, pcm: 1 });
  });
});

describe('level choice', () => {
  const frames = (first: number, rest: number, n: number) => [first, ...Array(n - 1).fill(rest)];
  it('picks 1.2 for 320x240 at 15 fps with small frames, 3 for 640x480 at 25 fps', () => {
    expect(
      chooseLevel({ widthMbs: 20, heightMbs: 15, fps: 15, frameBytes: frames(30000, 500, 100) })?.levelIdc,
    ).toBe(12);
    expect(
      chooseLevel({ widthMbs: 40, heightMbs: 30, fps: 25, frameBytes: frames(90000, 2000, 100) })?.levelIdc,
    ).toBe(30);
  });

  it('rejects an all-I_PCM first picture at level 1.2 (MinCR) and climbs for bitrate', () => {
    const l12 = LEVELS.find((l) => l.levelIdc === 12);
    if (!l12) throw new Error('no level 1.2');
    expect(levelViolation(l12, { widthMbs: 20, heightMbs: 15, fps: 15, frameBytes: [300 * 387] })).toBe(
      'first picture size',
    );
    expect(
      chooseLevel({ widthMbs: 20, heightMbs: 15, fps: 15, frameBytes: frames(30000, 5000, 30) })?.levelIdc,
    ).toBe(20);
  });

  it('respects frame size and macroblock rate', () => {
    expect(chooseLevel({ widthMbs: 11, heightMbs: 9, fps: 15, frameBytes: [1000] })?.levelIdc).toBe(10);
    expect(chooseLevel({ widthMbs: 20, heightMbs: 15, fps: 25, frameBytes: [1000] })?.levelIdc).toBe(13);
  });
});

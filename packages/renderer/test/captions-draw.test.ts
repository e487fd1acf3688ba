// Drawing captions: every Latin-1 and typographic character shows a glyph, unknown ones a fallback, and
// nothing outside the bottom band changes.
import { describe, expect, it } from 'vitest';
import { captionBandHeight, drawCaption } from '../src/captions';
import { createYuvFrame, type YuvFrame } from '../src/frame';

function frameWithPicture(width: number, height: number): YuvFrame {
  const f = createYuvFrame(width, height);
  for (let i = 0; i < f.y.length; i++) f.y[i] = 16 + ((i * 31) % 200);
  for (let i = 0; i < f.u.length; i++) {
    f.u[i] = 60 + (i % 100);
    f.v[i] = 200 - (i % 90);
  }
  return f;
}

/** Byte-wise equality; vitest's deep equality is slow on large typed arrays. */
const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

/** Luma pixels in the band brighter than the band itself: how much text was drawn. */
function inkIn(f: YuvFrame): number {
  const top = f.height - captionBandHeight(f.width, f.height);
  const background = f.y[top * f.width] ?? 0;
  let ink = 0;
  for (let i = top * f.width; i < f.y.length; i++) if ((f.y[i] ?? 0) > background + 40) ink++;
  return ink;
}

describe('captionBandHeight', () => {
  it('is a multiple of 16 that fits two lines', () => {
    expect(captionBandHeight(320, 240)).toBe(48);
    expect(captionBandHeight(640, 480)).toBe(96);
    for (const [w, h] of [
      [320, 240],
      [480, 360],
      [640, 480],
      [160, 32],
    ] as const) {
      expect(captionBandHeight(w, h) % 16).toBe(0);
      expect(captionBandHeight(w, h)).toBeLessThanOrEqual(h / 2);
    }
  });
});

describe('drawCaption', () => {
  it('touches only the band: dark luma, neutral chroma, the picture above intact', () => {
    for (const [w, h] of [
      [320, 240],
      [640, 480],
    ] as const) {
      const f = frameWithPicture(w, h);
      const before = { y: f.y.slice(), u: f.u.slice(), v: f.v.slice() };
      drawCaption(f, ['“Don’t worry” — café, naïve,', 'Øresund, Ærø, Straße…']);
      const top = h - captionBandHeight(w, h);
      expect(same(f.y.subarray(0, top * w), before.y.subarray(0, top * w))).toBe(true);
      const ctop = (top / 2) * (w / 2);
      expect(same(f.u.subarray(0, ctop), before.u.subarray(0, ctop))).toBe(true);
      expect(same(f.v.subarray(0, ctop), before.v.subarray(0, ctop))).toBe(true);
      expect(f.u.subarray(ctop).every((x) => x === 128)).toBe(true);
      expect(f.v.subarray(ctop).every((x) => x === 128)).toBe(true);
      expect(inkIn(f)).toBeGreaterThan(200);
    }
  });

  it('repaints the whole band, so an empty page clears the previous caption', () => {
    const f = frameWithPicture(320, 240);
    drawCaption(f, ['Hello there']);
    drawCaption(f, []);
    expect(inkIn(f)).toBe(0);
  });

  it('draws a visible glyph for every printable Latin-1 and typographic character', () => {
    const chars: string[] = [];
    for (let c = 0x21; c <= 0x7e; c++) chars.push(String.fromCharCode(c));
    for (let c = 0xa1; c <= 0xff; c++) if (c !== 0xad) chars.push(String.fromCharCode(c)); // not the soft hyphen
    chars.push(...'‘’‚“”„–—…•€‹›™ŒœŠšŽžŸ'.split(''));
    for (const width of [320, 640]) {
      for (const ch of chars) {
        const f = createYuvFrame(width, (width * 3) / 4);
        drawCaption(f, [ch]);
        expect(inkIn(f), `glyph for ${ch} (U+${ch.charCodeAt(0).toString(16)}) at ${width}`).toBeGreaterThan(
          3,
        );
      }
    }
  });

  it('folds or replaces characters the font lacks, never throwing', () => {
    const draw = (text: string) => {
      const f = createYuvFrame(320, 240);
      drawCaption(f, [text]);
      return f;
    };
    // Decomposable letters fold to their base letter: "ŵ" draws exactly like "w".
    expect(same(draw('ŵ').y, draw('w').y)).toBe(true);
    // No decomposition: the '?' fallback.
    for (const text of ['中', '😀', '👩‍👩‍👧', '\u{10FFFF}', 'ǅ', '\uD800']) {
      const fallback = draw('?'.repeat([...text.replace(/\u200d/g, '')].length));
      expect(same(draw(text).y, fallback.y), text).toBe(true);
    }
    // Invisible characters vanish.
    expect(same(draw('a\u200bb\ufe0f').y, draw('ab').y)).toBe(true);
    expect(inkIn(draw('Mixed 中文 and émoji 🙂 — fine'))).toBeGreaterThan(50);
  });

  it('clips lines that do not fit instead of failing', () => {
    const f = createYuvFrame(320, 240);
    expect(() => drawCaption(f, ['W'.repeat(200), 'two', 'three', 'four'])).not.toThrow();
    expect(() => drawCaption(createYuvFrame(32, 32), ['tiny frame'])).not.toThrow();
  });
});

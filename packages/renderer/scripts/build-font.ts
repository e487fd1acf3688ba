// Dev-time generator for src/captions/data/font-atlas.ts: rasterises DejaVu Sans Bold (Debian's
// fonts-dejavu-core) at two pixel sizes with 8 vertical sub-scanlines and exact horizontal span coverage,
// quantises coverage to 4 bits and packs every glyph's cropped bitmap into base64.
//   apt-get install -y fonts-dejavu-core && npx tsx packages/renderer/scripts/build-font.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error opentype.js ships no type declarations
import opentype from 'opentype.js';

const FONT_FILE = process.env.FONT_FILE ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const OUT = path.join(import.meta.dirname, '../src/captions/data/font-atlas.ts');
const SIZES = [14, 28]; // pixels per em: cap height ≈ 10 px for 320×240, 20 px for 640×480
const SUB = 8; // sub-scanlines per pixel row

// Latin-1 printable, the Windows-1252 extras (curly quotes, dashes, ellipsis, …) and a few more letters.
const EXTRA = '‘’‚‛“”„‟–—…•€‹›™ŒœŠšŽžŸƒ†‡‰′″−ŁłĆćĘęŃńŚśŹźŻżĄąČčĎďĚěŇňŘřŤťŮůŐőŰűĞğİıŞşȘșȚț';
const CHARS: number[] = [];
for (let c = 0x20; c <= 0x7e; c++) CHARS.push(c);
for (let c = 0xa0; c <= 0xff; c++) CHARS.push(c);
for (const ch of EXTRA) CHARS.push(ch.codePointAt(0) ?? 0x3f);

type Pt = [number, number];

function flatten(
  commands: { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number }[],
): Pt[][] {
  const contours: Pt[][] = [];
  let cur: Pt[] = [];
  let last: Pt = [0, 0];
  for (const c of commands) {
    if (c.type === 'M') {
      if (cur.length) contours.push(cur);
      cur = [[c.x ?? 0, c.y ?? 0]];
    } else if (c.type === 'L') {
      cur.push([c.x ?? 0, c.y ?? 0]);
    } else if (c.type === 'Q' || c.type === 'C') {
      for (let i = 1; i <= 16; i++) {
        const t = i / 16;
        const u = 1 - t;
        const [x0, y0] = last;
        if (c.type === 'Q') {
          cur.push([
            u * u * x0 + 2 * u * t * (c.x1 ?? 0) + t * t * (c.x ?? 0),
            u * u * y0 + 2 * u * t * (c.y1 ?? 0) + t * t * (c.y ?? 0),
          ]);
        } else {
          cur.push([
            u * u * u * x0 +
              3 * u * u * t * (c.x1 ?? 0) +
              3 * u * t * t * (c.x2 ?? 0) +
              t * t * t * (c.x ?? 0),
            u * u * u * y0 +
              3 * u * u * t * (c.y1 ?? 0) +
              3 * u * t * t * (c.y2 ?? 0) +
              t * t * t * (c.y ?? 0),
          ]);
        }
      }
    } else if (c.type === 'Z') {
      if (cur.length) contours.push(cur);
      cur = [];
      continue;
    }
    last = cur[cur.length - 1] ?? last;
  }
  if (cur.length) contours.push(cur);
  return contours;
}

/** Coverage 0..1 per pixel (non-zero winding), bitmap origin at (x0, y0) in path coordinates. */
function rasterise(contours: Pt[][], x0: number, y0: number, w: number, h: number): Float64Array {
  const cov = new Float64Array(w * h);
  const edges: [number, number, number, number, number][] = [];
  for (const c of contours) {
    for (let i = 0; i < c.length; i++) {
      const a = c[i] as Pt;
      const b = c[(i + 1) % c.length] as Pt;
      if (a[1] !== b[1]) edges.push(a[1] < b[1] ? [a[0], a[1], b[0], b[1], 1] : [b[0], b[1], a[0], a[1], -1]);
    }
  }
  for (let row = 0; row < h; row++) {
    for (let s = 0; s < SUB; s++) {
      const y = y0 + row + (s + 0.5) / SUB;
      const xs: [number, number][] = [];
      for (const [ax, ay, bx, by, dir] of edges) {
        if (y >= ay && y < by) xs.push([ax + ((y - ay) / (by - ay)) * (bx - ax) - x0, dir]);
      }
      xs.sort((p, q) => p[0] - q[0]);
      let winding = 0;
      for (let i = 0; i < xs.length - 1; i++) {
        winding += (xs[i] as [number, number])[1];
        if (winding === 0) continue;
        const from = Math.max(0, (xs[i] as [number, number])[0]);
        const to = Math.min(w, (xs[i + 1] as [number, number])[0]);
        for (let px = Math.floor(from); px < to; px++) {
          const span = Math.min(to, px + 1) - Math.max(from, px);
          if (span > 0) cov[row * w + px] = (cov[row * w + px] ?? 0) + span / SUB;
        }
      }
    }
  }
  return cov;
}

function buildSize(font: { unitsPerEm: number; charToGlyph(c: string): never }, size: number): string {
  const bytes: number[] = [CHARS.length & 0xff, CHARS.length >> 8];
  for (const code of CHARS) {
    const glyph = font.charToGlyph(String.fromCodePoint(code)) as {
      index: number;
      advanceWidth: number;
      getPath(x: number, y: number, s: number): { commands: never[] };
    };
    if (glyph.index === 0 && code !== 0x20 && code !== 0xa0)
      throw new Error(`font lacks U+${code.toString(16)}`);
    const contours = flatten(glyph.getPath(0, 0, size).commands);
    const pts = contours.flat();
    const left = pts.length ? Math.floor(Math.min(...pts.map((p) => p[0]))) : 0;
    const top = pts.length ? Math.floor(Math.min(...pts.map((p) => p[1]))) : 0;
    const w = pts.length ? Math.ceil(Math.max(...pts.map((p) => p[0]))) - left : 0;
    const h = pts.length ? Math.ceil(Math.max(...pts.map((p) => p[1]))) - top : 0;
    const cov = rasterise(contours, left, top, w, h);
    const advance = Math.round((glyph.advanceWidth * size) / font.unitsPerEm);
    bytes.push(code & 0xff, code >> 8, advance, left & 0xff, -top & 0xff, w, h);
    for (let i = 0; i < w * h; i += 2) {
      const q = (v: number | undefined) => Math.min(15, Math.round(Math.min(1, v ?? 0) * 15));
      bytes.push((q(cov[i]) << 4) | (i + 1 < w * h ? q(cov[i + 1]) : 0));
    }
  }
  return Buffer.from(bytes).toString('base64');
}

const font = opentype.parse(readFileSync(FONT_FILE).buffer);
const sizes = SIZES.map((size) => ({ size, data: buildSize(font, size) }));
const licence = readFileSync('/usr/share/doc/fonts-dejavu-core/copyright', 'utf8');
const vera = licence.slice(licence.indexOf('Files: *'), licence.indexOf('Files: debian/*')).trim();
writeFileSync(
  OUT,
  `// Generated by packages/renderer/scripts/build-font.ts — do not edit.
// Glyph bitmaps rasterised from DejaVu Sans Bold 2.37 (https://dejavu-fonts.github.io/). Licence:
${vera
  .split('\n')
  .map((l) => `// ${l.replace(/^ \.$/, '').trimEnd()}`.trimEnd())
  .join('\n')}
//
// Format (per size): u16 glyph count, then per glyph u16 code point, u8 advance, i8 left bearing,
// i8 top (pixels above the baseline), u8 width, u8 height, then width×height 4-bit coverage values
// (high nibble first, rows top to bottom); all little-endian, base64-encoded.

export const FONT_ATLAS: readonly { readonly size: number; readonly data: string }[] = [
${sizes.map((s) => `  {\n    size: ${s.size},\n    data: '${s.data}',\n  },`).join('\n')}
];
`,
);
console.log(`wrote ${OUT}: ${sizes.map((s) => `${s.size}px ${s.data.length} chars`).join(', ')}`);

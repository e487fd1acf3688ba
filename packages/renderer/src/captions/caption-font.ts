// The caption font: the generated glyph atlas, decoded on first use (not at module load, so importing the
// renderer costs nothing until a caption is drawn), and the mapping of arbitrary text onto its glyphs.
// Characters the atlas lacks fold to ASCII (a small table, then NFD with the accents stripped), else '?'.
import { FONT_ATLAS } from './data/font-atlas';

export interface Glyph {
  advance: number;
  left: number;
  /** Rows above the baseline. */
  top: number;
  width: number;
  height: number;
  /** Coverage 0..15 per pixel, row-major. */
  alpha: Uint8Array;
}

export interface CaptionFont {
  size: number;
  lineHeight: number;
  /** Baseline offset from the top of a line box. */
  ascent: number;
  glyphs: Map<number, Glyph>;
  /** Recent text → glyph runs: a page is drawn on many consecutive frames. */
  runs: Map<string, Glyph[]>;
}

const decoded = new Map<number, CaptionFont>();
const RUN_CACHE_SIZE = 256;

/** The smaller size up to 560 px wide frames (cap height ≈ 10 px), the larger (≈ 20 px) above. */
export function fontForWidth(width: number): CaptionFont {
  const index = width >= 560 ? 1 : 0;
  let font = decoded.get(index);
  if (!font) {
    const entry = FONT_ATLAS[index] ?? FONT_ATLAS[0];
    if (!entry) throw new Error('caption font atlas is empty');
    font = decodeAtlas(entry.size, entry.data);
    decoded.set(index, font);
  }
  return font;
}

function decodeAtlas(size: number, base64: string): CaptionFont {
  const bin = atob(base64);
  const b = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) b[i] = bin.charCodeAt(i);
  const glyphs = new Map<number, Glyph>();
  const count = (b[0] ?? 0) | ((b[1] ?? 0) << 8);
  let p = 2;
  for (let g = 0; g < count; g++) {
    const code = (b[p] ?? 0) | ((b[p + 1] ?? 0) << 8);
    const advance = b[p + 2] ?? 0;
    const left = ((b[p + 3] ?? 0) << 24) >> 24;
    const top = ((b[p + 4] ?? 0) << 24) >> 24;
    const width = b[p + 5] ?? 0;
    const height = b[p + 6] ?? 0;
    p += 7;
    const alpha = new Uint8Array(width * height);
    for (let i = 0; i < alpha.length; i++) {
      const byte = b[p + (i >> 1)] ?? 0;
      alpha[i] = i & 1 ? byte & 15 : byte >> 4;
    }
    p += (alpha.length + 1) >> 1;
    glyphs.set(code, { advance, left, top, width, height, alpha });
  }
  const lineHeight = Math.round(size * 1.2);
  return { size, lineHeight, ascent: Math.round(size * 0.93), glyphs, runs: new Map() };
}

/** Substitutes for common characters the atlas does not carry; '' drops invisible ones. */
const FOLD: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2043': '-',
  '\u2024': '.',
  '\u2025': '..',
  '\u02bc': '’',
  '\u02bb': '‘',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u1e9e': 'SS',
  '\u2044': '/',
};

/** The glyphs that will be drawn for `text`, in order. */
export function glyphsFor(font: CaptionFont, text: string): Glyph[] {
  let out = font.runs.get(text);
  if (out) return out;
  out = mapGlyphs(font, text);
  if (font.runs.size >= RUN_CACHE_SIZE) font.runs.clear();
  font.runs.set(text, out);
  return out;
}

function mapGlyphs(font: CaptionFont, text: string): Glyph[] {
  const out: Glyph[] = [];
  const fallback = font.glyphs.get(0x3f);
  for (const ch of text.normalize('NFC')) {
    const space = /\s/u.test(ch);
    // Variation selectors, stray combining marks, soft hyphens and other format characters are invisible.
    if (!space && /[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u.test(ch)) continue;
    const direct = font.glyphs.get(space ? 0x20 : (ch.codePointAt(0) ?? 0x3f));
    if (direct) {
      out.push(direct);
      continue;
    }
    const folded = FOLD[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    const mapped = [...folded].map((c) => font.glyphs.get(c.codePointAt(0) ?? 0));
    if (folded.length > 0 && folded !== ch && mapped.every((g) => g !== undefined)) {
      out.push(...(mapped as Glyph[]));
    } else if (folded !== '' && fallback) {
      out.push(fallback);
    }
  }
  return out;
}

export function measureText(font: CaptionFont, text: string): number {
  let width = 0;
  for (const g of glyphsFor(font, text)) width += g.advance;
  return width;
}

// Burns caption lines into a YUV 4:2:0 frame: the bottom band is repainted dark with neutral chroma, then
// each line is centred and its glyph coverage blended from the band's luma up to near-white. The band is a
// whole number of macroblock rows, so a caption change never touches the macroblocks above it.
import type { YuvFrame } from '../frame';
import { fontForWidth, glyphsFor } from './caption-font';
import { captionMargin } from './caption-layout';

const BAND_Y = 24; // dark grey in limited range (16 = black)
const TEXT_Y = 235; // white
/** Luma for each 4-bit coverage value. */
const BLEND = Uint8Array.from({ length: 16 }, (_, a) => Math.round(BAND_Y + ((TEXT_Y - BAND_Y) * a) / 15));

/** Height of the caption band in pixels: two lines and padding, a multiple of 16, at most half the frame. */
export function captionBandHeight(width: number, height: number): number {
  const font = fontForWidth(width);
  const wanted = 2 * font.lineHeight + font.size;
  const band = Math.ceil(wanted / 16) * 16;
  return Math.max(16, Math.min(band, Math.floor(height / 32) * 16));
}

export function drawCaption(frame: YuvFrame, lines: readonly string[]): void {
  const { width, height } = frame;
  const band = captionBandHeight(width, height);
  const top = height - band;
  frame.y.fill(BAND_Y, top * width, height * width);
  const cw = width >> 1;
  frame.u.fill(128, (top >> 1) * cw, (height >> 1) * cw);
  frame.v.fill(128, (top >> 1) * cw, (height >> 1) * cw);

  const font = fontForWidth(width);
  const fitting = Math.min(lines.length, Math.floor(band / font.lineHeight));
  const blockTop = top + Math.floor((band - fitting * font.lineHeight) / 2);
  const margin = captionMargin(width);
  for (let l = 0; l < fitting; l++) {
    const glyphs = glyphsFor(font, lines[l] ?? '');
    let lineWidth = 0;
    for (const g of glyphs) lineWidth += g.advance;
    let x = Math.max(margin, Math.floor((width - lineWidth) / 2));
    const baseline = blockTop + l * font.lineHeight + font.ascent;
    for (const g of glyphs) {
      for (let gy = 0; gy < g.height; gy++) {
        const py = baseline - g.top + gy;
        if (py < top || py >= height) continue;
        const row = py * width;
        for (let gx = 0; gx < g.width; gx++) {
          const px = x + g.left + gx;
          const a = g.alpha[gy * g.width + gx] ?? 0;
          if (a === 0 || px < 0 || px >= width) continue;
          // Overlapping glyph edges keep the lighter value: the same colour composited twice.
          const value = BLEND[a] ?? TEXT_Y;
          if ((frame.y[row + px] ?? 0) < value) frame.y[row + px] = value;
        }
      }
      x += g.advance;
    }
  }
}

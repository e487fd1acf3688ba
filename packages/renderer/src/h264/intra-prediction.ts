/**
 * Exact-match tests for Intra16x16 luma (Vertical, Horizontal, DC) and intra chroma (DC, Horizontal,
 * Vertical) prediction, per H.264 8.3.3 and 8.3.4. The encoder has no residual path: a mode is only
 * usable when prediction alone rebuilds the macroblock bit for bit, so these return a matching mode
 * or -1. Neighbours are read from the source frame, which equals the decoder's reconstruction
 * because every coded macroblock is lossless. Plane prediction is not tried (never needed by flat art).
 */
import type { YuvFrame } from '../frame';

export const LUMA_V = 0;
export const LUMA_H = 1;
export const LUMA_DC = 2;
export const CHROMA_DC = 0;
export const CHROMA_H = 1;
export const CHROMA_V = 2;

/** Luma 16x16 mode that reproduces the macroblock exactly, or -1. */
export function matchLuma16(f: YuvFrame, mbx: number, mby: number): number {
  const s = f.width;
  const p = f.y;
  const x0 = mbx * 16;
  const y0 = mby * 16;
  const top = mby > 0;
  const left = mbx > 0;
  if (top && fillsFromTop(p, s, x0, y0, 16)) return LUMA_V;
  if (left && fillsFromLeft(p, s, x0, y0, 16)) return LUMA_H;
  let dc = 128;
  if (top || left) {
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      if (top) sum += p[(y0 - 1) * s + x0 + i] as number;
      if (left) sum += p[(y0 + i) * s + x0 - 1] as number;
    }
    dc = top && left ? (sum + 16) >> 5 : (sum + 8) >> 4;
  }
  return isConstant(p, s, x0, y0, 16, 16, dc) ? LUMA_DC : -1;
}

/** Chroma mode that reproduces both 8x8 chroma blocks exactly, or -1. */
export function matchChroma(f: YuvFrame, mbx: number, mby: number): number {
  const s = f.width >> 1;
  const x0 = mbx * 8;
  const y0 = mby * 8;
  const top = mby > 0;
  const left = mbx > 0;
  if (chromaDcMatches(f.u, s, x0, y0, top, left) && chromaDcMatches(f.v, s, x0, y0, top, left))
    return CHROMA_DC;
  if (left && fillsFromLeft(f.u, s, x0, y0, 8) && fillsFromLeft(f.v, s, x0, y0, 8)) return CHROMA_H;
  if (top && fillsFromTop(f.u, s, x0, y0, 8) && fillsFromTop(f.v, s, x0, y0, 8)) return CHROMA_V;
  return -1;
}

/** Chroma DC works per 4x4 block with position-dependent neighbour preference (8.3.4.1–3). */
function chromaDcMatches(
  p: Uint8Array,
  s: number,
  x0: number,
  y0: number,
  top: boolean,
  left: boolean,
): boolean {
  for (let by = 0; by < 8; by += 4) {
    for (let bx = 0; bx < 8; bx += 4) {
      let sumTop = 0;
      let sumLeft = 0;
      for (let i = 0; i < 4; i++) {
        if (top) sumTop += p[(y0 - 1) * s + x0 + bx + i] as number;
        if (left) sumLeft += p[(y0 + by + i) * s + x0 - 1] as number;
      }
      let dc = 128;
      if (bx === by) {
        // blocks (0,0) and (4,4): both neighbours when present
        if (top && left) dc = (sumTop + sumLeft + 4) >> 3;
        else if (left) dc = (sumLeft + 2) >> 2;
        else if (top) dc = (sumTop + 2) >> 2;
      } else if (by === 0) {
        // top-right block prefers the row above
        if (top) dc = (sumTop + 2) >> 2;
        else if (left) dc = (sumLeft + 2) >> 2;
      } else {
        // bottom-left block prefers the column to the left
        if (left) dc = (sumLeft + 2) >> 2;
        else if (top) dc = (sumTop + 2) >> 2;
      }
      if (!isConstant(p, s, x0 + bx, y0 + by, 4, 4, dc)) return false;
    }
  }
  return true;
}

function fillsFromTop(p: Uint8Array, s: number, x0: number, y0: number, n: number): boolean {
  const above = (y0 - 1) * s + x0;
  for (let y = 0; y < n; y++) {
    const row = (y0 + y) * s + x0;
    for (let x = 0; x < n; x++) if (p[row + x] !== p[above + x]) return false;
  }
  return true;
}

function fillsFromLeft(p: Uint8Array, s: number, x0: number, y0: number, n: number): boolean {
  for (let y = 0; y < n; y++) {
    const row = (y0 + y) * s + x0;
    const v = p[row - 1];
    for (let x = 0; x < n; x++) if (p[row + x] !== v) return false;
  }
  return true;
}

function isConstant(
  p: Uint8Array,
  s: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
  v: number,
): boolean {
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * s + x0;
    for (let x = 0; x < w; x++) if (p[row + x] !== v) return false;
  }
  return true;
}

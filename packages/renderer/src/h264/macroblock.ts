/**
 * Per-macroblock decisions and syntax. Three kinds only: P_Skip (identical to the reference frame;
 * motion vectors are always zero here because no macroblock ever codes one), Intra16x16 with
 * coded_block_pattern 0 (prediction alone is exact), and I_PCM (raw samples). There is no transform,
 * quantiser or motion search. The one CAVLC element written is the luma DC coeff_token of an
 * Intra16x16 macroblock, whose table depends on nC from the neighbours (I_PCM counts as 16).
 */
import type { YuvFrame } from '../frame';
import type { BitWriter } from './bit-writer';
import { matchChroma, matchLuma16 } from './intra-prediction';

export const MB_SKIP = 0;
export const MB_I16 = 1;
export const MB_PCM = 2;

export interface MbDecision {
  kind: typeof MB_SKIP | typeof MB_I16 | typeof MB_PCM;
  lumaMode: number;
  chromaMode: number;
}

/** A frame's planes viewed as 32-bit words: rows of a macroblock are 4 (luma) or 2 (chroma) words. */
export interface WordPlanes {
  readonly y: Uint32Array;
  readonly u: Uint32Array;
  readonly v: Uint32Array;
  readonly stride: number; // luma words per row
}

export function wordPlanes(f: YuvFrame): WordPlanes | null {
  const view = (p: Uint8Array) =>
    p.byteOffset % 4 === 0 ? new Uint32Array(p.buffer, p.byteOffset, p.length >> 2) : null;
  const y = view(f.y);
  const u = view(f.u);
  const v = view(f.v);
  return y && u && v ? { y, u, v, stride: f.width >> 2 } : null;
}

/**
 * True when the macroblock's 384 samples equal the reference frame's. Compares 32-bit words: this
 * test runs for every macroblock of every frame, so it is the encoder's hot loop.
 */
export function sameAsReference(f: WordPlanes, ref: WordPlanes, mbx: number, mby: number): boolean {
  const s = f.stride;
  let o = mby * 16 * s + mbx * 4;
  for (let y = 0; y < 16; y++, o += s) {
    if (
      f.y[o] !== ref.y[o] ||
      f.y[o + 1] !== ref.y[o + 1] ||
      f.y[o + 2] !== ref.y[o + 2] ||
      f.y[o + 3] !== ref.y[o + 3]
    ) {
      return false;
    }
  }
  const cs = s >> 1;
  o = mby * 8 * cs + mbx * 2;
  for (let y = 0; y < 8; y++, o += cs) {
    if (
      f.u[o] !== ref.u[o] ||
      f.u[o + 1] !== ref.u[o + 1] ||
      f.v[o] !== ref.v[o] ||
      f.v[o + 1] !== ref.v[o + 1]
    ) {
      return false;
    }
  }
  return true;
}

/** Intra decision: Intra16x16 when both luma and chroma predict exactly, else I_PCM. */
export function decideIntra(f: YuvFrame, mbx: number, mby: number, out: MbDecision): void {
  const luma = matchLuma16(f, mbx, mby);
  const chroma = luma < 0 ? -1 : matchChroma(f, mbx, mby);
  if (luma >= 0 && chroma >= 0) {
    out.kind = MB_I16;
    out.lumaMode = luma;
    out.chromaMode = chroma;
  } else {
    out.kind = MB_PCM;
    out.lumaMode = -1;
    out.chromaMode = -1;
  }
}

/**
 * nC for the Intra16x16 DC block (9.2.1 with luma4x4BlkIdx 0): the left and upper neighbours'
 * total_coeff. Skipped and our Intra16x16 macroblocks have none; I_PCM counts as 16; a neighbour
 * outside the picture is unavailable.
 */
export function lumaDcNc(kinds: Uint8Array, mbx: number, mby: number, widthMbs: number): number {
  const i = mby * widthMbs + mbx;
  const hasA = mbx > 0;
  const hasB = mby > 0;
  const nA = hasA && kinds[i - 1] === MB_PCM ? 16 : 0;
  const nB = hasB && kinds[i - widthMbs] === MB_PCM ? 16 : 0;
  if (hasA && hasB) return (nA + nB + 1) >> 1;
  if (hasA) return nA;
  if (hasB) return nB;
  return 0;
}

/** coeff_token for TotalCoeff 0, TrailingOnes 0 (Table 9-5), by nC range. */
export function writeEmptyCoeffToken(w: BitWriter, nC: number): void {
  if (nC < 2) w.u(1, 1);
  else if (nC < 4) w.u(2, 3);
  else if (nC < 8) w.u(4, 15);
  else w.u(6, 3);
}

/** macroblock_layer() for Intra16x16 with cbp 0; `typeOffset` is 0 in I slices, 5 in P slices. */
export function writeI16(w: BitWriter, d: MbDecision, nC: number, typeOffset: number): void {
  w.ue(typeOffset + 1 + d.lumaMode); // I_16x16_<mode>_0_0
  w.ue(d.chromaMode); // intra_chroma_pred_mode
  w.se(0); // mb_qp_delta
  writeEmptyCoeffToken(w, nC); // Intra16x16DCLevel: no coefficients
}

/** macroblock_layer() for I_PCM: mb_type, alignment, then 256 luma and 2x64 chroma samples. */
export function writePcm(
  w: BitWriter,
  f: YuvFrame,
  mbx: number,
  mby: number,
  typeOffset: number,
  scratch: Uint8Array,
): void {
  w.ue(typeOffset + 25);
  w.alignZero();
  let o = 0;
  const s = f.width;
  for (let y = 0; y < 16; y++) {
    const row = (mby * 16 + y) * s + mbx * 16;
    scratch.set(f.y.subarray(row, row + 16), o);
    o += 16;
  }
  const cs = s >> 1;
  for (const plane of [f.u, f.v]) {
    for (let y = 0; y < 8; y++) {
      const row = (mby * 8 + y) * cs + mbx * 8;
      scratch.set(plane.subarray(row, row + 8), o);
      o += 8;
    }
  }
  w.bytes(scratch);
}

// A minimal FLAC encoder: 16-bit mono, fixed block size, fixed linear predictors (orders 0–4) with
// partitioned Rice residuals, constant subframes for silence. No LPC search and no MD5 (an all-zero MD5
// is the spec's "not computed"): synthesised speech compresses well enough without them.
import { BitWriter, crc8, crc16 } from './bit-writer';
import { writeResidual } from './flac-residual';

export const FLAC_BLOCK_SIZE = 4096;

/** Frame-header sample-rate codes (RFC 9639 §9.1.2); Chromium rejects a stream whose code disagrees. */
const SAMPLE_RATE_CODES: Readonly<Record<number, number>> = {
  8000: 0b0100,
  16000: 0b0101,
  22050: 0b0110,
  24000: 0b0111,
  32000: 0b1000,
  44100: 0b1001,
  48000: 0b1010,
};

export interface FlacStream {
  /** 'fLaC' + last-block header + STREAMINFO: the WebCodecs / mediabunny `description` (and a .flac file prefix). */
  description: Uint8Array;
  packets: { data: Uint8Array; timestamp: number; duration: number }[];
}

export function encodeFlac(pcm: Int16Array, sampleRate: number): FlacStream {
  const rateCode = SAMPLE_RATE_CODES[sampleRate];
  if (rateCode === undefined) throw new RangeError(`FLAC: unsupported sample rate ${sampleRate}`);
  const w = new BitWriter(FLAC_BLOCK_SIZE * 3 + 1024);
  const residual = new Int32Array(FLAC_BLOCK_SIZE);
  const packets: FlacStream['packets'] = [];
  let minFrame = 0xffffff;
  let maxFrame = 0;
  for (let start = 0, index = 0; start < pcm.length; start += FLAC_BLOCK_SIZE, index++) {
    const block = pcm.subarray(start, Math.min(start + FLAC_BLOCK_SIZE, pcm.length));
    w.reset();
    writeFrameHeader(w, index, block.length, rateCode);
    writeSubframe(w, block, residual);
    w.alignToByte();
    const crc = crc16(w.bytes, w.byteLength);
    w.write(crc, 16);
    const data = w.bytes.slice(0, w.byteLength);
    minFrame = Math.min(minFrame, data.length);
    maxFrame = Math.max(maxFrame, data.length);
    packets.push({ data, timestamp: start / sampleRate, duration: block.length / sampleRate });
  }
  const description = streamInfo(sampleRate, pcm.length, packets.length ? minFrame : 0, maxFrame);
  return { description, packets };
}

function streamInfo(
  sampleRate: number,
  totalSamples: number,
  minFrame: number,
  maxFrame: number,
): Uint8Array {
  const w = new BitWriter(64);
  for (const c of 'fLaC') w.write(c.charCodeAt(0), 8);
  w.write(0x80, 8); // last metadata block, type 0 = STREAMINFO
  w.write(34, 24);
  w.write(FLAC_BLOCK_SIZE, 16); // min block size (the last block may be shorter; the spec allows it)
  w.write(FLAC_BLOCK_SIZE, 16);
  w.write(minFrame, 24);
  w.write(maxFrame, 24);
  w.write(sampleRate, 20);
  w.write(0, 3); // channels - 1
  w.write(15, 5); // bits per sample - 1
  w.write(Math.floor(totalSamples / 2 ** 32), 4);
  w.write(totalSamples >>> 0, 32);
  for (let i = 0; i < 16; i++) w.write(0, 8); // MD5 unknown
  return w.bytes.slice(0, w.byteLength);
}

function writeFrameHeader(w: BitWriter, frameNumber: number, blockSize: number, rateCode: number): void {
  w.write(0xfff8, 16); // sync, reserved 0, fixed-blocksize strategy
  const full = blockSize === FLAC_BLOCK_SIZE;
  w.write(full ? 0b1100 : 0b0111, 4); // 4096, or 16-bit (blocksize-1) after the frame number
  w.write(rateCode, 4);
  w.write(0b0000, 4); // mono
  w.write(0b100, 3); // 16 bits per sample
  w.write(0, 1);
  writeUtf8Number(w, frameNumber);
  if (!full) w.write(blockSize - 1, 16);
  w.write(crc8(w.bytes, w.byteLength), 8);
}

/** FLAC codes the frame number like UTF-8 (extended to 31 bits). */
function writeUtf8Number(w: BitWriter, n: number): void {
  if (n < 0x80) {
    w.write(n, 8);
    return;
  }
  let extra = 1;
  while (n >= 2 ** (6 + 5 * extra) && extra < 5) extra++;
  const lead = (0xff00 >> (extra + 1)) & 0xff;
  w.write(lead | (n >>> (6 * extra)), 8);
  for (let i = extra - 1; i >= 0; i--) w.write(0x80 | ((n >>> (6 * i)) & 0x3f), 8);
}

const shifted = new Int16Array(FLAC_BLOCK_SIZE);

function writeSubframe(w: BitWriter, block: Int16Array, residual: Int32Array): void {
  const n = block.length;
  const first = block[0] ?? 0;
  let or = 0;
  let constant = true;
  for (let i = 0; i < n; i++) {
    const s = block[i] ?? 0;
    or |= s;
    if (s !== first) constant = false;
  }
  if (constant) {
    w.write(0b00000000, 8); // constant subframe
    w.write(first & 0xffff, 16);
    return;
  }
  // "Wasted bits": low bits that are zero in every sample are signalled once instead of coded per sample.
  let wasted = 0;
  while (wasted < 15 && ((or >> wasted) & 1) === 0) wasted++;
  let samples = block;
  if (wasted > 0) {
    samples = shifted.subarray(0, n);
    for (let i = 0; i < n; i++) samples[i] = (block[i] ?? 0) >> wasted;
  }
  const order = bestFixedOrder(samples);
  w.write(0b00010000 | (order << 1) | (wasted > 0 ? 1 : 0), 8); // pad, fixed type 001xxx, wasted flag
  if (wasted > 0) w.write(1, wasted); // wasted - 1 in unary: zeros closed by a one
  const bits = 16 - wasted;
  for (let i = 0; i < order; i++) w.write((samples[i] ?? 0) & ((1 << bits) - 1), bits);
  for (let i = order; i < n; i++) residual[i] = predictResidual(samples, i, order);
  writeResidual(w, residual, n, order);
}

function predictResidual(s: Int16Array, i: number, order: number): number {
  const a = s[i] ?? 0;
  const b = s[i - 1] ?? 0;
  const c = s[i - 2] ?? 0;
  const d = s[i - 3] ?? 0;
  const e = s[i - 4] ?? 0;
  switch (order) {
    case 0:
      return a;
    case 1:
      return a - b;
    case 2:
      return a - 2 * b + c;
    case 3:
      return a - 3 * b + 3 * c - d;
    default:
      return a - 4 * b + 6 * c - 4 * d + e;
  }
}

/** The order whose residual has the smallest absolute sum (the usual cheap proxy for Rice cost). */
function bestFixedOrder(s: Int16Array): number {
  const n = s.length;
  if (n <= 4) return 0;
  let e0 = 0;
  let e1 = 0;
  let e2 = 0;
  let e3 = 0;
  let e4 = 0;
  for (let i = 4; i < n; i++) {
    const r0 = s[i] ?? 0;
    const r1 = r0 - (s[i - 1] ?? 0);
    const r2 = r1 - ((s[i - 1] ?? 0) - (s[i - 2] ?? 0));
    const r3 = r2 - ((s[i - 1] ?? 0) - 2 * (s[i - 2] ?? 0) + (s[i - 3] ?? 0));
    const r4 = r3 - ((s[i - 1] ?? 0) - 3 * (s[i - 2] ?? 0) + 3 * (s[i - 3] ?? 0) - (s[i - 4] ?? 0));
    e0 += Math.abs(r0);
    e1 += Math.abs(r1);
    e2 += Math.abs(r2);
    e3 += Math.abs(r3);
    e4 += Math.abs(r4);
  }
  const errors = [e0, e1, e2, e3, e4];
  let best = 0;
  for (let o = 1; o < 5; o++) if ((errors[o] ?? 0) < (errors[best] ?? 0)) best = o;
  return best;
}

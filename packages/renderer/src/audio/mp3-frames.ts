// MPEG-1/2/2.5 Layer III frame parsing without decoding: frame boundaries and sizes from the 4-byte
// headers (ID3v2 tags skipped, a leading Xing/Info/VBRI header frame dropped, trailing tags tolerated)
// and each frame's loudest global_gain from the side info, which tracks loudness in 1.5 dB steps.

export interface Mp3Frame {
  offset: number;
  length: number;
  /** Relative level in dB (1.5 dB per global_gain step); -Infinity when every granule is empty. */
  levelDb: number;
}

export interface Mp3Stream {
  sampleRate: number;
  numberOfChannels: 1 | 2;
  samplesPerFrame: number;
  frames: Mp3Frame[];
}

interface Header {
  version: 1 | 2 | 25;
  sampleRate: number;
  channels: 1 | 2;
  length: number;
  crc: boolean;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Readonly<Record<number, readonly number[]>> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  25: [11025, 12000, 8000],
};
const TRAILING_TAGS = ['TAG', 'APETAGEX', 'ID3', 'LYRICS'];

function parseHeader(b: Uint8Array, i: number): Header | undefined {
  if (i + 4 > b.length || b[i] !== 0xff) return undefined;
  const b1 = b[i + 1] ?? 0;
  const b2 = b[i + 2] ?? 0;
  const b3 = b[i + 3] ?? 0;
  if ((b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1) return undefined; // sync, Layer III
  const versionBits = (b1 >> 3) & 3;
  if (versionBits === 1) return undefined;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 25;
  const bitrate = (version === 1 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4]; // index 0 (free format) → 0
  const sampleRate = RATES[version]?.[(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return undefined;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((version === 1 ? 144 : 72) * bitrate * 1000) / sampleRate) + padding;
  return { version, sampleRate, channels: b3 >> 6 === 3 ? 1 : 2, length, crc: (b1 & 1) === 0 };
}

function skipId3v2(b: Uint8Array): number {
  let i = 0;
  while (i + 10 <= b.length && b[i] === 0x49 && b[i + 1] === 0x44 && b[i + 2] === 0x33) {
    const size = (((b[i + 6] ?? 0) & 0x7f) << 21) | (((b[i + 7] ?? 0) & 0x7f) << 14);
    const rest = (((b[i + 8] ?? 0) & 0x7f) << 7) | ((b[i + 9] ?? 0) & 0x7f);
    i += 10 + size + rest + ((b[i + 5] ?? 0) & 0x10 ? 10 : 0);
  }
  return i;
}

/** Reads global_gain of every granule/channel; the level of the loudest non-empty one. */
function frameLevel(b: Uint8Array, i: number, h: Header): number {
  let bit = (i + 4 + (h.crc ? 2 : 0)) * 8;
  const read = (n: number): number => {
    let v = 0;
    for (let k = 0; k < n; k++, bit++) v = (v << 1) | (((b[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1);
    return v;
  };
  const mpeg1 = h.version === 1;
  read(mpeg1 ? 9 : 8); // main_data_begin
  read(mpeg1 ? (h.channels === 1 ? 5 : 3) : h.channels); // private bits
  if (mpeg1) read(4 * h.channels); // scfsi
  let best = Number.NEGATIVE_INFINITY;
  for (let gr = 0; gr < (mpeg1 ? 2 : 1); gr++) {
    for (let ch = 0; ch < h.channels; ch++) {
      const part23 = read(12);
      read(9); // big_values
      const gain = read(8);
      read(mpeg1 ? 4 + 1 + 22 + 3 : 9 + 1 + 22 + 2); // to the next granule/channel
      if (part23 > 0) best = Math.max(best, 1.5 * (gain - 255));
    }
  }
  return best;
}

function isInfoFrame(b: Uint8Array, i: number, h: Header): boolean {
  const side = h.version === 1 ? (h.channels === 1 ? 17 : 32) : h.channels === 1 ? 9 : 17;
  const at = (o: number) => String.fromCharCode(...b.subarray(o, o + 4));
  const tag = at(i + 4 + (h.crc ? 2 : 0) + side);
  return tag === 'Xing' || tag === 'Info' || at(i + 36) === 'VBRI';
}

const startsWith = (b: Uint8Array, i: number, s: string): boolean =>
  [...s].every((c, k) => b[i + k] === c.charCodeAt(0));

export function parseMp3(b: Uint8Array): { ok: true; stream: Mp3Stream } | { ok: false; message: string } {
  let i = skipId3v2(b);
  // The first frame must be confirmed by a second header right where it ends (or by the end of the data).
  const scanEnd = Math.min(b.length, i + 4096);
  let first: Header | undefined;
  for (; i < scanEnd; i++) {
    first = parseHeader(b, i);
    if (first && (i + first.length === b.length || parseHeader(b, i + first.length))) break;
    first = undefined;
  }
  if (!first) return { ok: false, message: 'no MPEG Layer III frames found' };
  const frames: Mp3Frame[] = [];
  let index = 0;
  while (i < b.length) {
    const h = parseHeader(b, i);
    if (!h) {
      if (TRAILING_TAGS.some((t) => startsWith(b, i, t))) break;
      return { ok: false, message: `corrupt MPEG audio data at byte ${i}` };
    }
    if (h.version !== first.version || h.sampleRate !== first.sampleRate || h.channels !== first.channels) {
      return { ok: false, message: `inconsistent MPEG audio frame at byte ${i}` };
    }
    if (i + h.length > b.length) break; // a cut-off last frame is dropped
    if (!(index === 0 && isInfoFrame(b, i, h))) {
      frames.push({ offset: i, length: h.length, levelDb: frameLevel(b, i, h) });
    }
    i += h.length;
    index++;
  }
  if (frames.length === 0) return { ok: false, message: 'no MPEG Layer III audio frames found' };
  const samplesPerFrame = first.version === 1 ? 1152 : 576;
  return {
    ok: true,
    stream: { sampleRate: first.sampleRate, numberOfChannels: first.channels, samplesPerFrame, frames },
  };
}

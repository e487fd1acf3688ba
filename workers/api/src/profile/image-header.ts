/**
 * Recognises a JPEG, PNG or WebP image from its bytes and reads its width and height from the header:
 * PNG's IHDR chunk (with its CRC), JPEG's first SOFn segment, WebP's VP8 / VP8L / VP8X chunk inside a
 * RIFF container whose declared size fits the bytes. The Content-Type a client sends is never trusted.
 * This reads headers only; it does not decode pixels, so a file with a sound header and corrupt image
 * data is accepted (browsers show what they can of it).
 */

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageHeader = { type: ImageType; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const be16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const be32 = (b: Uint8Array, i: number) => ((be16(b, i) << 16) >>> 0) + be16(b, i + 2);
const le16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const le24 = (b: Uint8Array, i: number) => le16(b, i) + ((b[i + 2] ?? 0) << 16);
const le32 = (b: Uint8Array, i: number) => le16(b, i) + le16(b, i + 2) * 0x10000;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));
const startsWith = (b: Uint8Array, prefix: number[], at = 0) => prefix.every((v, i) => b[at + i] === v);

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG uses it). */
export function crc32(bytes: Uint8Array): number {
  if (crcTable === undefined) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// Bit depths allowed per colour type (PNG spec, table 11.1).
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function readPng(b: Uint8Array): ImageHeader | null {
  // Signature, then IHDR: length 13, type, 13 data bytes, CRC over type and data.
  if (b.byteLength < 33 || be32(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return null;
  if (crc32(b.subarray(12, 29)) !== be32(b, 29)) return null;
  const depth = b[24] ?? 0;
  const colour = b[25] ?? 0;
  if (!PNG_DEPTHS[colour]?.includes(depth) || b[26] !== 0 || b[27] !== 0 || (b[28] ?? 2) > 1) return null;
  return { type: 'image/png', width: be32(b, 16), height: be32(b, 20) };
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isSof = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(b: Uint8Array): ImageHeader | null {
  let i = 2;
  while (i + 4 <= b.byteLength) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    // Fill bytes, and the markers that stand alone without a length (TEM, RSTn).
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // Image data or the end before any frame header: not an image we can size.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    const length = be16(b, i + 2);
    if (length < 2 || i + 2 + length > b.byteLength) return null;
    if (isSof(marker)) {
      if (length < 8) return null;
      // A height of 0 defers it to a DNL marker after the scan; rare enough to refuse.
      return { type: 'image/jpeg', width: be16(b, i + 7), height: be16(b, i + 5) };
    }
    i += 2 + length;
  }
  return null;
}

function readWebp(b: Uint8Array): ImageHeader | null {
  if (b.byteLength < 20 || ascii(b, 8, 4) !== 'WEBP') return null;
  // The RIFF size counts everything after its own 8 bytes; a file shorter than that is truncated.
  if (le32(b, 4) + 8 > b.byteLength) return null;
  const chunk = ascii(b, 12, 4);
  const size = le32(b, 16);
  const d = 20;
  if (d + size > b.byteLength) return null;
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height with 2 scale bits each.
    if (size < 10 || !startsWith(b, [0x9d, 0x01, 0x2a], d + 3)) return null;
    return { type: 'image/webp', width: le16(b, d + 6) & 0x3fff, height: le16(b, d + 8) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Signature 0x2f, then 14 bits of width - 1 and 14 bits of height - 1, little-endian.
    if (size < 5 || b[d] !== 0x2f) return null;
    const bits = le32(b, d + 1);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Flags, 3 reserved bytes, then 24-bit canvas width - 1 and height - 1.
    if (size < 10) return null;
    return { type: 'image/webp', width: le24(b, d + 4) + 1, height: le24(b, d + 7) + 1 };
  }
  return null;
}

/** The image's type and size, or null when the bytes are not a well-formed JPEG, PNG or WebP header. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  let header: ImageHeader | null = null;
  if (startsWith(bytes, PNG_SIGNATURE)) header = readPng(bytes);
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) header = readJpeg(bytes);
  else if (ascii(bytes, 0, 4) === 'RIFF') header = readWebp(bytes);
  if (header === null || header.width === 0 || header.height === 0) return null;
  return header;
}

// Small images assembled byte by byte, so the picture tests control every header field: a real 1×1-style
// PNG (signature, IHDR with its CRC, IDAT, IEND), a baseline JPEG's markers up to its SOF0, and WebP in
// its three flavours (VP8, VP8L, VP8X). Only the headers need to be right for the API; the PNG is also
// a complete, decodable file.

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(...parts: Array<Uint8Array | number[]>): Uint8Array<ArrayBuffer> {
  const arrays = parts.map((p) => (p instanceof Uint8Array ? p : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.byteLength, 0));
  let offset = 0;
  for (const a of arrays) {
    out.set(a, offset);
    offset += a.byteLength;
  }
  return out;
}

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const ascii = (s: string) => Array.from(s, (ch) => ch.charCodeAt(0));

function pngChunk(type: string, data: number[] | Uint8Array): Uint8Array<ArrayBuffer> {
  const body = concat(ascii(type), data);
  return concat(be32(body.byteLength - 4), body, be32(crc32(body)));
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An 8-bit greyscale PNG; the IDAT is a stored (uncompressed) zlib stream of one filter byte per row. */
export function png(width = 1, height = 1, options: { badCrc?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const ihdr = pngChunk('IHDR', [...be32(width), ...be32(height), 8, 0, 0, 0, 0]);
  if (options.badCrc) ihdr[ihdr.byteLength - 1] = (ihdr[ihdr.byteLength - 1] ?? 0) ^ 0xff;
  // One row only when the image is small; the header is what the API reads.
  const raw = new Uint8Array(Math.min(height, 4) * (width + 1));
  const stored = concat(
    [0x78, 0x01, 0x01],
    le16(raw.byteLength),
    le16(~raw.byteLength & 0xffff),
    raw,
    [0, 0, 0, 1],
  );
  return concat(PNG_SIGNATURE, ihdr, pngChunk('IDAT', stored), pngChunk('IEND', []));
}

/** SOI, an APP0 (JFIF) segment, a DQT-like filler segment, then SOF0 with the size, DHT, SOS, EOI. */
export function jpeg(width = 2, height = 3): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, ...be16(16), ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dqt = [0xff, 0xdb, ...be16(67), 0, ...new Array(64).fill(1)];
  const sof0 = [0xff, 0xc0, ...be16(11), 8, ...be16(height), ...be16(width), 1, 1, 0x11, 0];
  const sos = [0xff, 0xda, ...be16(8), 1, 1, 0, 0, 0x3f, 0, 0x00, 0x00];
  return concat([0xff, 0xd8], app0, dqt, sof0, sos, [0xff, 0xd9]);
}

function riff(chunk: string, data: number[]): Uint8Array<ArrayBuffer> {
  const padded = data.length % 2 === 1 ? [...data, 0] : data;
  const body = concat(ascii('WEBP'), ascii(chunk), le32(data.length), padded);
  return concat(ascii('RIFF'), le32(body.byteLength), body);
}

/** Lossy: frame tag, start code 9d 01 2a, 14-bit width and height. */
export function webpLossy(width = 4, height = 5): Uint8Array<ArrayBuffer> {
  return riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0, 0, 0]);
}

/** Lossless: signature 0x2f, then (width-1) and (height-1) in 14 bits each. */
export function webpLossless(width = 6, height = 7): Uint8Array<ArrayBuffer> {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff('VP8L', [0x2f, ...le32(bits), 0, 0, 0]);
}

/** Extended: flags, reserved, then (width-1) and (height-1) in 24 bits each. */
export function webpExtended(width = 8, height = 9): Uint8Array<ArrayBuffer> {
  return riff('VP8X', [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

/** A minimal GIF89a header and trailer. */
export function gif(): Uint8Array<ArrayBuffer> {
  return concat(ascii('GIF89a'), le16(1), le16(1), [0, 0, 0], [0x3b]);
}

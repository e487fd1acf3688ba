// MSB-first bit writer and the two FLAC CRCs. Writes of up to 16 bits go straight into a small
// accumulator; wider values are split so the accumulator never exceeds 32 bits.

export class BitWriter {
  bytes: Uint8Array;
  byteLength = 0;
  private acc = 0;
  private bits = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  reset(): void {
    this.byteLength = 0;
    this.acc = 0;
    this.bits = 0;
  }

  /** Appends the low `count` bits of `value` (count ≤ 32, value non-negative). */
  write(value: number, count: number): void {
    if (count > 16) {
      this.write(Math.floor(value / 0x10000) & (2 ** (count - 16) - 1), count - 16);
      this.write(value & 0xffff, 16);
      return;
    }
    if (this.byteLength + 4 > this.bytes.length) this.grow();
    this.acc = (this.acc << count) | (value & ((1 << count) - 1));
    this.bits += count;
    while (this.bits >= 8) {
      this.bits -= 8;
      this.bytes[this.byteLength++] = (this.acc >>> this.bits) & 0xff;
    }
    this.acc &= (1 << this.bits) - 1;
  }

  /** Rice code: the quotient in unary (zeros ended by a one), then `k` low bits. */
  writeRice(u: number, k: number): void {
    let q = u >>> k;
    while (q > 16) {
      this.write(0, 16);
      q -= 16;
    }
    if (q > 0) this.write(0, q);
    this.write((1 << k) | (u & ((1 << k) - 1)), k + 1);
  }

  alignToByte(): void {
    if (this.bits > 0) this.write(0, 8 - this.bits);
  }

  private grow(): void {
    const next = new Uint8Array(this.bytes.length * 2);
    next.set(this.bytes);
    this.bytes = next;
  }
}

function crcTable(poly: number, width: 8 | 16): Uint16Array {
  const table = new Uint16Array(256);
  const top = 1 << (width - 1);
  const mask = (1 << width) - 1;
  for (let i = 0; i < 256; i++) {
    let c = i << (width - 8);
    for (let b = 0; b < 8; b++) c = c & top ? ((c << 1) ^ poly) & mask : (c << 1) & mask;
    table[i] = c;
  }
  return table;
}

const CRC8 = crcTable(0x07, 8);
const CRC16 = crcTable(0x8005, 16);

/** CRC-8 (x^8+x^2+x+1, init 0) of the frame header. */
export function crc8(bytes: Uint8Array, length: number): number {
  let c = 0;
  for (let i = 0; i < length; i++) c = CRC8[c ^ (bytes[i] ?? 0)] ?? 0;
  return c;
}

/** CRC-16 (x^16+x^15+x^2+1, init 0) of the whole frame before the CRC itself. */
export function crc16(bytes: Uint8Array, length: number): number {
  let c = 0;
  for (let i = 0; i < length; i++) c = ((c << 8) & 0xffff) ^ (CRC16[(c >>> 8) ^ (bytes[i] ?? 0)] ?? 0);
  return c;
}

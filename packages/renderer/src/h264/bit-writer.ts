/**
 * An MSB-first bit writer for H.264 RBSP syntax: fixed-width fields, exp-Golomb codes and
 * byte-aligned raw runs (I_PCM samples). It produces RBSP bytes only; emulation prevention is
 * applied later, over the whole payload, by `nal.ts`.
 */

export class BitWriter {
  private buf: Uint8Array;
  private pos = 0; // bytes completed
  private acc = 0; // pending bits, right-aligned
  private accBits = 0; // 0..7 pending bits

  constructor(initialCapacity = 1024) {
    this.buf = new Uint8Array(Math.max(16, initialCapacity));
  }

  get bitLength(): number {
    return this.pos * 8 + this.accBits;
  }

  get byteAligned(): boolean {
    return this.accBits === 0;
  }

  /** Writes the low `count` bits of `value` (count 0..32), most significant first. */
  u(count: number, value: number): void {
    if (count > 24) {
      this.u(count - 16, Math.floor(value / 65536));
      this.u(16, value & 0xffff);
      return;
    }
    this.acc = (this.acc << count) | (value & ((1 << count) - 1));
    this.accBits += count;
    while (this.accBits >= 8) {
      this.accBits -= 8;
      this.pushByte((this.acc >>> this.accBits) & 0xff);
    }
    this.acc &= (1 << this.accBits) - 1;
  }

  /** Unsigned exp-Golomb, ue(v): value+1 in binary, preceded by (bit length - 1) zeros. */
  ue(value: number): void {
    const codeNum = value + 1;
    const len = 32 - Math.clz32(codeNum);
    this.u(len - 1, 0);
    this.u(len, codeNum);
  }

  /** Signed exp-Golomb, se(v): k>0 maps to 2k-1, k<=0 maps to -2k. */
  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  /** Zero bits up to the next byte boundary (pcm_alignment_zero_bit). */
  alignZero(): void {
    if (this.accBits > 0) this.u(8 - this.accBits, 0);
  }

  /** Appends raw bytes; the writer must be byte-aligned (I_PCM samples are). */
  bytes(data: Uint8Array): void {
    if (this.accBits !== 0) throw new Error('BitWriter.bytes requires byte alignment');
    this.ensure(data.length);
    this.buf.set(data, this.pos);
    this.pos += data.length;
  }

  /** rbsp_trailing_bits(): a stop bit then zero bits to the byte boundary. */
  trailingBits(): void {
    this.u(1, 1);
    this.alignZero();
  }

  /** The completed bytes; call after `trailingBits()` so nothing is pending. */
  finish(): Uint8Array {
    if (this.accBits !== 0) throw new Error('BitWriter.finish with pending bits');
    return this.buf.slice(0, this.pos);
  }

  private pushByte(b: number): void {
    if (this.pos === this.buf.length) this.ensure(1);
    this.buf[this.pos++] = b;
  }

  private ensure(extra: number): void {
    if (this.pos + extra <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < this.pos + extra) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }
}

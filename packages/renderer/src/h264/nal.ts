/**
 * NAL unit framing: the one-byte header, emulation prevention over the whole RBSP payload
 * (I_PCM bytes included: raw samples can contain 00 00 0x runs), and the ISO 14496-15
 * AVCDecoderConfigurationRecord ("avcC") that MP4 carries instead of in-band parameter sets.
 * Samples in MP4 are length-prefixed (AVCC), never Annex B start codes.
 */

export const NAL_SLICE = 1;
export const NAL_IDR = 5;
export const NAL_SPS = 7;
export const NAL_PPS = 8;

/** Inserts 0x03 after every 00 00 that is followed by a byte <= 0x03 (H.264 7.4.1). */
export function emulationPrevent(rbsp: Uint8Array): Uint8Array {
  let extra = 0;
  let zeros = 0;
  for (let i = 0; i < rbsp.length; i++) {
    const b = rbsp[i] as number;
    if (zeros >= 2 && b <= 3) {
      extra++;
      zeros = 0;
    }
    zeros = b === 0 ? zeros + 1 : 0;
  }
  if (extra === 0) return rbsp;
  const out = new Uint8Array(rbsp.length + extra);
  let o = 0;
  zeros = 0;
  for (let i = 0; i < rbsp.length; i++) {
    const b = rbsp[i] as number;
    if (zeros >= 2 && b <= 3) {
      out[o++] = 3;
      zeros = 0;
    }
    out[o++] = b;
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return out;
}

/** Removes emulation prevention bytes (used by tests and the debug digest, not the encoder). */
export function unescapeRbsp(ebsp: Uint8Array): Uint8Array {
  const out = new Uint8Array(ebsp.length);
  let o = 0;
  let zeros = 0;
  for (let i = 0; i < ebsp.length; i++) {
    const b = ebsp[i] as number;
    if (zeros >= 2 && b === 3) {
      zeros = 0;
      continue;
    }
    out[o++] = b;
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return out.slice(0, o);
}

/** A complete NAL unit: header byte then the escaped payload. */
export function makeNal(nalRefIdc: number, nalUnitType: number, rbsp: Uint8Array): Uint8Array {
  const payload = emulationPrevent(rbsp);
  const nal = new Uint8Array(payload.length + 1);
  nal[0] = ((nalRefIdc & 3) << 5) | (nalUnitType & 31);
  nal.set(payload, 1);
  return nal;
}

/** One MP4 sample from NAL units, each prefixed with a 4-byte big-endian length. */
export function lengthPrefixed(nals: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const n of nals) total += 4 + n.length;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let o = 0;
  for (const n of nals) {
    view.setUint32(o, n.length);
    out.set(n, o + 4);
    o += 4 + n.length;
  }
  return out;
}

/** AVCDecoderConfigurationRecord with one SPS and one PPS (both full NAL units). */
export function avcDecoderConfig(sps: Uint8Array, pps: Uint8Array): Uint8Array {
  const out = new Uint8Array(11 + sps.length + pps.length);
  out[0] = 1; // configurationVersion
  out[1] = sps[1] ?? 0; // AVCProfileIndication
  out[2] = sps[2] ?? 0; // profile_compatibility (the constraint flags byte)
  out[3] = sps[3] ?? 0; // AVCLevelIndication
  out[4] = 0xfc | 3; // lengthSizeMinusOne = 3
  out[5] = 0xe0 | 1; // one SPS
  out[6] = sps.length >> 8;
  out[7] = sps.length & 0xff;
  out.set(sps, 8);
  let o = 8 + sps.length;
  out[o++] = 1; // one PPS
  out[o++] = pps.length >> 8;
  out[o++] = pps.length & 0xff;
  out.set(pps, o);
  return out;
}

/** RFC 6381 codec string, e.g. "avc1.42C00C" for Constrained Baseline level 1.2. */
export function avcCodecString(sps: Uint8Array): string {
  const hex = (b: number | undefined) => (b ?? 0).toString(16).toUpperCase().padStart(2, '0');
  return `avc1.${hex(sps[1])}${hex(sps[2])}${hex(sps[3])}`;
}

/**
 * The frame loop of the lossless encoder: one slice per picture, an IDR first then P pictures that
 * are all references (pic_order_cnt_type 2 requires it), frame_num counting modulo 16, deblocking
 * disabled in every slice. Keeps a copy of the last picture as the reference. It does not choose a
 * level while encoding: `parameterSets()` does that afterwards from the real frame sizes.
 */
import type { YuvFrame } from '../frame';
import { BitWriter } from './bit-writer';
import { chooseLevel, type LevelLimits } from './levels';
import {
  decideIntra,
  lumaDcNc,
  MB_I16,
  MB_SKIP,
  type MbDecision,
  sameAsReference,
  type WordPlanes,
  wordPlanes,
  writeI16,
  writePcm,
} from './macroblock';
import { avcCodecString, avcDecoderConfig, lengthPrefixed, makeNal, NAL_IDR, NAL_SLICE } from './nal';
import { LOG2_MAX_FRAME_NUM, writePps, writeSps } from './parameter-sets';

export interface EncodedFrame {
  /** One MP4 sample: the slice NAL with a 4-byte length prefix. */
  readonly data: Uint8Array;
  readonly key: boolean;
  readonly counts: { skip: number; i16: number; pcm: number };
}

export interface ParameterSets {
  readonly level: LevelLimits;
  readonly sps: Uint8Array;
  readonly pps: Uint8Array;
  /** AVCDecoderConfigurationRecord for the MP4 sample entry. */
  readonly description: Uint8Array;
  readonly codec: string;
}

export class H264Encoder {
  readonly widthMbs: number;
  readonly heightMbs: number;
  private readonly ref: YuvFrame;
  private readonly refWords: WordPlanes;
  private readonly kinds: Uint8Array;
  private readonly pcmScratch = new Uint8Array(384);
  private readonly decision: MbDecision = { kind: MB_SKIP, lumaMode: -1, chromaMode: -1 };
  private readonly frameBytes: number[] = [];
  private frameIndex = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly fps: number,
  ) {
    if (width % 16 !== 0 || height % 16 !== 0) throw new Error('H264Encoder: size must be whole macroblocks');
    this.widthMbs = width / 16;
    this.heightMbs = height / 16;
    const chroma = (width / 2) * (height / 2);
    this.ref = {
      width,
      height,
      y: new Uint8Array(width * height),
      u: new Uint8Array(chroma),
      v: new Uint8Array(chroma),
    };
    this.refWords = wordPlanes(this.ref) as WordPlanes; // fresh buffers: always 4-byte aligned
    this.kinds = new Uint8Array(this.widthMbs * this.heightMbs);
  }

  encode(frame: YuvFrame): EncodedFrame {
    if (frame.width !== this.width || frame.height !== this.height)
      throw new Error('H264Encoder: frame size changed');
    const idr = this.frameIndex === 0;
    const w = new BitWriter(idr ? 64 * 1024 : 4096);
    this.writeSliceHeader(w, idr);
    const typeOffset = idr ? 0 : 5;
    const counts = { skip: 0, i16: 0, pcm: 0 };
    const d = this.decision;
    // Unaligned planes (a caller's subarray) are copied once so the word compare can run.
    const words = idr ? null : (wordPlanes(frame) ?? wordPlanes(copyFrame(frame)));
    let skipRun = 0;
    for (let mby = 0; mby < this.heightMbs; mby++) {
      for (let mbx = 0; mbx < this.widthMbs; mbx++) {
        const i = mby * this.widthMbs + mbx;
        if (words && sameAsReference(words, this.refWords, mbx, mby)) {
          this.kinds[i] = MB_SKIP;
          skipRun++;
          counts.skip++;
          continue;
        }
        decideIntra(frame, mbx, mby, d);
        if (!idr) w.ue(skipRun);
        skipRun = 0;
        this.kinds[i] = d.kind;
        if (d.kind === MB_I16) {
          writeI16(w, d, lumaDcNc(this.kinds, mbx, mby, this.widthMbs), typeOffset);
          counts.i16++;
        } else {
          writePcm(w, frame, mbx, mby, typeOffset, this.pcmScratch);
          counts.pcm++;
        }
      }
    }
    if (skipRun > 0) w.ue(skipRun);
    w.trailingBits();
    const nal = makeNal(idr ? 3 : 2, idr ? NAL_IDR : NAL_SLICE, w.finish());
    this.ref.y.set(frame.y);
    this.ref.u.set(frame.u);
    this.ref.v.set(frame.v);
    this.frameIndex++;
    this.frameBytes.push(nal.length + 4);
    return { data: lengthPrefixed([nal]), key: idr, counts };
  }

  /** SPS/PPS for the frames encoded so far; null if no level can hold them (never at our sizes). */
  parameterSets(): ParameterSets | null {
    const level = chooseLevel({
      widthMbs: this.widthMbs,
      heightMbs: this.heightMbs,
      fps: this.fps,
      frameBytes: this.frameBytes,
    });
    if (!level) return null;
    const sps = writeSps({
      widthMbs: this.widthMbs,
      heightMbs: this.heightMbs,
      levelIdc: level.levelIdc,
      fps: this.fps,
    });
    const pps = writePps();
    return { level, sps, pps, description: avcDecoderConfig(sps, pps), codec: avcCodecString(sps) };
  }

  private writeSliceHeader(w: BitWriter, idr: boolean): void {
    w.ue(0); // first_mb_in_slice
    w.ue(idr ? 7 : 5); // slice_type: I or P, same for the whole picture
    w.ue(0); // pic_parameter_set_id
    w.u(LOG2_MAX_FRAME_NUM, this.frameIndex % (1 << LOG2_MAX_FRAME_NUM)); // frame_num
    if (idr) w.ue(0); // idr_pic_id
    if (!idr) {
      w.u(1, 0); // num_ref_idx_active_override_flag
      w.u(1, 0); // ref_pic_list_modification_flag_l0
    }
    // dec_ref_pic_marking(): every picture is a reference (nal_ref_idc > 0)
    if (idr) {
      w.u(1, 0); // no_output_of_prior_pics_flag
      w.u(1, 0); // long_term_reference_flag
    } else {
      w.u(1, 0); // adaptive_ref_pic_marking_mode_flag: sliding window
    }
    w.se(0); // slice_qp_delta
    w.ue(1); // disable_deblocking_filter_idc: off, or skipped blocks would drift
  }
}

function copyFrame(f: YuvFrame): YuvFrame {
  return { width: f.width, height: f.height, y: f.y.slice(), u: f.u.slice(), v: f.v.slice() };
}

/**
 * Level choice from what the stream really is (H.264 Annex A, Table A-1 and A.3.1): frame size,
 * macroblock rate, DPB room for our single reference frame, peak bitrate over any one-second window,
 * the largest frame against the CPB size, and the per-picture size bounds set by MinCR (the first
 * picture's bound is what an all-I_PCM first frame breaks). Level 1b is never chosen.
 */

export interface LevelLimits {
  readonly levelIdc: number;
  readonly maxMbps: number; // macroblocks per second
  readonly maxFs: number; // macroblocks per frame
  readonly maxDpbMbs: number;
  readonly maxBr: number; // kbit/s (VCL, Baseline factor 1000)
  readonly maxCpb: number; // kbit
  readonly minCr: number;
}

const L = (
  levelIdc: number,
  maxMbps: number,
  maxFs: number,
  maxDpbMbs: number,
  maxBr: number,
  maxCpb: number,
  minCr: number,
): LevelLimits => ({ levelIdc, maxMbps, maxFs, maxDpbMbs, maxBr, maxCpb, minCr });

export const LEVELS: readonly LevelLimits[] = [
  L(10, 1485, 99, 396, 64, 175, 2),
  L(11, 3000, 396, 900, 192, 500, 2),
  L(12, 6000, 396, 2376, 384, 1000, 2),
  L(13, 11880, 396, 2376, 768, 2000, 2),
  L(20, 11880, 396, 2376, 2000, 2000, 2),
  L(21, 19800, 792, 4752, 4000, 4000, 2),
  L(22, 20250, 1620, 8100, 4000, 4000, 2),
  L(30, 40500, 1620, 8100, 10000, 10000, 2),
  L(31, 108000, 3600, 18000, 14000, 14000, 4),
  L(32, 216000, 5120, 20480, 20000, 20000, 4),
  L(40, 245760, 8192, 32768, 20000, 25000, 4),
  L(41, 245760, 8192, 32768, 50000, 62500, 2),
  L(42, 522240, 8704, 34816, 50000, 62500, 2),
  L(50, 589824, 22080, 110400, 135000, 135000, 2),
  L(51, 983040, 36864, 184320, 240000, 240000, 2),
];

export interface StreamStats {
  readonly widthMbs: number;
  readonly heightMbs: number;
  readonly fps: number;
  /** Bytes of each coded picture (NAL units of the access unit), in decode order. */
  readonly frameBytes: readonly number[];
}

/** The failing constraint for a level, or null when the stream conforms to it. */
export function levelViolation(level: LevelLimits, s: StreamStats): string | null {
  const frameMbs = s.widthMbs * s.heightMbs;
  if (frameMbs > level.maxFs) return 'frame size';
  const maxDim = Math.sqrt(level.maxFs * 8);
  if (s.widthMbs > maxDim || s.heightMbs > maxDim) return 'frame dimension';
  if (frameMbs * s.fps > level.maxMbps) return 'macroblock rate';
  if (frameMbs > level.maxDpbMbs) return 'decoded picture buffer';
  // A.3.1 (with fR = 1/172 and no initial removal delay): bytes per picture bound by MinCR.
  const firstBound = (384 * Math.max(frameMbs, level.maxMbps / 172)) / level.minCr;
  const laterBound = (384 * level.maxMbps) / s.fps / level.minCr;
  let peakWindow = 0;
  let window = 0;
  for (let i = 0; i < s.frameBytes.length; i++) {
    const bytes = s.frameBytes[i] as number;
    if (i === 0 ? bytes > firstBound : bytes > laterBound)
      return i === 0 ? 'first picture size' : 'picture size';
    if (bytes * 8 > level.maxCpb * 1000) return 'coded picture buffer';
    window += bytes;
    const drop = i - Math.round(s.fps);
    if (drop >= 0) window -= s.frameBytes[drop] as number;
    peakWindow = Math.max(peakWindow, window);
  }
  if (peakWindow * 8 > level.maxBr * 1000) return 'bitrate';
  return null;
}

/** The lowest level the stream conforms to, or null if even level 5.1 is exceeded. */
export function chooseLevel(s: StreamStats): LevelLimits | null {
  for (const level of LEVELS) {
    if (levelViolation(level, s) === null) return level;
  }
  return null;
}

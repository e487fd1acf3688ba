// The lossless H.264 Constrained Baseline encoder: see encoder.ts for the frame loop.
export { BitWriter } from './bit-writer';
export { type EncodedFrame, H264Encoder, type ParameterSets } from './encoder';
export { chooseLevel, LEVELS, type LevelLimits, levelViolation, type StreamStats } from './levels';
export {
  avcCodecString,
  avcDecoderConfig,
  emulationPrevent,
  lengthPrefixed,
  makeNal,
  unescapeRbsp,
} from './nal';

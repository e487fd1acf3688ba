// synthesizeSpeech: transcript → normalised words → phoneme timeline → formant-synthesised PCM → FLAC
// packets, with the word timing (captions), the phoneme timeline (lip sync) and loudness. Deterministic:
// the only randomness, the noise source, is seeded by the caller.
import { synthesise } from '../speech/klatt-synth';
import { buildTracks } from '../speech/parameter-tracks';
import { normaliseText } from '../speech/text-normalise';
import { buildTimeline } from '../speech/timeline';
import { encodeFlac } from './flac-encoder';
import { loudnessCurve, rmsLevelsDb } from './loudness';
import type { SpeechTrack, TimedPhoneme } from './speech-track';
import { DEFAULT_VOICE_ID, getVoice, VOICE_PARAMS } from './voices';

/** 24 kHz: FLAC has a frame-header code for it, browsers decode it, and speech needs no more. */
export const SPEECH_SAMPLE_RATE = 24000;
const PEAK = 0.5; // −6 dBFS: headroom, and fewer bits per sample for FLAC
/** Samples are multiples of 2^QUANT_SHIFT (14-bit precision, far below audibility): FLAC codes them 2 bits cheaper. */
const QUANT_SHIFT = 2;
const LOUDNESS_HOP = 240; // 10 ms

export interface SynthesizeSpeechOptions {
  /** Unknown ids fall back to the default voice. */
  voiceId: string;
  seed: number;
  /** Upper bound on the clip; values below the minimum clip (1.5 s) are raised to it. */
  maxSeconds: number;
}

export interface SpeechPcm {
  pcm: Int16Array;
  sampleRate: number;
  levelsDb: Float32Array;
  words: SpeechTrack['words'];
  phonemes: TimedPhoneme[];
  duration: number;
}

/** The uncompressed half of synthesizeSpeech, exposed for tests and benchmarks. */
export function synthesizePcm(text: string, opts: SynthesizeSpeechOptions): SpeechPcm {
  const voice = getVoice(opts.voiceId) ?? getVoice(DEFAULT_VOICE_ID) ?? (VOICE_PARAMS[0] as never);
  const timeline = buildTimeline(normaliseText(text), opts.maxSeconds);
  const floats = new Float32Array(Math.round(timeline.duration * SPEECH_SAMPLE_RATE));
  const tracks = buildTracks(timeline.segments, timeline.duration, voice.breath);
  synthesise(tracks, voice, floats, SPEECH_SAMPLE_RATE, mulberry32(opts.seed)() * 0xffffffff);
  let peak = 0;
  for (const s of floats) peak = Math.max(peak, Math.abs(s));
  const gain = peak > 0 ? PEAK / peak : 0;
  const pcm = new Int16Array(floats.length);
  for (let i = 0; i < floats.length; i++) {
    const s = (floats[i] ?? 0) * gain;
    floats[i] = s;
    pcm[i] = Math.round((s * 32767) / (1 << QUANT_SHIFT)) << QUANT_SHIFT;
  }
  const levelsDb = rmsLevelsDb(floats, LOUDNESS_HOP);
  const phonemes: TimedPhoneme[] = [];
  for (const seg of timeline.segments) {
    if (seg.phoneme !== 'pause')
      phonemes.push({ phoneme: seg.phoneme, stress: seg.stress, start: seg.start, end: seg.start + seg.dur });
  }
  return {
    pcm,
    sampleRate: SPEECH_SAMPLE_RATE,
    levelsDb,
    words: timeline.words,
    phonemes,
    duration: timeline.duration,
  };
}

export function synthesizeSpeech(text: string, opts: SynthesizeSpeechOptions): SpeechTrack {
  const speech = synthesizePcm(text, opts);
  const flac = encodeFlac(speech.pcm, speech.sampleRate);
  return {
    codec: 'flac',
    sampleRate: speech.sampleRate,
    numberOfChannels: 1,
    description: flac.description,
    packets: flac.packets,
    duration: speech.duration,
    loudness: loudnessCurve(speech.levelsDb, LOUDNESS_HOP / speech.sampleRate),
    words: speech.words,
    phonemes: speech.phonemes,
  };
}

/** A small, well-distributed 32-bit PRNG (public-domain mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

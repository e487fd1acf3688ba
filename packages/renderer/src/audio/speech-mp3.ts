// speechFromMp3: real TTS speech (e.g. Workers AI) muxed as it is. Frames become packets untouched; the
// mouth follows their global_gain, and the words are spread over the audible span by syllable count.
import { loudnessCurve } from './loudness';
import { parseMp3 } from './mp3-frames';
import type { SpeechTrack } from './speech-track';
import { type SpokenWord, spokenWords } from './text-units';

const PAUSE_WEIGHT = { none: 0, comma: 1, sentence: 2, question: 2 } as const; // in syllables
const AUDIBLE_DB = 25;
const REFERENCE_PERCENTILE = 0.5; // the median level of sounding frames is "normal speech": mouth fully open

export function speechFromMp3(
  mp3: Uint8Array,
  text: string,
  opts: { maxSeconds: number },
): { ok: true; track: SpeechTrack } | { ok: false; message: string } {
  const parsed = parseMp3(mp3);
  if (!parsed.ok) return parsed;
  const { sampleRate, samplesPerFrame, frames, numberOfChannels } = parsed.stream;
  const frameSeconds = samplesPerFrame / sampleRate;
  const cap =
    Number.isFinite(opts.maxSeconds) && opts.maxSeconds > 0 ? opts.maxSeconds : Number.POSITIVE_INFINITY;
  const kept = frames.slice(0, Math.max(1, Math.floor(cap / frameSeconds + 1e-9)));
  const packets = kept.map((f, i) => ({
    data: mp3.slice(f.offset, f.offset + f.length),
    timestamp: i * frameSeconds,
    duration: frameSeconds,
  }));
  const duration = kept.length * frameSeconds;

  // Word timing is spread over the whole reply, then cut with the audio.
  // global_gain has no absolute reference without decoding, and single frames can stand far above the
  // rest; levels are taken relative to the median of the frames that carry sound (on a babble clip
  // re-encoded with LAME this tracks the true loudness with a correlation of about 0.8).
  const audibleLevels = frames
    .map((f) => f.levelDb)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const reference = audibleLevels[Math.floor(audibleLevels.length * REFERENCE_PERCENTILE)] ?? 0;
  const levels = Float32Array.from(frames.map((f) => f.levelDb - reference));
  const audible = (v: number) => v >= -AUDIBLE_DB;
  const firstAudible = Math.max(0, levels.findIndex(audible));
  const lastAudible = Math.max(firstAudible, levels.findLastIndex(audible));
  const timed = spreadWords(spokenWords(text), firstAudible * frameSeconds, (lastAudible + 1) * frameSeconds);
  const words = timed.filter((w) => w.start < duration);
  const last = words[words.length - 1];
  if (last && words.length < timed.length) {
    last.text = `${last.text.replace(/[\s,.;:!?…\-–—]+$/u, '')}…`;
    last.end = Math.min(last.end, duration);
  }
  return {
    ok: true,
    track: {
      codec: 'mp3',
      sampleRate,
      numberOfChannels,
      packets,
      duration,
      loudness: loudnessCurve(levels.subarray(0, kept.length), frameSeconds, 0),
      words,
    },
  };
}

function spreadWords(words: readonly SpokenWord[], from: number, to: number): SpeechTrack['words'] {
  const weights = words.map((w) => Math.max(1, w.syllables.length));
  const gaps: number[] = words.map((w, i) => (i < words.length - 1 ? PAUSE_WEIGHT[w.pause] : 0));
  const total = weights.reduce((a, b) => a + b, 0) + gaps.reduce((a, b) => a + b, 0);
  const unit = total > 0 ? (to - from) / total : 0;
  let t = from;
  return words.map((w, i) => {
    const start = t;
    t += (weights[i] ?? 1) * unit;
    const end = t;
    t += (gaps[i] ?? 0) * unit;
    return { text: w.text, start, end };
  });
}

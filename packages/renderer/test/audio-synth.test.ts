// Speech synthesis: rhythm from the text, pauses, question intonation, distinct voices, determinism, caps.
import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID, synthesizeSpeech, VOICES } from '../src/audio';
import { synthesizePcm } from '../src/audio/speech-synth';

/** Element `i` (negative counts from the end); throws instead of yielding undefined. */
function at<T>(xs: { at(i: number): T | undefined }, i: number): T {
  const v = xs.at(i);
  if (v === undefined) throw new Error(`no element ${i}`);
  return v;
}

const SIXTY_WORDS =
  "Thank you for telling me that. It sounds like this week has been really heavy, and you've been carrying " +
  'a lot on your own. What would help most right now, talking it through or finding one small next step? ' +
  "I'm here with you, and we can take this slowly. Would you like to start with what happened on Monday, or " +
  'with how you are feeling right now?';

/** Pitch (Hz) of a stretch of PCM by autocorrelation, over 70–500 Hz. */
function pitchOf(pcm: Int16Array, sampleRate: number, from: number, to: number): number {
  const a = Math.floor(from * sampleRate);
  const b = Math.floor(to * sampleRate);
  let best = 0;
  let bestLag = 0;
  for (let lag = Math.floor(sampleRate / 500); lag <= Math.ceil(sampleRate / 70); lag++) {
    let sum = 0;
    for (let i = a; i + lag < b; i++) sum += (pcm[i] ?? 0) * (pcm[i + lag] ?? 0);
    if (sum > best) {
      best = sum;
      bestLag = lag;
    }
  }
  return bestLag ? sampleRate / bestLag : 0;
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

describe('synthesizeSpeech', () => {
  it('offers at least two voices with exactly one default', () => {
    expect(VOICES.length).toBeGreaterThanOrEqual(2);
    expect(VOICES.filter((v) => v.default).map((v) => v.id)).toEqual([DEFAULT_VOICE_ID]);
    expect(new Set(VOICES.map((v) => v.id)).size).toBe(VOICES.length);
  });

  it('speaks about 2.5 words per second and times every word in order', () => {
    const track = synthesizeSpeech(SIXTY_WORDS, { voiceId: DEFAULT_VOICE_ID, seed: 1, maxSeconds: 60 });
    const count = SIXTY_WORDS.split(/\s+/).length;
    expect(track.words.map((w) => w.text)).toEqual(SIXTY_WORDS.split(/\s+/));
    expect(track.duration).toBeGreaterThan((count / 2.5) * 0.85);
    expect(track.duration).toBeLessThan((count / 2.5) * 1.15);
    for (let i = 1; i < track.words.length; i++) {
      expect(at(track.words, i).start).toBeGreaterThanOrEqual(at(track.words, i - 1).end);
      expect(at(track.words, i).end).toBeGreaterThan(at(track.words, i).start);
    }
    expect(at(track.words, -1).end).toBeLessThanOrEqual(track.duration);
  });

  it('pauses briefly at commas and longer at sentence ends', () => {
    const { words } = synthesizeSpeech('One two three, four five six. Seven eight nine', {
      voiceId: DEFAULT_VOICE_ID,
      seed: 3,
      maxSeconds: 30,
    });
    const gap = (i: number) => at(words, i + 1).start - at(words, i).end;
    const plain = Math.max(gap(0), gap(1), gap(3), gap(4), gap(6));
    expect(gap(2)).toBeGreaterThan(plain + 0.15);
    expect(gap(5)).toBeGreaterThan(gap(2) + 0.15);
  });

  it('raises the pitch at the end of a question', () => {
    const opts = { voiceId: DEFAULT_VOICE_ID, seed: 5, maxSeconds: 30 };
    const { pcm, sampleRate, words } = synthesizePcm(
      'Would you like to talk about what happened today?',
      opts,
    );
    const last = at(words, -1);
    const end = pitchOf(pcm, sampleRate, last.end - 0.12, last.end - 0.03);
    const earlier = median(
      words.slice(0, -2).map((w) => pitchOf(pcm, sampleRate, w.start + 0.05, w.end - 0.03)),
    );
    expect(end).toBeGreaterThan(earlier * 1.25);
    const statement = synthesizePcm('I would like to talk about what happened today.', opts);
    const sLast = at(statement.words, -1);
    expect(pitchOf(statement.pcm, sampleRate, sLast.end - 0.12, sLast.end - 0.03)).toBeLessThan(earlier);
  });

  it('gives each voice its own pitch', () => {
    const pitches = VOICES.map((v) => {
      const { pcm, sampleRate, words } = synthesizePcm('Hello there. I am glad you came to see me today.', {
        voiceId: v.id,
        seed: 2,
        maxSeconds: 30,
      });
      return median(words.map((w) => pitchOf(pcm, sampleRate, w.start + 0.04, w.end - 0.04)));
    });
    const sorted = [...pitches].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(at(sorted, i) / at(sorted, i - 1)).toBeGreaterThan(1.15);
  });

  it('is deterministic for a seed and varies with it', () => {
    const a = synthesizePcm(SIXTY_WORDS, { voiceId: 'deep', seed: 42, maxSeconds: 60 });
    const b = synthesizePcm(SIXTY_WORDS, { voiceId: 'deep', seed: 42, maxSeconds: 60 });
    const c = synthesizePcm(SIXTY_WORDS, { voiceId: 'deep', seed: 43, maxSeconds: 60 });
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(b.pcm.buffer))).toBe(true);
    expect(a.words).toEqual(b.words);
    expect(Buffer.from(a.pcm.buffer).equals(Buffer.from(c.pcm.buffer))).toBe(false);
  });

  it('makes a short near-silent clip for empty or blank text', () => {
    for (const text of ['', '   \n\t ']) {
      const track = synthesizeSpeech(text, { voiceId: DEFAULT_VOICE_ID, seed: 1, maxSeconds: 30 });
      expect(track.words).toEqual([]);
      expect(track.duration).toBeCloseTo(1.5, 2);
      expect(track.packets.length).toBeGreaterThan(0);
      expect(track.loudness(0.75)).toBe(0);
    }
  });

  it('truncates overlong text at maxSeconds with an ellipsis on the last word', () => {
    const long = Array.from({ length: 20 }, () => SIXTY_WORDS).join(' ');
    const track = synthesizeSpeech(long, { voiceId: DEFAULT_VOICE_ID, seed: 1, maxSeconds: 12 });
    expect(track.duration).toBeLessThanOrEqual(12);
    expect(track.duration).toBeGreaterThan(10);
    expect(track.words.length).toBeGreaterThan(15);
    expect(at(track.words, -1).text.endsWith('…')).toBe(true);
    expect(track.words.slice(0, -1).every((w) => !w.text.endsWith('…'))).toBe(true);
    expect(track.packets.reduce((a, p) => a + p.duration, 0)).toBeCloseTo(track.duration, 3);
  });

  it('reports loudness that follows the speech', () => {
    const track = synthesizeSpeech('Hello, friend. How are you?', {
      voiceId: DEFAULT_VOICE_ID,
      seed: 1,
      maxSeconds: 30,
    });
    const w = track.words;
    const inWord = (i: number) => track.loudness((at(w, i).start + at(w, i).end) / 2);
    expect(Math.min(inWord(0), inWord(2), inWord(4))).toBeGreaterThan(0.4);
    expect(track.loudness((at(w, 1).end + at(w, 2).start) / 2)).toBeLessThan(0.3); // the sentence pause
    expect(track.loudness(0.02)).toBeLessThan(0.1);
    for (let t = 0; t < track.duration; t += 0.05) {
      expect(track.loudness(t)).toBeGreaterThanOrEqual(0);
      expect(track.loudness(t)).toBeLessThanOrEqual(1);
    }
  });

  it('synthesises and encodes well within the CPU budget', () => {
    synthesizeSpeech(SIXTY_WORDS, { voiceId: DEFAULT_VOICE_ID, seed: 0, maxSeconds: 60 }); // warm-up
    const t0 = performance.now();
    let seconds = 0;
    for (let seed = 1; seed <= 5; seed++) {
      seconds += synthesizeSpeech(SIXTY_WORDS, { voiceId: DEFAULT_VOICE_ID, seed, maxSeconds: 60 }).duration;
    }
    const perTenSeconds = ((performance.now() - t0) / seconds) * 10;
    console.log(`synth + FLAC: ${perTenSeconds.toFixed(1)} ms CPU per 10 s of speech`);
    // Typically 30–50 ms alone; the bound only catches gross regressions on a loaded CI machine.
    expect(perTenSeconds).toBeLessThan(250);
  });
});

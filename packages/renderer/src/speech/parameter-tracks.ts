// Phoneme timeline → synthesiser parameters every millisecond (as Klatt's synthesiser takes them every
// few ms): formant frequencies interpolated between each segment's steady anchors (so consonant loci
// shape the neighbouring vowels' transitions), source amplitudes per segment phase (stop closure, burst,
// aspiration; frication; nasal murmur), and F0 from the prosody. Amplitudes are smoothed over a few ms.
import { isVowel } from './phoneme-codes';
import { PHONEMES } from './phonemes';
import type { Segment } from './timeline';

export const FRAME_SECONDS = 0.001;
const NEUTRAL = [500, 1500, 2500] as const;

export interface Tracks {
  frames: number;
  f1: Float32Array;
  f2: Float32Array;
  f3: Float32Array;
  /** Voicing, aspiration and frication amplitudes, 0..1. */
  av: Float32Array;
  ah: Float32Array;
  af: Float32Array;
  fricHz: Float32Array;
  fricBw: Float32Array;
  /** Share of the frication that bypasses the resonator (flat spectrum). */
  flat: Float32Array;
  /** 1 where the nasal tract is coupled (m, n, ng). */
  nasal: Float32Array;
  /** F0 as a multiple of the voice's mean pitch. */
  f0: Float32Array;
}

interface Anchor {
  t: number;
  f: readonly [number, number, number];
}

function anchorsOf(segments: readonly Segment[]): Anchor[] {
  const out: Anchor[] = [];
  segments.forEach((s, i) => {
    if (s.phoneme === 'pause') return;
    const spec = PHONEMES[s.phoneme];
    const end = s.start + s.dur;
    if (s.phoneme === 'HH') return; // takes the formants of its neighbours
    if (isVowel(s.phoneme)) {
      out.push({ t: s.start + 0.3 * s.dur, f: spec.f });
      out.push({ t: s.start + 0.7 * s.dur, f: spec.to ?? spec.f });
      return;
    }
    if (spec.manner === 'stop' || spec.manner === 'affricate') {
      // Velars take a fronter locus next to front vowels.
      const next = segments[i + 1];
      let f = spec.f;
      if (
        (s.phoneme === 'K' || s.phoneme === 'G') &&
        next &&
        next.phoneme !== 'pause' &&
        isVowel(next.phoneme)
      ) {
        const v = PHONEMES[next.phoneme].f;
        f = [f[0], Math.max(1500, Math.min(2300, v[1] + 300)), f[2]];
      }
      out.push({ t: s.start + 0.5 * s.dur, f });
      out.push({ t: end - 0.25 * s.dur, f });
      return;
    }
    out.push({ t: s.start + 0.3 * s.dur, f: spec.f });
    out.push({ t: end - 0.3 * s.dur, f: spec.f });
  });
  return out;
}

export function buildTracks(segments: readonly Segment[], duration: number, breath: number): Tracks {
  const frames = Math.max(1, Math.ceil(duration / FRAME_SECONDS));
  const mk = () => new Float32Array(frames);
  const tr: Tracks = {
    frames,
    f1: mk(),
    f2: mk(),
    f3: mk(),
    av: mk(),
    ah: mk(),
    af: mk(),
    fricHz: mk(),
    fricBw: mk(),
    flat: mk(),
    nasal: mk(),
    f0: mk(),
  };
  const anchors = anchorsOf(segments);
  let a = 0;
  for (let k = 0; k < frames; k++) {
    const t = k * FRAME_SECONDS;
    while (a < anchors.length - 1 && (anchors[a + 1] as Anchor).t <= t) a++;
    const p = anchors[a];
    const q = anchors[a + 1];
    const from = p?.f ?? NEUTRAL;
    let f1 = from[0];
    let f2 = from[1];
    let f3 = from[2];
    if (p && q && t > p.t) {
      const x = Math.min(1, (t - p.t) / Math.max(1e-3, q.t - p.t));
      const s = x * x * (3 - 2 * x);
      f1 += (q.f[0] - f1) * s;
      f2 += (q.f[1] - f2) * s;
      f3 += (q.f[2] - f3) * s;
    }
    tr.f1[k] = f1;
    tr.f2[k] = f2;
    tr.f3[k] = f3;
    tr.f0[k] = 1;
  }
  for (const s of segments) {
    const k0 = Math.round(s.start / FRAME_SECONDS);
    const k1 = Math.min(frames, Math.round((s.start + s.dur) / FRAME_SECONDS));
    const n = Math.max(1, k1 - k0);
    for (let k = k0; k < k1; k++) tr.f0[k] = s.f0From + ((s.f0To - s.f0From) * (k - k0)) / n;
    if (s.phoneme === 'pause') continue;
    const spec = PHONEMES[s.phoneme];
    const set = (k: number, av: number, ah: number, af: number) => {
      tr.av[k] = av;
      tr.ah[k] = ah;
      tr.af[k] = af;
      tr.fricHz[k] = spec.noiseHz;
      tr.fricBw[k] = spec.noiseBw;
      tr.flat[k] = spec.flat;
    };
    for (let k = k0; k < k1; k++) {
      const x = (k - k0) / n;
      const ms = k - k0;
      switch (spec.manner) {
        case 'vowel':
          set(k, s.stress === 0 ? 0.8 : 1, breath, 0);
          break;
        case 'liquid':
        case 'glide':
          set(k, 0.7, breath, 0);
          break;
        case 'nasal':
          set(k, 0.55, 0, 0);
          tr.nasal[k] = 1;
          break;
        case 'aspirate':
          set(k, 0, 0.55, 0);
          break;
        case 'fricative':
          set(
            k,
            spec.voiced ? 0.4 : 0,
            0,
            spec.noise * Math.sin(Math.PI * Math.min(1, x * 1.6 + 0.1)) ** 0.5,
          );
          break;
        case 'affricate': {
          const closure = x < 0.45;
          set(k, spec.voiced ? (closure ? 0.12 : 0.35) : 0, 0, closure ? 0 : spec.noise);
          break;
        }
        case 'stop': {
          const release = Math.round(n * (spec.voiced ? 0.75 : 0.6));
          if (ms < release) set(k, spec.voiced ? 0.12 : 0, 0, 0);
          else if (ms < release + 8) set(k, spec.voiced ? 0.25 : 0, 0, spec.noise);
          else set(k, spec.voiced ? 0.55 : 0, spec.voiced ? 0 : 0.45, spec.noise * 0.15);
          break;
        }
      }
    }
  }
  smooth(tr.av, 0.35);
  smooth(tr.ah, 0.5);
  smooth(tr.f0, 0.05);
  return tr;
}

/** One-pole smoothing in place; `a` is the per-frame step (1 = none). */
function smooth(x: Float32Array, a: number): void {
  let y = x[0] ?? 0;
  for (let i = 0; i < x.length; i++) {
    y += ((x[i] ?? 0) - y) * a;
    x[i] = y;
  }
}

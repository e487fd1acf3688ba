// A Klatt-style formant synthesiser (cascade/parallel, after Klatt 1980): a glottal source (the
// KLGLOTT88 flow derivative, smooth pitch, spectral tilt per voice) plus aspiration noise runs through a
// nasal pole/zero pair and five cascaded formant resonators; frication and bursts run through a parallel
// noise resonator plus a flat bypass. Parameters change every millisecond; filter coefficients follow.
// No jitter, shimmer or random pitch: the only randomness is the noise source, seeded by the caller.
import { FRAME_SECONDS, type Tracks } from './parameter-tracks';

export interface SpeakerParams {
  /** Mean F0 (Hz). */
  pitch: number;
  /** Multiplies every formant frequency (vocal-tract length). */
  formantScale: number;
  /** Spectral tilt of the source: 0 bright .. 2 dark. */
  tilt: number;
  /** Breathiness already folded into the tracks' aspiration. */
  breath: number;
}

const OPEN_QUOTIENT = 0.6;
const F4 = 3300;
const F5 = 3850;
const NASAL_POLE = 270;
const NASAL_ZERO = 450;
const VOICE_GAIN = 0.9;
const ASPIRATION_GAIN = 0.9;
const FRICATION_GAIN = 0.5;

/** Two-pole resonator y = a·x + b·y1 + c·y2 (unity gain at DC). */
class Resonator {
  a = 1;
  b = 0;
  c = 0;
  y1 = 0;
  y2 = 0;
  set(freq: number, bw: number, sr: number): void {
    const r = Math.exp((-Math.PI * bw) / sr);
    this.c = -r * r;
    this.b = 2 * r * Math.cos((2 * Math.PI * Math.min(freq, 0.45 * sr)) / sr);
    this.a = 1 - this.b - this.c;
  }
  run(x: number): number {
    const y = this.a * x + this.b * this.y1 + this.c * this.y2;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** Two-zero antiresonator: the inverse of a resonator (y = a·x + b·x1 + c·x2 with its a, b, c inverted). */
class AntiResonator {
  a = 1;
  b = 0;
  c = 0;
  x1 = 0;
  x2 = 0;
  set(freq: number, bw: number, sr: number): void {
    const r = Math.exp((-Math.PI * bw) / sr);
    const c0 = -r * r;
    const b0 = 2 * r * Math.cos((2 * Math.PI * freq) / sr);
    const a0 = 1 - b0 - c0;
    this.a = 1 / a0;
    this.b = -b0 / a0;
    this.c = -c0 / a0;
  }
  run(x: number): number {
    const y = this.a * x + this.b * this.x1 + this.c * this.x2;
    this.x2 = this.x1;
    this.x1 = x;
    return y;
  }
}

export function synthesise(
  tr: Tracks,
  speaker: SpeakerParams,
  out: Float32Array,
  sr: number,
  seed: number,
): void {
  const perFrame = Math.max(1, Math.round(FRAME_SECONDS * sr));
  const scale = speaker.formantScale;
  const r1 = new Resonator();
  const r2 = new Resonator();
  const r3 = new Resonator();
  const r4 = new Resonator();
  const r5 = new Resonator();
  const np = new Resonator();
  const nz = new AntiResonator();
  const fric = new Resonator();
  r4.set(F4 * scale, 250, sr);
  r5.set(F5 * scale, 300, sr);
  np.set(NASAL_POLE, 100, sr);
  // Spectral tilt: a one-pole low-pass on the source, darker for higher tilt.
  const tiltPole = Math.min(0.9, 0.25 * speaker.tilt);
  let tiltState = 0;
  let phase = 0;
  let rnd = seed >>> 0 || 1;
  let prevNoise = 0;
  const n = out.length;
  for (let k = 0, i = 0; k < tr.frames && i < n; k++) {
    const f0 = speaker.pitch * (tr.f0[k] ?? 1);
    const nasal = tr.nasal[k] ?? 0;
    // F1 bandwidth widens with a nasal murmur and the open glottis; others scale with frequency a little.
    r1.set((tr.f1[k] ?? 500) * scale, nasal > 0.5 ? 150 : 70, sr);
    r2.set((tr.f2[k] ?? 1500) * scale, 90, sr);
    r3.set((tr.f3[k] ?? 2500) * scale, 150, sr);
    nz.set(nasal > 0.5 ? NASAL_ZERO : NASAL_POLE, 100, sr);
    const fricHz = tr.fricHz[k] ?? 0;
    if (fricHz > 0) fric.set(Math.min(fricHz * Math.sqrt(scale), 0.42 * sr), tr.fricBw[k] ?? 1000, sr);
    const av = (tr.av[k] ?? 0) * VOICE_GAIN;
    const ah = (tr.ah[k] ?? 0) * ASPIRATION_GAIN;
    const af = (tr.af[k] ?? 0) * FRICATION_GAIN;
    const flat = tr.flat[k] ?? 0;
    const dPhase = f0 / sr;
    for (let j = 0; j < perFrame && i < n; j++, i++) {
      phase += dPhase;
      if (phase >= 1) phase -= 1;
      // KLGLOTT88: flow (x² − x³) over the open phase; its derivative 2x − 3x², then closed.
      let glottal = 0;
      if (phase < OPEN_QUOTIENT) {
        const x = phase / OPEN_QUOTIENT;
        glottal = 2 * x - 3 * x * x;
      }
      tiltState = glottal + tiltPole * (tiltState - glottal);
      rnd ^= rnd << 13;
      rnd ^= rnd >>> 17;
      rnd ^= rnd << 5;
      const white = (rnd >>> 0) / 4294967296 - 0.5;
      // Aspiration is louder while the glottis is open, as in natural breathy voice.
      const asp = white * ah * (phase < OPEN_QUOTIENT ? 1 : 0.5);
      let v = (tiltState * av + asp) * 0.5;
      v = nz.run(np.run(v));
      v = r5.run(r4.run(r3.run(r2.run(r1.run(v)))));
      let sample = v;
      if (af > 0) {
        // Frication: differenced (high-tilted) noise through the place resonator, plus a flat share.
        const hp = white - prevNoise;
        sample += af * ((1 - flat) * fric.run(hp) * 2 + flat * hp * 0.6);
      }
      prevNoise = white;
      out[i] = sample;
    }
  }
}

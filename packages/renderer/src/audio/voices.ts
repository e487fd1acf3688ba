// The voice catalog: each voice is a pitch, a formant scale (vocal-tract length) and a source timbre
// (spectral tilt and breathiness), which is enough for the babble voices to be told apart.

export interface VoiceParams {
  readonly id: string;
  readonly displayName: string;
  readonly default: boolean;
  /** Mean fundamental frequency (Hz). */
  readonly pitch: number;
  /** Multiplies the vowel formant frequencies: > 1 for a shorter vocal tract. */
  readonly formantScale: number;
  /** Source harmonic n has amplitude n^-tilt: higher is darker. */
  readonly tilt: number;
  /** Aspiration noise mixed into the voiced source (0..1). */
  readonly breath: number;
}

export const VOICE_PARAMS: readonly VoiceParams[] = [
  {
    id: 'warm',
    displayName: 'Warm',
    default: true,
    pitch: 185,
    formantScale: 1.12,
    tilt: 1.35,
    breath: 0.06,
  },
  {
    id: 'deep',
    displayName: 'Deep',
    default: false,
    pitch: 108,
    formantScale: 0.93,
    tilt: 1.6,
    breath: 0.04,
  },
  {
    id: 'bright',
    displayName: 'Bright',
    default: false,
    pitch: 235,
    formantScale: 1.2,
    tilt: 1.1,
    breath: 0.1,
  },
];

export const VOICES: readonly { id: string; displayName: string; default: boolean }[] = VOICE_PARAMS.map(
  ({ id, displayName, default: isDefault }) => ({ id, displayName, default: isDefault }),
);

export const DEFAULT_VOICE_ID: string = VOICE_PARAMS.find((v) => v.default)?.id ?? 'warm';

export function getVoice(id: string): VoiceParams | undefined {
  return VOICE_PARAMS.find((v) => v.id === id);
}

export const WAVE_TABLE_SIZE = 2048;
/** Harmonic counts of the band-limited source tables; a syllable uses the richest one below Nyquist. */
const HARMONIC_COUNTS = [80, 54, 36, 24, 16] as const;
const tableCache = new Map<string, Float32Array[]>();
const SINE = Float32Array.from({ length: WAVE_TABLE_SIZE }, (_, i) =>
  Math.sin((2 * Math.PI * i) / WAVE_TABLE_SIZE),
);

/** One period of the glottal source for each harmonic count, richest first, peak-normalised. */
export function sourceTables(tilt: number): { harmonics: number; table: Float32Array }[] {
  const key = String(tilt);
  let tables = tableCache.get(key);
  if (!tables) {
    tables = HARMONIC_COUNTS.map((h) => {
      const t = new Float32Array(WAVE_TABLE_SIZE);
      // sin(n·x) read from one sine period by index arithmetic: no trigonometry in the inner loop.
      for (let n = 1; n <= h; n++) {
        const a = 1 / n ** tilt;
        for (let i = 0; i < WAVE_TABLE_SIZE; i++)
          t[i] = (t[i] ?? 0) + a * (SINE[(n * i) % WAVE_TABLE_SIZE] ?? 0);
      }
      let peak = 0;
      for (let i = 0; i < WAVE_TABLE_SIZE; i++) peak = Math.max(peak, Math.abs(t[i] ?? 0));
      for (let i = 0; i < WAVE_TABLE_SIZE; i++) t[i] = (t[i] ?? 0) / peak;
      return t;
    });
    tableCache.set(key, tables);
  }
  return tables.map((table, i) => ({ harmonics: HARMONIC_COUNTS[i] ?? 16, table }));
}

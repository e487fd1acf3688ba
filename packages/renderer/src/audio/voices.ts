// The voice catalog: three speakers of the formant synthesiser, each a mean pitch (the prosody moves
// around it), a formant scale (vocal-tract length) and a source timbre (spectral tilt, breathiness).

export interface VoiceParams {
  readonly id: string;
  readonly displayName: string;
  readonly default: boolean;
  /** Mean fundamental frequency (Hz). */
  readonly pitch: number;
  /** Multiplies the vowel formant frequencies: > 1 for a shorter vocal tract. */
  readonly formantScale: number;
  /** Spectral tilt of the glottal source: higher is darker. */
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

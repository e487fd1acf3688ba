/**
 * Validation of renderClip's options: defaults, allowed ranges, and one message per problem. It
 * returns a tagged result and never throws, so a bad option from a caller is an `invalid_option`
 * error, not an exception. Sizes are whole macroblocks (multiples of 16) so no cropping is coded.
 */
import { DEFAULT_VOICE_ID, VOICES } from './audio/index';
import type { AvatarLook } from './scene/index';
import { DEFAULT_AVATAR_ID, getAvatarLook } from './scene/index';

export interface RenderClipOptions {
  transcript: string;
  avatarId?: string;
  voiceId?: string;
  seed?: number;
  width?: number;
  height?: number;
  fps?: number;
  maxSeconds?: number;
  /** Workers AI TTS output: MP3 frames muxed as they are; the mouth follows their loudness. */
  speechMp3?: Uint8Array;
}

export const DEFAULT_WIDTH = 320;
export const DEFAULT_HEIGHT = 240;
export const DEFAULT_FPS = 15;
export const DEFAULT_MAX_SECONDS = 60;
export const DEFAULT_SEED = 1;
export const LIMITS = {
  width: [128, 640],
  height: [96, 480],
  fps: [5, 25],
  maxSeconds: [1, 300],
} as const;

export interface ResolvedOptions {
  readonly transcript: string;
  readonly look: AvatarLook;
  readonly voiceId: string;
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly maxSeconds: number;
  readonly speechMp3: Uint8Array | null;
}

export type ResolveResult = { ok: true; options: ResolvedOptions } | { ok: false; message: string };

export function resolveOptions(o: RenderClipOptions): ResolveResult {
  if (typeof o !== 'object' || o === null) return fail('options must be an object');
  if (typeof o.transcript !== 'string') return fail('transcript must be a string');
  const avatarId = o.avatarId ?? DEFAULT_AVATAR_ID;
  const look = typeof avatarId === 'string' ? getAvatarLook(avatarId) : undefined;
  if (!look) return fail(`unknown avatarId ${JSON.stringify(avatarId)}`);
  const voiceId = o.voiceId ?? DEFAULT_VOICE_ID;
  if (!VOICES.some((v) => v.id === voiceId)) return fail(`unknown voiceId ${JSON.stringify(voiceId)}`);
  const seed = o.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed)) return fail('seed must be an integer');
  const width = o.width ?? DEFAULT_WIDTH;
  const height = o.height ?? DEFAULT_HEIGHT;
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    const [min, max] = LIMITS[name];
    if (!Number.isInteger(v) || v < min || v > max || v % 16 !== 0) {
      return fail(`${name} must be a multiple of 16 from ${min} to ${max}`);
    }
  }
  const fps = o.fps ?? DEFAULT_FPS;
  if (!Number.isInteger(fps) || fps < LIMITS.fps[0] || fps > LIMITS.fps[1]) {
    return fail(`fps must be an integer from ${LIMITS.fps[0]} to ${LIMITS.fps[1]}`);
  }
  const maxSeconds = o.maxSeconds ?? DEFAULT_MAX_SECONDS;
  if (
    typeof maxSeconds !== 'number' ||
    !(maxSeconds >= LIMITS.maxSeconds[0] && maxSeconds <= LIMITS.maxSeconds[1])
  ) {
    return fail(`maxSeconds must be from ${LIMITS.maxSeconds[0]} to ${LIMITS.maxSeconds[1]}`);
  }
  if (o.speechMp3 !== undefined && !(o.speechMp3 instanceof Uint8Array))
    return fail('speechMp3 must be a Uint8Array');
  return {
    ok: true,
    options: {
      transcript: o.transcript,
      look,
      voiceId,
      seed,
      width,
      height,
      fps,
      maxSeconds,
      speechMp3: o.speechMp3 ?? null,
    },
  };
}

const fail = (message: string): ResolveResult => ({ ok: false, message });

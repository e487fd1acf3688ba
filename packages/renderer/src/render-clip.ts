/**
 * renderClip: transcript in, playable MP4 out, entirely in TypeScript (no ffmpeg, WebCodecs,
 * canvas or wasm), so it runs the same in workerd and Node. Speech (synthesised, or Workers AI
 * MP3 passed through) sets the duration and drives the mouth and the captions; the avatar and the
 * captions are drawn into one YUV frame that the lossless H.264 encoder compresses by skipping
 * what did not change. Deterministic for a seed except the MP4 creation time.
 */
import { type SpeechTrack, speechFromMp3, synthesizeSpeech } from './audio/index';
import { type CaptionPage, captionBandHeight, drawCaption, layoutCaptions } from './captions/index';
import { createYuvFrame, type YuvFrame } from './frame';
import { type EncodedFrame, H264Encoder } from './h264/index';
import { muxMp4 } from './mp4/mux';
import { type RenderClipOptions, resolveOptions } from './render-options';
import { createAvatarScene, faceTimeline } from './scene/index';

export type RenderClipError =
  | { kind: 'invalid_option'; message: string }
  | { kind: 'unsupported_audio'; message: string };

export type RenderClipResult =
  | {
      ok: true;
      bytes: Uint8Array;
      durationSeconds: number;
      width: number;
      height: number;
      fps: number;
      frameCount: number;
    }
  | { ok: false; error: RenderClipError };

/** Shortest clip, so an empty transcript still gives a visible, playable moment. */
export const MIN_CLIP_SECONDS = 1;
export const CAPTION_MAX_LINES = 2;

export async function renderClip(options: RenderClipOptions): Promise<RenderClipResult> {
  return renderClipWithHooks(options, {});
}

/** Test and benchmark hooks; not part of the package's public API. */
export interface RenderHooks {
  /** Called with each drawn frame (reused between calls: copy what you keep) and its encoding. */
  onFrame?: (frame: YuvFrame, index: number, encoded: EncodedFrame) => void;
}

export async function renderClipWithHooks(
  options: RenderClipOptions,
  hooks: RenderHooks,
): Promise<RenderClipResult> {
  const resolved = resolveOptions(options);
  if (!resolved.ok) return { ok: false, error: { kind: 'invalid_option', message: resolved.message } };
  const o = resolved.options;

  let track: SpeechTrack;
  if (o.speechMp3) {
    const r = speechFromMp3(o.speechMp3, o.transcript, { maxSeconds: o.maxSeconds });
    if (!r.ok) return { ok: false, error: { kind: 'unsupported_audio', message: r.message } };
    track = r.track;
  } else {
    track = synthesizeSpeech(o.transcript, { voiceId: o.voiceId, seed: o.seed, maxSeconds: o.maxSeconds });
  }

  const duration = Math.min(o.maxSeconds, Math.max(MIN_CLIP_SECONDS, track.duration));
  const frameCount = Math.max(1, Math.ceil(duration * o.fps - 1e-6));
  const band = captionBandHeight(o.width, o.height);
  const scene = createAvatarScene(o.look, o.width, o.height - band);
  const faces = faceTimeline(o.seed, frameCount, o.fps, track.loudness, track.phonemes);
  const pages = layoutCaptions(track.words, { width: o.width, maxLines: CAPTION_MAX_LINES });

  const frame = createYuvFrame(o.width, o.height);
  const encoder = new H264Encoder(o.width, o.height, o.fps);
  const samples: EncodedFrame[] = [];
  let shownPage = Number.NaN;
  for (let i = 0; i < frameCount; i++) {
    const face = faces[i] ?? { eyes: 0, mouth: 0 };
    if (i === 0) scene.drawFull(frame, face);
    else scene.apply(frame, face);
    const page = pageAt(pages, i / o.fps);
    // Captions change only at page turns, so the band is untouched (all P_Skip) in between.
    if (page !== shownPage) {
      drawCaption(frame, pages[page]?.lines ?? []);
      shownPage = page;
    }
    const encoded = encoder.encode(frame);
    hooks.onFrame?.(frame, i, encoded);
    samples.push(encoded);
  }

  const ps = encoder.parameterSets();
  if (!ps) return { ok: false, error: { kind: 'invalid_option', message: 'clip exceeds every H.264 level' } };
  const muxed = await muxMp4(
    { codec: ps.codec, description: ps.description, width: o.width, height: o.height, fps: o.fps, samples },
    {
      codec: track.codec,
      sampleRate: track.sampleRate,
      numberOfChannels: track.numberOfChannels,
      ...(track.description ? { description: track.description } : {}),
      packets: track.packets.filter((p) => p.timestamp < frameCount / o.fps),
    },
  );
  if (!muxed.ok) {
    const kind = muxed.track === 'audio' ? 'unsupported_audio' : 'invalid_option';
    return { ok: false, error: { kind, message: muxed.message } };
  }
  return {
    ok: true,
    bytes: muxed.bytes,
    durationSeconds: frameCount / o.fps,
    width: o.width,
    height: o.height,
    fps: o.fps,
    frameCount,
  };
}

/** Index of the caption page showing at time t, or -1 between pages. */
export function pageAt(pages: readonly CaptionPage[], t: number): number {
  for (let i = 0; i < pages.length; i++) {
    const p = pages[i] as CaptionPage;
    if (t >= p.start && t < p.end) return i;
  }
  return -1;
}

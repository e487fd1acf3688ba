// @solace/renderer: the in-worker clip renderer (pure, runtime-neutral). See render-clip.ts.
export { DEFAULT_VOICE_ID, type SpeechTrack, VOICES } from './audio/index';
export { createYuvFrame, type YuvFrame } from './frame';
export { type RenderClipError, type RenderClipResult, renderClip } from './render-clip';
export type { RenderClipOptions } from './render-options';
export { AVATARS, type AvatarInfo, DEFAULT_AVATAR_ID } from './scene/index';

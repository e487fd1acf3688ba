// The avatar scene: catalog, art, placement in a frame and face timing.

export { blinkTimes, createRng, eyeStateAt, faceTimeline, mouthLevels, quantiseLoudness } from './animation';
export type { EyeState, FaceState, MouthShape } from './avatar-art';
export { type AvatarScene, createAvatarScene } from './avatar-scene';
export { AVATARS, type AvatarInfo, type AvatarLook, DEFAULT_AVATAR_ID, getAvatarLook } from './avatars';

export { speechFromMp3 } from './speech-mp3';
export { type SynthesizeSpeechOptions, synthesizeSpeech } from './speech-synth';
export type { SpeechTrack } from './speech-track';
export { DEFAULT_VOICE_ID, VOICES } from './voices';

// The audio contract shared with the clip orchestrator: encoded packets ready for mediabunny's
// EncodedAudioPacketSource, plus the timing (words) and loudness that drive captions and the mouth.

export interface SpeechTrack {
  codec: 'flac' | 'mp3';
  sampleRate: number;
  /** Synthesised speech is mono; an MP3 from a TTS service keeps its own channel count. */
  numberOfChannels: 1 | 2;
  /** FLAC: 'fLaC' + STREAMINFO block header (last-block flag set) + STREAMINFO, as mediabunny expects. */
  description?: Uint8Array;
  /** Timestamps and durations in seconds. */
  packets: { data: Uint8Array; timestamp: number; duration: number }[];
  /** Seconds. */
  duration: number;
  /** 0..1 speech loudness at time t (seconds), smoothed; drives the mouth. */
  loudness(t: number): number;
  /** The spoken words and their timing; the last word carries "…" when the transcript was truncated. */
  words: { text: string; start: number; end: number }[];
  /** The phoneme timeline of synthesised speech (ARPAbet, seconds); drives lip sync. Absent for TTS MP3. */
  phonemes?: TimedPhoneme[];
}

export interface TimedPhoneme {
  phoneme: string;
  stress: 0 | 1 | 2;
  start: number;
  end: number;
}

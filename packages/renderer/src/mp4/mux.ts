/**
 * Muxes already-encoded H.264 samples and an already-encoded audio track (FLAC or MP3 frames)
 * into an MP4 with the moov box first, using mediabunny's packet sources, so no WebCodecs and no
 * re-encoding. Packets are fed in timestamp order across both tracks. It does not encode anything
 * and does not validate the media: callers pass what the encoders produced.
 */
import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
} from 'mediabunny';

export interface MuxVideoInput {
  readonly codec: string; // e.g. avc1.42C00C
  readonly description: Uint8Array; // AVCDecoderConfigurationRecord
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly samples: readonly { readonly data: Uint8Array; readonly key: boolean }[];
}

export interface MuxAudioInput {
  readonly codec: 'flac' | 'mp3';
  readonly sampleRate: number;
  readonly numberOfChannels: number;
  readonly description?: Uint8Array;
  readonly packets: readonly {
    readonly data: Uint8Array;
    readonly timestamp: number;
    readonly duration: number;
  }[];
}

export type MuxResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; track: 'video' | 'audio'; message: string };

export async function muxMp4(video: MuxVideoInput, audio: MuxAudioInput | null): Promise<MuxResult> {
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  const videoSource = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(videoSource, { frameRate: video.fps });
  const audioSource = audio ? new EncodedAudioPacketSource(audio.codec) : null;
  if (audioSource) output.addAudioTrack(audioSource);
  await output.start();

  const frameDuration = 1 / video.fps;
  let vi = 0;
  let ai = 0;
  const audioPackets = audio?.packets ?? [];
  while (vi < video.samples.length || ai < audioPackets.length) {
    const vt = vi < video.samples.length ? vi * frameDuration : Number.POSITIVE_INFINITY;
    const at = ai < audioPackets.length ? (audioPackets[ai]?.timestamp ?? 0) : Number.POSITIVE_INFINITY;
    if (vt <= at) {
      const s = video.samples[vi] as MuxVideoInput['samples'][number];
      const packet = new EncodedPacket(s.data, s.key ? 'key' : 'delta', vt, frameDuration);
      const meta =
        vi === 0
          ? {
              decoderConfig: {
                codec: video.codec,
                codedWidth: video.width,
                codedHeight: video.height,
                description: video.description,
              },
            }
          : undefined;
      await videoSource.add(packet, meta);
      vi++;
    } else if (audio && audioSource) {
      const p = audioPackets[ai] as MuxAudioInput['packets'][number];
      const meta =
        ai === 0
          ? {
              decoderConfig: {
                codec: audio.codec,
                sampleRate: audio.sampleRate,
                numberOfChannels: audio.numberOfChannels,
                ...(audio.description ? { description: audio.description } : {}),
              },
            }
          : undefined;
      try {
        await audioSource.add(new EncodedPacket(p.data, 'key', p.timestamp, p.duration), meta);
      } catch (err) {
        await output.cancel();
        return { ok: false, track: 'audio', message: err instanceof Error ? err.message : String(err) };
      }
      ai++;
    }
  }
  await output.finalize();
  const buffer = output.target.buffer;
  if (!buffer) return { ok: false, track: 'video', message: 'muxer produced no bytes' };
  return { ok: true, bytes: new Uint8Array(buffer) };
}

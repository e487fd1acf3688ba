/// <reference types="node" />
// Decoder test: render clips, decode them with Debian's ffmpeg and compare every decoded frame
// with the frame that was drawn (bit-exact: the encoder is lossless). Also checks frame count,
// duration, stream parameters and that `ffmpeg -v error` prints nothing. Fails if ffmpeg is absent.
import { beforeAll, describe, expect, it } from 'vitest';
import { VOICES } from '../src/index';
import { renderClipWithHooks } from '../src/render-clip';
import type { RenderClipOptions } from '../src/render-options';
import { decodeMp4, requireFfmpeg, sineMp3 } from './support/ffmpeg';

beforeAll(() => requireFfmpeg());

async function renderAndDecode(options: RenderClipOptions) {
  const drawn: Uint8Array[] = [];
  const result = await renderClipWithHooks(options, {
    onFrame: (f) => {
      const copy = new Uint8Array(f.y.length + f.u.length + f.v.length);
      copy.set(f.y);
      copy.set(f.u, f.y.length);
      copy.set(f.v, f.y.length + f.u.length);
      drawn.push(copy);
    },
  });
  if (!result.ok) throw new Error(`render failed: ${result.error.message}`);
  return { result, drawn, decoded: decodeMp4(result.bytes, result.width, result.height) };
}

function firstMismatch(a: readonly Uint8Array[], b: readonly Uint8Array[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (!Buffer.from(a[i] as Uint8Array).equals(Buffer.from(b[i] as Uint8Array))) return i;
  }
  return -1;
}

describe('rendered clips decode bit-exactly with ffmpeg', () => {
  it('default 320x240 @ 15 fps, synthesised FLAC speech', async () => {
    const text =
      'Thank you for telling me. It sounds like a lot to carry, and it makes sense to feel tired. What would help tonight?';
    const { result, drawn, decoded } = await renderAndDecode({ transcript: text, seed: 42 });
    expect(decoded.errors).toBe('');
    expect(result.frameCount).toBeGreaterThan(16 * 4); // frame_num wraps at 16 several times
    expect(decoded.frames.length).toBe(result.frameCount);
    expect(firstMismatch(decoded.frames, drawn)).toBe(-1);
    const [v, a] = [decoded.probe.streams[0], decoded.probe.streams[1]];
    expect(v).toMatchObject({ codec_name: 'h264', profile: 'Constrained Baseline', width: 320, height: 240 });
    expect(Number(v?.nb_read_frames)).toBe(result.frameCount);
    expect(v?.avg_frame_rate).toBe('15/1');
    expect(a).toMatchObject({ codec_name: 'flac', channels: 1 });
    expect(Number(decoded.probe.format.duration)).toBeCloseTo(result.durationSeconds, 1);
    expect(result.durationSeconds).toBeCloseTo(result.frameCount / 15, 6);
  });

  it('640x480 @ 25 fps with the second avatar and voice', async () => {
    const { result, drawn, decoded } = await renderAndDecode({
      transcript: 'Let’s take one slow breath together — in… and out. You’re doing okay.',
      avatarId: 'theo',
      voiceId: VOICES.find((v) => !v.default)?.id,
      width: 640,
      height: 480,
      fps: 25,
      seed: 7,
    });
    expect(decoded.errors).toBe('');
    expect(decoded.frames.length).toBe(result.frameCount);
    expect(firstMismatch(decoded.frames, drawn)).toBe(-1);
    expect(decoded.probe.streams[0]).toMatchObject({ width: 640, height: 480, avg_frame_rate: '25/1' });
  });

  it('muxes Workers-AI-style MP3 speech as it is', async () => {
    const mp3 = sineMp3(220);
    expect(mp3.length).toBeGreaterThan(1000);
    const { result, drawn, decoded } = await renderAndDecode({
      transcript: 'A real voice would say this.',
      speechMp3: new Uint8Array(mp3),
    });
    expect(decoded.errors).toBe('');
    expect(firstMismatch(decoded.frames, drawn)).toBe(-1);
    expect(decoded.probe.streams[1]).toMatchObject({ codec_name: 'mp3' });
    expect(result.durationSeconds).toBeGreaterThan(2.5);
  });
});

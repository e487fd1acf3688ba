// The FLAC stream must decode losslessly with a real decoder (ffmpeg) and carry the headers browsers check.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeFlac } from '../src/audio/flac-encoder';
import { synthesizePcm, synthesizeSpeech } from '../src/audio/speech-synth';

/** Element `i` (negative counts from the end); throws instead of yielding undefined. */
function at<T>(xs: { at(i: number): T | undefined }, i: number): T {
  const v = xs.at(i);
  if (v === undefined) throw new Error(`no element ${i}`);
  return v;
}

const TEXT =
  'Thank you for telling me that. What would help most right now, talking or resting? Take your time.';

function flacFile(track: { description?: Uint8Array; packets: { data: Uint8Array }[] }): Uint8Array {
  const parts = [track.description ?? new Uint8Array(), ...track.packets.map((p) => p.data)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function decodeWithFfmpeg(bytes: Uint8Array): { pcm: Int16Array; stderr: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'flac-')), 'speech.flac');
  writeFileSync(file, bytes);
  const run = spawnSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 's16le', '-acodec', 'pcm_s16le', '-'], {
    maxBuffer: 1 << 28,
  });
  const out = run.stdout;
  return { pcm: new Int16Array(out.buffer, out.byteOffset, out.length / 2), stderr: run.stderr.toString() };
}

describe('FLAC encoding', () => {
  it('decodes with ffmpeg to exactly the synthesised PCM, with no complaints', () => {
    const opts = { voiceId: 'warm', seed: 7, maxSeconds: 30 };
    const track = synthesizeSpeech(TEXT, opts);
    const { pcm } = synthesizePcm(TEXT, opts);
    const decoded = decodeWithFfmpeg(flacFile(track));
    expect(decoded.stderr).toBe('');
    expect(decoded.pcm.length).toBe(pcm.length);
    expect(
      Buffer.from(decoded.pcm.buffer, decoded.pcm.byteOffset, decoded.pcm.byteLength).equals(
        Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength),
      ),
    ).toBe(true);
  });

  it('is lossless on arbitrary 16-bit input, odd lengths and full-scale swings', () => {
    const n = 3 * 4096 + 17;
    const pcm = new Int16Array(n);
    let s = 12345;
    for (let i = 0; i < n; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      pcm[i] = i < 5000 ? 0 : i < 9000 ? (s >>> 16) - 32768 : Math.round(30000 * Math.sin(i / 7));
    }
    const decoded = decodeWithFfmpeg(flacFile(encodeFlac(pcm, 24000)));
    expect(decoded.stderr).toBe('');
    expect(Array.from(decoded.pcm)).toEqual(Array.from(pcm));
  });

  it('declares 24 kHz mono 16-bit in STREAMINFO and in every frame header', () => {
    const track = synthesizeSpeech(TEXT, { voiceId: 'deep', seed: 1, maxSeconds: 30 });
    const d = track.description as Uint8Array;
    expect(String.fromCharCode(...d.subarray(0, 4))).toBe('fLaC');
    expect(Array.from(d.subarray(4, 8))).toEqual([0x80, 0, 0, 34]);
    const info = d.subarray(8);
    expect((at(info, 10) << 12) | (at(info, 11) << 4) | (at(info, 12) >> 4)).toBe(24000);
    expect((at(info, 12) >> 1) & 7).toBe(0); // channels - 1
    expect(((at(info, 12) & 1) << 4) | (at(info, 13) >> 4)).toBe(15); // bits per sample - 1
    const probe = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=sample_rate,channels', '-of', 'csv=p=0', '-'],
      { input: flacFile(track) },
    )
      .toString()
      .trim();
    expect(probe).toBe('24000,1');
    for (const p of track.packets) {
      expect([p.data[0], p.data[1] ?? 0]).toEqual([0xff, 0xf8]);
      expect(at(p.data, 2) & 0x0f).toBe(0b0111); // 24 kHz sample-rate code
      expect(p.data[3]).toBe(0b00001000); // mono, 16-bit
    }
    const total = track.packets.reduce((a, p) => a + p.duration, 0);
    expect(total).toBeCloseTo(track.duration, 3);
  });
});

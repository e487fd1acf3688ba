/// <reference types="node" />
// Test helpers around Debian's ffmpeg/ffprobe: decode an MP4 to raw I420 frames and probe streams.
// The tests fail (not skip) when ffmpeg is missing: CI installs it, and the decoder test is the point.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function requireFfmpeg(): void {
  const r = spawnSync('ffmpeg', ['-version'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('ffmpeg not found: install it (apt-get install -y ffmpeg); CI does');
}

export interface Decoded {
  /** Everything ffmpeg printed at -v error (must be empty for a clean stream). */
  readonly errors: string;
  readonly frames: Uint8Array[];
  readonly probe: { streams: Record<string, unknown>[]; format: Record<string, unknown> };
}

/** Writes the clip to a temp file, decodes the video to yuv420p frames and probes the container. */
export function decodeMp4(bytes: Uint8Array, width: number, height: number): Decoded {
  const dir = mkdtempSync(path.join(tmpdir(), 'solace-renderer-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    writeFileSync(file, bytes);
    // Decode video and audio fully so audio errors are reported too; video goes to stdout.
    const r = spawnSync(
      'ffmpeg',
      [
        '-v',
        'error',
        '-nostdin',
        '-i',
        file,
        '-map',
        '0:v:0',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'yuv420p',
        'pipe:1',
        '-map',
        '0:a:0',
        '-f',
        'null',
        '-',
      ],
      { maxBuffer: 1 << 30 },
    );
    if (r.status !== 0) throw new Error(`ffmpeg failed: ${r.stderr.toString()}`);
    const raw = new Uint8Array(r.stdout);
    const frameSize = (width * height * 3) / 2;
    const frames: Uint8Array[] = [];
    for (let o = 0; o + frameSize <= raw.length; o += frameSize) frames.push(raw.subarray(o, o + frameSize));
    const probe = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_streams', '-show_format', '-count_frames', '-of', 'json', file],
        {
          encoding: 'utf8',
        },
      ),
    );
    return { errors: r.stderr.toString(), frames, probe };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A mono 24 kHz MP3 of a sine tone, the shape of Workers AI speech, made by ffmpeg's own encoder. */
export function sineMp3(frequency: number, seconds = 3): Uint8Array {
  const r = spawnSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=${seconds}:sample_rate=24000`,
    '-af',
    'volume=0.5',
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    '-f',
    'mp3',
    'pipe:1',
  ]);
  if (r.status !== 0) throw new Error(`ffmpeg could not make an MP3: ${String(r.stderr)}`);
  return new Uint8Array(r.stdout);
}

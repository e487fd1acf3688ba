// The embedded provider wired to the real @solace/renderer: the bytes it returns are an MP4 that
// a real decoder (ffprobe) reads as H.264 video, and identical requests reuse the same seed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderClip } from '@solace/renderer';
import { describe, expect, it } from 'vitest';
import { createProvider } from '../src';
import { clipRequest, expectOk } from './helpers';

function hasFfprobe(): boolean {
  try {
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function probe(bytes: Uint8Array): { codec_type: string; codec_name: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'providers-clip-'));
  try {
    const file = join(dir, 'clip.mp4');
    writeFileSync(file, bytes);
    const out = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name',
      '-of',
      'json',
      file,
    ]);
    return (JSON.parse(out.toString('utf8')) as { streams: { codec_type: string; codec_name: string }[] })
      .streams;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('embedded provider with the real renderer', () => {
  const provider = expectOk(createProvider({ name: 'embedded' }, { fetch, renderClip }));
  const request = clipRequest({
    transcript: 'You are not alone. Breathe.',
    avatarId: 'maya',
    voiceId: 'warm',
  });

  it('returns a playable MP4 clip', async () => {
    const created = expectOk(await provider.create(request, { idempotencyKey: 'real-1' }));
    if (created.kind !== 'clip') expect.fail('embedded must return the clip itself');
    expect(created.contentType).toBe('video/mp4');
    expect(created.bytes.byteLength).toBeGreaterThan(1000);
    // An ISO BMFF file starts with its ftyp box.
    expect(new TextDecoder().decode(created.bytes.subarray(4, 8))).toBe('ftyp');
    if (hasFfprobe()) {
      const streams = probe(created.bytes);
      expect(streams.some((s) => s.codec_type === 'video' && s.codec_name === 'h264')).toBe(true);
    }
  });

  it('maps an avatar the renderer does not know to rejected', async () => {
    const result = await provider.create(clipRequest({ avatarId: 'nobody' }), { idempotencyKey: 'real-2' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'embedded render: invalid_option' },
    });
  });
});

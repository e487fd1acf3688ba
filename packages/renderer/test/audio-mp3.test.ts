// MP3 from a TTS service: frames split without decoding, matching what ffprobe sees; junk is refused.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speechFromMp3 } from '../src/audio';

/** Element `i` (negative counts from the end); throws instead of yielding undefined. */
function at<T>(xs: { at(i: number): T | undefined }, i: number): T {
  const v = xs.at(i);
  if (v === undefined) throw new Error(`no element ${i}`);
  return v;
}

const dir = mkdtempSync(path.join(tmpdir(), 'mp3-'));

function makeMp3(name: string, args: string[]): Uint8Array {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, '-c:a', 'libmp3lame', file]);
  return new Uint8Array(readFileSync(file));
}

function probe(name: string): { packets: number; duration: number } {
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-count_packets', '-show_entries', 'stream=nb_read_packets,duration', '-of', 'json'],
    path.join(dir, name),
  ]).toString();
  const stream = JSON.parse(out).streams[0];
  return { packets: Number(stream.nb_read_packets), duration: Number(stream.duration) };
}

describe('speechFromMp3', () => {
  it.each([
    ['MPEG-1 mono 44.1 kHz', 'a.mp3', ['-f', 'lavfi', '-i', 'sine=f=220:d=2']],
    ['MPEG-2 mono 24 kHz', 'b.mp3', ['-f', 'lavfi', '-i', 'sine=f=220:d=2.5:sample_rate=24000']],
    [
      'MPEG-1 stereo 48 kHz',
      'c.mp3',
      ['-f', 'lavfi', '-i', 'sine=f=330:d=1.5:sample_rate=48000', '-ac', '2'],
    ],
    ['MPEG-2.5 mono 8 kHz', 'd.mp3', ['-f', 'lavfi', '-i', 'sine=f=220:d=2:sample_rate=8000']],
  ])('splits %s into the packets ffprobe counts', (_name, file, args) => {
    const mp3 = makeMp3(file, args);
    const result = speechFromMp3(mp3, 'Hello there, how are you today?', { maxSeconds: 30 });
    if (!result.ok) throw new Error(result.message);
    const { track } = result;
    const expected = probe(file);
    expect(track.codec).toBe('mp3');
    expect(track.packets.length).toBe(expected.packets);
    expect(track.duration).toBeCloseTo(expected.duration, 2);
    for (const p of track.packets) expect([p.data[0], (p.data[1] ?? 0) & 0xe0]).toEqual([0xff, 0xe0]);
    expect(track.loudness(track.duration / 2)).toBeGreaterThan(0.3);
  });

  it('spreads the words over the audio by syllables and truncates at maxSeconds', () => {
    const mp3 = makeMp3('e.mp3', ['-f', 'lavfi', '-i', 'sine=f=220:d=4']);
    const text = 'I understand. Everything considered, tomorrow is another day.';
    const full = speechFromMp3(mp3, text, { maxSeconds: 30 });
    if (!full.ok) throw new Error(full.message);
    const words = full.track.words;
    expect(words.map((w) => w.text)).toEqual(text.split(' '));
    const len = (i: number) => at(words, i).end - at(words, i).start;
    expect(len(2)).toBeGreaterThan(2 * len(0)); // "Everything" (3) vs "I" (1)
    expect(at(words, 1).start - at(words, 0).end).toBe(0);
    expect(at(words, 2).start).toBeGreaterThan(at(words, 1).end); // a pause after the full stop
    expect(at(words, -1).end).toBeLessThanOrEqual(full.track.duration + 1e-9);

    const cut = speechFromMp3(mp3, text, { maxSeconds: 2 });
    if (!cut.ok) throw new Error(cut.message);
    expect(cut.track.duration).toBeLessThanOrEqual(2);
    expect(cut.track.packets.length).toBeLessThan(full.track.packets.length);
    expect(cut.track.words.length).toBeLessThan(words.length);
    expect(at(cut.track.words, -1).text.endsWith('…')).toBe(true);
  });

  it('skips an ID3v2 tag and tolerates a trailing ID3v1 tag', () => {
    const mp3 = makeMp3('f.mp3', [
      '-f',
      'lavfi',
      '-i',
      'sine=f=220:d=1',
      '-metadata',
      'title=Test',
      '-write_id3v1',
      '1',
    ]);
    expect(String.fromCharCode(...mp3.subarray(0, 3))).toBe('ID3');
    const result = speechFromMp3(mp3, 'Hi.', { maxSeconds: 30 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.track.packets.length).toBe(probe('f.mp3').packets);
  });

  it('refuses malformed input', () => {
    const good = makeMp3('g.mp3', ['-f', 'lavfi', '-i', 'sine=f=220:d=1']);
    const corrupt = good.slice();
    corrupt.fill(0x55, 2000, 2400);
    const cases = [
      new Uint8Array(0),
      new TextEncoder().encode('<html>not audio</html>'),
      Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) & 0xff),
      new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      corrupt,
    ];
    for (const bytes of cases) {
      const result = speechFromMp3(bytes, 'Hello.', { maxSeconds: 30 });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/MPEG/);
    }
  });
});

/// <reference types="node" />
// Lip sync: visemes in context, and a decoded-frame check that the mouth ffmpeg shows is closed around
// every p/b/m of the phoneme timeline and open on the open vowels. "Open" is measured, not looked up:
// the count of dark (open-mouth interior) pixels in the decoded mouth region.
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizeSpeech } from '../src/audio/index';
import type { TimedPhoneme } from '../src/audio/speech-track';
import { captionBandHeight } from '../src/captions/index';
import { renderClip } from '../src/render-clip';
import { createAvatarScene, getAvatarLook } from '../src/scene/index';
import { mouthFromPhonemes, visemesInContext } from '../src/scene/lip-sync';
import { decodeMp4, requireFfmpeg } from './support/ffmpeg';

const TEXT =
  'Maybe both of us can pause a moment. My mom kept a calm, patient habit: a big, bright map by the lamp. ' +
  'Are you sure about that? Father said it was barely a problem, but I wonder.';
const BILABIAL = new Set(['P', 'B', 'M']);
const OPEN = new Set(['AA', 'AE', 'AY', 'AW']);
const DARK_Y = 85; // the open mouth's interior is far darker (Y ≈ 64) than lips (≥ 110) or skin

const timed = (phonemes: string[], step = 0.1): TimedPhoneme[] =>
  phonemes.map((p, i) => ({
    phoneme: p.replace(/\d/, ''),
    stress: /1/.test(p) ? 1 : 0,
    start: i * step,
    end: (i + 1) * step,
  }));

describe('visemes', () => {
  it('closes the lips for p b m, puts lip on teeth for f v, rounds for oo and opens for a', () => {
    expect(visemesInContext(timed(['B', 'UW1', 'M']))).toEqual(['closed', 'rounded', 'closed']);
    expect(visemesInContext(timed(['F', 'AA1', 'V']))).toEqual(['lipTeeth', 'open', 'lipTeeth']);
    expect(visemesInContext(timed(['S', 'IY1']))).toEqual(['spread', 'spread']);
  });

  it('lets tongue consonants take the shape of the vowel they lead into', () => {
    expect(visemesInContext(timed(['T', 'UW1']))).toEqual(['rounded', 'rounded']);
    expect(visemesInContext(timed(['K', 'IY1']))).toEqual(['spread', 'spread']);
    expect(visemesInContext(timed(['D', 'AA1']))[0]).toBe('mid');
  });

  it('shows a closure in every frame a bilabial sounds in, even a short one, and rests in silence', () => {
    const ph: TimedPhoneme[] = [
      { phoneme: 'AA', stress: 1, start: 0.1, end: 0.3 },
      { phoneme: 'P', stress: 0, start: 0.3, end: 0.33 },
      { phoneme: 'AA', stress: 1, start: 0.33, end: 0.6 },
    ];
    const mouth = mouthFromPhonemes(ph, 12, 15);
    expect(mouth[Math.floor(0.31 * 15)]).toBe(4);
    expect(mouth[0]).toBe(0);
    expect(mouth[11]).toBe(0);
    expect(mouth[3]).toBe(3);
  });
});

describe('lip sync in decoded frames', () => {
  beforeAll(() => requireFfmpeg());

  it('is closed within 40 ms of each bilabial and open on open vowels', async () => {
    const options = { transcript: TEXT, avatarId: 'maya', seed: 7 };
    const r = await renderClip(options);
    if (!r.ok) throw new Error(r.error.message);
    const phonemes = synthesizeSpeech(TEXT, { voiceId: 'warm', seed: 7, maxSeconds: 60 }).phonemes ?? [];
    const look = getAvatarLook('maya');
    if (!look) throw new Error('no maya');
    const scene = createAvatarScene(look, r.width, r.height - captionBandHeight(r.width, r.height));
    const region = scene.regions[scene.regions.length - 1];
    if (!region) throw new Error('no mouth region');
    const { frames, errors } = decodeMp4(r.bytes, r.width, r.height);
    expect(errors).toBe('');
    const dark = frames.map((f) => {
      let n = 0;
      for (let y = region.y; y < region.y + region.h; y++)
        for (let x = region.x; x < region.x + region.w; x++) if ((f[y * r.width + x] ?? 255) < DARK_Y) n++;
      return n;
    });
    const widest = Math.max(...dark);
    expect(widest).toBeGreaterThan(20);
    const frameAt = (t: number) => Math.min(frames.length - 1, Math.floor(t * r.fps));

    const bilabials = phonemes.filter((p) => BILABIAL.has(p.phoneme));
    expect(bilabials.length).toBeGreaterThanOrEqual(15);
    for (const p of bilabials) {
      const near = [];
      for (let i = frameAt(p.start - 0.04); i <= frameAt(p.end + 0.04); i++) near.push(dark[i] ?? -1);
      expect(
        near.some((d) => d === 0),
        `closed near ${p.phoneme} at ${p.start.toFixed(2)} s`,
      ).toBe(true);
    }
    const opens = phonemes.filter((p) => OPEN.has(p.phoneme) && p.stress > 0 && p.end - p.start >= 0.1);
    expect(opens.length).toBeGreaterThanOrEqual(6);
    for (const p of opens) {
      const d = dark[frameAt((p.start + p.end) / 2)] ?? 0;
      expect(d, `open on ${p.phoneme} at ${p.start.toFixed(2)} s`).toBeGreaterThan(0.5 * widest);
    }
    // Before the first word and after the last one, the mouth rests shut.
    expect(dark[0]).toBe(0);
    expect(dark[dark.length - 1]).toBe(0);
  }, 60_000);
});

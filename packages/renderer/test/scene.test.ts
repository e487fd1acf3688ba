// The avatar scene: distinct looks, face regions on the macroblock grid and out of the caption
// band, natural blink timing, held mouth levels, and held states costing nothing to encode.
import { describe, expect, it } from 'vitest';
import { createYuvFrame } from '../src/frame';
import { H264Encoder } from '../src/h264/encoder';
import {
  AVATARS,
  blinkTimes,
  createAvatarScene,
  eyeStateAt,
  getAvatarLook,
  mouthLevels,
  quantiseLoudness,
} from '../src/scene/index';

describe('avatars', () => {
  it('have distinct looks', () => {
    const [a, b] = AVATARS.map((x) => getAvatarLook(x.id));
    expect(a && b).toBeTruthy();
    for (const key of ['background', 'skin', 'hair', 'clothing'] as const)
      expect(a?.[key]).not.toEqual(b?.[key]);
    expect(a?.hairStyle).not.toBe(b?.hairStyle);
  });

  it.each([
    [320, 240, 48],
    [640, 480, 96],
    [128, 96, 32],
  ])('place face regions on the macroblock grid above the band at %ix%i', (w, h, band) => {
    for (const { id } of AVATARS) {
      const scene = createAvatarScene(getAvatarLook(id) ?? (undefined as never), w, h - band);
      for (const r of scene.regions) {
        expect([r.x % 16, r.y % 16, r.w % 16, r.h % 16]).toEqual([0, 0, 0, 0]);
        expect(r.w * r.h).toBeGreaterThan(0);
        expect(r.y + r.h).toBeLessThanOrEqual(h - band);
      }
    }
  });

  it('never paints the caption band', () => {
    const look = getAvatarLook('maya');
    if (!look) throw new Error('no maya');
    const f = createYuvFrame(320, 240);
    f.y.fill(7);
    createAvatarScene(look, 320, 192).drawFull(f, { eyes: 2, mouth: 3 });
    expect(f.y.subarray(192 * 320).every((v) => v === 7)).toBe(true);
    expect(f.y.subarray(0, 192 * 320).some((v) => v === 7)).toBe(false);
  });

  it('costs only P_Skip when the state is held, and only region MBs when it changes', () => {
    const look = getAvatarLook('theo');
    if (!look) throw new Error('no theo');
    const scene = createAvatarScene(look, 320, 192);
    const f = createYuvFrame(320, 240);
    const enc = new H264Encoder(320, 240, 15);
    scene.drawFull(f, { eyes: 0, mouth: 0 });
    enc.encode(f);
    scene.apply(f, { eyes: 0, mouth: 0 });
    expect(enc.encode(f).counts.skip).toBe(300);
    scene.apply(f, { eyes: 0, mouth: 2 });
    const changed = enc.encode(f).counts;
    const mouthMbs = ((scene.regions[1]?.w ?? 0) * (scene.regions[1]?.h ?? 0)) / 256;
    expect(300 - changed.skip).toBeLessThanOrEqual(mouthMbs);
    expect(changed.skip).toBeLessThan(300);
  });
});

describe('face timing', () => {
  it('blinks every 2 to 6 seconds, seeded', () => {
    const times = blinkTimes(3, 120);
    expect(times.length).toBeGreaterThan(18);
    for (let i = 1; i < times.length; i++) {
      const gap = (times[i] as number) - (times[i - 1] as number);
      expect(gap).toBeGreaterThanOrEqual(2);
      expect(gap).toBeLessThanOrEqual(6);
    }
    expect(blinkTimes(3, 120)).toEqual(times);
    expect(blinkTimes(4, 120)).not.toEqual(times);
  });

  it('closes the eyes for about 150 ms', () => {
    const closed = [];
    for (let t = 0; t < 1; t += 0.001) if (eyeStateAt(t, [0.5]) !== 0) closed.push(t);
    expect(closed.length).toBeGreaterThanOrEqual(145);
    expect(closed.length).toBeLessThanOrEqual(155);
    expect(eyeStateAt(0.56, [0.5])).toBe(2);
  });

  it('quantises loudness and holds each mouth level for at least the minimum time', () => {
    expect([0, 0.2, 0.4, 0.9].map(quantiseLoudness)).toEqual([0, 1, 2, 3]);
    const flicker = (t: number) => (Math.floor(t * 25) % 2 === 0 ? 0.9 : 0); // changes every frame at 25 fps
    const levels = [...mouthLevels(flicker, 100, 25)];
    let run = 1;
    for (let i = 1; i < levels.length; i++) {
      if (levels[i] === levels[i - 1]) run++;
      else {
        expect(run).toBeGreaterThanOrEqual(2);
        run = 1;
      }
    }
    expect(new Set(levels).size).toBeGreaterThan(1);
    expect([...mouthLevels(() => 0, 10, 15)]).toEqual(Array(10).fill(0));
  });
});

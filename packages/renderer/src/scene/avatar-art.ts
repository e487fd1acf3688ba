/**
 * Turns a look and a face state into an ordered list of shapes: backdrop, shoulders, hair, neck,
 * head, then the face. Proportions are fractions of the scene height `s` around a centre column
 * `cx`, so the same art scales from 128 to 480 rows. Only the eyes and the mouth depend on the
 * state; `eyeShapes`/`mouthShapes` are exposed so the scene can find the rectangles they touch.
 */
import type { AvatarLook } from './avatars';
import { type Geometry, type Rgb, type Shape, translateShapes } from './raster';

export type EyeState = 0 | 1 | 2; // open, half closed, closed
/**
 * 0–3: closed smile .. wide open (the loudness scale); 4 lips pressed (p b m), 5 lip on teeth (f v),
 * 6 rounded (o u w), 7 spread (ee s).
 */
export type MouthShape = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export interface FaceState {
  readonly eyes: EyeState;
  readonly mouth: MouthShape;
}
export const EYE_STATES: readonly EyeState[] = [0, 1, 2];
export const MOUTH_SHAPES: readonly MouthShape[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** Centre column, scale (pixels per unit of art) and how far the art is moved down (may be < 0). */
export interface Layout {
  readonly cx: number;
  readonly s: number;
  readonly dy: number;
}

const WHITE: Rgb = [244, 240, 234];
const LASH: Rgb = [46, 34, 30];
const MOUTH_DARK: Rgb = [92, 40, 44];
const TONGUE: Rgb = [196, 104, 108];
const ell = (cx: number, cy: number, rx: number, ry: number): Geometry => ({
  kind: 'ellipse',
  cx,
  cy,
  rx,
  ry,
});
const rrect = (x0: number, y0: number, x1: number, y1: number, r: number): Geometry => ({
  kind: 'rrect',
  x0,
  y0,
  x1,
  y1,
  r,
});
const capsule = (x0: number, y0: number, x1: number, y1: number, r: number): Geometry => ({
  kind: 'capsule',
  x0,
  y0,
  x1,
  y1,
  r,
});

const headCy = (s: number) => 0.4 * s;
/** Mouth centre in art units; the scene snaps it to the middle of a macroblock row. */
export const MOUTH_Y = 0.525;

export function eyeShapes(look: AvatarLook, { cx, s, dy }: Layout, state: EyeState): Shape[] {
  const out: Shape[] = [];
  const ey = headCy(s) - 0.01 * s;
  for (const side of [-1, 1]) {
    const ex = cx + side * 0.078 * s;
    const rx = 0.034 * s;
    const lw = Math.max(1.2, 0.007 * s);
    if (state === 2) {
      // closed: a soft downward lash curve
      out.push({
        geo: ell(ex, ey, rx * 1.05, 0.012 * s),
        color: LASH,
        cut: ell(ex, ey - lw, rx * 1.1, 0.012 * s),
      });
      continue;
    }
    const ry = 0.02 * s * (state === 0 ? 1 : 0.45);
    const wcy = ey + (state === 0 ? 0 : 0.006 * s);
    const white = ell(ex, wcy, rx, ry);
    out.push({ geo: white, color: WHITE });
    const ir = 0.016 * s;
    out.push({ geo: ell(ex, ey + 0.002 * s, ir, ir), color: look.iris, clip: white });
    out.push({ geo: ell(ex, ey + 0.002 * s, ir * 0.5, ir * 0.5), color: LASH, clip: white });
    out.push({ geo: ell(ex + ir * 0.35, ey - ir * 0.3, ir * 0.28, ir * 0.28), color: WHITE, clip: white });
    // upper lash line: the top sliver of a slightly larger ellipse
    out.push({
      geo: ell(ex, wcy - lw * 0.6, rx * 1.08, ry + lw * 0.6),
      color: LASH,
      cut: ell(ex, wcy + lw * 0.5, rx * 1.12, ry + lw * 0.3),
    });
  }
  return translateShapes(out, dy);
}

export function mouthShapes(look: AvatarLook, { cx, s, dy }: Layout, level: MouthShape): Shape[] {
  const my = MOUTH_Y * s;
  if (level === 0) {
    const t = Math.max(1.5, 0.009 * s);
    // a gentle closed smile: the lower sliver of a flat ellipse
    const smile = ell(cx, my - 0.004 * s, 0.052 * s, 0.014 * s);
    return translateShapes(
      [{ geo: smile, color: look.lip, cut: ell(cx, my - 0.004 * s - t, 0.058 * s, 0.014 * s) }],
      dy,
    );
  }
  if (level >= 4) return translateShapes(visemeShapes(look, cx, my, s, level as 4 | 5 | 6 | 7), dy);
  // Modest openings: a calm speaker, and small enough that the mouth stays within one MB row.
  const h = [0, 0.011, 0.019, 0.027][level] as number;
  const w = (0.05 - 0.002 * level) * s;
  const inner = ell(cx, my, w * 0.86, (h * s) / 2);
  const shapes: Shape[] = [
    { geo: ell(cx, my, w, (h * s) / 2 + 0.008 * s), color: look.lip },
    { geo: inner, color: MOUTH_DARK },
    { geo: ell(cx, my - (h * s) / 2, w * 0.6, 0.012 * s), color: WHITE, clip: inner },
    { geo: ell(cx, my + (h * s) / 2, w * 0.5, h * s * 0.4), color: TONGUE, clip: inner },
  ];
  return translateShapes(shapes, dy);
}

/** The articulated shapes of lip sync; none of the closed ones shows the dark of an open mouth. */
function visemeShapes(look: AvatarLook, cx: number, my: number, s: number, shape: 4 | 5 | 6 | 7): Shape[] {
  if (shape === 4) return [{ geo: ell(cx, my, 0.046 * s, 0.01 * s), color: look.lip }];
  if (shape === 5) {
    const lower = ell(cx, my + 0.002 * s, 0.046 * s, 0.011 * s);
    return [
      { geo: lower, color: look.lip },
      { geo: ell(cx, my - 0.004 * s, 0.03 * s, 0.006 * s), color: WHITE, clip: lower },
    ];
  }
  const [rx, ry, irx, iry] = shape === 6 ? [0.03, 0.021, 0.017, 0.012] : [0.056, 0.014, 0.047, 0.0065];
  const inner = ell(cx, my, irx * s, iry * s);
  return [
    { geo: ell(cx, my, rx * s, ry * s), color: look.lip },
    { geo: inner, color: MOUTH_DARK },
    { geo: ell(cx, my - iry * s, irx * 0.7 * s, iry * 0.6 * s), color: WHITE, clip: inner },
  ];
}

/** Everything else, back to front, with the face parts for `state` in their place. */
export function avatarShapes(look: AvatarLook, layout: Layout, state: FaceState): Shape[] {
  const { cx, s, dy } = layout;
  const hy = headCy(s);
  const hrx = 0.17 * s;
  const hry = 0.215 * s;
  const head = ell(cx, hy, hrx, hry);
  const shapes: Shape[] = [
    { geo: rrect(cx - 0.8 * s, 0.6 * s, cx + 0.8 * s, 1.4 * s, 0.12 * s), color: look.backdrop },
  ];
  const torso = ell(cx, 1.17 * s, 0.5 * s, 0.47 * s);
  shapes.push({ geo: torso, color: look.clothing });
  if (look.hairStyle === 'long') {
    shapes.push({
      geo: rrect(cx - 0.215 * s, 0.14 * s, cx + 0.215 * s, 0.86 * s, 0.2 * s),
      color: look.hair,
    });
  }
  const neckBottom = look.neckline === 'crew' ? 0.75 * s : 0.78 * s;
  shapes.push({
    geo: rrect(cx - 0.07 * s, hy + 0.1 * s, cx + 0.07 * s, neckBottom, 0.03 * s),
    color: look.skinShade,
  });
  if (look.neckline === 'scoop') {
    shapes.push({ geo: ell(cx, 0.72 * s, 0.115 * s, 0.07 * s), color: look.skinShade, clip: torso });
    shapes.push({
      geo: ell(cx, 0.735 * s, 0.08 * s, 0.05 * s),
      color: [214, 178, 96],
      cut: ell(cx, 0.728 * s, 0.075 * s, 0.046 * s),
    });
  } else {
    shapes.push({
      geo: ell(cx, 0.745 * s, 0.1 * s, 0.042 * s),
      color: look.clothingShade,
      cut: ell(cx, 0.728 * s, 0.086 * s, 0.036 * s),
    });
  }
  for (const side of [-1, 1])
    shapes.push({
      geo: ell(cx + side * hrx * 0.97, hy + 0.015 * s, 0.03 * s, 0.05 * s),
      color: look.skinShade,
    });
  shapes.push({ geo: head, color: look.skin });
  for (const side of [-1, 1]) {
    shapes.push({
      geo: ell(cx + side * 0.105 * s, hy + 0.065 * s, 0.03 * s, 0.02 * s),
      color: look.blush,
      alpha: 0.35,
    });
  }
  if (look.hairStyle === 'long') {
    shapes.push({
      geo: ell(cx, hy - 0.07 * s, 0.205 * s, 0.19 * s),
      color: look.hair,
      cut: ell(cx + 0.045 * s, hy + 0.06 * s, 0.2 * s, 0.22 * s),
    });
  } else {
    shapes.push({
      geo: ell(cx, hy - 0.085 * s, 0.185 * s, 0.17 * s),
      color: look.hair,
      cut: ell(cx - 0.01 * s, hy + 0.035 * s, 0.185 * s, 0.21 * s),
    });
  }
  const browY = hy - 0.062 * s;
  for (const side of [-1, 1]) {
    const inner = cx + side * 0.045 * s;
    const outer = cx + side * 0.112 * s;
    shapes.push({
      // Level brows, inner ends a hair higher: calm and attentive (inner ends lower read as a frown).
      geo: capsule(inner, browY - 0.004 * s, outer, browY - 0.003 * s, Math.max(1, 0.007 * s)),
      color: look.hair,
    });
  }
  shapes.push({ geo: ell(cx, hy + 0.06 * s, 0.02 * s, 0.011 * s), color: look.skinShade });
  const face = translateShapes(shapes, dy);
  face.push(...eyeShapes(look, layout, state.eyes));
  if (look.glasses) {
    const glasses: Shape[] = [];
    for (const side of [-1, 1]) {
      const ex = cx + side * 0.078 * s;
      const frame = rrect(ex - 0.054 * s, hy - 0.045 * s, ex + 0.054 * s, hy + 0.03 * s, 0.022 * s);
      const lens = rrect(ex - 0.047 * s, hy - 0.038 * s, ex + 0.047 * s, hy + 0.023 * s, 0.017 * s);
      glasses.push({ geo: frame, color: look.glasses, cut: lens });
    }
    const bridge = capsule(cx - 0.025 * s, hy - 0.022 * s, cx + 0.025 * s, hy - 0.022 * s, 0.004 * s + 0.5);
    glasses.push({ geo: bridge, color: look.glasses });
    face.push(...translateShapes(glasses, dy));
  }
  face.push(...mouthShapes(look, layout, state.mouth));
  return face;
}

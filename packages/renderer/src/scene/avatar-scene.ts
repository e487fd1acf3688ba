/**
 * An avatar placed in a frame: the still picture painted once, plus macroblock-aligned regions
 * around the eyes and the mouth whose pixels are repainted per state and cached. Applying a state
 * only copies cached patches, so a held state leaves every macroblock unchanged (all P_Skip).
 * It never touches the caption band below `sceneHeight`.
 */
import type { YuvFrame } from '../frame';
import {
  avatarShapes,
  EYE_STATES,
  eyeShapes,
  type FaceState,
  type Layout,
  MOUTH_SHAPES,
  MOUTH_Y,
  mouthShapes,
} from './avatar-art';
import type { AvatarLook } from './avatars';
import { paint, type Rect, type Shape, shapeBounds, toYuvPatch, type YuvPatch } from './raster';

export interface AvatarScene {
  readonly layout: Layout;
  /** Macroblock-aligned rectangles that can change between states. */
  readonly regions: readonly Rect[];
  /** Paints the whole scene area (everything above the caption band) for a state. */
  drawFull(frame: YuvFrame, state: FaceState): void;
  /** Repaints only the state-dependent regions. */
  apply(frame: YuvFrame, state: FaceState): void;
}

const NEUTRAL: FaceState = { eyes: 0, mouth: 0 };

export function createAvatarScene(look: AvatarLook, width: number, sceneHeight: number): AvatarScene {
  // The face's centre column sits on a macroblock edge so eyes and mouth split evenly across MBs.
  const cx = Math.round(width / 32) * 16;
  // Art units are scaled past the scene height and lifted so the head and shoulders fill the picture.
  const s = Math.min(sceneHeight * 1.25, width * 1.1);
  const layout: Layout = { cx, s, dy: alignMouth(look, cx, s, sceneHeight * 0.38 - 0.4 * s) };
  const clampRect = (r: Rect) => snapToMacroblocks(r, width, sceneHeight);
  const eyeRect = clampRect(unionBounds(EYE_STATES.flatMap((e) => eyeShapes(look, layout, e))));
  const mouthRect = clampRect(unionBounds(MOUTH_SHAPES.flatMap((m) => mouthShapes(look, layout, m))));
  const merged = overlaps(eyeRect, mouthRect);
  const regions = merged ? [union(eyeRect, mouthRect)] : [eyeRect, mouthRect];
  // A region's picture depends only on the parts of the state that fall inside it.
  const keyOf = (i: number, st: FaceState) =>
    merged ? `${st.eyes}${st.mouth}` : i === 0 ? `e${st.eyes}` : `m${st.mouth}`;
  const cache = new Map<string, YuvPatch>();
  const full: Rect = { x: 0, y: 0, w: width, h: sceneHeight };
  const render = (area: Rect, st: FaceState) =>
    toYuvPatch(paint(avatarShapes(look, layout, st), area, look.background), area);
  let fullPatch: YuvPatch | null = null;

  const apply = (frame: YuvFrame, st: FaceState) => {
    regions.forEach((area, i) => {
      const key = keyOf(i, st);
      let patch = cache.get(key);
      if (!patch) {
        patch = render(area, st);
        cache.set(key, patch);
      }
      blit(frame, patch);
    });
  };

  return {
    layout,
    regions,
    drawFull(frame, st) {
      fullPatch ??= render(full, NEUTRAL);
      blit(frame, fullPatch);
      apply(frame, st);
    },
    apply,
  };
}

/**
 * The mouth changes most often, so it is placed to touch as few macroblock rows as possible: centred
 * in a row when its tallest shape fits in one (each change then costs 2 MBs), else on a row edge.
 */
function alignMouth(look: AvatarLook, cx: number, s: number, dy: number): number {
  const box = unionBounds(MOUTH_SHAPES.flatMap((m) => mouthShapes(look, { cx, s, dy: 0 }, m)));
  const centre = dy + MOUTH_Y * s;
  const target = box.h <= 16 ? Math.floor(centre / 16) * 16 + 8 : Math.round(centre / 16) * 16;
  return dy + (target - centre);
}

export function blit(frame: YuvFrame, p: YuvPatch): void {
  for (let y = 0; y < p.h; y++)
    frame.y.set(p.py.subarray(y * p.w, (y + 1) * p.w), (p.y + y) * frame.width + p.x);
  const cw = p.w >> 1;
  const fw = frame.width >> 1;
  for (let y = 0; y < p.h >> 1; y++) {
    const dst = ((p.y >> 1) + y) * fw + (p.x >> 1);
    frame.u.set(p.pu.subarray(y * cw, (y + 1) * cw), dst);
    frame.v.set(p.pv.subarray(y * cw, (y + 1) * cw), dst);
  }
}

function unionBounds(shapes: readonly Shape[]): Rect {
  return shapes.map(shapeBounds).reduce(union);
}

function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Grows a rectangle outward to whole 16x16 macroblocks, kept inside the scene area. */
export function snapToMacroblocks(r: Rect, width: number, height: number): Rect {
  const x0 = Math.max(0, Math.floor(r.x / 16) * 16);
  const y0 = Math.max(0, Math.floor(r.y / 16) * 16);
  const x1 = Math.min(width, Math.ceil((r.x + r.w) / 16) * 16);
  const y1 = Math.min(height, Math.ceil((r.y + r.h) / 16) * 16);
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

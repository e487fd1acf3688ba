/**
 * A tiny anti-aliased shape rasteriser for the avatar art: ellipses, capsules and rounded
 * rectangles with optional cut (subtract) and clip (intersect) shapes, painted in order into an RGB
 * buffer for a rectangle, then converted to 4:2:0 YUV (BT.601 limited range). Coverage is exactly
 * 0 or 1 away from edges, so flat areas stay flat and the encoder can predict them. Not a general
 * vector renderer: no paths, no strokes, no gradients (they would defeat the intra prediction).
 */

export type Rgb = readonly [number, number, number];

export type Geometry =
  | {
      readonly kind: 'ellipse';
      readonly cx: number;
      readonly cy: number;
      readonly rx: number;
      readonly ry: number;
    }
  | {
      readonly kind: 'capsule';
      readonly x0: number;
      readonly y0: number;
      readonly x1: number;
      readonly y1: number;
      readonly r: number;
    }
  | {
      readonly kind: 'rrect';
      readonly x0: number;
      readonly y0: number;
      readonly x1: number;
      readonly y1: number;
      readonly r: number;
    };

export interface Shape {
  readonly geo: Geometry;
  readonly color: Rgb;
  readonly alpha?: number;
  readonly cut?: Geometry;
  readonly clip?: Geometry;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Signed distance in pixels (negative inside); the ellipse uses a first-order approximation.
 * Only sqrt (correctly rounded everywhere), never Math.hypot, so workerd and Node agree to the bit.
 */
export function distance(g: Geometry, px: number, py: number): number {
  switch (g.kind) {
    case 'ellipse': {
      const nx = (px - g.cx) / g.rx;
      const ny = (py - g.cy) / g.ry;
      const k = Math.sqrt(nx * nx + ny * ny);
      if (k < 1e-6) return -Math.min(g.rx, g.ry);
      const gx = nx / g.rx;
      const gy = ny / g.ry;
      return ((k - 1) * k) / Math.sqrt(gx * gx + gy * gy);
    }
    case 'capsule': {
      const dx = g.x1 - g.x0;
      const dy = g.y1 - g.y0;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - g.x0) * dx + (py - g.y0) * dy) / len2));
      const ex = px - (g.x0 + t * dx);
      const ey = py - (g.y0 + t * dy);
      return Math.sqrt(ex * ex + ey * ey) - g.r;
    }
    case 'rrect': {
      const hx = (g.x1 - g.x0) / 2;
      const hy = (g.y1 - g.y0) / 2;
      const qx = Math.abs(px - (g.x0 + hx)) - hx + g.r;
      const qy = Math.abs(py - (g.y0 + hy)) - hy + g.r;
      const mx = Math.max(qx, 0);
      const my = Math.max(qy, 0);
      return Math.sqrt(mx * mx + my * my) + Math.min(Math.max(qx, qy), 0) - g.r;
    }
  }
}

const coverage = (g: Geometry, px: number, py: number) => Math.max(0, Math.min(1, 0.5 - distance(g, px, py)));

export function translate(g: Geometry, dy: number): Geometry {
  return g.kind === 'ellipse' ? { ...g, cy: g.cy + dy } : { ...g, y0: g.y0 + dy, y1: g.y1 + dy };
}

/** Moves shapes (with their cut and clip) down by `dy` pixels. */
export function translateShapes(shapes: readonly Shape[], dy: number): Shape[] {
  return shapes.map((sh) => ({
    ...sh,
    geo: translate(sh.geo, dy),
    ...(sh.cut ? { cut: translate(sh.cut, dy) } : {}),
    ...(sh.clip ? { clip: translate(sh.clip, dy) } : {}),
  }));
}

/** Bounding box of a geometry, widened by one pixel for anti-aliasing. */
export function bounds(g: Geometry): Rect {
  let x0: number;
  let y0: number;
  let x1: number;
  let y1: number;
  if (g.kind === 'ellipse') {
    [x0, y0, x1, y1] = [g.cx - g.rx, g.cy - g.ry, g.cx + g.rx, g.cy + g.ry];
  } else {
    const r = g.kind === 'capsule' ? g.r : 0;
    [x0, y0, x1, y1] = [
      Math.min(g.x0, g.x1) - r,
      Math.min(g.y0, g.y1) - r,
      Math.max(g.x0, g.x1) + r,
      Math.max(g.y0, g.y1) + r,
    ];
  }
  return {
    x: Math.floor(x0) - 1,
    y: Math.floor(y0) - 1,
    w: Math.ceil(x1) + 1 - (Math.floor(x0) - 1),
    h: Math.ceil(y1) + 1 - (Math.floor(y0) - 1),
  };
}

/** Where a shape can paint: its geometry's box, narrowed by its clip's box. */
export function shapeBounds(sh: Shape): Rect {
  const a = bounds(sh.geo);
  if (!sh.clip) return a;
  const b = bounds(sh.clip);
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x),
    h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y),
  };
}

/** Paints shapes in order into an RGB buffer covering `area`, starting from a flat background. */
export function paint(shapes: readonly Shape[], area: Rect, background: Rgb): Float32Array {
  const rgb = new Float32Array(area.w * area.h * 3);
  for (let i = 0; i < area.w * area.h; i++) rgb.set(background, i * 3);
  for (const s of shapes) {
    const b = shapeBounds(s);
    const xa = Math.max(area.x, b.x);
    const ya = Math.max(area.y, b.y);
    const xb = Math.min(area.x + area.w, b.x + b.w);
    const yb = Math.min(area.y + area.h, b.y + b.h);
    const alpha = s.alpha ?? 1;
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        let a = coverage(s.geo, px, py);
        if (a > 0 && s.cut) a *= 1 - coverage(s.cut, px, py);
        if (a > 0 && s.clip) a *= coverage(s.clip, px, py);
        if (a <= 0) continue;
        a *= alpha;
        const o = ((y - area.y) * area.w + (x - area.x)) * 3;
        for (let c = 0; c < 3; c++)
          rgb[o + c] = (rgb[o + c] as number) * (1 - a) + (s.color[c] as number) * a;
      }
    }
  }
  return rgb;
}

export interface YuvPatch extends Rect {
  readonly py: Uint8Array;
  readonly pu: Uint8Array;
  readonly pv: Uint8Array;
}

const clamp8 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** BT.601 limited-range conversion; chroma from the 2x2 average (area must be even-aligned). */
export function toYuvPatch(rgb: Float32Array, area: Rect): YuvPatch {
  const { w, h } = area;
  const py = new Uint8Array(w * h);
  const pu = new Uint8Array((w / 2) * (h / 2));
  const pv = new Uint8Array((w / 2) * (h / 2));
  for (let i = 0; i < w * h; i++) {
    const r = rgb[i * 3] as number;
    const g = rgb[i * 3 + 1] as number;
    const b = rgb[i * 3 + 2] as number;
    py[i] = clamp8(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  for (let cy = 0; cy < h / 2; cy++) {
    for (let cx = 0; cx < w / 2; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const o = ((cy * 2 + dy) * w + cx * 2 + dx) * 3;
        r += rgb[o] as number;
        g += rgb[o + 1] as number;
        b += rgb[o + 2] as number;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      pu[cy * (w / 2) + cx] = clamp8(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      pv[cy * (w / 2) + cx] = clamp8(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return { ...area, py, pu, pv };
}

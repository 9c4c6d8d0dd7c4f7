// Indoor scenes: a room in one-point perspective (floor, ceiling, side and back walls, windows
// with a view), furnished as a living room, bedroom, kitchen or bathroom. World units are metres;
// the camera stands at x = 0, z = 0 at eye height and looks along +z.
import { SCENE_HEIGHT, SCENE_REACH, vignette } from './landscape';
import type { Rng } from './prng';
import { type Point, type Svg, darken, hsl, lighten, linePath, n, op, sop } from './svg';

export type InteriorCategory = 'living' | 'bedroom' | 'kitchen' | 'bathroom';

type Style = 'scandi' | 'mediterranean' | 'chalet' | 'modern' | 'country';
type View = 'sea' | 'mountains' | 'garden' | 'lake';

interface Palette {
  wall: string;
  /** The wall without windows may carry a colour. */
  accentWall: string;
  floor: string;
  floorKind: 'planks' | 'tiles' | 'concrete';
  ceiling: string;
  beams?: string;
  panelled: boolean;
  wood: string;
  fabric: string;
  accents: readonly string[];
  metal: string;
}

interface Room {
  svg: Svg;
  rng: Rng;
  style: Style;
  p: Palette;
  f: number;
  horizon: number;
  eye: number;
  xl: number;
  xr: number;
  depth: number;
  height: number;
  view: View;
  evening: boolean;
  /** The side the daylight comes from: -1 left, 1 right, 0 from the back wall. */
  lightSide: -1 | 0 | 1;
  /** Camera yaw (radians, positive turns right) as sin and cos. */
  sin: number;
  cos: number;
}

type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

type Vec3 = readonly [number, number, number];

/** World → camera space: x right, y up (relative to the eye), z forward. */
function toCamera(r: Room, [x, y, z]: Vec3): Vec3 {
  return [x * r.cos - z * r.sin, y - r.eye, x * r.sin + z * r.cos];
}

const NEAR = 0.12;

function toScreen(r: Room, [x, y, z]: Vec3): Point {
  const depth = Math.max(z, NEAR);
  return [(r.f * x) / depth, r.horizon - (r.f * y) / depth];
}

function project(r: Room, x: number, y: number, z: number): Point {
  return toScreen(r, toCamera(r, [x, y, z]));
}

/** Pixels per metre at a world point (for sizes of small round things). */
function scaleAt(r: Room, x: number, z: number): number {
  return r.f / Math.max(NEAR, x * r.sin + z * r.cos);
}

function palette(rng: Rng, style: Style): Palette {
  const accents = {
    scandi: [hsl(42, 70, 55), hsl(100, 15, 58), hsl(14, 45, 58), hsl(205, 25, 55)],
    mediterranean: [hsl(205, 50, 45), hsl(85, 25, 48), hsl(40, 70, 60), hsl(14, 55, 52)],
    chalet: [hsl(0, 55, 42), hsl(140, 25, 35), hsl(40, 55, 55), hsl(25, 35, 45)],
    modern: [hsl(25, 55, 45), hsl(190, 30, 40), hsl(45, 60, 58), hsl(340, 25, 55)],
    country: [hsl(200, 25, 60), hsl(350, 30, 62), hsl(95, 20, 55), hsl(40, 50, 62)],
  }[style];
  switch (style) {
    case 'scandi':
      return {
        wall: rng.pick(['#f2f0eb', '#eeebe4', '#f4f2ee']),
        accentWall: rng.pick(['#f2f0eb', hsl(100, 12, 76), hsl(205, 18, 78), hsl(30, 25, 82)]),
        floor: hsl(rng.range(32, 38), 40, rng.range(66, 74)),
        floorKind: 'planks',
        ceiling: '#f4f3f0',
        panelled: false,
        wood: hsl(34, 40, 66),
        fabric: rng.pick(['#bdb9b2', '#9a9ea4', '#d8d2c6', hsl(200, 12, 62)]),
        accents,
        metal: '#2f3134',
      };
    case 'mediterranean':
      return {
        wall: rng.pick(['#f7f3ea', '#f5efe2', '#faf6ee']),
        accentWall: rng.pick(['#f7f3ea', hsl(40, 45, 82), hsl(200, 30, 82)]),
        floor: hsl(rng.range(12, 20), rng.range(42, 55), rng.range(52, 60)),
        floorKind: 'tiles',
        ceiling: '#f6f2ea',
        beams: hsl(26, 35, 32),
        panelled: false,
        wood: hsl(26, 35, 38),
        fabric: rng.pick(['#ebe3d3', '#e2d8c6', hsl(205, 35, 70)]),
        accents,
        metal: '#3a3632',
      };
    case 'chalet':
      return {
        wall: hsl(rng.range(28, 34), 42, rng.range(52, 60)),
        accentWall: hsl(30, 40, 56),
        floor: hsl(rng.range(24, 30), 40, rng.range(38, 46)),
        floorKind: 'planks',
        ceiling: hsl(30, 40, 50),
        beams: hsl(24, 40, 30),
        panelled: true,
        wood: hsl(26, 42, 36),
        fabric: rng.pick([hsl(0, 45, 42), hsl(140, 20, 38), '#c9c2b6', hsl(30, 20, 50)]),
        accents,
        metal: '#2e2a26',
      };
    case 'modern':
      return {
        wall: rng.pick(['#ebeae7', '#e4e3e0', '#f0efec']),
        accentWall: rng.pick([hsl(200, 10, 36), hsl(150, 12, 40), hsl(20, 15, 45), '#e4e3e0']),
        floor: rng.chance(0.5) ? hsl(30, 6, rng.range(58, 68)) : hsl(28, 30, rng.range(30, 40)),
        floorKind: rng.chance(0.5) ? 'concrete' : 'planks',
        ceiling: '#f2f1ef',
        panelled: false,
        wood: hsl(28, 30, 40),
        fabric: rng.pick([hsl(210, 12, 40), hsl(25, 50, 42), '#c8c4bc', hsl(160, 15, 40)]),
        accents,
        metal: '#26282b',
      };
    case 'country':
      return {
        wall: rng.pick(['#efe6d4', '#f1ebdf', hsl(90, 15, 80)]),
        accentWall: rng.pick([hsl(90, 16, 72), hsl(200, 20, 76), hsl(40, 35, 80)]),
        floor: hsl(rng.range(26, 34), 38, rng.range(46, 56)),
        floorKind: 'planks',
        ceiling: '#f3efe6',
        ...(rng.chance(0.6) ? { beams: hsl(28, 30, 40) } : {}),
        panelled: false,
        wood: hsl(30, 32, 46),
        fabric: rng.pick([hsl(200, 22, 68), '#e6ddcc', hsl(90, 14, 62), hsl(350, 20, 70)]),
        accents,
        metal: '#3a3530',
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing primitives in world space.

/** A world polygon on screen, clipped to the near plane. */
function quad(r: Room, pts: readonly Vec3[]): Point[] {
  const cam = pts.map((p) => toCamera(r, p));
  const out: Vec3[] = [];
  for (let i = 0; i < cam.length; i++) {
    const a = cam[i] as Vec3;
    const b = cam[(i + 1) % cam.length] as Vec3;
    const aIn = a[2] >= NEAR;
    const bIn = b[2] >= NEAR;
    if (aIn) out.push(a);
    if (aIn !== bIn) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out.map((p) => toScreen(r, p));
}

/**
 * A polygon with rounded corners: shrunk by `radius` pixels and stroked with twice that width
 * and round joins, in the same colour.
 */
function softPoly(svg: Svg, pts: readonly Point[], fill: string, radius: number, extra = ''): void {
  if (pts.length === 0) return;
  if (radius < 0.8) {
    svg.poly(pts, fill, extra);
    return;
  }
  const cx = pts.reduce((sum, p) => sum + p[0], 0) / pts.length;
  const cy = pts.reduce((sum, p) => sum + p[1], 0) / pts.length;
  const inner = pts.map(([x, y]): Point => {
    const dx = cx - x;
    const dy = cy - y;
    const len = Math.hypot(dx, dy) || 1;
    const k = Math.min(radius * 1.3, len * 0.45) / len;
    return [x + dx * k, y + dy * k];
  });
  svg.add(
    `<path d="${linePath(inner)}" fill="${fill}" stroke="${fill}" stroke-width="${n(radius * 2)}" stroke-linejoin="round"${extra}/>`,
  );
}

/** Lighting of a face whose outward normal points along x (-1 / 1), y or z. */
function faceShade(
  r: Room,
  color: string,
  face: 'front' | 'top' | 'left' | 'right' | 'bottom',
): string {
  switch (face) {
    case 'top':
      return lighten(color, 0.1);
    case 'bottom':
      return darken(color, 0.3);
    case 'front':
      return color;
    case 'left':
      return r.lightSide === -1 ? lighten(color, 0.04) : darken(color, 0.14);
    case 'right':
      return r.lightSide === 1 ? lighten(color, 0.04) : darken(color, 0.14);
  }
}

function drawBox(
  r: Room,
  b: Box,
  color: string,
  o: { radius?: number; top?: string; front?: string } = {},
): void {
  const { svg } = r;
  const faces: [string, Point[]][] = [];
  if (b.x0 > 0) {
    faces.push([
      faceShade(r, color, 'left'),
      quad(r, [
        [b.x0, b.y0, b.z0],
        [b.x0, b.y0, b.z1],
        [b.x0, b.y1, b.z1],
        [b.x0, b.y1, b.z0],
      ]),
    ]);
  }
  if (b.x1 < 0) {
    faces.push([
      faceShade(r, color, 'right'),
      quad(r, [
        [b.x1, b.y0, b.z0],
        [b.x1, b.y0, b.z1],
        [b.x1, b.y1, b.z1],
        [b.x1, b.y1, b.z0],
      ]),
    ]);
  }
  if (b.y1 < r.eye) {
    faces.push([
      o.top ?? faceShade(r, color, 'top'),
      quad(r, [
        [b.x0, b.y1, b.z0],
        [b.x1, b.y1, b.z0],
        [b.x1, b.y1, b.z1],
        [b.x0, b.y1, b.z1],
      ]),
    ]);
  }
  if (b.y0 > r.eye) {
    faces.push([
      faceShade(r, color, 'bottom'),
      quad(r, [
        [b.x0, b.y0, b.z0],
        [b.x1, b.y0, b.z0],
        [b.x1, b.y0, b.z1],
        [b.x0, b.y0, b.z1],
      ]),
    ]);
  }
  const radius = (o.radius ?? 0) * scaleAt(r, (b.x0 + b.x1) / 2, b.z0);
  for (const [fill, pts] of faces) softPoly(svg, pts, fill, Math.min(radius, 3) + 0.5);
  const front = quad(r, [
    [b.x0, b.y0, b.z0],
    [b.x1, b.y0, b.z0],
    [b.x1, b.y1, b.z0],
    [b.x0, b.y1, b.z0],
  ]);
  softPoly(svg, front, o.front ?? faceShade(r, color, 'front'), radius);
}

/** A soft shadow on the floor under a footprint. */
function floorShadow(r: Room, x0: number, x1: number, z0: number, z1: number, strength = 1): void {
  for (const [grow, alpha] of [
    [0.14, 0.07],
    [0.05, 0.12],
  ] as const) {
    r.svg.poly(
      quad(r, [
        [x0 - grow, 0, z0 - grow],
        [x1 + grow, 0, z0 - grow],
        [x1 + grow, 0, z1 + grow],
        [x0 - grow, 0, z1 + grow],
      ]),
      '#1a140e',
      op(alpha * strength),
    );
  }
}

/** A rounded panel facing the camera (cushion, pillow, picture) at depth z. */
function panel(
  r: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  fill: string,
  radius = 0.04,
  extra = '',
): void {
  const pts = quad(r, [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]);
  softPoly(r.svg, pts, fill, radius * scaleAt(r, (x0 + x1) / 2, z), extra);
}

/** A rounded panel on a side wall (x fixed), z and y ranges. */
function sidePanel(
  r: Room,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  fill: string,
  radius = 0,
  extra = '',
): void {
  const pts = quad(r, [
    [x, y0, z0],
    [x, y0, z1],
    [x, y1, z1],
    [x, y1, z0],
  ]);
  softPoly(r.svg, pts, fill, radius * scaleAt(r, x, (z0 + z1) / 2), extra);
}

// ---------------------------------------------------------------------------------------------
// Planes: pictures, windows and curtains are drawn in (u, v) ∈ [0,1]² of a rectangle on a wall.

type Plane = (u: number, v: number) => Vec3;

/** A rectangle on the back wall (z = depth - inset) from x0..x1, y0..y1. */
function backPlane(r: Room, x0: number, x1: number, y0: number, y1: number, inset = 0.01): Plane {
  const z = r.depth - inset;
  return (u, v) => [x0 + (x1 - x0) * u, y0 + (y1 - y0) * v, z];
}

/** A rectangle on a side wall: u runs from the back (z1) towards the camera (z0) on the left
 * wall and the other way round on the right wall, so u always runs left to right on screen. */
function sidePlane(
  r: Room,
  side: -1 | 1,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  inset = 0.01,
): Plane {
  const x = side === -1 ? r.xl + inset : r.xr - inset;
  return side === -1
    ? (u, v) => [x, y0 + (y1 - y0) * v, z0 + (z1 - z0) * u]
    : (u, v) => [x, y0 + (y1 - y0) * v, z1 - (z1 - z0) * u];
}

function planeQuad(r: Room, p: Plane, u0 = 0, u1 = 1, v0 = 0, v1 = 1): Point[] {
  return quad(r, [p(u0, v0), p(u1, v0), p(u1, v1), p(u0, v1)]);
}

function planePoint(r: Room, p: Plane, u: number, v: number): Point {
  return toScreen(r, toCamera(r, p(u, v)));
}

function bbox(pts: readonly Point[]): [number, number, number, number] {
  const xs = pts.map((q) => q[0]);
  const ys = pts.map((q) => q[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** A line segment in world space, clipped to the near plane, as path data. */
function segment(r: Room, a: Vec3, b: Vec3): string {
  let ca = toCamera(r, a);
  let cb = toCamera(r, b);
  if (ca[2] < NEAR && cb[2] < NEAR) return '';
  if (ca[2] < NEAR || cb[2] < NEAR) {
    const t = (NEAR - ca[2]) / (cb[2] - ca[2]);
    const cut: Vec3 = [ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, NEAR];
    if (ca[2] < NEAR) ca = cut;
    else cb = cut;
  }
  const [x1, y1] = toScreen(r, ca);
  const [x2, y2] = toScreen(r, cb);
  return `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
}

// ---------------------------------------------------------------------------------------------
// The room shell.

function drawView(r: Room, pts: readonly Point[]): void {
  const { svg, rng } = r;
  const [x0, y0, x1, y1] = bbox(pts);
  const clip = svg.clip(linePath(pts));
  const hz = r.horizon;
  const w = x1 - x0;
  svg.group(`clip-path="${clip}"`, () => {
    const skyTop = r.evening ? hsl(225, 40, 30) : hsl(208, 55, 62);
    const skyLow = r.evening ? hsl(25, 60, 62) : hsl(200, 45, 88);
    svg.rect(
      x0,
      y0,
      w,
      y1 - y0,
      svg.linearAt(
        [
          [0, skyTop],
          [1, skyLow],
        ],
        0,
        y0,
        0,
        hz,
      ),
    );
    if (r.view === 'sea') {
      svg.tag('sea');
      svg.rect(
        x0,
        hz,
        w,
        y1 - hz + 2,
        svg.linearAt(
          [
            [0, hsl(205, 45, 62)],
            [1, hsl(200, 60, 40)],
          ],
          0,
          hz,
          0,
          y1,
        ),
      );
      for (let i = 0; i < 10; i++)
        svg.rect(
          x0 + rng.next() * w,
          hz + rng.next() * (y1 - hz),
          w * 0.1,
          1.5,
          '#ffffff',
          op(0.4),
        );
    } else if (r.view === 'mountains' || r.view === 'lake') {
      // snow-capped peaks behind either
      svg.tag('mountains', 'snow', ...(r.view === 'lake' ? (['lake'] as const) : []));
      const peaks: Point[] = [[x0 - 10, hz + 5]];
      for (let k = 0; k <= 10; k++)
        peaks.push([x0 + (w * k) / 10, hz - rng.range(0.1, 0.45) * Math.max(40, hz - y0)]);
      peaks.push([x1 + 10, hz + 5]);
      svg.poly(peaks, hsl(215, 18, 64));
      svg.poly(
        peaks
          .map(([x, y]): Point => [x, y + Math.max(0, hz - y) * 0.3])
          .concat([...peaks].reverse()),
        '#f4f6f8',
        op(0.85),
      );
      svg.rect(x0, hz - 4, w, y1 - hz + 8, r.view === 'lake' ? hsl(200, 35, 58) : hsl(105, 32, 50));
      let trees = '';
      const tw = Math.max(8, w / 16);
      for (let x = x0; x < x1; x += tw)
        trees += `M${n(x)},${n(hz + 2)}l${n(tw / 2)},${n(-tw * 1.4)}l${n(tw / 2)},${n(tw * 1.4)}Z`;
      svg.path(trees, hsl(140, 25, 32));
    } else {
      svg.path(
        `M${n(x0)},${n(hz + 10)}Q${n(x0 + w * 0.4)},${n(hz - 30)} ${n(x1)},${n(hz)}V${n(y1)}H${n(x0)}Z`,
        hsl(95, 35, 52),
      );
      for (let k = 0; k < 7; k++) {
        svg.circle(
          x0 + rng.next() * w,
          hz - rng.range(0, 24),
          Math.max(8, w * rng.range(0.05, 0.1)),
          hsl(rng.range(90, 120), 35, rng.range(32, 44)),
        );
      }
      svg.rect(x0, hz + 16, w, y1 - hz, hsl(95, 40, 50));
    }
    // exposure: interiors are metered for the room, so the view is bright and soft
    svg.rect(x0, y0, w, y1 - y0, r.evening ? '#1c2340' : '#ffffff', op(r.evening ? 0.45 : 0.3));
  });
}

function frameColor(r: Room): string {
  return r.style === 'chalet'
    ? darken(r.p.wood, 0.1)
    : r.style === 'modern'
      ? '#2c2e31'
      : '#f7f6f2';
}

/** Window in a plane: view, frame with mullions, sill, light on the floor, optional curtains. */
function windowIn(
  r: Room,
  p: Plane,
  o: { curtains: boolean; floorLight: Vec3[] | null; bars: 'cross' | 'mid' },
): void {
  const { svg } = r;
  const pts = planeQuad(r, p);
  svg.poly(planeQuad(r, p, -0.04, 1.04, -0.03, 1.03), darken(frameColor(r), 0.05));
  drawView(r, pts);
  const frame = frameColor(r);
  const s = scaleAt(r, ...((v: Vec3) => [v[0], v[2]] as const)(p(0.5, 0.5)));
  let d = linePath(pts);
  const m0 = planePoint(r, p, 0.5, 0);
  const m1 = planePoint(r, p, 0.5, 1);
  d += `M${n(m0[0])},${n(m0[1])}L${n(m1[0])},${n(m1[1])}`;
  if (o.bars === 'cross') {
    const c0 = planePoint(r, p, 0, 0.62);
    const c1 = planePoint(r, p, 1, 0.62);
    d += `M${n(c0[0])},${n(c0[1])}L${n(c1[0])},${n(c1[1])}`;
  }
  svg.add(
    `<path d="${d}" stroke="${frame}" stroke-width="${n(0.055 * s)}" fill="none" stroke-linejoin="round"/>`,
  );
  svg.poly(planeQuad(r, p, -0.06, 1.06, -0.04, 0), lighten(frame, 0.1));
  if (o.floorLight && !r.evening) {
    svg.poly(
      quad(r, o.floorLight),
      svg.linear([
        [0, '#fffbe8', 0.32],
        [1, '#fffbe8', 0],
      ]),
    );
  }
  if (o.curtains) {
    const c = r.p.accents[1] ?? '#ddd';
    const folds = svg.linear(
      [
        [0, darken(c, 0.12)],
        [0.2, lighten(c, 0.18)],
        [0.45, darken(c, 0.1)],
        [0.7, lighten(c, 0.14)],
        [1, darken(c, 0.08)],
      ],
      0,
      0,
      1,
      0,
    );
    const bottom = -p(0, 0)[1] / Math.max(0.01, p(0, 1)[1] - p(0, 0)[1]);
    svg.poly(planeQuad(r, p, -0.28, -0.02, bottom + 0.01, 1.12), folds);
    svg.poly(planeQuad(r, p, 1.02, 1.28, bottom + 0.01, 1.12), folds);
    const rod = planeQuad(r, p, -0.32, 1.32, 1.12, 1.14);
    svg.add(
      `<path d="${linePath(rod)}" fill="${r.p.metal}" stroke="${r.p.metal}" stroke-width="2"/>`,
    );
  }
}

function drawShell(r: Room): void {
  const { svg, p } = r;
  const D = r.depth;
  const H = r.height;
  const near = -0.6;
  const sideColor = (s: -1 | 1) =>
    r.lightSide === 0
      ? darken(p.wall, 0.07)
      : r.lightSide === s
        ? darken(p.wall, 0.12)
        : lighten(p.wall, 0.03);
  svg.rect(-SCENE_REACH, 0, SCENE_REACH * 2, SCENE_HEIGHT, p.wall);
  const backColor = r.lightSide === 0 ? darken(p.wall, 0.04) : p.accentWall;
  svg.poly(
    quad(r, [
      [r.xl, 0, D],
      [r.xr, 0, D],
      [r.xr, H, D],
      [r.xl, H, D],
    ]),
    backColor,
  );
  svg.poly(
    quad(r, [
      [r.xl, 0, near],
      [r.xl, 0, D],
      [r.xl, H, D],
      [r.xl, H, near],
    ]),
    sideColor(-1),
  );
  svg.poly(
    quad(r, [
      [r.xr, 0, near],
      [r.xr, 0, D],
      [r.xr, H, D],
      [r.xr, H, near],
    ]),
    sideColor(1),
  );
  if (p.panelled) {
    let d = '';
    for (let y = 0.18; y < H; y += 0.18) {
      d += segment(r, [r.xl, y, near], [r.xl, y, D]);
      d += segment(r, [r.xl, y, D], [r.xr, y, D]);
      d += segment(r, [r.xr, y, D], [r.xr, y, near]);
    }
    svg.add(
      `<path d="${d}" stroke="${darken(p.wall, 0.35)}" stroke-width="1.2" fill="none"${sop(0.45)}/>`,
    );
  }
  // ceiling
  const ceiling = quad(r, [
    [r.xl, H, near],
    [r.xr, H, near],
    [r.xr, H, D],
    [r.xl, H, D],
  ]);
  svg.poly(
    ceiling,
    svg.linear([
      [0, darken(p.ceiling, 0.14)],
      [1, p.ceiling],
    ]),
  );
  if (p.beams) {
    for (let z = D - 0.35; z > 0.6; z -= 1.15) {
      drawBox(r, { x0: r.xl, x1: r.xr, y0: H - 0.2, y1: H + 0.01, z0: z - 0.18, z1: z }, p.beams);
    }
  }
  // floor
  const floorFill = svg.linear([
    [0, lighten(p.floor, 0.06)],
    [1, darken(p.floor, 0.1)],
  ]);
  svg.poly(
    quad(r, [
      [r.xl, 0, near],
      [r.xr, 0, near],
      [r.xr, 0, D],
      [r.xl, 0, D],
    ]),
    floorFill,
  );
  let d = '';
  if (p.floorKind === 'planks') {
    for (let x = r.xl + 0.18; x < r.xr; x += 0.18) d += segment(r, [x, 0, near], [x, 0, D]);
    for (let z = 0; z < D; z += 0.9) {
      for (let x = r.xl; x < r.xr - 0.1; x += 0.18) {
        const zz = z + Math.abs((x * 7.3) % 0.9);
        if (zz < D) d += segment(r, [x, 0, zz], [x + 0.18, 0, zz]);
      }
    }
  } else if (p.floorKind === 'tiles') {
    const size = r.style === 'mediterranean' ? 0.4 : 0.6;
    for (let x = r.xl + size; x < r.xr; x += size) d += segment(r, [x, 0, near], [x, 0, D]);
    for (let z = D - size; z > near; z -= size) d += segment(r, [r.xl, 0, z], [r.xr, 0, z]);
  }
  if (d)
    svg.add(
      `<path d="${d}" stroke="${darken(p.floor, 0.4)}" stroke-width="1" fill="none"${sop(0.3)}/>`,
    );
  svg.poly(
    quad(r, [
      [r.xl, 0, D * 0.55],
      [r.xr, 0, D * 0.55],
      [r.xr, 0, D],
      [r.xl, 0, D],
    ]),
    '#ffffff',
    op(0.05),
  );
  // skirting and the corners
  const skirt = r.style === 'chalet' ? darken(p.wood, 0.1) : lighten(p.wall, 0.25);
  svg.poly(
    quad(r, [
      [r.xl, 0, D],
      [r.xr, 0, D],
      [r.xr, 0.08, D],
      [r.xl, 0.08, D],
    ]),
    skirt,
  );
  svg.poly(
    quad(r, [
      [r.xl, 0, near],
      [r.xl, 0, D],
      [r.xl, 0.08, D],
      [r.xl, 0.08, near],
    ]),
    darken(skirt, 0.08),
  );
  svg.poly(
    quad(r, [
      [r.xr, 0, near],
      [r.xr, 0, D],
      [r.xr, 0.08, D],
      [r.xr, 0.08, near],
    ]),
    darken(skirt, 0.08),
  );
  const corners = segment(r, [r.xl, 0, D], [r.xl, H, D]) + segment(r, [r.xr, 0, D], [r.xr, H, D]);
  svg.add(`<path d="${corners}" stroke="#000" stroke-width="5"${sop(0.05)}/>`);
  // windows
  if (r.lightSide === 0) return;
  const side = r.lightSide;
  const z1 = D - r.rng.range(0.5, 1.0);
  const z0 = Math.max(1.2, z1 - r.rng.range(1.3, 1.9));
  const x = side === -1 ? r.xl : r.xr;
  const tall = r.rng.chance(0.5);
  const pl = sidePlane(r, side, z0, z1, tall ? 0.15 : 0.8, 2.2, 0.005);
  windowIn(r, pl, {
    curtains: r.rng.chance(0.7),
    floorLight: [
      [x, 0, z0],
      [x, 0, z1],
      [x - side * 1.8, 0, z1 + 0.4],
      [x - side * 1.8, 0, z0 + 0.4],
    ],
    bars: tall ? 'mid' : 'cross',
  });
}

// ---------------------------------------------------------------------------------------------
// Furniture and decoration.

function plant(r: Room, x: number, z: number, size: number): void {
  const { svg, rng } = r;
  const potColor = rng.pick(['#e9e5de', hsl(16, 45, 52), '#3a3c3f', hsl(35, 25, 70)]);
  floorShadow(r, x - 0.2 * size, x + 0.2 * size, z - 0.2 * size, z + 0.2 * size);
  drawBox(
    r,
    {
      x0: x - 0.16 * size,
      x1: x + 0.16 * size,
      y0: 0,
      y1: 0.38 * size,
      z0: z - 0.16 * size,
      z1: z + 0.16 * size,
    },
    potColor,
    { radius: 0.03 },
  );
  const [cx, cy] = project(r, x, 0.38 * size, z);
  const s = scaleAt(r, x, z) * size;
  const leaves = rng.int(11, 16);
  const green = hsl(rng.range(100, 130), 35, 30);
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + rng.jitter(1.4);
    const len = s * rng.range(0.3, 0.7);
    const ex = cx + Math.cos(a) * len;
    const ey = cy + Math.sin(a) * len;
    const w = len * 0.32;
    const nx = -Math.sin(a) * w;
    const ny = Math.cos(a) * w;
    svg.path(
      `M${n(cx)},${n(cy)}Q${n((cx + ex) / 2 + nx)},${n((cy + ey) / 2 + ny)} ${n(ex)},${n(ey)}Q${n((cx + ex) / 2 - nx)},${n((cy + ey) / 2 - ny)} ${n(cx)},${n(cy)}Z`,
      i % 3 === 0 ? lighten(green, 0.18) : i % 3 === 1 ? green : darken(green, 0.15),
    );
  }
}

function artwork(r: Room, plane: Plane): void {
  const { svg, rng, p } = r;
  const frame = rng.pick(['#2b2b2b', '#f4f2ee', p.wood, '#c9a96a']);
  svg.poly(planeQuad(r, plane, 0.02, 1.04, -0.05, 0.97), '#000', op(0.12));
  svg.poly(planeQuad(r, plane), frame);
  const a1 = rng.pick(p.accents);
  const a2 = rng.pick(p.accents);
  const kind = rng.int(0, 3);
  const inner = planeQuad(r, plane, 0.07, 0.93, 0.07, 0.93);
  const [bx0, by0, bx1, by1] = bbox(inner);
  if (kind === 0) {
    // a little landscape
    svg.poly(
      inner,
      svg.linearAt(
        [
          [0, lighten(a1, 0.55)],
          [1, lighten(a2, 0.25)],
        ],
        0,
        by0,
        0,
        by1,
      ),
    );
    const hill: Point[] = [];
    for (let k = 0; k <= 6; k++)
      hill.push(
        planePoint(r, plane, 0.07 + (0.86 * k) / 6, 0.3 + 0.18 * Math.sin(k * 1.3 + rng.next())),
      );
    hill.push(planePoint(r, plane, 0.93, 0.07), planePoint(r, plane, 0.07, 0.07));
    svg.poly(hill, darken(a2, 0.1), op(0.85));
    const sun = planePoint(r, plane, 0.7, 0.7);
    svg.circle(sun[0], sun[1], (bx1 - bx0) * 0.08, lighten(a1, 0.2));
  } else if (kind === 1) {
    svg.poly(inner, '#f3efe6');
    const c = planePoint(r, plane, 0.42, 0.55);
    svg.circle(c[0], c[1], Math.min(bx1 - bx0, by1 - by0) * 0.26, a1, op(0.85));
    svg.poly(planeQuad(r, plane, 0.5, 0.8, 0.2, 0.5), a2, op(0.85));
  } else if (kind === 2) {
    svg.poly(inner, '#f6f3ec');
    const a = planePoint(r, plane, 0.15, 0.25);
    const b = planePoint(r, plane, 0.4, 0.85);
    const c = planePoint(r, plane, 0.6, 0.15);
    const e = planePoint(r, plane, 0.85, 0.75);
    svg.add(
      `<path d="M${n(a[0])},${n(a[1])}C${n(b[0])},${n(b[1])} ${n(c[0])},${n(c[1])} ${n(e[0])},${n(e[1])}" stroke="${a1}" stroke-width="${n(Math.max(1.5, (bx1 - bx0) * 0.05))}" fill="none" stroke-linecap="round"/>`,
    );
  } else {
    // a photo print: sea and sky
    svg.poly(planeQuad(r, plane, 0.07, 0.93, 0.45, 0.93), hsl(205, 45, 78));
    svg.poly(planeQuad(r, plane, 0.07, 0.93, 0.07, 0.45), hsl(200, 45, 52));
    svg.poly(planeQuad(r, plane, 0.07, 0.93, 0.07, 0.2), hsl(40, 40, 78));
  }
}

function lampShade(
  r: Room,
  x: number,
  y: number,
  z: number,
  w: number,
  h: number,
  color: string,
): void {
  const { svg } = r;
  const [cx, cy] = project(r, x, y, z);
  const s = scaleAt(r, x, z);
  if (r.evening)
    svg.circle(
      cx,
      cy,
      s * w * 2.4,
      svg.radial([
        [0, '#ffd98a', 0.5],
        [1, '#ffd98a', 0],
      ]),
    );
  svg.path(
    `M${n(cx - s * w * 0.35)},${n(cy - s * h)}H${n(cx + s * w * 0.35)}L${n(cx + s * w * 0.5)},${n(cy)}H${n(cx - s * w * 0.5)}Z`,
    r.evening
      ? '#fbe3b0'
      : svg.linear(
          [
            [0, lighten(color, 0.1)],
            [1, darken(color, 0.08)],
          ],
          0,
          0,
          1,
          0,
        ),
  );
}

function floorLamp(r: Room, x: number, z: number): void {
  const { svg, p } = r;
  const a = project(r, x, 0, z);
  const b = project(r, x, 1.45, z);
  const s = scaleAt(r, x, z);
  floorShadow(r, x - 0.15, x + 0.15, z - 0.15, z + 0.15, 0.6);
  svg.line(a[0], a[1], b[0], b[1], p.metal, Math.max(2, 0.025 * s));
  svg.ellipse(a[0], a[1], 0.15 * s, 0.03 * s, p.metal);
  lampShade(r, x, 1.4, z, 0.42, 0.34, '#f3ede2');
}

function pendant(r: Room, x: number, z: number, drop: number, shade: string): void {
  const { svg } = r;
  const a = project(r, x, r.height, z);
  const b = project(r, x, r.height - drop, z);
  const s = scaleAt(r, x, z);
  svg.line(a[0], a[1], b[0], b[1], '#222', 1.5);
  if (r.evening)
    svg.circle(
      b[0],
      b[1] + 0.1 * s,
      0.6 * s,
      svg.radial([
        [0, '#ffd98a', 0.45],
        [1, '#ffd98a', 0],
      ]),
    );
  svg.path(
    `M${n(b[0] - 0.18 * s)},${n(b[1] + 0.16 * s)}Q${n(b[0] - 0.16 * s)},${n(b[1])} ${n(b[0])},${n(b[1])}Q${n(b[0] + 0.16 * s)},${n(b[1])} ${n(b[0] + 0.18 * s)},${n(b[1] + 0.16 * s)}Z`,
    svg.linear(
      [
        [0, lighten(shade, 0.15)],
        [1, darken(shade, 0.1)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  svg.ellipse(
    b[0],
    b[1] + 0.16 * s,
    0.17 * s,
    0.025 * s,
    r.evening ? '#fff2c8' : lighten(shade, 0.4),
  );
}

function rug(r: Room, x0: number, x1: number, z0: number, z1: number): void {
  const { svg, rng, p } = r;
  const base = rng.pick([...p.accents.map((c) => lighten(c, 0.45)), '#ece6da', '#d9d2c4']);
  svg.poly(
    quad(r, [
      [x0, 0.005, z0],
      [x1, 0.005, z0],
      [x1, 0.005, z1],
      [x0, 0.005, z1],
    ]),
    base,
  );
  const inset = 0.12;
  const border = darken(base, 0.2);
  svg.add(
    `<path d="${linePath(
      quad(r, [
        [x0 + inset, 0.005, z0 + inset],
        [x1 - inset, 0.005, z0 + inset],
        [x1 - inset, 0.005, z1 - inset],
        [x0 + inset, 0.005, z1 - inset],
      ]),
    )}" fill="none" stroke="${border}" stroke-width="3"${sop(0.7)}/>`,
  );
  if (rng.chance(0.5)) {
    let d = '';
    for (let z = z0 + 0.3; z < z1 - 0.2; z += 0.25)
      d += segment(r, [x0 + inset * 2, 0.005, z], [x1 - inset * 2, 0.005, z]);
    svg.add(`<path d="${d}" stroke="${border}" stroke-width="2"${sop(0.35)}/>`);
  }
}

function sofa(r: Room, cx: number, z1: number, width: number): void {
  const { rng, p } = r;
  const c = p.fabric;
  const z0 = z1 - 0.92;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  floorShadow(r, x0, x1, z0, z1);
  drawBox(
    r,
    { x0: x0 + 0.05, x1: x1 - 0.05, y0: 0, y1: 0.1, z0: z0 + 0.08, z1 },
    darken(p.wood, 0.3),
  );
  drawBox(r, { x0, x1, y0: 0.1, y1: 0.84, z0: z1 - 0.24, z1 }, darken(c, 0.05), { radius: 0.06 });
  drawBox(r, { x0: x0 + 0.16, x1: x1 - 0.16, y0: 0.1, y1: 0.44, z0, z1 }, c, { radius: 0.05 });
  const seats = width > 2.1 ? 3 : 2;
  const sw = (width - 0.32) / seats;
  for (let i = 0; i < seats; i++) {
    panel(
      r,
      x0 + 0.16 + sw * i + 0.02,
      x0 + 0.16 + sw * (i + 1) - 0.02,
      0.46,
      0.8,
      z1 - 0.26,
      lighten(c, 0.06),
      0.07,
    );
    drawBox(
      r,
      {
        x0: x0 + 0.16 + sw * i + 0.01,
        x1: x0 + 0.16 + sw * (i + 1) - 0.01,
        y0: 0.3,
        y1: 0.48,
        z0: z0 - 0.01,
        z1: z1 - 0.28,
      },
      lighten(c, 0.03),
      { radius: 0.05 },
    );
  }
  drawBox(r, { x0, x1: x0 + 0.18, y0: 0.1, y1: 0.62, z0, z1 }, darken(c, 0.02), { radius: 0.06 });
  drawBox(r, { x0: x1 - 0.18, x1, y0: 0.1, y1: 0.62, z0, z1 }, darken(c, 0.02), { radius: 0.06 });
  const pillows = rng.int(2, 3);
  for (let i = 0; i < pillows; i++) {
    const px = i === 0 ? x0 + 0.24 : i === 1 ? x1 - 0.66 : cx - 0.2;
    panel(r, px, px + 0.42, 0.48, 0.88, z1 - 0.38 - i * 0.02, rng.pick(p.accents), 0.1);
  }
  if (rng.chance(0.5)) {
    const tx = x1 - 0.62;
    panel(r, tx, tx + 0.42, 0.22, 0.5, z0 - 0.03, lighten(rng.pick(p.accents), 0.3), 0.03);
  }
}

/** An armchair against a side wall, facing into the room. */
function armchair(r: Room, side: -1 | 1, z: number): void {
  const { rng, p } = r;
  const c = rng.chance(0.5) ? rng.pick(p.accents) : darken(p.fabric, 0.1);
  const wall = side === -1 ? r.xl + 0.12 : r.xr - 0.12;
  const inner = wall - side * 0.85;
  const x0 = Math.min(wall, inner);
  const x1 = Math.max(wall, inner);
  floorShadow(r, x0, x1, z - 0.42, z + 0.42);
  const back = side === -1 ? { x0, x1: x0 + 0.2 } : { x0: x1 - 0.2, x1 };
  drawBox(r, { ...back, y0: 0.1, y1: 0.92, z0: z - 0.42, z1: z + 0.42 }, darken(c, 0.05), {
    radius: 0.06,
  });
  drawBox(r, { x0, x1, y0: 0.1, y1: 0.62, z0: z + 0.26, z1: z + 0.42 }, darken(c, 0.02), {
    radius: 0.05,
  });
  drawBox(r, { x0, x1, y0: 0.08, y1: 0.45, z0: z - 0.28, z1: z + 0.28 }, c, { radius: 0.05 });
  drawBox(r, { x0, x1, y0: 0.1, y1: 0.62, z0: z - 0.42, z1: z - 0.26 }, darken(c, 0.02), {
    radius: 0.05,
  });
}

/** A low sideboard or chest against a side wall, with things on top and a picture above. */
function sideboard(r: Room, side: -1 | 1, z0: number, z1: number): void {
  const { svg, rng, p } = r;
  const wall = side === -1 ? r.xl : r.xr;
  const x0 = side === -1 ? wall : wall - 0.45;
  const x1 = side === -1 ? wall + 0.45 : wall;
  const wood = rng.pick([p.wood, darken(p.wood, 0.2), '#f0ede6', hsl(150, 12, 45)]);
  floorShadow(r, x0, x1, z0, z1, 0.8);
  drawBox(r, { x0, x1, y0: 0.12, y1: 0.78, z0, z1 }, wood, { radius: 0.01 });
  for (const z of [z0 + 0.05, z1 - 0.08])
    drawBox(
      r,
      { x0: x0 + 0.05, x1: x1 - 0.05, y0: 0, y1: 0.12, z0: z, z1: z + 0.04 },
      darken(wood, 0.3),
    );
  // door lines on the visible face
  let d = '';
  const fx = side === -1 ? x1 : x0;
  const doors = Math.max(2, Math.round((z1 - z0) / 0.5));
  for (let k = 1; k < doors; k++)
    d += segment(
      r,
      [fx, 0.16, z0 + ((z1 - z0) * k) / doors],
      [fx, 0.74, z0 + ((z1 - z0) * k) / doors],
    );
  svg.add(`<path d="${d}" stroke="${darken(wood, 0.3)}" stroke-width="1.5"/>`);
  // a vase and books
  const vz = z0 + (z1 - z0) * 0.3;
  const [vx, vy] = project(r, (x0 + x1) / 2, 0.78, vz);
  const s = scaleAt(r, (x0 + x1) / 2, vz);
  svg.path(
    `M${n(vx - 0.06 * s)},${n(vy)}Q${n(vx - 0.12 * s)},${n(vy - 0.18 * s)} ${n(vx - 0.03 * s)},${n(vy - 0.3 * s)}H${n(vx + 0.03 * s)}Q${n(vx + 0.12 * s)},${n(vy - 0.18 * s)} ${n(vx + 0.06 * s)},${n(vy)}Z`,
    rng.pick(['#e9e4da', hsl(200, 30, 50), hsl(16, 45, 55)]),
  );
  let twigs = '';
  for (let k = 0; k < 5; k++)
    twigs += `M${n(vx)},${n(vy - 0.28 * s)}l${n(rng.jitter(0.15) * s)},${n(-rng.range(0.2, 0.4) * s)}`;
  svg.add(`<path d="${twigs}" stroke="${hsl(90, 25, 35)}" stroke-width="1.5" fill="none"/>`);
  for (let k = 0; k < 3; k++) {
    const bz = z1 - 0.35 + k * 0.05;
    drawBox(
      r,
      {
        x0: x0 + 0.08,
        x1: x1 - 0.08,
        y0: 0.78 + k * 0.04,
        y1: 0.82 + k * 0.04,
        z0: bz - 0.15,
        z1: bz,
      },
      rng.pick([...p.accents, '#efeae0']),
    );
  }
  artwork(r, sidePlane(r, side, z0 + 0.15, z1 - 0.15, 1.15, 1.75));
}

function coffeeTable(r: Room, cx: number, z: number): void {
  const { svg, rng, p } = r;
  if (rng.chance(0.5)) {
    const [x, y] = project(r, cx, 0.42, z);
    const s = scaleAt(r, cx, z);
    const rx = 0.5 * s;
    const ry = (rx * (r.eye - 0.42)) / z;
    floorShadow(r, cx - 0.45, cx + 0.45, z - 0.35, z + 0.35, 0.8);
    const [, ly] = project(r, cx, 0, z);
    svg.rect(x - rx * 0.12, y, rx * 0.24, ly - y, darken(p.wood, 0.25));
    svg.ellipse(x, y + 0.04 * s, rx, ry, darken(p.wood, 0.2));
    svg.ellipse(x, y, rx, ry, lighten(p.wood, 0.08));
    svg.ellipse(x + rx * 0.25, y - ry * 0.15, rx * 0.16, ry * 0.35, '#f2efe8');
    svg.ellipse(x - rx * 0.3, y - ry * 0.1, rx * 0.2, ry * 0.3, rng.pick(p.accents), op(0.9));
  } else {
    floorShadow(r, cx - 0.6, cx + 0.6, z - 0.3, z + 0.3, 0.8);
    for (const lx of [cx - 0.52, cx + 0.47]) {
      drawBox(
        r,
        { x0: lx, x1: lx + 0.05, y0: 0, y1: 0.38, z0: z - 0.26, z1: z - 0.21 },
        darken(p.wood, 0.2),
      );
    }
    drawBox(
      r,
      { x0: cx - 0.6, x1: cx + 0.6, y0: 0.36, y1: 0.42, z0: z - 0.3, z1: z + 0.3 },
      p.wood,
    );
    drawBox(
      r,
      { x0: cx - 0.35, x1: cx - 0.05, y0: 0.42, y1: 0.47, z0: z - 0.15, z1: z + 0.08 },
      rng.pick(p.accents),
    );
    const [vx, vy] = project(r, cx + 0.25, 0.42, z);
    const s = scaleAt(r, cx, z);
    svg.path(
      `M${n(vx - 0.12 * s)},${n(vy - 0.06 * s)}Q${n(vx)},${n(vy + 0.05 * s)} ${n(vx + 0.12 * s)},${n(vy - 0.06 * s)}Z`,
      '#f2efe8',
    );
  }
}

function bed(r: Room, cx: number, width: number): void {
  const { rng, p } = r;
  const z1 = r.depth - 0.02;
  const z0 = z1 - 2.1;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const head = rng.pick([p.fabric, p.wood, darken(p.fabric, 0.1)]);
  floorShadow(r, x0, x1, z0, z1);
  drawBox(r, { x0: x0 - 0.06, x1: x1 + 0.06, y0: 0, y1: 1.15, z0: z1 - 0.1, z1 }, head, {
    radius: 0.05,
  });
  drawBox(r, { x0, x1, y0: 0.06, y1: 0.4, z0, z1: z1 - 0.1 }, darken(head, 0.08), { radius: 0.02 });
  const linen = rng.pick(['#f7f6f2', '#f1ede4', hsl(205, 25, 88), hsl(40, 30, 88)]);
  drawBox(
    r,
    { x0: x0 - 0.03, x1: x1 + 0.03, y0: 0.3, y1: 0.6, z0: z0 - 0.03, z1: z1 - 0.12 },
    linen,
    { radius: 0.05 },
  );
  const pw = (width - 0.2) / 2;
  for (let i = 0; i < 2; i++) {
    drawBox(
      r,
      {
        x0: x0 + 0.1 + i * pw,
        x1: x0 + 0.1 + (i + 1) * pw - 0.06,
        y0: 0.58,
        y1: 0.9,
        z0: z1 - 0.34,
        z1: z1 - 0.2,
      },
      lighten(linen, 0.5),
      { radius: 0.08 },
    );
  }
  if (rng.chance(0.7))
    panel(r, cx - 0.25, cx + 0.25, 0.6, 0.86, z1 - 0.45, rng.pick(p.accents), 0.08);
  // a throw across the foot
  const t = rng.pick(p.accents);
  drawBox(
    r,
    {
      x0: x0 - 0.05,
      x1: x1 + 0.05,
      y0: 0.4,
      y1: 0.615,
      z0: z0 - 0.05,
      z1: z0 + rng.range(0.35, 0.55),
    },
    t,
    { radius: 0.03 },
  );
  for (const s of [-1, 1] as const) {
    const nx = s === -1 ? x0 - 0.6 : x1 + 0.1;
    if (nx < r.xl + 0.05 || nx + 0.5 > r.xr - 0.05) continue;
    floorShadow(r, nx, nx + 0.5, z1 - 0.45, z1, 0.7);
    drawBox(r, { x0: nx, x1: nx + 0.5, y0: 0, y1: 0.55, z0: z1 - 0.45, z1 }, p.wood, {
      radius: 0.02,
    });
    panel(r, nx + 0.04, nx + 0.46, 0.3, 0.5, z1 - 0.46, darken(p.wood, 0.06), 0.01);
    const lx = nx + 0.25;
    const a = project(r, lx, 0.55, z1 - 0.22);
    const b = project(r, lx, 0.85, z1 - 0.22);
    r.svg.line(a[0], a[1], b[0], b[1], p.metal, 3);
    lampShade(r, lx, 0.95, z1 - 0.22, 0.34, 0.26, '#f3ede2');
  }
}

function wardrobe(r: Room, side: -1 | 1, z0: number, z1: number): void {
  const { svg, p } = r;
  const wall = side === -1 ? r.xl : r.xr;
  const x0 = side === -1 ? wall : wall - 0.6;
  const x1 = side === -1 ? wall + 0.6 : wall;
  const wood = r.rng.pick([p.wood, '#f0ede6', lighten(p.wood, 0.15)]);
  floorShadow(r, x0, x1, z0, z1, 0.8);
  drawBox(r, { x0, x1, y0: 0, y1: Math.min(2.2, r.height - 0.1), z0, z1 }, wood);
  const fx = side === -1 ? x1 : x0;
  let d = '';
  const doors = Math.max(2, Math.round((z1 - z0) / 0.55));
  for (let k = 1; k < doors; k++)
    d += segment(
      r,
      [fx, 0.05, z0 + ((z1 - z0) * k) / doors],
      [fx, 2.15, z0 + ((z1 - z0) * k) / doors],
    );
  for (let k = 0; k < doors; k++) {
    const z = z0 + ((z1 - z0) * (k + (k % 2 ? 0.15 : 0.85))) / doors;
    d += segment(r, [fx, 1.0, z], [fx, 1.25, z]);
  }
  svg.add(
    `<path d="${d}" stroke="${darken(wood, 0.3)}" stroke-width="1.6" stroke-linecap="round"/>`,
  );
}

function kitchen(r: Room): void {
  const { svg, rng, p } = r;
  const D = r.depth;
  const front = rng.pick([
    '#f2f0eb',
    hsl(150, 12, 60),
    hsl(205, 18, 45),
    p.wood,
    '#3a3d42',
    hsl(40, 25, 80),
  ]);
  const top = rng.pick(['#f4f3f0', '#2d2f31', hsl(32, 35, 55), '#d9d5ce']);
  const x0 = r.xl + 0.02;
  const x1 = r.xr - 0.02;
  const cz0 = D - 0.62;
  const tiles = rng.pick(['#f4f4f2', hsl(200, 25, 80), hsl(150, 15, 78), hsl(30, 30, 85)]);
  svg.poly(
    quad(r, [
      [x0, 0.9, D - 0.005],
      [x1, 0.9, D - 0.005],
      [x1, 1.5, D - 0.005],
      [x0, 1.5, D - 0.005],
    ]),
    tiles,
  );
  let grid = '';
  for (let y = 0.975; y < 1.5; y += 0.075)
    grid += segment(r, [x0, y, D - 0.005], [x1, y, D - 0.005]);
  for (let x = x0 + 0.15; x < x1; x += 0.15)
    grid += segment(r, [x, 0.9, D - 0.005], [x, 1.5, D - 0.005]);
  svg.add(`<path d="${grid}" stroke="${darken(tiles, 0.2)}" stroke-width="0.8"${sop(0.6)}/>`);
  const winX = rng.range(-0.6, 0.3) + (r.xl + r.xr) / 2;
  const hasWindow = r.lightSide === 0;
  if (hasWindow) {
    windowIn(r, backPlane(r, winX - 0.55, winX + 0.55, 1.05, 2.05, 0.005), {
      curtains: false,
      floorLight: null,
      bars: 'mid',
    });
  }
  const uppers: [number, number][] = hasWindow
    ? [
        [x0, winX - 0.75],
        [winX + 0.75, x1],
      ]
    : [[x0, x1]];
  for (const [u0, u1] of uppers) {
    if (u1 - u0 < 0.3) continue;
    drawBox(r, { x0: u0, x1: u1, y0: 1.5, y1: 2.25, z0: D - 0.35, z1: D }, front);
    let d = '';
    for (let x = u0 + 0.5; x < u1 - 0.1; x += 0.5)
      d += segment(r, [x, 1.52, D - 0.35], [x, 2.23, D - 0.35]);
    svg.add(`<path d="${d}" stroke="${darken(front, 0.25)}" stroke-width="1.5"/>`);
  }
  drawBox(r, { x0, x1, y0: 0.1, y1: 0.88, z0: cz0, z1: D }, front);
  drawBox(r, { x0, x1, y0: 0, y1: 0.1, z0: cz0 + 0.06, z1: D }, darken(front, 0.4));
  let doors = '';
  let handles = '';
  for (let x = x0 + 0.6; x < x1 - 0.1; x += 0.6) {
    doors += segment(r, [x, 0.12, cz0], [x, 0.86, cz0]);
    handles += segment(r, [x - 0.06, 0.66, cz0 - 0.01], [x - 0.06, 0.8, cz0 - 0.01]);
  }
  svg.add(`<path d="${doors}" stroke="${darken(front, 0.25)}" stroke-width="1.5"/>`);
  svg.add(`<path d="${handles}" stroke="${p.metal}" stroke-width="2.5" stroke-linecap="round"/>`);
  drawBox(r, { x0: x0 - 0.01, x1: x1 + 0.01, y0: 0.88, y1: 0.92, z0: cz0 - 0.03, z1: D }, top);
  svg.poly(
    quad(r, [
      [winX - 0.3, 0.921, D - 0.5],
      [winX + 0.3, 0.921, D - 0.5],
      [winX + 0.3, 0.921, D - 0.12],
      [winX - 0.3, 0.921, D - 0.12],
    ]),
    '#9aa0a5',
  );
  const tap =
    segment(r, [winX, 0.92, D - 0.08], [winX, 1.2, D - 0.08]) +
    segment(r, [winX, 1.2, D - 0.08], [winX, 1.2, D - 0.24]);
  svg.add(
    `<path d="${tap}" stroke="#b8bcc0" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
  const hx = winX > (r.xl + r.xr) / 2 ? winX - 1.3 : winX + 1.0;
  svg.poly(
    quad(r, [
      [hx, 0.921, D - 0.52],
      [hx + 0.6, 0.921, D - 0.52],
      [hx + 0.6, 0.921, D - 0.08],
      [hx, 0.921, D - 0.08],
    ]),
    '#1e2022',
  );
  if (!hasWindow)
    drawBox(
      r,
      { x0: hx + 0.05, x1: hx + 0.55, y0: 1.55, y1: 1.75, z0: D - 0.45, z1: D },
      '#c9ccd0',
    );
  // things on the counter
  const bowlX = hx < winX ? hx - 0.45 : hx + 1.05;
  const [bx, by] = project(r, bowlX, 0.92, D - 0.25);
  const s = scaleAt(r, bowlX, D - 0.25);
  svg.path(
    `M${n(bx - 0.14 * s)},${n(by - 0.08 * s)}Q${n(bx)},${n(by + 0.04 * s)} ${n(bx + 0.14 * s)},${n(by - 0.08 * s)}Z`,
    '#efece6',
  );
  for (let k = 0; k < 4; k++)
    svg.circle(
      bx + (k - 1.5) * 0.05 * s,
      by - 0.09 * s - (k % 2) * 0.03 * s,
      0.035 * s,
      rng.pick([hsl(40, 85, 55), hsl(10, 75, 50), hsl(90, 50, 45)]),
    );
  drawBox(
    r,
    { x0: winX + 0.45, x1: winX + 0.7, y0: 0.92, y1: 1.25, z0: D - 0.06, z1: D - 0.03 },
    p.wood,
    { radius: 0.02 },
  );
  for (let k = 0; k < 3; k++) {
    const ox = x1 - 0.35 - k * 0.12;
    drawBox(
      r,
      { x0: ox, x1: ox + 0.07, y0: 0.92, y1: 1.12 + k * 0.04, z0: D - 0.2, z1: D - 0.13 },
      rng.pick(['#e8e4da', hsl(140, 25, 35), '#c7b08a']),
      { radius: 0.02 },
    );
  }
  // a tall fridge column or open shelves on the side we turn to
  const side: -1 | 1 = r.sin >= 0 ? 1 : -1;
  if (r.lightSide !== side) {
    const wall = side === -1 ? r.xl : r.xr;
    const fz1 = D - 0.65;
    const fz0 = fz1 - 0.65;
    drawBox(
      r,
      {
        x0: side === -1 ? wall : wall - 0.62,
        x1: side === -1 ? wall + 0.62 : wall,
        y0: 0,
        y1: 2.25,
        z0: fz0,
        z1: fz1,
      },
      front,
    );
    const fx = side === -1 ? wall + 0.62 : wall - 0.62;
    svg.add(
      `<path d="${segment(r, [fx, 1.3, fz0], [fx, 1.3, fz1])}${segment(r, [fx, 1.1, fz0 + 0.08], [fx, 1.5, fz0 + 0.08])}" stroke="${darken(front, 0.3)}" stroke-width="2"/>`,
    );
  }
  const tz = rng.range(2.3, 2.8);
  const island = rng.chance(0.4);
  const tw = island ? rng.range(1.8, 2.3) : rng.range(1.5, 1.9);
  const tx = (r.xl + r.xr) / 2 + rng.jitter(0.3);
  if (island) {
    floorShadow(r, tx - tw / 2, tx + tw / 2, tz, tz + 0.9);
    drawBox(
      r,
      { x0: tx - tw / 2, x1: tx + tw / 2, y0: 0, y1: 0.88, z0: tz + 0.05, z1: tz + 0.85 },
      front,
    );
    drawBox(
      r,
      { x0: tx - tw / 2 - 0.05, x1: tx + tw / 2 + 0.05, y0: 0.88, y1: 0.92, z0: tz, z1: tz + 0.9 },
      top,
    );
    for (const sx of [-0.6, 0, 0.6]) {
      const stoolX = tx + sx * tw * 0.5;
      drawBox(
        r,
        { x0: stoolX - 0.03, x1: stoolX + 0.03, y0: 0, y1: 0.65, z0: tz - 0.3, z1: tz - 0.24 },
        p.metal,
      );
      drawBox(
        r,
        { x0: stoolX - 0.2, x1: stoolX + 0.2, y0: 0.65, y1: 0.71, z0: tz - 0.47, z1: tz - 0.07 },
        rng.pick([p.wood, p.fabric]),
        { radius: 0.03 },
      );
    }
  } else {
    const z0 = tz;
    const z1 = tz + 0.9;
    floorShadow(r, tx - tw / 2, tx + tw / 2, z0, z1, 0.8);
    for (let k = 0; k < 3; k++) {
      const cx = tx - tw / 2 + (tw * (k + 0.5)) / 3;
      drawBox(
        r,
        { x0: cx - 0.2, x1: cx + 0.2, y0: 0.45, y1: 0.95, z0: z1 + 0.28, z1: z1 + 0.32 },
        k % 2 ? p.wood : darken(p.wood, 0.15),
        { radius: 0.03 },
      );
    }
    for (const lx of [tx - tw / 2 + 0.05, tx + tw / 2 - 0.1]) {
      for (const lz of [z0 + 0.05, z1 - 0.1])
        drawBox(
          r,
          { x0: lx, x1: lx + 0.05, y0: 0, y1: 0.73, z0: lz, z1: lz + 0.05 },
          darken(p.wood, 0.15),
        );
    }
    drawBox(r, { x0: tx - tw / 2, x1: tx + tw / 2, y0: 0.73, y1: 0.77, z0, z1 }, p.wood);
    const [vx, vy] = project(r, tx, 0.77, z0 + 0.45);
    const vs = scaleAt(r, tx, z0 + 0.45);
    svg.rrect(vx - 0.06 * vs, vy - 0.22 * vs, 0.12 * vs, 0.22 * vs, 0.04 * vs, '#dbe9ec', op(0.8));
    for (let k = 0; k < 5; k++)
      svg.circle(
        vx + rng.jitter(0.08) * vs,
        vy - (0.25 + rng.range(0, 0.08)) * vs,
        0.03 * vs,
        rng.pick([hsl(50, 85, 65), '#ffffff', hsl(330, 55, 65)]),
      );
    // chairs in front, seen from behind
    for (const k of [0, 2]) {
      const cx = tx - tw / 2 + (tw * (k + 0.5)) / 3;
      const chair = darken(p.wood, 0.1);
      for (const lx of [cx - 0.19, cx + 0.15]) {
        drawBox(r, { x0: lx, x1: lx + 0.04, y0: 0, y1: 0.86, z0: z0 - 0.47, z1: z0 - 0.43 }, chair);
      }
      drawBox(
        r,
        { x0: cx - 0.2, x1: cx + 0.2, y0: 0.44, y1: 0.48, z0: z0 - 0.45, z1: z0 - 0.05 },
        p.wood,
      );
      drawBox(
        r,
        { x0: cx - 0.2, x1: cx + 0.2, y0: 0.7, y1: 0.88, z0: z0 - 0.47, z1: z0 - 0.43 },
        chair,
        { radius: 0.03 },
      );
    }
  }
  const lamps = rng.int(1, 3);
  const shade = rng.pick([p.metal, '#f2efe8', hsl(40, 50, 55), hsl(160, 20, 40)]);
  for (let k = 0; k < lamps; k++)
    pendant(r, tx + (k - (lamps - 1) / 2) * 0.6, tz + 0.45, r.height - 1.7, shade);
}

function bathroom(r: Room): void {
  const { svg, rng, p } = r;
  const D = r.depth;
  const tile = rng.pick([
    '#f4f4f2',
    hsl(150, 15, 78),
    hsl(200, 22, 80),
    hsl(30, 20, 82),
    hsl(0, 0, 88),
  ]);
  const tileH = rng.chance(0.5) ? r.height : 1.2;
  svg.poly(
    quad(r, [
      [r.xl, 0, D - 0.003],
      [r.xr, 0, D - 0.003],
      [r.xr, tileH, D - 0.003],
      [r.xl, tileH, D - 0.003],
    ]),
    tile,
  );
  svg.poly(
    quad(r, [
      [r.xl + 0.003, 0, -0.5],
      [r.xl + 0.003, 0, D],
      [r.xl + 0.003, tileH, D],
      [r.xl + 0.003, tileH, -0.5],
    ]),
    darken(tile, 0.08),
  );
  svg.poly(
    quad(r, [
      [r.xr - 0.003, 0, -0.5],
      [r.xr - 0.003, 0, D],
      [r.xr - 0.003, tileH, D],
      [r.xr - 0.003, tileH, -0.5],
    ]),
    darken(tile, 0.08),
  );
  let grid = '';
  const step = 0.2;
  for (let y = step; y < tileH; y += step) {
    grid +=
      segment(r, [r.xl, y, -0.5], [r.xl, y, D]) +
      segment(r, [r.xl, y, D], [r.xr, y, D]) +
      segment(r, [r.xr, y, D], [r.xr, y, -0.5]);
  }
  for (let x = r.xl + step; x < r.xr; x += step) grid += segment(r, [x, 0, D], [x, tileH, D]);
  for (let z = D - step; z > 0; z -= step)
    grid += segment(r, [r.xl, 0, z], [r.xl, tileH, z]) + segment(r, [r.xr, 0, z], [r.xr, tileH, z]);
  svg.add(
    `<path d="${grid}" stroke="${darken(tile, 0.25)}" stroke-width="0.8" fill="none"${sop(0.5)}/>`,
  );
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  if (rng.chance(0.6)) {
    const tx0 = r.xl + 0.02;
    const tx1 = Math.min(r.xr - 1.3, r.xl + 1.75);
    const tz0 = D - 0.78;
    if (r.lightSide === 0) {
      windowIn(r, backPlane(r, (tx0 + tx1) / 2 - 0.35, (tx0 + tx1) / 2 + 0.35, 1.35, 2.05, 0.005), {
        curtains: false,
        floorLight: null,
        bars: 'mid',
      });
    }
    floorShadow(r, tx0, tx1, tz0, D, 0.6);
    drawBox(r, { x0: tx0, x1: tx1, y0: 0, y1: 0.56, z0: tz0, z1: D }, '#f6f6f4', { radius: 0.04 });
    svg.poly(
      quad(r, [
        [tx0 + 0.08, 0.561, tz0 + 0.08],
        [tx1 - 0.08, 0.561, tz0 + 0.08],
        [tx1 - 0.08, 0.561, D - 0.08],
        [tx0 + 0.08, 0.561, D - 0.08],
      ]),
      svg.linear([
        [0, '#dfe7ea'],
        [1, '#b9cdd4'],
      ]),
    );
    drawBox(
      r,
      {
        x0: (tx0 + tx1) / 2 - 0.03,
        x1: (tx0 + tx1) / 2 + 0.03,
        y0: 0.6,
        y1: 0.82,
        z0: D - 0.08,
        z1: D - 0.02,
      },
      '#b8bcc0',
      { radius: 0.02 },
    );
    panel(r, tx1 - 0.45, tx1 - 0.12, 0.28, 0.6, tz0 - 0.01, rng.pick(p.accents), 0.03);
  } else {
    const sx0 = r.xl + 0.02;
    const sx1 = r.xl + 1.0;
    svg.poly(
      quad(r, [
        [sx0, 0.01, D - 1],
        [sx1, 0.01, D - 1],
        [sx1, 0.01, D],
        [sx0, 0.01, D],
      ]),
      darken(tile, 0.15),
    );
    const [hx, hy] = project(r, sx0 + 0.5, 2.1, D - 0.3);
    const s = scaleAt(r, sx0 + 0.5, D - 0.3);
    svg.ellipse(hx, hy, 0.15 * s, 0.03 * s, '#9aa0a5');
    svg.add(
      `<path d="${segment(r, [sx0 + 0.5, 2.1, D - 0.3], [sx0 + 0.5, 2.1, D])}" stroke="#9aa0a5" stroke-width="3"/>`,
    );
    svg.add(
      `<path d="${linePath(
        quad(r, [
          [sx1, 0, D - 1],
          [sx1, 0, D],
          [sx1, 2.0, D],
          [sx1, 2.0, D - 1],
        ]),
      )}" fill="#dff0f4" fill-opacity="0.25" stroke="#9aa0a5" stroke-width="2"/>`,
    );
  }
  // vanity with basin and mirror
  const vx1 = r.xr - 0.15;
  const vx0 = vx1 - rng.range(0.8, 1.1);
  const vz0 = D - 0.5;
  const vanity = rng.pick([p.wood, '#f2f0eb', hsl(200, 15, 40), '#3a3d42']);
  drawBox(r, { x0: vx0, x1: vx1, y0: 0.35, y1: 0.82, z0: vz0, z1: D }, vanity);
  drawBox(
    r,
    { x0: vx0 - 0.02, x1: vx1 + 0.02, y0: 0.82, y1: 0.86, z0: vz0 - 0.02, z1: D },
    rng.pick(['#f4f3f0', '#2d2f31', '#d9d5ce']),
  );
  const vcx = (vx0 + vx1) / 2;
  const [bcx, bcy] = project(r, vcx, 0.86, D - 0.25);
  const s = scaleAt(r, vcx, D - 0.25);
  svg.ellipse(bcx, bcy - 0.05 * s, 0.24 * s, 0.06 * s, '#e8e8e6');
  svg.ellipse(bcx, bcy - 0.1 * s, 0.24 * s, 0.055 * s, '#ffffff');
  svg.ellipse(bcx, bcy - 0.1 * s, 0.19 * s, 0.035 * s, '#d8e0e4');
  const mirror = svg.linear(
    [
      [0, '#e6eef2'],
      [0.5, '#c4d3da'],
      [1, '#e9f0f3'],
    ],
    0,
    0,
    1,
    0,
  );
  const mp = backPlane(r, vcx - 0.4, vcx + 0.4, 1.1, 1.95, 0.01);
  if (rng.chance(0.5)) {
    const [mx, my] = planePoint(r, mp, 0.5, 0.5);
    const ms = scaleAt(r, vcx, D);
    svg.circle(mx, my, 0.38 * ms, '#b8a27a');
    svg.circle(mx, my, 0.35 * ms, mirror);
  } else {
    softPoly(svg, planeQuad(r, mp), mirror, 3);
  }
  for (const k of [-1, 1]) {
    const lx = vcx + k * 0.55;
    if (r.evening) {
      const [gx, gy] = project(r, lx, 1.7, D - 0.05);
      svg.circle(
        gx,
        gy,
        0.3 * s,
        svg.radial([
          [0, '#ffe2a0', 0.5],
          [1, '#ffe2a0', 0],
        ]),
      );
    }
    drawBox(
      r,
      { x0: lx - 0.04, x1: lx + 0.04, y0: 1.58, y1: 1.82, z0: D - 0.08, z1: D - 0.01 },
      '#fbf6ea',
      { radius: 0.04 },
    );
  }
  // towels on the side wall
  const x = side === -1 ? r.xl : r.xr;
  const towel = rng.pick(p.accents);
  sidePanel(r, x - side * 0.02, D - 1.7, D - 1.1, 0.6, 1.25, lighten(towel, 0.2), 0.02);
  sidePanel(r, x - side * 0.03, D - 1.65, D - 1.15, 0.75, 1.25, towel, 0.02);
  svg.poly(
    quad(r, [
      [-0.4, 0.005, 2.0],
      [0.4, 0.005, 2.0],
      [0.4, 0.005, 2.5],
      [-0.4, 0.005, 2.5],
    ]),
    lighten(towel, 0.35),
  );
  plant(r, side === -1 ? r.xr - 0.3 : r.xl + 0.3, 2.2, 0.8);
}

function fireplace(r: Room, cx: number): void {
  const { svg } = r;
  svg.tag('fireplace');
  const D = r.depth;
  const stone = hsl(30, 10, 62);
  drawBox(r, { x0: cx - 0.8, x1: cx + 0.8, y0: 0, y1: 1.1, z0: D - 0.5, z1: D }, stone);
  drawBox(
    r,
    { x0: cx - 0.9, x1: cx + 0.9, y0: 1.1, y1: 1.18, z0: D - 0.56, z1: D },
    darken(r.p.wood, 0.1),
  );
  drawBox(
    r,
    { x0: cx - 0.5, x1: cx + 0.5, y0: 1.18, y1: r.height, z0: D - 0.35, z1: D },
    lighten(stone, 0.05),
  );
  const hole = quad(r, [
    [cx - 0.45, 0.05, D - 0.501],
    [cx + 0.45, 0.05, D - 0.501],
    [cx + 0.45, 0.8, D - 0.501],
    [cx - 0.45, 0.8, D - 0.501],
  ]);
  softPoly(svg, hole, '#1e1a17', 4);
  const [hx0, hy0, hx1, hy1] = bbox(hole);
  const fx = (hx0 + hx1) / 2;
  const fy = hy1;
  const s = hx1 - hx0;
  void hy0;
  svg.circle(
    fx,
    fy - s * 0.1,
    s * 0.5,
    svg.radial([
      [0, '#ffb050', 0.7],
      [1, '#ff8030', 0],
    ]),
  );
  svg.path(
    `M${n(fx - s * 0.25)},${n(fy)}Q${n(fx - s * 0.2)},${n(fy - s * 0.35)} ${n(fx)},${n(fy - s * 0.45)}Q${n(fx + s * 0.05)},${n(fy - s * 0.2)} ${n(fx + s * 0.25)},${n(fy)}Z`,
    '#ffb347',
  );
  svg.path(
    `M${n(fx - s * 0.12)},${n(fy)}Q${n(fx - s * 0.1)},${n(fy - s * 0.2)} ${n(fx)},${n(fy - s * 0.26)}Q${n(fx + s * 0.05)},${n(fy - s * 0.1)} ${n(fx + s * 0.12)},${n(fy)}Z`,
    '#fff0b0',
  );
  svg.rect(fx - s * 0.3, fy - s * 0.05, s * 0.6, s * 0.06, '#4a3020');
}

function living(r: Room): void {
  const { rng } = r;
  const mid = (r.xl + r.xr) / 2;
  const sofaX = mid + rng.jitter(0.3);
  const sofaW = rng.range(2, 2.4);
  const D = r.depth;
  const turn: -1 | 1 = r.sin >= 0 ? 1 : -1;
  const fire = r.style === 'chalet' || (r.style === 'country' && rng.chance(0.4));
  if (r.lightSide === 0) {
    windowIn(r, backPlane(r, sofaX - 0.9, sofaX + 0.9, 0.95, 2.15, 0.005), {
      curtains: true,
      floorLight: [
        [sofaX - 0.9, 0, D],
        [sofaX + 0.9, 0, D],
        [sofaX + 1.1, 0, D - 2],
        [sofaX - 1.1, 0, D - 2],
      ],
      bars: 'cross',
    });
  } else if (rng.chance(0.5)) {
    artwork(r, backPlane(r, sofaX - 0.5, sofaX + 0.5, 1.2, 1.9));
  } else {
    artwork(r, backPlane(r, sofaX - 0.95, sofaX - 0.1, 1.15, 1.8));
    artwork(r, backPlane(r, sofaX + 0.1, sofaX + 0.75, 1.25, 1.75));
  }
  // the side we turn towards carries a sideboard (unless its window is there)
  if (r.lightSide !== turn) sideboard(r, turn, D - 2.6, D - 0.9);
  if (fire && r.lightSide !== -turn) fireplace(r, -turn === -1 ? r.xl + 0.9 : r.xr - 0.9);
  rug(r, sofaX - 1.5, sofaX + 1.5, D - 3.0, D - 0.5);
  const lampSide = rng.chance(0.5) ? 1 : -1;
  const lampX = sofaX + (sofaW / 2 + 0.3) * lampSide;
  const plantX = lampSide > 0 ? r.xl + 0.35 : r.xr - 0.35;
  plant(r, plantX, D - 0.4, rng.range(1.4, 2));
  if (lampX > r.xl + 0.2 && lampX < r.xr - 0.2) floorLamp(r, lampX, D - 0.35);
  sofa(r, sofaX, D - 0.08, sofaW);
  coffeeTable(r, sofaX, D - 1.8);
  if (!fire || r.lightSide === -turn) armchair(r, -turn as -1 | 1, D - 2.3);
  if (rng.chance(0.6))
    pendant(
      r,
      sofaX,
      D - 1.8,
      rng.range(0.6, 0.9),
      rng.pick(['#f2efe8', r.p.metal, hsl(40, 45, 60)]),
    );
}

function bedroom(r: Room): void {
  const { rng } = r;
  const width = rng.range(1.5, 1.8);
  const mid = (r.xl + r.xr) / 2;
  const cx = mid + rng.jitter(0.25);
  const D = r.depth;
  const turn: -1 | 1 = r.sin >= 0 ? 1 : -1;
  if (r.lightSide === 0) {
    const wx = r.xr - 0.9 > cx + width / 2 + 0.9 ? r.xr - 0.75 : r.xl + 0.75;
    windowIn(r, backPlane(r, wx - 0.4, wx + 0.4, 0.9, 2.1, 0.005), {
      curtains: true,
      floorLight: [
        [wx - 0.4, 0, D],
        [wx + 0.4, 0, D],
        [wx + 0.5, 0, D - 1.6],
        [wx - 0.5, 0, D - 1.6],
      ],
      bars: 'cross',
    });
  }
  artwork(r, backPlane(r, cx - 0.55, cx + 0.55, 1.35, 1.95));
  if (r.lightSide !== turn) {
    if (rng.chance(0.5)) wardrobe(r, turn, D - 3.6, D - 2.2);
    else sideboard(r, turn, D - 3.4, D - 2.2);
  }
  rug(r, cx - 1.3, cx + 1.3, D - 3.0, D - 1.2);
  bed(r, cx, width);
  if (rng.chance(0.6)) {
    const bz = D - 2.35;
    drawBox(
      r,
      {
        x0: cx - width / 2 + 0.1,
        x1: cx + width / 2 - 0.1,
        y0: 0.36,
        y1: 0.46,
        z0: bz - 0.4,
        z1: bz,
      },
      rng.pick(r.p.accents),
      { radius: 0.03 },
    );
    for (const lx of [cx - width / 2 + 0.15, cx + width / 2 - 0.2]) {
      drawBox(
        r,
        { x0: lx, x1: lx + 0.05, y0: 0, y1: 0.36, z0: bz - 0.35, z1: bz - 0.3 },
        darken(r.p.wood, 0.2),
      );
    }
  }
  if (rng.chance(0.5)) plant(r, turn === 1 ? r.xl + 0.35 : r.xr - 0.35, D - 2.8, 1.3);
  if (rng.chance(0.5))
    pendant(r, cx, D - 2.2, 0.5, rng.pick(['#f2efe8', r.p.metal, hsl(40, 45, 60)]));
}

// ---------------------------------------------------------------------------------------------

export function drawInterior(category: InteriorCategory, svg: Svg, rng: Rng): void {
  const style = rng.weighted<Style>([
    ['scandi', 3],
    ['mediterranean', 2],
    ['chalet', 1.5],
    ['modern', 2],
    ['country', 2],
  ]);
  const p = palette(rng, style);
  const small = category === 'bathroom';
  const width = small ? rng.range(2.7, 3.3) : rng.range(4.2, 5.2);
  const offset = rng.jitter(small ? 0.2 : 0.4);
  const view =
    style === 'chalet'
      ? 'mountains'
      : rng.pick<View>(['sea', 'mountains', 'garden', 'lake', 'garden']);
  const yaw = (rng.chance(0.5) ? -1 : 1) * rng.range(0.08, 0.26);
  const r: Room = {
    svg,
    rng,
    style,
    p,
    f: small ? 600 : 700,
    horizon: 455 + rng.jitter(20),
    eye: rng.range(1.3, 1.45),
    xl: -width / 2 + offset,
    xr: width / 2 + offset,
    depth: small ? rng.range(3.2, 3.7) : rng.range(4.4, 5.2),
    height: style === 'chalet' ? rng.range(2.45, 2.6) : rng.range(2.55, 2.85),
    view,
    evening: rng.chance(0.15),
    lightSide: rng.weighted<-1 | 0 | 1>([
      [0, 2],
      [-1, 1],
      [1, 1],
    ]),
    sin: Math.sin(yaw),
    cos: Math.cos(yaw),
  };
  drawShell(r);
  if (category === 'living') living(r);
  else if (category === 'bedroom') bedroom(r);
  else if (category === 'kitchen') kitchen(r);
  else bathroom(r);
  // soft daylight from the window side, a warm tone in the evening and a gentle vignette
  const glow =
    r.lightSide === 0
      ? project(r, (r.xl + r.xr) / 2, 1.6, r.depth)
      : project(r, r.lightSide === -1 ? r.xl : r.xr, 1.6, r.depth - 1.5);
  const gx = Math.max(svg.left, Math.min(svg.right, glow[0]));
  // (a linear gradient from the window side: a radial one this large is slow to rasterise)
  const warm = r.evening ? '#ffcf80' : '#fffaf0';
  const reach = gx + (gx > 0 ? -1 : 1) * Math.max(500, Math.abs(gx) + 300);
  const rx0 = Math.max(svg.left, Math.min(gx, reach) - 150);
  const rx1 = Math.min(svg.right, Math.max(gx, reach) + 150);
  svg.rect(
    rx0,
    0,
    Math.max(0, rx1 - rx0),
    SCENE_HEIGHT,
    svg.linearAt(
      [
        [0, warm, r.evening ? 0.14 : 0.2],
        [1, warm, 0],
      ],
      gx,
      0,
      reach,
      0,
    ),
  );
  if (r.evening) svg.rect(svg.left, 0, svg.width, SCENE_HEIGHT, '#2a1c10', op(0.16));
  vignette(svg, '#14100c', 0.22);
}

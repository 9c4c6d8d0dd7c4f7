// Houses for the procedural photos: a holiday house seen at an angle (front face and one side
// receding towards a vanishing point on the horizon), with roof, windows, shutters, door,
// balcony and chimney; a row of town houses seen from the street; and a pool.
import { type Light, groundShadow, shadeFor } from './landscape';
import type { Rng } from './prng';
import {
  Batch,
  type Point,
  type Svg,
  circleD,
  darken,
  fillA,
  hsl,
  lighten,
  linePath,
  mix,
  n,
  op,
  rectD,
  sop,
} from './svg';

export type RoofKind = 'gable-front' | 'eaves-front' | 'hip' | 'flat';
export type WallTexture = 'render' | 'planks' | 'stone' | 'boards';
export type WindowKind = 'classic' | 'tall' | 'picture' | 'arched';

export interface HouseSpec {
  /** Centre of the front face and its ground line. */
  x: number;
  baseY: number;
  width: number;
  /** Depth of the receding side, in scene units before foreshortening. */
  depth: number;
  floorH: number;
  floors: number;
  roof: RoofKind;
  /** Roof height as a fraction of half the span. */
  pitch: number;
  overhang: number;
  wall: string;
  wallTexture: WallTexture;
  /** Upper floor / gable wall (e.g. timber on a chalet); defaults to `wall`. */
  upperWall?: string;
  upperTexture?: WallTexture;
  roofColor: string;
  trim: string;
  shutters?: string;
  door: string;
  windows: WindowKind;
  windowsPerFloor: number;
  balcony: boolean;
  chimney: boolean;
  flowers?: string;
  /** The side face shows on the left (the house stands right of the camera). */
  mirror: boolean;
  /** The horizon's y in the scene (for the vanishing point). */
  horizonY: number;
}

interface Ctx {
  svg: Svg;
  rng: Rng;
  light: Light;
  spec: HouseSpec;
  vp: Point;
  /** Which way the local +x faces relative to the sun: 1 toward it, -1 away. */
  sideFacing: number;
}

const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
const add = (a: Point, dx: number, dy: number): Point => [a[0] + dx, a[1] + dy];

/** Moves a local point `depth` units back towards the vanishing point. */
function recede(ctx: Ctx, p: Point, depth: number): Point {
  return lerp(p, ctx.vp, depth / (depth + 2600));
}

// ---------------------------------------------------------------------------------------------
// Windows and doors (front face, axis-aligned, local coordinates).

export interface WindowStyle {
  trim: string;
  shutters?: string;
  flowers?: string;
  kind: WindowKind;
}

export function glassFill(svg: Svg, light: Light): string {
  if (light.windowsLit) {
    return svg.linear([
      [0, '#ffe9b0'],
      [1, '#f0a850'],
    ]);
  }
  return svg.linear(
    [
      [0, mix(light.mid, '#ffffff', 0.25)],
      [0.45, mix(light.top, '#2c3a48', 0.45)],
      [1, '#26303a'],
    ],
    0,
    0,
    0,
    1,
  );
}

export function drawWindow(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  y: number,
  w: number,
  h: number,
  style: WindowStyle,
  batch?: Batch,
): void {
  const own = batch ?? new Batch();
  const frame = Math.max(2, w * 0.08);
  const trim = style.trim;
  if (style.shutters) {
    const sw = w * 0.48;
    let body = '';
    let louvres = '';
    for (const sx of [x - sw - frame * 0.6, x + w + frame * 0.6]) {
      body += rectD(sx, y - frame * 0.3, sw, h + frame * 0.6);
      for (let ly = y + h * 0.08; ly < y + h; ly += Math.max(3, h / 12)) {
        louvres += `M${n(sx + sw * 0.12)},${n(ly)}h${n(sw * 0.76)}`;
      }
    }
    own.add('shutters', fillA(style.shutters), body);
    own.add(
      'louvres',
      ` stroke="#000" stroke-width="${n(Math.max(0.6, h / 60))}"${sop(0.18)}`,
      louvres,
    );
  }
  const arch = style.kind === 'arched';
  const top = arch ? w * 0.3 : 0;
  if (arch) {
    own.add(
      'frame',
      fillA(trim),
      `M${n(x - frame)},${n(y + h + frame)}V${n(y + w / 2)}A${n(w / 2 + frame)},${n(w / 2 + frame)} 0 0 1 ${n(x + w + frame)},${n(y + w / 2)}V${n(y + h + frame)}Z`,
    );
  } else own.add('frame', fillA(trim), rectD(x - frame, y - frame, w + frame * 2, h + frame * 2));
  const glassD = arch
    ? `M${n(x)},${n(y + h)}V${n(y + w / 2)}A${n(w / 2)},${n(w / 2)} 0 0 1 ${n(x + w)},${n(y + w / 2)}V${n(y + h)}Z`
    : rectD(x, y, w, h);
  if (batch) {
    // batched windows share flat colours: a dark pane with the sky reflected in its upper part
    own.add('glass', fillA(light.windowsLit ? '#f4c46e' : mix(light.top, '#26303a', 0.6)), glassD);
    own.add(
      'glass-top',
      fillA(light.windowsLit ? '#ffe9b0' : mix(light.mid, '#ffffff', 0.2), 0.55),
      rectD(x, y + top, w, (h - top) * 0.42),
    );
  } else own.add('glass', fillA(glassFill(svg, light)), glassD);
  if (!light.windowsLit) {
    own.add(
      'streak',
      fillA('#ffffff', 0.12),
      `M${n(x + w * 0.15)},${n(y + h)}L${n(x + w * 0.55)},${n(y + top)}L${n(x + w * 0.8)},${n(y + top)}L${n(x + w * 0.4)},${n(y + h)}Z`,
    );
  }
  const bar = Math.max(1.2, w * 0.045);
  let bars = rectD(x + w / 2 - bar / 2, y + top * 0.5, bar, h - top * 0.5);
  if (style.kind !== 'picture') bars += rectD(x, y + h * (arch ? 0.55 : 0.42), w, bar);
  bars += rectD(x - frame * 1.6, y + h + frame * 0.6, w + frame * 3.2, frame * 1.2);
  own.add('bars', fillA(trim), bars);
  if (!arch) own.add('reveal', fillA('#000', 0.18), rectD(x, y, w, Math.max(1.5, h * 0.06)));
  if (style.flowers) {
    const by = y + h + frame * 1.8;
    own.add(
      'box',
      fillA(darken(hsl(25, 40, 40), 0.1)),
      rectD(x - frame, by, w + frame * 2, h * 0.12),
    );
    const dots = Math.max(4, Math.round(w / 5));
    let leaves = '';
    let main = '';
    let pale = '';
    for (let i = 0; i < dots; i++) {
      const fx = x - frame + ((i + 0.5) / dots) * (w + frame * 2);
      leaves += circleD(fx, by - rng.range(0, h * 0.08), rng.range(w * 0.06, w * 0.1));
    }
    for (let i = 0; i < dots; i++) {
      const fx = x - frame + rng.next() * (w + frame * 2);
      const dot = circleD(fx, by - rng.range(h * 0.02, h * 0.12), rng.range(w * 0.04, w * 0.07));
      if (i % 3) main += dot;
      else pale += dot;
    }
    own.add('leaves', fillA(hsl(110, 35, 32)), leaves);
    own.add('flowers', fillA(style.flowers), main);
    own.add('flowers', fillA(lighten(style.flowers, 0.3)), pale);
  }
  if (!batch) own.flush(svg);
}

function drawDoor(ctx: Ctx, x: number, w: number, h: number, arched: boolean): void {
  const { svg, spec } = ctx;
  const frame = w * 0.1;
  svg.rect(x - frame, -h - frame, w + frame * 2, h + frame, spec.trim);
  const color = shadeFor(spec.door, ctx.light, 0);
  if (arched) {
    svg.path(
      `M${n(x)},0V${n(-h + w / 2)}A${n(w / 2)},${n(w / 2)} 0 0 1 ${n(x + w)},${n(-h + w / 2)}V0Z`,
      color,
    );
  } else svg.rect(x, -h, w, h, color);
  const inset = w * 0.16;
  svg.rect(x + inset, -h * 0.88, w - inset * 2, h * 0.34, darken(color, 0.15), op(0.6));
  svg.rect(x + inset, -h * 0.46, w - inset * 2, h * 0.36, darken(color, 0.15), op(0.6));
  svg.circle(x + w * 0.8, -h * 0.5, Math.max(1.5, w * 0.04), '#d8c49a');
  svg.rect(x - frame * 2, -3, w + frame * 4, 5, mix(spec.trim, '#9a948c', 0.4));
  svg.rect(x, -h, w, h * 0.05, '#000', op(0.2));
}

// ---------------------------------------------------------------------------------------------
// Textures on a face given by four corners (bottom-left, bottom-right, top-right, top-left).

function quadPoint(q: readonly [Point, Point, Point, Point], u: number, v: number): Point {
  return lerp(lerp(q[0], q[1], u), lerp(q[3], q[2], u), v);
}

function faceTexture(
  svg: Svg,
  rng: Rng,
  q: readonly [Point, Point, Point, Point],
  kind: WallTexture,
  color: string,
  spacing: number,
): void {
  const height = Math.abs(q[3][1] - q[0][1]) || 1;
  if (kind === 'planks') {
    let d = '';
    const rows = Math.max(2, Math.round(height / spacing));
    for (let i = 1; i < rows; i++) {
      const a = quadPoint(q, 0, i / rows);
      const b = quadPoint(q, 1, i / rows);
      d += `M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}`;
    }
    svg.add(
      `<path d="${d}" stroke="${darken(color, 0.35)}" stroke-width="1.2" fill="none"${sop(0.45)}/>`,
    );
  } else if (kind === 'boards') {
    let d = '';
    const width = Math.hypot(q[1][0] - q[0][0], q[1][1] - q[0][1]);
    const cols = Math.max(2, Math.round(width / (spacing * 0.8)));
    for (let i = 1; i < cols; i++) {
      const a = quadPoint(q, i / cols, 0);
      const b = quadPoint(q, i / cols, 1);
      d += `M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}`;
    }
    svg.add(
      `<path d="${d}" stroke="${darken(color, 0.4)}" stroke-width="1.3" fill="none"${sop(0.5)}/>`,
    );
  } else if (kind === 'stone') {
    const stones = 26;
    for (let i = 0; i < stones; i++) {
      const p = quadPoint(q, rng.next(), rng.next());
      const s = spacing * rng.range(0.6, 1.2);
      svg.rrect(
        p[0] - s / 2,
        p[1] - s * 0.3,
        s,
        s * 0.6,
        s * 0.25,
        rng.chance(0.5) ? darken(color, 0.12) : lighten(color, 0.1),
        op(0.55),
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The house.

function roofTexture(
  svg: Svg,
  q: readonly [Point, Point, Point, Point],
  color: string,
  rows: number,
): void {
  let d = '';
  for (let i = 1; i < rows; i++) {
    const a = quadPoint(q, 0, i / rows);
    const b = quadPoint(q, 1, i / rows);
    d += `M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}`;
  }
  svg.add(
    `<path d="${d}" stroke="${darken(color, 0.35)}" stroke-width="1.4" fill="none"${sop(0.35)}/>`,
  );
}

function drawChimney(ctx: Ctx, base: Point, w: number, h: number): void {
  const { svg, light, spec } = ctx;
  const wall = spec.wallTexture === 'stone' ? spec.wall : mix(spec.wall, '#b8ada0', 0.3);
  const bl: Point = [base[0] - w / 2, base[1]];
  const br: Point = [base[0] + w / 2, base[1]];
  const tl = add(bl, 0, -h);
  const tr = add(br, 0, -h);
  const d = w * 0.8;
  svg.poly([br, recede(ctx, br, d), recede(ctx, tr, d), tr], shadeFor(wall, light, ctx.sideFacing));
  svg.poly([bl, br, tr, tl], shadeFor(wall, light, 0.3));
  svg.poly(
    [add(tl, -3, 0), add(tr, 3, 0), add(recede(ctx, tr, d), 3, 0), add(recede(ctx, tl, d), -3, 0)],
    darken(wall, 0.4),
  );
  svg.rect(tl[0] - 3, tl[1], w + 6, 5, darken(wall, 0.2));
}

export function drawHouse(svg: Svg, rng: Rng, light: Light, spec: HouseSpec): void {
  const mirrorSign = spec.mirror ? -1 : 1;
  const vpGlobalX = spec.x + mirrorSign * (spec.width / 2 + rng.range(900, 1600));
  const vp: Point = [(vpGlobalX - spec.x) * mirrorSign, spec.horizonY - spec.baseY];
  const sideFacing = mirrorSign === light.sunSide ? 0.8 : -0.8;
  const ctx: Ctx = { svg, rng, light, spec, vp, sideFacing };
  const w = spec.width;
  const wallH = spec.floorH * spec.floors;
  const shadowW = w * 0.7 + spec.depth * 0.3;
  groundShadow(
    svg,
    light,
    spec.x + mirrorSign * spec.depth * 0.12,
    spec.baseY + 4,
    shadowW,
    spec.depth * 0.12 + 14,
  );
  svg.group(
    `transform="translate(${n(spec.x)},${n(spec.baseY)})${spec.mirror ? ' scale(-1,1)' : ''}"`,
    () => drawHouseLocal(ctx, w, wallH),
  );
}

function drawHouseLocal(ctx: Ctx, w: number, wallH: number): void {
  const { svg, rng, light, spec } = ctx;
  const half = w / 2;
  const D = spec.depth;
  const FL: Point = [-half, 0];
  const FR: Point = [half, 0];
  const FLt: Point = [-half, -wallH];
  const FRt: Point = [half, -wallH];
  const BR = recede(ctx, FR, D);
  const BRt = recede(ctx, FRt, D);
  const wallFront = shadeFor(spec.wall, light, 0.35);
  const wallSide = shadeFor(spec.wall, light, ctx.sideFacing);
  const upper = spec.upperWall ?? spec.wall;
  const upperFront = shadeFor(upper, light, 0.35);
  const upperSide = shadeFor(upper, light, ctx.sideFacing);
  const roofLit = shadeFor(spec.roofColor, light, 0.6);
  const roofDark = shadeFor(spec.roofColor, light, -0.7);
  const o = spec.overhang;
  const rh = spec.pitch * half;
  const splitY = spec.upperWall && spec.floors > 1 ? -spec.floorH : -wallH;

  const drawWalls = () => {
    // Side face, then front face.
    svg.poly([FR, BR, BRt, FRt], wallSide);
    if (splitY > -wallH) {
      const s0: Point = [half, splitY];
      svg.poly([s0, recede(ctx, s0, D), BRt, FRt], upperSide);
      faceTexture(
        svg,
        rng,
        [s0, recede(ctx, s0, D), BRt, FRt],
        spec.upperTexture ?? 'render',
        upperSide,
        14,
      );
      faceTexture(svg, rng, [FR, BR, recede(ctx, s0, D), s0], spec.wallTexture, wallSide, 14);
    } else faceTexture(svg, rng, [FR, BR, BRt, FRt], spec.wallTexture, wallSide, 14);
    svg.rect(
      -half,
      -wallH,
      w,
      wallH,
      svg.linear([
        [0, wallFront],
        [1, darken(wallFront, 0.06)],
      ]),
    );
    if (splitY > -wallH) {
      svg.rect(-half, -wallH, w, wallH + splitY, upperFront);
      faceTexture(
        svg,
        rng,
        [[-half, splitY], [half, splitY], FRt, FLt],
        spec.upperTexture ?? 'render',
        upperFront,
        14,
      );
      faceTexture(
        svg,
        rng,
        [FL, FR, [half, splitY], [-half, splitY]],
        spec.wallTexture,
        wallFront,
        14,
      );
      svg.rect(-half, splitY - 3, w, 6, darken(upper, 0.3));
    } else faceTexture(svg, rng, [FL, FR, FRt, FLt], spec.wallTexture, wallFront, 14);
    // plinth
    svg.rect(-half, -10, w, 10, darken(wallFront, 0.18), op(0.6));
    svg.poly([FR, BR, add(BR, 0, -10), add(FR, 0, -10)], darken(wallSide, 0.18), op(0.6));
    // side windows
    const sideWindows = Math.max(1, Math.round(D / 130));
    for (let f = 0; f < spec.floors; f++) {
      for (let i = 0; i < sideWindows; i++) {
        const u0 = (i + 0.3) / sideWindows;
        const u1 = (i + 0.7) / sideWindows;
        const y0 = -f * spec.floorH - spec.floorH * 0.28;
        const y1 = -f * spec.floorH - spec.floorH * 0.78;
        const quad = [
          recede(ctx, [half, y0], D * u0),
          recede(ctx, [half, y0], D * u1),
          recede(ctx, [half, y1], D * u1),
          recede(ctx, [half, y1], D * u0),
        ];
        svg.add(
          `<path d="${linePath(quad)}" fill="${glassFill(svg, light)}" stroke="${shadeFor(spec.trim, light, ctx.sideFacing)}" stroke-width="${n(spec.floorH * 0.05)}"/>`,
        );
        if (spec.shutters) {
          const sh = [
            recede(ctx, [half, y0 + 2], D * (u0 - 0.13 / sideWindows)),
            recede(ctx, [half, y0 + 2], D * (u0 - 0.02 / sideWindows)),
            recede(ctx, [half, y1 - 2], D * (u0 - 0.02 / sideWindows)),
            recede(ctx, [half, y1 - 2], D * (u0 - 0.13 / sideWindows)),
          ];
          svg.poly(sh, shadeFor(spec.shutters, light, ctx.sideFacing));
        }
      }
    }
  };

  const drawFront = () => {
    const style: WindowStyle = {
      trim: shadeFor(spec.trim, light, 0.4),
      kind: spec.windows,
      ...(spec.shutters ? { shutters: shadeFor(spec.shutters, light, 0.3) } : {}),
    };
    const per = spec.windowsPerFloor;
    const doorW = spec.floorH * 0.42;
    const doorH = spec.floorH * 0.78;
    const doorX = per % 2 === 1 ? -half + w * rng.range(0.12, 0.22) : -doorW / 2;
    for (let f = 0; f < spec.floors; f++) {
      const big = spec.windows === 'picture';
      const wh = spec.floorH * (big ? 0.72 : spec.windows === 'tall' ? 0.64 : 0.46);
      const ww = big ? (w / per) * 0.62 : Math.min(spec.floorH * 0.36, (w / per) * 0.45);
      const y = -f * spec.floorH - spec.floorH * (big ? 0.85 : 0.76);
      for (let i = 0; i < per; i++) {
        const cx = -half + (w * (i + 0.5)) / per;
        if (f === 0 && Math.abs(cx - (doorX + doorW / 2)) < ww / 2 + doorW / 2 + 8) continue;
        const flowers =
          spec.flowers && f > 0 && !spec.balcony && rng.chance(0.7) ? spec.flowers : undefined;
        drawWindow(svg, rng, light, cx - ww / 2, y, ww, wh, {
          ...style,
          ...(flowers ? { flowers } : {}),
        });
      }
    }
    drawDoor(ctx, doorX, doorW, doorH, spec.windows === 'arched');
    if (spec.balcony && spec.floors > 1) {
      const by = -spec.floorH;
      const bw = w + 20;
      const wood = shadeFor(spec.upperWall ?? darken(spec.trim, 0.1), light, 0.2);
      svg.rect(-bw / 2, by - 4, bw, 10, darken(wood, 0.25));
      svg.rect(-bw / 2, by + 6, bw, 6, '#000', op(0.18));
      const railH = spec.floorH * 0.32;
      svg.rect(-bw / 2, by - railH - 4, bw, 5, wood);
      let d = '';
      for (let x = -bw / 2 + 4; x < bw / 2; x += 9)
        d += `M${n(x)},${n(by - railH)}v${n(railH - 4)}`;
      svg.add(`<path d="${d}" stroke="${wood}" stroke-width="4.5"/>`);
      if (spec.flowers) {
        svg.rect(-bw / 2, by - railH - 14, bw, 10, darken(hsl(25, 40, 40), 0.1));
        for (let x = -bw / 2 + 4; x < bw / 2; x += 7) {
          svg.circle(x, by - railH - 16 - rng.range(0, 6), rng.range(4, 6), hsl(110, 35, 30));
          if (rng.chance(0.75))
            svg.circle(
              x + rng.jitter(3),
              by - railH - 18 - rng.range(0, 8),
              rng.range(2.5, 4),
              spec.flowers,
            );
        }
      }
    }
  };

  const fascia = shadeFor(
    spec.roof === 'flat' ? spec.trim : darken(spec.roofColor, 0.25),
    light,
    0,
  );
  const fasciaW = Math.max(4, w * 0.018);
  const tileRows = Math.max(4, Math.round(rh / 12));

  if (spec.roof === 'gable-front') {
    const apex: Point = [0, -wallH - rh];
    const slope = rh / half;
    const EL: Point = [-half - o, -wallH + o * slope];
    const ER: Point = [half + o, -wallH + o * slope];
    const front = -o * 0.6;
    const Df = D + o * 1.2;
    const eL = recede(ctx, EL, front);
    const eR = recede(ctx, ER, front);
    const a = recede(ctx, apex, front);
    // far (left) roof plane peeks out behind the gable
    svg.poly([eL, a, recede(ctx, apex, Df), recede(ctx, EL, Df)], roofDark);
    drawWalls();
    // the gable
    svg.poly([FLt, apex, FRt], upperFront);
    faceTexture(
      svg,
      rng,
      [FLt, FRt, apex, apex],
      spec.upperTexture ?? spec.wallTexture,
      upperFront,
      14,
    );
    drawFront();
    if (spec.chimney)
      drawChimney(ctx, recede(ctx, [half * 0.45, -wallH - rh * 0.55], D * 0.6), w * 0.09, rh * 0.6);
    const plane: [Point, Point, Point, Point] = [eR, recede(ctx, ER, Df), recede(ctx, apex, Df), a];
    svg.poly(
      plane,
      svg.linear(
        [
          [0, roofLit],
          [1, mix(roofLit, roofDark, 0.35)],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    roofTexture(svg, plane, spec.roofColor, tileRows);
    svg.add(
      `<path d="M${n(eL[0])},${n(eL[1])}L${n(a[0])},${n(a[1])}L${n(eR[0])},${n(eR[1])}" stroke="${fascia}" stroke-width="${n(fasciaW)}" fill="none" stroke-linejoin="round"/>`,
    );
    // shadow under the bargeboards
    svg.add(
      `<path d="M${n(FLt[0])},${n(FLt[1] + 4)}L${n(apex[0])},${n(apex[1] + 10)}L${n(FRt[0])},${n(FRt[1] + 4)}" stroke="#000" stroke-width="10" fill="none"${sop(0.12)}/>`,
    );
  } else if (spec.roof === 'eaves-front' || spec.roof === 'hip') {
    const hip = spec.roof === 'hip';
    const inset = hip ? Math.min(half * 0.6, D * 0.5) : -o;
    const front = -o * 0.8;
    const EL = recede(ctx, [-half - o, -wallH + 4], front);
    const ER = recede(ctx, [half + o, -wallH + 4], front);
    const RL = recede(ctx, [-half + inset, -wallH - rh], D / 2);
    const RR = recede(ctx, [half - inset, -wallH - rh], D / 2);
    const BER = recede(ctx, [half + o, -wallH + 4], D + o * 0.8);
    drawWalls();
    if (!hip) {
      const gableTop = recede(ctx, [half, -wallH - rh], D / 2);
      svg.poly([FRt, BRt, gableTop], upperSide);
      faceTexture(
        svg,
        rng,
        [FRt, BRt, gableTop, gableTop],
        spec.upperTexture ?? spec.wallTexture,
        upperSide,
        14,
      );
    }
    svg.rect(-half, -wallH, w, 16, '#000', op(0.16));
    svg.poly([FRt, BRt, add(BRt, 0, 12), add(FRt, 0, 12)], '#000', op(0.14));
    drawFront();
    // side plane (hip) or its edge (gable), then the front plane
    svg.poly([ER, BER, RR], hip ? roofDark : fascia);
    if (spec.chimney)
      drawChimney(
        ctx,
        recede(ctx, [-half * 0.45, -wallH - rh * 0.7], D * 0.4),
        w * 0.06,
        rh * 0.75,
      );
    const plane: [Point, Point, Point, Point] = [EL, ER, RR, RL];
    svg.poly(
      plane,
      svg.linear(
        [
          [0, mix(roofLit, roofDark, 0.25)],
          [1, roofLit],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    roofTexture(svg, plane, spec.roofColor, tileRows);
    svg.add(
      `<path d="M${n(EL[0])},${n(EL[1])}L${n(ER[0])},${n(ER[1])}" stroke="${fascia}" stroke-width="${n(fasciaW)}" stroke-linecap="round"/>`,
    );
  } else {
    // Flat roof with a slab that overhangs a little.
    drawWalls();
    drawFront();
    const slab = shadeFor(spec.trim, light, 0.5);
    const t = Math.max(10, wallH * 0.06);
    const a: Point = [-half - o, -wallH];
    const b: Point = [half + o, -wallH];
    const top: [Point, Point, Point, Point] = [
      add(a, 0, -t),
      add(b, 0, -t),
      recede(ctx, add(b, 0, -t), D + o),
      recede(ctx, add(a, 0, -t), D + o),
    ];
    svg.rect(-half, -wallH, w, 16, '#000', op(0.2));
    svg.poly(
      [b, recede(ctx, b, D + o), recede(ctx, add(b, 0, -t), D + o), add(b, 0, -t)],
      darken(slab, 0.2),
    );
    svg.poly(top, mix(slab, '#9aa0a6', 0.3));
    svg.rect(a[0], a[1] - t, w + o * 2, t, slab);
  }
}

// ---------------------------------------------------------------------------------------------
// Town houses seen from the street (front faces only, side by side).

export interface TownhouseSpec {
  x0: number;
  x1: number;
  baseY: number;
  floors: number;
  floorH: number;
  facade: string;
  roof: string;
  trim: string;
  shutters?: string;
  flowers?: string;
  balconies: boolean;
  gable: boolean;
  shop?: string;
}

export function drawTownhouse(svg: Svg, rng: Rng, light: Light, s: TownhouseSpec): void {
  const w = s.x1 - s.x0;
  const h = s.floors * s.floorH + s.floorH * 0.3;
  const top = s.baseY - h;
  const facade = shadeFor(s.facade, light, 0.3);
  svg.rect(
    s.x0,
    top,
    w,
    h,
    svg.linear([
      [0, lighten(facade, 0.05)],
      [1, darken(facade, 0.08)],
    ]),
  );
  // roof
  const roof = shadeFor(s.roof, light, 0.2);
  if (s.gable) {
    const rh = w * 0.35;
    svg.poly(
      [
        [s.x0 - 6, top + 4],
        [(s.x0 + s.x1) / 2, top - rh],
        [s.x1 + 6, top + 4],
      ],
      roof,
    );
    svg.poly(
      [
        [s.x0 + 8, top],
        [(s.x0 + s.x1) / 2, top - rh + 14],
        [s.x1 - 8, top],
      ],
      facade,
    );
    drawWindow(
      svg,
      rng,
      light,
      (s.x0 + s.x1) / 2 - w * 0.07,
      top - rh * 0.45,
      w * 0.14,
      rh * 0.35,
      { trim: s.trim, kind: 'classic' },
    );
  } else {
    svg.poly(
      [
        [s.x0 - 6, top + 4],
        [s.x0 + 14, top - 40],
        [s.x1 - 14, top - 40],
        [s.x1 + 6, top + 4],
      ],
      roof,
    );
    roofTexture(
      svg,
      [
        [s.x0 - 6, top + 4],
        [s.x1 + 6, top + 4],
        [s.x1 - 14, top - 40],
        [s.x0 + 14, top - 40],
      ],
      s.roof,
      4,
    );
    svg.rect(s.x0 - 6, top, w + 12, 8, lighten(s.trim, 0.1));
  }
  svg.rect(s.x0, top + 8, w, 10, '#000', op(0.12));
  // cornice between floors
  const per = Math.max(2, Math.round(w / (s.floorH * 0.9)));
  const ww = Math.min(s.floorH * 0.34, (w / per) * 0.5);
  const style: WindowStyle = {
    trim: s.trim,
    kind: rng.chance(0.3) ? 'tall' : 'classic',
    ...(s.shutters ? { shutters: s.shutters } : {}),
  };
  const batch = new Batch();
  const rails = new Batch();
  for (let f = 1; f < s.floors; f++) {
    const fy = s.baseY - f * s.floorH;
    for (let i = 0; i < per; i++) {
      const cx = s.x0 + (w * (i + 0.5)) / per;
      const flowers = s.flowers && !s.balconies && rng.chance(0.5) ? s.flowers : undefined;
      drawWindow(
        svg,
        rng,
        light,
        cx - ww / 2,
        fy - s.floorH * 0.8,
        ww,
        s.floorH * 0.6,
        { ...style, ...(flowers ? { flowers } : {}) },
        batch,
      );
      if (s.balconies && rng.chance(0.6)) {
        const bx = cx - ww * 0.9;
        const bw = ww * 1.8;
        const by = fy - s.floorH * 0.2;
        rails.add('slab', fillA(darken(s.trim, 0.2)), rectD(bx, by, bw, 5));
        rails.add('slab', fillA('#000', 0.15), rectD(bx, by + 5, bw, 4));
        let d = `M${n(bx)},${n(by - s.floorH * 0.22)}h${n(bw)}`;
        for (let x = bx + 3; x < bx + bw; x += 6)
          d += `M${n(x)},${n(by - s.floorH * 0.22)}v${n(s.floorH * 0.22)}`;
        rails.add('rail', ' stroke="#2e3236" stroke-width="1.6" fill="none"', d);
        if (s.flowers && rng.chance(0.6)) {
          for (let k = 0; k < 6; k++) {
            rails.add(
              'blooms',
              fillA(k % 2 ? hsl(110, 35, 30) : s.flowers),
              circleD(
                bx + rng.next() * bw,
                by - s.floorH * 0.22 - rng.range(0, 8),
                rng.range(3, 5),
              ),
            );
          }
        }
      }
    }
    batch.add('cornice', fillA(darken(facade, 0.12), 0.6), rectD(s.x0, fy - 2, w, 4));
  }
  batch.flush(svg);
  rails.flush(svg);
  // ground floor: door and a shop window or two windows
  const gy = s.baseY;
  const doorW = s.floorH * 0.36;
  const doorX = s.x0 + w * rng.range(0.15, 0.7);
  if (s.shop) {
    const sx = s.x0 + w * 0.08;
    const sw = w * 0.84;
    svg.rect(sx, gy - s.floorH * 0.82, sw, s.floorH * 0.82, darken(s.trim, 0.55));
    svg.rect(sx + 6, gy - s.floorH * 0.75, sw - 12, s.floorH * 0.7, glassFill(svg, light));
    // awning
    const ay = gy - s.floorH * 0.86;
    const stripes = 8;
    for (let i = 0; i < stripes; i++) {
      svg.poly(
        [
          [sx - 8 + ((sw + 16) * i) / stripes, ay - 20],
          [sx - 8 + ((sw + 16) * (i + 1)) / stripes, ay - 20],
          [sx - 14 + ((sw + 28) * (i + 1)) / stripes, ay + 14],
          [sx - 14 + ((sw + 28) * i) / stripes, ay + 14],
        ],
        i % 2 ? s.shop : lighten(s.shop, 0.8),
      );
    }
    svg.rect(sx - 14, ay + 14, sw + 28, 6, darken(s.shop, 0.2));
  } else {
    svg.rect(doorX - 4, gy - s.floorH * 0.75 - 4, doorW + 8, s.floorH * 0.75 + 4, s.trim);
    svg.rect(
      doorX,
      gy - s.floorH * 0.75,
      doorW,
      s.floorH * 0.75,
      darken(hsl(rng.range(0, 360), 30, 35), 0.1),
    );
    svg.rect(doorX, gy - s.floorH * 0.75, doorW, 5, '#000', op(0.2));
  }
  svg.rect(s.x0, gy - 12, w, 12, darken(facade, 0.2), op(0.5));
}

// ---------------------------------------------------------------------------------------------
// A pool in front of a house: a trapezoid seen from above at an angle.

export function drawPool(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: { cx: number; farY: number; nearY: number; farW: number; nearW: number; coping?: string },
): void {
  svg.tag('pool');
  const coping = shadeFor(o.coping ?? '#e8e2d6', light, 0.6);
  const c = 10 + (o.nearY - o.farY) * 0.06;
  const outer: Point[] = [
    [o.cx - o.farW / 2 - c, o.farY - c * 0.5],
    [o.cx + o.farW / 2 + c, o.farY - c * 0.5],
    [o.cx + o.nearW / 2 + c * 1.3, o.nearY + c * 0.7],
    [o.cx - o.nearW / 2 - c * 1.3, o.nearY + c * 0.7],
  ];
  svg.poly(outer, coping);
  const water: Point[] = [
    [o.cx - o.farW / 2, o.farY],
    [o.cx + o.farW / 2, o.farY],
    [o.cx + o.nearW / 2, o.nearY],
    [o.cx - o.nearW / 2, o.nearY],
  ];
  const deep = hsl(192, 70, light.time === 'dusk' ? 32 : 44);
  const shallow = hsl(180, 62, light.time === 'dusk' ? 42 : 62);
  svg.poly(
    water,
    svg.linear([
      [0, darken(deep, 0.1)],
      [0.12, deep],
      [1, shallow],
    ]),
  );
  // far inner wall band
  svg.poly(
    [
      water[0] ?? [0, 0],
      water[1] ?? [0, 0],
      [o.cx + o.farW / 2 - 4, o.farY + (o.nearY - o.farY) * 0.1],
      [o.cx - o.farW / 2 + 4, o.farY + (o.nearY - o.farY) * 0.1],
    ],
    darken(deep, 0.2),
    op(0.5),
  );
  // caustic ripples
  let d = '';
  const rows = 9;
  for (let i = 1; i < rows; i++) {
    const t = i / rows;
    const y = o.farY + (o.nearY - o.farY) * (0.1 + 0.9 * t);
    const half = (o.farW + (o.nearW - o.farW) * (0.1 + 0.9 * t)) / 2;
    let x = o.cx - half + rng.range(4, 20);
    while (x < o.cx + half - 30) {
      const len = rng.range(16, 40) * (0.6 + t);
      d += `M${n(x)},${n(y)}q${n(len / 2)},${n(-3 - 3 * t)} ${n(len)},0`;
      x += len + rng.range(10, 40);
    }
  }
  svg.add(`<path d="${d}" stroke="#ffffff" stroke-width="1.6" fill="none"${sop(0.4)}/>`);
  svg.poly(
    water,
    svg.linear([
      [0, light.horizon, 0.35],
      [0.5, light.horizon, 0],
    ]),
  );
}

/** A sun lounger, seen from the front-left, at scale `s` (1 ≈ 100 units long). */
export function drawLounger(
  svg: Svg,
  light: Light,
  x: number,
  y: number,
  s: number,
  color: string,
): void {
  const frame = shadeFor('#f2f0ea', light, 0.5);
  groundShadow(svg, light, x + 40 * s, y + 4 * s, 60 * s, 8 * s);
  svg.poly(
    [
      [x, y],
      [x + 70 * s, y - 6 * s],
      [x + 74 * s, y - 2 * s],
      [x + 4 * s, y + 4 * s],
    ],
    frame,
  );
  svg.poly(
    [
      [x + 66 * s, y - 6 * s],
      [x + 92 * s, y - 34 * s],
      [x + 98 * s, y - 30 * s],
      [x + 72 * s, y - 2 * s],
    ],
    frame,
  );
  svg.poly(
    [
      [x + 4 * s, y - 4 * s],
      [x + 66 * s, y - 9 * s],
      [x + 90 * s, y - 36 * s],
      [x + 94 * s, y - 33 * s],
      [x + 70 * s, y - 5 * s],
      [x + 6 * s, y],
    ],
    shadeFor(color, light, 0.4),
  );
  svg.line(x + 6 * s, y + 3 * s, x + 6 * s, y + 12 * s, darken(frame, 0.3), 2 * s);
  svg.line(x + 70 * s, y - 2 * s, x + 70 * s, y + 8 * s, darken(frame, 0.3), 2 * s);
}

/** A market parasol. */
export function drawParasol(
  svg: Svg,
  light: Light,
  x: number,
  groundY: number,
  size: number,
  color: string,
): void {
  const topY = groundY - size * 1.1;
  svg.line(x, groundY, x, topY, '#6b6258', size * 0.03);
  const c = shadeFor(color, light, 0.5);
  svg.path(
    `M${n(x - size * 0.75)},${n(topY + size * 0.22)}Q${n(x - size * 0.4)},${n(topY - size * 0.05)} ${n(x)},${n(topY - size * 0.12)}Q${n(x + size * 0.4)},${n(topY - size * 0.05)} ${n(x + size * 0.75)},${n(topY + size * 0.22)}Q${n(x)},${n(topY + size * 0.12)} ${n(x - size * 0.75)},${n(topY + size * 0.22)}Z`,
    c,
  );
  svg.path(
    `M${n(x)},${n(topY - size * 0.12)}Q${n(x + size * 0.4 * light.sunSide)},${n(topY - size * 0.05)} ${n(x + size * 0.75 * light.sunSide)},${n(topY + size * 0.22)}Q${n(x + size * 0.3 * light.sunSide)},${n(topY + size * 0.15)} ${n(x)},${n(topY + size * 0.14)}Z`,
    lighten(c, 0.2),
    op(0.6),
  );
  groundShadow(svg, light, x - light.sunSide * size * 0.2, groundY, size * 0.6, size * 0.1);
}

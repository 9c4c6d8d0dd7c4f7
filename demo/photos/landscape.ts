// Landscape building blocks for the procedural photos: sky and light by time of day, clouds,
// mountain ranges with snow, forested and farmed hills, sea, beach, lake reflections and plants.
// Everything draws into an Svg whose x runs from -width/2 to width/2 (0 = centre) and y from 0
// (top) to 900 (bottom). Content is generated over the widest frame (±1100) so that a 4:3
// picture is the middle of the same scene a wide banner shows.
import type { Rng } from './prng';
import {
  Batch,
  type Point,
  type Svg,
  circleD,
  darken,
  ellipseD,
  fillA,
  hsl,
  lighten,
  linePath,
  mix,
  n,
  op,
  pts,
  smoothPath,
  sop,
} from './svg';

export const SCENE_HEIGHT = 900;
/** Half the widest frame we draw for (hero 2.4:1 → 1080), with a margin. */
export const SCENE_REACH = 1120;

export type TimeOfDay = 'morning' | 'midday' | 'afternoon' | 'golden' | 'dusk';

export interface Light {
  time: TimeOfDay;
  top: string;
  mid: string;
  horizon: string;
  /** The colour distant things fade into. */
  haze: string;
  sunX: number;
  sunY: number;
  sunVisible: boolean;
  sunColor: string;
  glow: string;
  /** Tint of surfaces facing the sun. */
  lit: string;
  /** Tint of surfaces in shade. */
  shade: string;
  /** -1: the sun is on the left, 1: on the right. */
  sunSide: -1 | 1;
  /** 0 (full daylight) … 0.45 (dusk): how much darker the land is. */
  dim: number;
  windowsLit: boolean;
}

export function pickTime(rng: Rng): TimeOfDay {
  return rng.weighted<TimeOfDay>([
    ['midday', 5],
    ['morning', 2],
    ['afternoon', 3],
    ['golden', 2],
    ['dusk', 0.8],
  ]);
}

export function makeLight(rng: Rng, time: TimeOfDay, horizonY: number): Light {
  const sunSide: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const sunX = sunSide * rng.range(120, 560);
  const hue = rng.jitter(6);
  switch (time) {
    case 'midday':
      return {
        time,
        top: hsl(212 + hue, 64, 50),
        mid: hsl(206 + hue, 62, 70),
        horizon: hsl(200 + hue, 48, 88),
        haze: hsl(205 + hue, 36, 84),
        sunX,
        sunY: rng.range(-60, 60),
        sunVisible: false,
        sunColor: '#fffdf2',
        glow: '#fffbea',
        lit: '#fff8e8',
        shade: hsl(220, 30, 38),
        sunSide,
        dim: 0,
        windowsLit: false,
      };
    case 'morning':
      return {
        time,
        top: hsl(208 + hue, 52, 60),
        mid: hsl(200 + hue, 52, 79),
        horizon: hsl(42, 62, 89),
        haze: hsl(210, 30, 86),
        sunX,
        sunY: horizonY - rng.range(170, 300),
        sunVisible: rng.chance(0.4),
        sunColor: '#fffaf0',
        glow: '#fff6dc',
        lit: '#fff4de',
        shade: hsl(222, 28, 42),
        sunSide,
        dim: 0.04,
        windowsLit: false,
      };
    case 'afternoon':
      return {
        time,
        top: hsl(214 + hue, 56, 54),
        mid: hsl(205 + hue, 52, 74),
        horizon: hsl(44, 56, 87),
        haze: hsl(208, 32, 83),
        sunX,
        sunY: rng.range(40, 180),
        sunVisible: false,
        sunColor: '#fff8e4',
        glow: '#fff4d6',
        lit: '#fff0d4',
        shade: hsl(224, 30, 38),
        sunSide,
        dim: 0.02,
        windowsLit: false,
      };
    case 'golden':
      return {
        time,
        top: hsl(218 + hue, 44, 58),
        mid: hsl(28 + hue, 68, 80),
        horizon: hsl(38 + hue, 88, 78),
        haze: hsl(30, 48, 78),
        sunX,
        sunY: horizonY - rng.range(50, 120),
        sunVisible: true,
        sunColor: '#fff1c2',
        glow: '#ffd98c',
        lit: '#ffd8a0',
        shade: hsl(250, 24, 40),
        sunSide,
        dim: 0.1,
        windowsLit: rng.chance(0.3),
      };
    case 'dusk':
      return {
        time,
        top: hsl(228 + hue, 38, 32),
        mid: hsl(300 + hue, 22, 56),
        horizon: hsl(24 + hue, 80, 72),
        haze: hsl(285, 18, 58),
        sunX,
        sunY: horizonY - rng.range(0, 20),
        sunVisible: true,
        sunColor: '#ffe2a8',
        glow: '#ffae70',
        lit: '#ffb58a',
        shade: hsl(240, 30, 24),
        sunSide,
        dim: 0.38,
        windowsLit: true,
      };
  }
}

/** A land/building colour as lit by this light: `facing` 1 = towards the sun, -1 = away. */
export function shadeFor(color: string, light: Light, facing: number): string {
  const base = mix(color, light.shade, light.dim);
  if (facing >= 0) return mix(base, light.lit, 0.12 * facing);
  return mix(base, light.shade, 0.28 * -facing);
}

/** Aerial perspective: fade a colour towards the haze. */
export function fade(color: string, light: Light, amount: number): string {
  return mix(mix(color, light.shade, light.dim * 0.6), light.haze, amount);
}

// ---------------------------------------------------------------------------------------------
// Noise.

/** Smooth 1-D value noise in [-1, 1], with `octaves` halving the wavelength each time. */
export function valueNoise(rng: Rng, wavelength: number, octaves = 3): (x: number) => number {
  const layers = Array.from({ length: octaves }, (_, o) => {
    const values = Array.from({ length: 64 }, () => rng.range(-1, 1));
    return { values, wl: wavelength / 2 ** o, amp: 0.55 ** o };
  });
  const norm = layers.reduce((sum, l) => sum + l.amp, 0);
  return (x: number) => {
    let total = 0;
    for (const { values, wl, amp } of layers) {
      const u = x / wl + 1000;
      const i = Math.floor(u);
      const f = u - i;
      const s = f * f * (3 - 2 * f);
      const a = values[i % 64] ?? 0;
      const b = values[(i + 1) % 64] ?? 0;
      total += (a + (b - a) * s) * amp;
    }
    return total / norm;
  };
}

// ---------------------------------------------------------------------------------------------
// Sky.

export function drawSky(svg: Svg, light: Light, horizonY: number): void {
  const fill = svg.linearAt(
    [
      [0, light.top],
      [0.55, light.mid],
      [0.92, light.horizon],
      [1, light.horizon],
    ],
    0,
    0,
    0,
    horizonY + 40,
  );
  svg.rect(-SCENE_REACH, -10, SCENE_REACH * 2, SCENE_HEIGHT + 20, fill);
  // The glow: a brighter sky on the sun's side (a cheap linear gradient) and a radial core
  // around the sun (radial gradients cost per pixel, so this one stays small).
  const strong = light.sunVisible ? 1 : 0.75;
  const side = light.sunX < 0 ? 0 : 1;
  const glowX0 = Math.max(svg.left, light.sunX - 900);
  const glowX1 = Math.min(svg.right, light.sunX + 900);
  svg.rect(
    glowX0,
    -10,
    Math.max(0, glowX1 - glowX0),
    Math.min(horizonY + 10, Math.max(0, light.sunY) + 560),
    svg.linearAt(
      [
        [0, light.glow, 0.3 * strong],
        [1, light.glow, 0],
      ],
      light.sunX,
      0,
      light.sunX + (side ? -900 : 900),
      0,
    ),
  );
  svg.circle(
    light.sunX,
    light.sunY,
    170,
    svg.radial([
      [0, light.glow, 0.75 * strong],
      [0.3, light.glow, 0.35 * strong],
      [1, light.glow, 0],
    ]),
  );
  if (light.sunVisible) {
    const r = light.time === 'dusk' ? 34 : 28;
    svg.circle(
      light.sunX,
      light.sunY,
      r,
      svg.radial([
        [0, '#ffffff'],
        [0.6, light.sunColor],
        [1, light.sunColor, 0.85],
      ]),
    );
  }
}

function cloudPath(rng: Rng, cx: number, cy: number, w: number, h: number): string {
  const bumps = rng.int(4, 7);
  const points: Point[] = [[cx - w / 2, cy]];
  for (let i = 1; i < bumps; i++) {
    const t = i / bumps;
    const lift = Math.sin(Math.PI * t) ** 0.8 * h * rng.range(0.55, 1);
    points.push([cx - w / 2 + w * t + rng.jitter(w * 0.04), cy - lift]);
  }
  points.push([cx + w / 2, cy]);
  let d = `M${n(cx - w / 2)},${n(cy)}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] ?? [0, 0];
    const [x1, y1] = points[i] ?? [0, 0];
    const r = (Math.hypot(x1 - x0, y1 - y0) / 2) * rng.range(1.02, 1.2);
    d += `A${n(r)},${n(r)} 0 0 1 ${n(x1)},${n(y1)}`;
  }
  d += `Q${n(cx)},${n(cy + h * 0.12)} ${n(cx - w / 2)},${n(cy)}Z`;
  return d;
}

export function drawClouds(
  svg: Svg,
  rng: Rng,
  light: Light,
  horizonY: number,
  amount: number,
): void {
  const count = Math.round(amount * rng.range(7, 13));
  const golden = light.time === 'golden' || light.time === 'dusk';
  const top = golden ? (light.time === 'dusk' ? hsl(22, 80, 78) : '#fff3e0') : '#ffffff';
  const under = golden
    ? light.time === 'dusk'
      ? hsl(320, 22, 52)
      : hsl(12, 45, 74)
    : mix(light.mid, '#8f9bb0', 0.3);
  for (let i = 0; i < count; i++) {
    const depth = rng.next() ** 1.4; // 0 = high and near, 1 = low and far
    const cy = 60 + depth * (horizonY - 140) + rng.jitter(20);
    const w = (1 - depth * 0.7) * rng.range(180, 420);
    const h = w * rng.range(0.22, 0.42) * (1 - depth * 0.4);
    const cx = rng.range(-SCENE_REACH, SCENE_REACH);
    const far = depth * 0.5;
    const fill = svg.linear([
      [0, mix(top, light.horizon, far * 0.6)],
      [0.55, mix(top, under, 0.35)],
      [1, mix(under, light.horizon, far)],
    ]);
    const path = cloudPath(rng, cx, cy, w, h);
    const alpha = rng.range(0.78, 0.95);
    if (svg.visible(cx - w / 2, cx + w / 2)) svg.path(path, fill, op(alpha));
  }
  const streaks = rng.int(0, golden ? 5 : 3);
  for (let i = 0; i < streaks; i++) {
    const y = rng.range(40, horizonY - 60);
    svg.ellipse(
      rng.range(-SCENE_REACH, SCENE_REACH),
      y,
      rng.range(160, 380),
      rng.range(4, 10),
      golden ? top : '#ffffff',
      op(rng.range(0.25, 0.45)),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Mountains and hills.

/** The points of a left-to-right outline that matter for the frame (one beyond each edge). */
function crop(svg: Svg, points: readonly Point[]): Point[] {
  const first = points.findIndex((p) => p[0] >= svg.left - 30);
  let last = points.length - 1;
  while (last > 0 && (points[last]?.[0] ?? 0) > svg.right + 30) last--;
  return points.slice(Math.max(0, first - 1), Math.min(points.length, last + 2));
}

export interface RangeOptions {
  baseY: number;
  /** Highest (smallest y) and lowest peak tops. */
  peakTop: number;
  peakBottom: number;
  peaks: number;
  rock: string;
  /** Fade towards the haze, 0–1. */
  haze: number;
  /** y below which there is no snow; omit for none. */
  snowLine?: number;
  roughness?: number;
}

/** A mountain range; returns its silhouette path (for reflections). */
export function drawMountains(svg: Svg, rng: Rng, light: Light, o: RangeOptions): string {
  svg.tag('mountains');
  if (o.snowLine !== undefined) svg.tag('snow');
  const x0 = -SCENE_REACH;
  const x1 = SCENE_REACH;
  const span = x1 - x0;
  const peaks: { x: number; y: number; left: number; right: number; main: boolean }[] = [];
  for (let i = 0; i < o.peaks; i++) {
    const x = x0 + (span * (i + 0.5)) / o.peaks + rng.jitter(span / o.peaks / 2.5);
    const y = rng.range(o.peakTop, o.peakBottom);
    peaks.push({ x, y, left: rng.range(0.5, 1.1), right: rng.range(0.5, 1.1), main: true });
    // shoulders: lower sub-peaks on the flanks
    for (let k = rng.int(1, 2); k > 0; k--) {
      const side = rng.chance(0.5) ? -1 : 1;
      const dx = rng.range(50, 150);
      peaks.push({
        x: x + side * dx,
        y: y + dx * rng.range(0.35, 0.6),
        left: rng.range(0.6, 1.2),
        right: rng.range(0.6, 1.2),
        main: false,
      });
    }
  }
  const noise = valueNoise(rng, 130, 5);
  const rough = o.roughness ?? 1;
  const ridge: Point[] = [];
  for (let x = x0; x <= x1; x += 10) {
    let y = o.baseY;
    for (const p of peaks) {
      const dx = x - p.x;
      y = Math.min(y, p.y + (dx < 0 ? p.left : p.right) * Math.abs(dx) ** 0.97);
    }
    const height = o.baseY - y;
    y -= noise(x) * (8 + height * 0.16) * rough;
    ridge.push([x, Math.min(o.baseY, y)]);
  }
  const bottom = o.baseY + 4;
  const visibleRidge = crop(svg, ridge);
  const vx0 = visibleRidge[0]?.[0] ?? x0;
  const vx1 = visibleRidge[visibleRidge.length - 1]?.[0] ?? x1;
  const silhouette = linePath([...visibleRidge, [vx1, bottom], [vx0, bottom]]);
  const topY = Math.min(...peaks.map((p) => p.y));
  const rock = fade(o.rock, light, o.haze);
  svg.path(
    silhouette,
    svg.linearAt(
      [
        [0, shadeFor(rock, light, 0.5)],
        [1, fade(o.rock, light, Math.min(1, o.haze + 0.35))],
      ],
      0,
      topY,
      0,
      o.baseY,
    ),
  );
  const ridgeAt = (x: number) => ridge[Math.round((x - x0) / 10)]?.[1] ?? o.baseY;

  // Snow: between the ridge and a ragged snow line.
  if (o.snowLine !== undefined) {
    const snowLine = o.snowLine;
    const snowNoise = valueNoise(rng, 40, 3);
    const lower: Point[] = ridge.map(([x, y]) => {
      const gully = Math.max(0, snowNoise(x * 1.7)) * 70;
      return [x, Math.max(y, snowLine + snowNoise(x) * 26 + gully)];
    });
    const snow = mix('#ffffff', light.lit, 0.25);
    svg.path(
      linePath([...crop(svg, ridge), ...crop(svg, lower).reverse()]),
      fade(snow, light, o.haze * 0.7),
      op(0.95),
    );
  }

  // Shadowed faces: from each main peak a spur runs down; the side away from the sun, up to the
  // next valley, is darker.
  const away = -light.sunSide;
  const shadow = fade(light.shade, light, o.haze * 0.6);
  for (const p of peaks) {
    const py = ridgeAt(p.x);
    if (!p.main || py >= o.baseY - 30) continue;
    const face: Point[] = [[p.x, py]];
    let lowest = py;
    let valleyX = p.x;
    for (let x = p.x + 10 * away; Math.abs(x - p.x) < 700; x += 10 * away) {
      const y = ridgeAt(x);
      if (y > lowest) {
        lowest = y;
        valleyX = x;
      } else if (y < lowest - 12) break;
      face.push([x, y]);
    }
    while (face.length > 1 && (face[face.length - 1]?.[0] ?? 0) * away > valleyX * away) face.pop();
    const spurDx = ((o.baseY - py) / rng.range(1.4, 2.6)) * away * 0.6;
    face.push([valleyX + away * (o.baseY - lowest) * 0.5, o.baseY], [p.x + spurDx, o.baseY]);
    const steps = 7;
    for (let i = steps - 1; i > 0; i--) {
      const t = i / steps;
      face.push([p.x + spurDx * t ** 1.3 + rng.jitter(8), py + (o.baseY - py) * t]);
    }
    svg.poly(face, shadow, op(0.2 + (1 - o.haze) * 0.14));
  }
  return silhouette;
}

/** A ridge of forest: a hill whose top edge is a row of conifer tips. */
export function drawForestRidge(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: { y: number; amp: number; baseY: number; green: string; haze: number; tree?: number },
): string {
  const noise = valueNoise(rng, 420, 3);
  const tree = o.tree ?? 12;
  const points: Point[] = [];
  for (let x = -SCENE_REACH; x <= SCENE_REACH; x += tree * rng.range(0.7, 1.2)) {
    const y = o.y + noise(x) * o.amp;
    const tip = tree * rng.range(1.2, 2.4);
    points.push([x, y], [x + tree * 0.5, y - tip]);
  }
  const silhouette = linePath([
    ...crop(svg, points),
    [SCENE_REACH, o.baseY + 4],
    [-SCENE_REACH, o.baseY + 4],
  ]);
  svg.path(
    silhouette,
    svg.linearAt(
      [
        [0, fade(shadeFor(o.green, light, -0.3), light, o.haze)],
        [1, fade(o.green, light, Math.min(1, o.haze + 0.25))],
      ],
      0,
      o.y - o.amp,
      0,
      o.baseY,
    ),
  );
  return silhouette;
}

/** A smooth hill silhouette across the whole reach. */
export function hillPath(
  rng: Rng,
  y: number,
  amp: number,
  baseY: number,
  wavelength = 500,
): string {
  const noise = valueNoise(rng, wavelength, 2);
  const points: Point[] = [];
  for (let x = -SCENE_REACH - 100; x <= SCENE_REACH + 100; x += 110) {
    points.push([x, y + noise(x) * amp]);
  }
  return smoothPath(points, [
    [SCENE_REACH + 100, baseY],
    [-SCENE_REACH - 100, baseY],
  ]);
}

export interface FieldHillOptions {
  y: number;
  amp: number;
  baseY: number;
  palette: readonly string[];
  haze: number;
  hedges: boolean;
  wavelength?: number;
}

/** A rolling hill covered with a patchwork of fields and hedgerows. */
export function drawFieldHill(svg: Svg, rng: Rng, light: Light, o: FieldHillOptions): void {
  const d = hillPath(rng, o.y, o.amp, o.baseY, o.wavelength);
  const base = o.palette[0] ?? '#7da35a';
  svg.path(d, fade(base, light, o.haze));
  const clip = svg.clip(d);
  const hedge = fade(darken(hsl(110, 35, 30), 0.2), light, o.haze * 0.8);
  const top = o.y - o.amp - 20;
  svg.group(`clip-path="${clip}"`, () => {
    let x = -SCENE_REACH - 150;
    while (x < SCENE_REACH + 150) {
      const w = rng.range(160, 380);
      const slant = rng.jitter(260);
      const slant2 = slant + rng.jitter(80);
      const color = fade(rng.pick(o.palette), light, o.haze);
      const field: Point[] = [
        [x, top],
        [x + w, top],
        [x + w + slant2, o.baseY],
        [x + slant, o.baseY],
      ];
      const tone = shadeFor(color, light, rng.range(-0.4, 0.6));
      const x0 = Math.min(x, x + slant);
      const x1 = Math.max(x + w, x + w + slant2);
      svg.keepIf(x0, x1, () => {
        svg.poly(field, tone);
        if (rng.chance(0.35)) {
          // crop rows
          const rows = rng.int(4, 8);
          let d = '';
          for (let r = 1; r < rows; r++) {
            const t = r / rows;
            d += `M${n(x + w * t)},${n(top)}L${n(x + slant + (w + slant2 - slant) * t)},${n(o.baseY)}`;
          }
          svg.add(
            `<path d="${d}" stroke="${darken(color, 0.25)}" stroke-width="1.5"${sop(0.18)}/>`,
          );
        }
        if (o.hedges) {
          svg.line(x, top, x + slant, o.baseY, hedge, 3 + (1 - o.haze) * 3, sop(0.9));
          const blobs: [number, number, number][] = [];
          for (let b = rng.int(1, 4); b > 0; b--) {
            const t = rng.next();
            const r = (5 + (1 - o.haze) * 10) * rng.range(0.8, 1.4);
            blobs.push([x + slant * t, top + (o.baseY - top) * t, r]);
          }
          svg.circles(blobs, hedge);
        }
      });
      x += w;
    }
    // A soft light rim along the top of the hill (only a band: translucent gradients cost).
    const rimTop = o.y - o.amp - 10;
    const rimBottom = Math.min(o.baseY, o.y + o.amp + 70);
    svg.rect(
      svg.left,
      rimTop,
      svg.width,
      rimBottom - rimTop,
      svg.linear([
        [0, light.lit, 0.2],
        [1, light.lit, 0],
      ]),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Water.

export interface SeaOptions {
  horizonY: number;
  shoreY: number;
  deep: string;
  shallow: string;
}

export function drawSea(svg: Svg, rng: Rng, light: Light, o: SeaOptions): void {
  svg.tag('sea');
  const { horizonY, shoreY } = o;
  const deep = shadeFor(o.deep, light, 0);
  svg.rect(
    -SCENE_REACH,
    horizonY,
    SCENE_REACH * 2,
    shoreY - horizonY + 30,
    svg.linearAt(
      [
        [0, mix(deep, light.haze, 0.45)],
        [0.25, deep],
        [0.75, mix(deep, o.shallow, 0.5)],
        [1, shadeFor(o.shallow, light, 0.3)],
      ],
      0,
      horizonY,
      0,
      shoreY,
    ),
  );
  // Sun glitter below the sun.
  if (light.sunY < horizonY) {
    const glitter = mix(light.glow, '#ffffff', 0.5);
    const strong = light.sunVisible ? 0.8 : 0.35;
    for (let i = 0; i < 40; i++) {
      const t = rng.next() ** 1.6;
      const y = horizonY + 2 + t * (shoreY - horizonY) * 0.9;
      const spread = 30 + t * 240;
      svg.ellipse(
        light.sunX + rng.jitter(spread),
        y,
        4 + t * 30,
        0.8 + t * 2.5,
        glitter,
        op(strong * (1 - t) * rng.range(0.4, 1)),
      );
    }
  }
  // Waves: light crests with a darker trough, shorter and thinner towards the horizon.
  const crest = mix(lighten(deep, 0.45), light.lit, 0.2);
  const trough = darken(deep, 0.25);
  // batched in bands of distance: one path per band keeps the file small
  const rows = 26;
  const bands = 5;
  const crests = Array.from({ length: bands }, () => '');
  const troughs = Array.from({ length: bands }, () => '');
  for (let i = 0; i < rows; i++) {
    const t = ((i + rng.next()) / rows) ** 1.8;
    const band = Math.min(bands - 1, Math.floor(t * bands));
    const y = horizonY + 4 + t * (shoreY - horizonY - 10);
    const perRow = 5 + Math.round(rng.range(4, 9) * (1 - t * 0.4));
    for (let k = 0; k < perRow; k++) {
      const x = rng.range(-SCENE_REACH, SCENE_REACH);
      const len = 14 + t * rng.range(40, 140);
      const lift = 1 + t * 4;
      if (!svg.visible(x, x + len)) continue;
      crests[band] += `M${n(x)},${n(y)}q${n(len / 2)},${n(-lift)} ${n(len)},0`;
      troughs[band] +=
        `M${n(x + len * 0.1)},${n(y + lift + 1)}q${n(len * 0.4)},${n(lift * 0.6)} ${n(len * 0.8)},0`;
    }
  }
  for (let b = 0; b < bands; b++) {
    const t = (b + 0.5) / bands;
    if (crests[b]) {
      svg.add(
        `<path d="${crests[b]}" stroke="${crest}" stroke-width="${n(0.8 + t * 2.4)}" fill="none"${sop(0.35 + t * 0.3)}/>`,
      );
    }
    if (troughs[b]) {
      svg.add(
        `<path d="${troughs[b]}" stroke="${trough}" stroke-width="${n(0.6 + t * 1.6)}" fill="none"${sop(0.18 + t * 0.1)}/>`,
      );
    }
  }
}

/** Sand from the waterline down, with wet sand and two lines of foam. */
export function drawBeach(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: { shoreY: number; bottomY: number; sand: string },
): void {
  const noise = valueNoise(rng, 160, 2);
  const line = (offset: number, amp: number): Point[] => {
    const pts: Point[] = [];
    for (let x = -SCENE_REACH - 60; x <= SCENE_REACH + 60; x += 60) {
      pts.push([x, o.shoreY + offset + noise(x + offset * 7) * amp]);
    }
    return pts;
  };
  const sand = shadeFor(o.sand, light, 0.4);
  const wet = darken(mix(o.sand, '#8a7a66', 0.3), 0.1);
  const bottom: Point[] = [
    [SCENE_REACH + 60, o.bottomY],
    [-SCENE_REACH - 60, o.bottomY],
  ];
  svg.path(
    smoothPath(line(0, 6), bottom),
    svg.linearAt(
      [
        [0, wet],
        [0.08, mix(wet, sand, 0.7)],
        [0.3, sand],
        [1, shadeFor(lighten(o.sand, 0.1), light, 0.8)],
      ],
      0,
      o.shoreY,
      0,
      o.bottomY,
    ),
  );
  const foam = mix('#ffffff', light.lit, 0.2);
  svg.add(
    `<path d="${smoothPath(line(-2, 7))}" stroke="${foam}" stroke-width="4" fill="none"${sop(0.85)}/>`,
  );
  svg.add(
    `<path d="${smoothPath(line(-9, 5))}" stroke="${foam}" stroke-width="2" fill="none"${sop(0.5)}/>`,
  );
}

/** A calm lake: a mirrored copy of `reflect` (a symbol id), tinted, with ripple lines. */
export function drawLake(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: { waterY: number; nearY: number; water: string; reflect: string },
): void {
  svg.tag('lake');
  const water = shadeFor(o.water, light, 0);
  svg.rect(
    -SCENE_REACH,
    o.waterY,
    SCENE_REACH * 2,
    o.nearY - o.waterY,
    svg.linearAt(
      [
        [0, mix(light.horizon, water, 0.4)],
        [1, darken(water, 0.15)],
      ],
      0,
      o.waterY,
      0,
      o.nearY,
    ),
  );
  const clip = svg.clip(
    linePath([
      [-SCENE_REACH, o.waterY],
      [SCENE_REACH, o.waterY],
      [SCENE_REACH, o.nearY],
      [-SCENE_REACH, o.nearY],
    ]),
  );
  svg.add(
    `<g clip-path="${clip}"><use href="#${o.reflect}" transform="matrix(1 0 0 -1 0 ${n(o.waterY * 2)})"/></g>`,
  );
  // the water's own colour over the mirror image (cheaper than a translucent reflection)
  svg.rect(
    -SCENE_REACH,
    o.waterY,
    SCENE_REACH * 2,
    o.nearY - o.waterY,
    svg.linearAt(
      [
        [0, mix(water, light.horizon, 0.3), 0.5],
        [1, water, 0.78],
      ],
      0,
      o.waterY,
      0,
      o.nearY,
    ),
  );
  const ripple = mix('#ffffff', light.horizon, 0.4);
  for (let i = 0; i < 34; i++) {
    const t = rng.next() ** 1.5;
    const y = o.waterY + 3 + t * (o.nearY - o.waterY - 6);
    svg.rect(
      rng.range(-SCENE_REACH, SCENE_REACH),
      y,
      20 + t * rng.range(60, 220),
      0.8 + t * 1.5,
      ripple,
      op(0.2 + 0.25 * rng.next()),
    );
  }
  svg.rect(-SCENE_REACH, o.waterY, SCENE_REACH * 2, 1.5, lighten(light.horizon, 0.3), op(0.6));
}

// ---------------------------------------------------------------------------------------------
// Ground, plants.

/** The foreground ground plane from `y` down, gently undulating. */
export function drawGround(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: { y: number; amp: number; color: string; far?: string },
): void {
  const far = o.far ?? mix(o.color, light.haze, 0.25);
  svg.path(
    hillPath(rng, o.y, o.amp, SCENE_HEIGHT + 20, 700),
    svg.linearAt(
      [
        [0, shadeFor(far, light, 0.5)],
        [1, shadeFor(darken(o.color, 0.12), light, -0.2)],
      ],
      0,
      o.y - o.amp,
      0,
      SCENE_HEIGHT,
    ),
  );
}

/** A soft contact shadow on the ground. */
export function groundShadow(
  svg: Svg,
  light: Light,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): void {
  if (!svg.visible(cx - rx * 1.2, cx + rx * 1.2)) return;
  if (rx < 70) {
    // small shadows: two flat ellipses (radial gradients are slow to rasterise)
    const x = cx + light.sunSide * -rx * 0.15;
    svg.ellipse(x, cy, rx * 0.9, ry * 0.9, light.shade, op(0.12));
    svg.ellipse(x, cy, rx * 0.6, ry * 0.55, light.shade, op(0.14));
    return;
  }
  svg.ellipse(
    cx + light.sunSide * -rx * 0.15,
    cy,
    rx,
    ry,
    svg.radial([
      [0, light.shade, 0.42],
      [0.55, light.shade, 0.22],
      [1, light.shade, 0],
    ]),
  );
}

export interface TreeColors {
  leaf: string;
  trunk: string;
}

export const LEAF_GREENS = [
  hsl(100, 38, 38),
  hsl(88, 40, 40),
  hsl(120, 30, 34),
  hsl(75, 38, 42),
  hsl(140, 26, 32),
];

/**
 * A broadleaf tree: trunk and a canopy of overlapping round masses in three tones (shadow, body,
 * sunlit highlights), lit from the sun's side.
 */
export function drawTree(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  baseY: number,
  size: number,
  leaf: string,
  haze = 0,
): void {
  const trunk = fade(hsl(25, 25, 28), light, haze);
  const trunkH = size * rng.range(0.35, 0.5);
  groundShadow(svg, light, x, baseY, size * 0.55, size * 0.09);
  svg.poly(
    [
      [x - size * 0.05, baseY],
      [x - size * 0.025, baseY - trunkH],
      [x + size * 0.025, baseY - trunkH],
      [x + size * 0.05, baseY],
    ],
    trunk,
  );
  const cy = baseY - trunkH - size * 0.32;
  const blobs: [number, number, number][] = [];
  const count = rng.int(5, 8);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.jitter(0.4);
    const dist = size * rng.range(0.12, 0.28);
    blobs.push([
      x + Math.cos(a) * dist * 1.1,
      cy + Math.sin(a) * dist * 0.8,
      size * rng.range(0.2, 0.3),
    ]);
  }
  blobs.push([x, cy - size * 0.1, size * 0.3]);
  const dark = fade(shadeFor(leaf, light, -1), light, haze);
  const body = fade(shadeFor(leaf, light, 0.2), light, haze);
  const bright = fade(shadeFor(lighten(leaf, 0.25), light, 1), light, haze);
  const sx = light.sunSide;
  svg.circles(blobs, dark);
  svg.circles(
    blobs.map(([bx, by, r]) => [bx + sx * r * 0.12, by - r * 0.12, r * 0.82] as const),
    body,
  );
  svg.circles(
    blobs
      .filter(() => rng.chance(0.6))
      .map(([bx, by, r]) => [bx + sx * r * 0.3, by - r * 0.3, r * 0.45] as const),
    bright,
    op(0.7),
  );
}

/** A conifer: stacked drooping tiers, the sunny side lighter. */
export function drawConifer(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  baseY: number,
  height: number,
  green: string,
  haze = 0,
): void {
  const w = height * rng.range(0.3, 0.4);
  const tiers = rng.int(4, 6);
  const dark = fade(shadeFor(green, light, -0.6), light, haze);
  const lit = fade(shadeFor(lighten(green, 0.12), light, 1), light, haze);
  if (haze < 0.5) groundShadow(svg, light, x, baseY, w * 0.7, w * 0.12);
  svg.rect(
    x - height * 0.02,
    baseY - height * 0.12,
    height * 0.04,
    height * 0.12,
    fade(hsl(25, 25, 25), light, haze),
  );
  const sx = light.sunSide;
  let left = '';
  let right = '';
  for (let i = 0; i < tiers; i++) {
    const t0 = i / tiers;
    const top = baseY - height + (height * 0.9 * t0) / 1.05;
    const bottom = baseY - height * 0.08 - (height * 0.9 * (tiers - i - 1)) / tiers / 1.0;
    const half = (w / 2) * (0.35 + 0.65 * ((i + 1) / tiers));
    const tier = `M${n(x)},${n(top)}Q${n(x - half * 0.4)},${n(bottom - (bottom - top) * 0.3)} ${n(x - half)},${n(bottom)}Q${n(x)},${n(bottom - (bottom - top) * 0.12)} ${n(x + half)},${n(bottom)}Q${n(x + half * 0.4)},${n(bottom - (bottom - top) * 0.3)} ${n(x)},${n(top)}Z`;
    left += tier;
    const sunnyHalf = `M${n(x)},${n(top)}Q${n(x + sx * half * 0.4)},${n(bottom - (bottom - top) * 0.3)} ${n(x + sx * half)},${n(bottom)}Q${n(x + sx * half * 0.5)},${n(bottom - (bottom - top) * 0.1)} ${n(x)},${n(bottom - (bottom - top) * 0.08)}Z`;
    right += sunnyHalf;
  }
  svg.path(left, dark);
  svg.path(right, lit, op(0.55));
}

/** A slender Mediterranean cypress. */
export function drawCypress(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  baseY: number,
  height: number,
  haze = 0,
): void {
  const w = height * rng.range(0.13, 0.18);
  const green = hsl(95, 30, 26);
  if (haze < 0.5) groundShadow(svg, light, x, baseY, w * 1.1, w * 0.2);
  const d = `M${n(x)},${n(baseY - height)}C${n(x + w * 0.7)},${n(baseY - height * 0.7)} ${n(x + w * 0.6)},${n(baseY - height * 0.15)} ${n(x + w * 0.15)},${n(baseY)}L${n(x - w * 0.15)},${n(baseY)}C${n(x - w * 0.6)},${n(baseY - height * 0.15)} ${n(x - w * 0.7)},${n(baseY - height * 0.7)} ${n(x)},${n(baseY - height)}Z`;
  svg.path(d, fade(shadeFor(green, light, -0.4), light, haze));
  const sx = light.sunSide;
  svg.path(
    `M${n(x)},${n(baseY - height)}C${n(x + sx * w * 0.7)},${n(baseY - height * 0.7)} ${n(x + sx * w * 0.6)},${n(baseY - height * 0.15)} ${n(x + sx * w * 0.15)},${n(baseY)}L${n(x)},${n(baseY)}Z`,
    fade(shadeFor(lighten(green, 0.15), light, 1), light, haze),
    op(0.6),
  );
}

/** A palm with a curved, ringed trunk and drooping, feathery fronds. */
export function drawPalm(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  baseY: number,
  height: number,
): void {
  svg.tag('palms');
  const lean = rng.jitter(height * 0.3);
  const topX = x + lean;
  const topY = baseY - height;
  const trunk = shadeFor(hsl(32, 22, 50), light, 0);
  const w0 = height * 0.045;
  const w1 = height * 0.028;
  const midX = x + lean * 0.15;
  const midY = baseY - height * 0.55;
  groundShadow(svg, light, x, baseY, height * 0.28, height * 0.045);
  svg.path(
    `M${n(x - w0)},${n(baseY)}Q${n(midX - w0)},${n(midY)} ${n(topX - w1)},${n(topY)}L${n(topX + w1)},${n(topY)}Q${n(midX + w0)},${n(midY)} ${n(x + w0)},${n(baseY)}Z`,
    svg.linear(
      [
        [0, light.sunSide < 0 ? lighten(trunk, 0.15) : darken(trunk, 0.2)],
        [1, light.sunSide < 0 ? darken(trunk, 0.2) : lighten(trunk, 0.15)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  // rings on the trunk
  let rings = '';
  for (let t = 0.04; t < 0.97; t += 0.045) {
    const u = 1 - t;
    const cx = u * u * x + 2 * u * t * midX + t * t * topX;
    const cy = u * u * baseY + 2 * u * t * midY + t * t * topY;
    const hw = w0 + (w1 - w0) * t;
    rings += `M${n(cx - hw)},${n(cy)}q${n(hw)},${n(hw * 0.4)} ${n(hw * 2)},0`;
  }
  svg.add(
    `<path d="${rings}" stroke="${darken(trunk, 0.35)}" stroke-width="${n(Math.max(1, height * 0.004))}" fill="none"${sop(0.6)}/>`,
  );
  const fronds = rng.int(9, 12);
  const green = hsl(rng.range(85, 105), 40, 34);
  const order = rng.shuffle(Array.from({ length: fronds }, (_, i) => i));
  for (const i of order) {
    const a = -Math.PI / 2 + (i / (fronds - 1) - 0.5) * Math.PI * 1.7 + rng.jitter(0.12);
    const len = height * rng.range(0.3, 0.42);
    const droop = len * (0.25 + 0.5 * Math.abs(Math.cos(a)));
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + droop;
    const mx = topX + Math.cos(a) * len * 0.55;
    const my = topY + Math.sin(a) * len * 0.6 - len * 0.08;
    const fw = len * 0.2;
    const tone = shadeFor(i % 2 ? green : lighten(green, 0.1), light, Math.cos(a) * light.sunSide);
    // a feathery frond: a leaf with notched edges
    const nx = -Math.sin(a);
    const ny = Math.cos(a);
    let d = `M${n(topX)},${n(topY)}`;
    const steps = 6;
    const upper: Point[] = [];
    const lower: Point[] = [];
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      const u = 1 - t;
      const px = u * u * topX + 2 * u * t * mx + t * t * ex;
      const py = u * u * topY + 2 * u * t * my + t * t * ey;
      const w = fw * Math.sin(Math.PI * Math.min(1, t * 1.15)) * (k % 2 ? 1 : 0.55);
      upper.push([px + nx * w, py + Math.abs(ny) * w * 0.9 + w * 0.35]);
      lower.push([px - nx * w * 0.6, py - Math.abs(ny) * w * 0.4 + w * 0.7]);
    }
    d += `L${pts(upper)}L${pts(lower.reverse())}Z`;
    svg.path(d, tone, ' stroke-linejoin="round"');
    svg.add(
      `<path d="M${n(topX)},${n(topY)}Q${n(mx)},${n(my)} ${n(ex)},${n(ey)}" stroke="${darken(tone, 0.3)}" stroke-width="1.2" fill="none"${sop(0.5)}/>`,
    );
  }
  svg.circle(topX, topY + 4, height * 0.025, darken(trunk, 0.35));
}

/** A low rounded shrub, optionally flowering. */
export function drawBush(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  baseY: number,
  size: number,
  leaf: string,
  flowers?: string,
): void {
  const batch = new Batch();
  bushInto(batch, svg, rng, light, x, baseY, size, leaf, flowers);
  batch.flush(svg);
}

/**
 * Adds a shrub to a batch: a hedge or flower border of many shrubs then costs a handful of
 * elements. Shrubs out of the frame consume their random numbers but add nothing.
 */
export function bushInto(
  batch: Batch,
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  baseY: number,
  size: number,
  leaf: string,
  flowers?: string,
): void {
  const dark = shadeFor(leaf, light, -0.8);
  const body = shadeFor(leaf, light, 0.3);
  const count = rng.int(3, 5);
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const r = size * rng.range(0.28, 0.4) * (1 - Math.abs(t - 0.5) * 0.6);
    blobs.push([x - size / 2 + size * t, baseY - r * 0.9, r]);
  }
  const dots: [number, number, number, boolean][] = [];
  if (flowers) {
    for (let i = Math.round(size / 5) - 1; i >= 0; i--) {
      const b = rng.pick(blobs);
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0, b[2] * 0.85);
      const r = rng.range(1.6, 3.2) * (size / 50);
      dots.push([b[0] + Math.cos(a) * d, b[1] + Math.sin(a) * d * 0.8, r, i % 3 === 0]);
    }
  }
  if (!svg.visible(x - size, x + size)) return;
  const sx = x + light.sunSide * -size * 0.09;
  batch.add('shadow', fillA(light.shade, 0.12), ellipseD(sx, baseY, size * 0.54, size * 0.09));
  batch.add(
    'shadow-core',
    fillA(light.shade, 0.14),
    ellipseD(sx, baseY, size * 0.36, size * 0.055),
  );
  batch.add('dark', fillA(dark), blobs.map(([bx, by, r]) => circleD(bx, by, r)).join(''));
  batch.add(
    'body',
    fillA(body),
    blobs
      .map(([bx, by, r]) => circleD(bx + light.sunSide * r * 0.15, by - r * 0.15, r * 0.78))
      .join(''),
  );
  if (flowers) {
    for (const [fx, fy, r, pale] of dots) {
      batch.add('flowers', fillA(pale ? lighten(flowers, 0.35) : flowers), circleD(fx, fy, r));
    }
  }
}

/** A clipped hedge along y = baseY: a scalloped dark band with a sunlit top, two paths. */
export function drawHedgeRow(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: { baseY: number; height: number; green: string },
): void {
  const scallops = (lift: number, inset: number): string => {
    let x = svg.left - 30;
    let d = `M${n(x)},${n(o.baseY)}V${n(o.baseY - o.height + lift)}`;
    while (x < svg.right + 30) {
      const w = rng.range(30, 60);
      const rise = rng.range(0.2, 0.45) * w;
      d += `q${n(w / 2)},${n(-rise * 2)} ${n(w)},0`;
      x += w;
    }
    return `${d}V${n(o.baseY - inset)}H${n(svg.left - 30)}Z`;
  };
  svg.path(scallops(0, 0), shadeFor(o.green, light, -0.6));
  svg.path(
    scallops(8, o.height * 0.45),
    svg.linear([
      [0, shadeFor(lighten(o.green, 0.12), light, 0.8)],
      [1, shadeFor(o.green, light, 0)],
    ]),
  );
  svg.rect(svg.left, o.baseY - 6, svg.width, 8, light.shade, op(0.2));
}

/** Grass tufts and small flowers scattered over a band of the foreground. */
export function drawMeadowDetail(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: { y0: number; y1: number; grass: string; flowers: readonly string[]; density: number },
): void {
  const count = Math.round(o.density * 120);
  const blade = shadeFor(lighten(o.grass, 0.15), light, 0.8);
  let d = '';
  for (let i = 0; i < count; i++) {
    const t = rng.next() ** 0.7;
    const y = o.y0 + t * (o.y1 - o.y0);
    const x = rng.range(-SCENE_REACH, SCENE_REACH);
    const h = 3 + t * 12;
    if (svg.visible(x - h, x + h))
      d += `M${n(x)},${n(y)}l${n(-h * 0.3)},${n(-h)}M${n(x)},${n(y)}l${n(h * 0.25)},${n(-h * 0.9)}`;
  }
  svg.add(`<path d="${d}" stroke="${blade}" stroke-width="1.4" fill="none"${sop(0.55)}/>`);
  if (o.flowers.length > 0) {
    const byColor = o.flowers.map((): [number, number, number][] => []);
    for (let i = 0; i < count / 2; i++) {
      const t = rng.next() ** 0.7;
      const k = rng.int(0, o.flowers.length - 1);
      const x = rng.range(-SCENE_REACH, SCENE_REACH);
      if (svg.visible(x - 4, x + 4)) byColor[k]?.push([x, o.y0 + t * (o.y1 - o.y0), 1 + t * 2.6]);
    }
    o.flowers.forEach((color, k) => svg.circles(byColor[k] ?? [], color, op(0.85)));
  }
}

/**
 * A soft vignette along the frame edges (four linear gradients: radial ones cost several times
 * more to rasterise) and, at golden hour and dusk, a warm wash from the sun's side.
 */
export function vignette(svg: Svg, color: string, strength: number): void {
  const w = svg.width;
  const h = svg.height;
  const edge = (x1: number, y1: number, x2: number, y2: number) =>
    svg.linear(
      [
        [0, color, strength],
        [1, color, 0],
      ],
      x1,
      y1,
      x2,
      y2,
    );
  const band = h * 0.18;
  svg.rect(svg.left, h - band + 1, w, band, edge(0, 1, 0, 0));
  svg.rect(svg.left - 1, 0, band, h, edge(0, 0, 1, 0));
  svg.rect(svg.right - band + 1, 0, band, h, edge(1, 0, 0, 0));
}

export function drawFinish(svg: Svg, light: Light): void {
  if (light.time === 'golden' || light.time === 'dusk') {
    const side = light.sunSide;
    const w = svg.width * 0.6;
    svg.rect(
      side < 0 ? svg.left : svg.right - w,
      0,
      w,
      SCENE_HEIGHT,
      svg.linear(
        [
          [0, light.glow, 0.22],
          [1, light.glow, 0],
        ],
        side < 0 ? 0 : 1,
        0,
        side < 0 ? 1 : 0,
        0,
      ),
    );
  }
  vignette(svg, '#10141c', 0.24);
}

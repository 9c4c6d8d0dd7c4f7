// Outdoor scenes: the five settings with a holiday house in front (coast, mountains, lake,
// countryside, town) and the extras (sea view, mountain view, pool, garden, terrace).
import {
  type HouseSpec,
  type TownhouseSpec,
  drawHouse,
  drawLounger,
  drawParasol,
  drawPool,
  drawTownhouse,
} from './buildings';
import {
  LEAF_GREENS,
  type Light,
  SCENE_HEIGHT,
  SCENE_REACH,
  drawBeach,
  bushInto,
  drawBush,
  drawClouds,
  drawConifer,
  drawCypress,
  drawFieldHill,
  drawFinish,
  drawForestRidge,
  drawGround,
  drawHedgeRow,
  drawLake,
  drawMeadowDetail,
  drawMountains,
  drawPalm,
  drawSea,
  drawSky,
  drawTree,
  fade,
  groundShadow,
  hillPath,
  makeLight,
  pickTime,
  shadeFor,
} from './landscape';
import type { Rng } from './prng';
import {
  Batch,
  type Point,
  type Svg,
  darken,
  hsl,
  lighten,
  linePath,
  mix,
  n,
  op,
  sop,
} from './svg';

const FLOWERS = [
  hsl(330, 70, 58),
  hsl(350, 75, 55),
  hsl(10, 80, 55),
  hsl(45, 90, 60),
  hsl(280, 45, 62),
  '#ffffff',
];

function terracotta(rng: Rng): string {
  return hsl(rng.range(10, 22), rng.range(50, 62), rng.range(42, 50));
}

/** Where the house stands: its centre x and whether its side shows on the left. */
function housePlacement(rng: Rng): { x: number; side: -1 | 1 } {
  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  return { x: side * rng.range(30, 220), side };
}

/** x positions across the frame, away from `avoid` ± `gap`, for trees and bushes. */
function spread(
  rng: Rng,
  count: number,
  avoid: number,
  gap: number,
  reach = SCENE_REACH,
): number[] {
  const xs: number[] = [];
  let guard = 0;
  while (xs.length < count && guard++ < count * 20) {
    const x = rng.range(-reach, reach);
    if (Math.abs(x - avoid) > gap) xs.push(x);
  }
  return xs.sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// Houses per setting.

function villa(rng: Rng, x: number, baseY: number, horizonY: number, scale: number): HouseSpec {
  const flat = rng.chance(0.3);
  return {
    x,
    baseY,
    width: rng.range(300, 400) * scale,
    depth: rng.range(220, 320) * scale,
    floorH: rng.range(100, 115) * scale,
    floors: rng.chance(0.7) ? 2 : 1,
    roof: flat ? 'flat' : rng.chance(0.6) ? 'hip' : 'eaves-front',
    pitch: rng.range(0.3, 0.42),
    overhang: 14 * scale,
    wall: rng.pick(['#f6f1e8', '#f2e4cc', '#efd9b4', '#f4ece0', '#ead2b2', '#f3dcc8']),
    wallTexture: 'render',
    roofColor: terracotta(rng),
    trim: flat ? '#f7f5f0' : '#f3efe8',
    shutters: rng.pick(['#3f6e8c', '#5b8a72', '#6e96b0', '#2f5d50', '#a98656', '#4f7f9e']),
    door: rng.pick(['#6b4a32', '#3f6e8c', '#4d5b3f']),
    windows: rng.chance(0.35) ? 'arched' : 'tall',
    windowsPerFloor: rng.int(3, 4),
    balcony: false,
    chimney: !flat && rng.chance(0.4),
    flowers: rng.pick([hsl(325, 70, 58), hsl(350, 72, 52)]),
    mirror: x > 0,
    horizonY,
  };
}

function modernHouse(
  rng: Rng,
  x: number,
  baseY: number,
  horizonY: number,
  scale: number,
): HouseSpec {
  return {
    x,
    baseY,
    width: rng.range(340, 440) * scale,
    depth: rng.range(220, 300) * scale,
    floorH: rng.range(100, 112) * scale,
    floors: 2,
    roof: 'flat',
    pitch: 0,
    overhang: 26 * scale,
    wall: rng.pick(['#f3f2ee', '#e9e6df', '#dcd8cf']),
    wallTexture: 'render',
    upperWall: rng.chance(0.5) ? hsl(rng.range(24, 32), 38, rng.range(42, 52)) : '#f3f2ee',
    upperTexture: 'boards',
    roofColor: '#8a8d90',
    trim: rng.pick(['#f5f5f3', '#3b3e43']),
    door: '#3b3e43',
    windows: 'picture',
    windowsPerFloor: rng.int(2, 3),
    balcony: false,
    chimney: false,
    mirror: x > 0,
    horizonY,
  };
}

function beachCottage(
  rng: Rng,
  x: number,
  baseY: number,
  horizonY: number,
  scale: number,
): HouseSpec {
  return {
    x,
    baseY,
    width: rng.range(280, 360) * scale,
    depth: rng.range(200, 280) * scale,
    floorH: rng.range(100, 112) * scale,
    floors: rng.chance(0.5) ? 2 : 1,
    roof: rng.chance(0.5) ? 'gable-front' : 'eaves-front',
    pitch: rng.range(0.5, 0.8),
    overhang: 16 * scale,
    wall: hsl(rng.pick([200, 190, 45, 150, 20, 0]), rng.range(20, 40), rng.range(74, 84)),
    wallTexture: 'planks',
    roofColor: hsl(rng.range(200, 220), 10, rng.range(36, 46)),
    trim: '#f8f8f4',
    door: hsl(rng.range(190, 215), 40, 40),
    windows: 'classic',
    windowsPerFloor: rng.int(2, 3),
    balcony: false,
    chimney: rng.chance(0.3),
    mirror: x > 0,
    horizonY,
  };
}

function chalet(rng: Rng, x: number, baseY: number, horizonY: number, scale: number): HouseSpec {
  const wood = hsl(rng.range(20, 30), rng.range(38, 50), rng.range(28, 40));
  return {
    x,
    baseY,
    width: rng.range(320, 420) * scale,
    depth: rng.range(260, 340) * scale,
    floorH: rng.range(100, 110) * scale,
    floors: 2,
    roof: 'gable-front',
    pitch: rng.range(0.45, 0.62),
    overhang: rng.range(34, 50) * scale,
    wall: rng.pick(['#efe8dc', '#f2ede4', '#d9d2c6', '#c9c0b2']),
    wallTexture: rng.chance(0.4) ? 'stone' : 'render',
    upperWall: wood,
    upperTexture: 'boards',
    roofColor: rng.pick([hsl(20, 14, 30), hsl(210, 6, 32), hsl(25, 25, 26)]),
    trim: darken(wood, 0.15),
    ...(rng.chance(0.6)
      ? { shutters: rng.pick([hsl(140, 35, 30), hsl(5, 55, 38), hsl(25, 45, 30)]) }
      : {}),
    door: darken(wood, 0.2),
    windows: 'classic',
    windowsPerFloor: rng.int(3, 4),
    balcony: true,
    chimney: rng.chance(0.6),
    flowers: rng.pick([hsl(355, 75, 50), hsl(5, 80, 52), hsl(330, 65, 55)]),
    mirror: x > 0,
    horizonY,
  };
}

function lakeHouse(rng: Rng, x: number, baseY: number, horizonY: number, scale: number): HouseSpec {
  return {
    x,
    baseY,
    width: rng.range(280, 380) * scale,
    depth: rng.range(220, 300) * scale,
    floorH: rng.range(96, 108) * scale,
    floors: rng.chance(0.6) ? 2 : 1,
    roof: rng.chance(0.5) ? 'gable-front' : 'eaves-front',
    pitch: rng.range(0.6, 0.9),
    overhang: 18 * scale,
    wall: rng.pick([
      hsl(4, 58, 38),
      hsl(4, 50, 44),
      hsl(40, 65, 58),
      '#f1efe8',
      hsl(205, 22, 62),
      hsl(95, 18, 52),
    ]),
    wallTexture: 'planks',
    roofColor: rng.pick([hsl(210, 8, 28), hsl(10, 45, 36), hsl(200, 10, 40)]),
    trim: '#f7f6f1',
    door: rng.pick(['#f7f6f1', hsl(210, 25, 35), hsl(140, 20, 35)]),
    windows: 'classic',
    windowsPerFloor: rng.int(2, 3),
    balcony: false,
    chimney: rng.chance(0.5),
    mirror: x > 0,
    horizonY,
  };
}

function farmhouse(rng: Rng, x: number, baseY: number, horizonY: number, scale: number): HouseSpec {
  const stone = rng.chance(0.5);
  return {
    x,
    baseY,
    width: rng.range(340, 440) * scale,
    depth: rng.range(220, 300) * scale,
    floorH: rng.range(98, 110) * scale,
    floors: 2,
    roof: rng.chance(0.7) ? 'eaves-front' : 'hip',
    pitch: rng.range(0.4, 0.65),
    overhang: 16 * scale,
    wall: stone
      ? hsl(rng.range(30, 40), rng.range(18, 30), rng.range(62, 72))
      : rng.pick(['#f1e6d0', '#ead9bb', '#f3ede2', '#e6cfa8']),
    wallTexture: stone ? 'stone' : 'render',
    roofColor: rng.chance(0.6) ? terracotta(rng) : hsl(215, 8, rng.range(30, 40)),
    trim: '#efe9df',
    shutters: rng.pick([hsl(150, 18, 45), hsl(25, 35, 35), hsl(205, 22, 50), hsl(90, 20, 40)]),
    door: rng.pick([hsl(25, 35, 30), hsl(150, 18, 38)]),
    windows: 'classic',
    windowsPerFloor: rng.int(3, 4),
    balcony: false,
    chimney: true,
    flowers: rng.pick(FLOWERS.slice(0, 4)),
    mirror: x > 0,
    horizonY,
  };
}

// ---------------------------------------------------------------------------------------------
// Shared pieces.

function sailboat(svg: Svg, light: Light, x: number, y: number, s: number): void {
  svg.poly(
    [
      [x - 14 * s, y],
      [x + 14 * s, y],
      [x + 10 * s, y + 4 * s],
      [x - 10 * s, y + 4 * s],
    ],
    shadeFor('#f4f2ee', light, 0),
  );
  svg.poly(
    [
      [x, y - 2 * s],
      [x, y - 34 * s],
      [x + 13 * s, y - 2 * s],
    ],
    shadeFor('#ffffff', light, 0.6),
  );
  svg.poly(
    [
      [x - 1.5 * s, y - 4 * s],
      [x - 1.5 * s, y - 28 * s],
      [x - 10 * s, y - 4 * s],
    ],
    shadeFor('#f0ede6', light, -0.2),
  );
}

function headland(
  svg: Svg,
  rng: Rng,
  light: Light,
  horizonY: number,
  side: number,
  green: string,
): void {
  const x0 = side * rng.range(150, 500);
  const x1 = side * (SCENE_REACH + 50);
  const h = rng.range(30, 90);
  const pts: Point[] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = x0 + (x1 - x0) * t;
    const y =
      horizonY - h * Math.sin(Math.min(1, t * 1.6) * Math.PI * 0.5) - rng.range(0, h * 0.15);
    pts.push([x, y]);
  }
  svg.path(linePath([...pts, [x1, horizonY + 2], [x0, horizonY + 2]]), fade(green, light, 0.55));
  // a few white houses on the slope
  const houses = rng.int(0, 6);
  for (let i = 0; i < houses; i++) {
    const t = rng.range(0.3, 0.9);
    const x = x0 + (x1 - x0) * t;
    const y = horizonY - h * 0.5 * rng.range(0.2, 1);
    svg.rect(x, y - 5, 8, 6, fade('#ffffff', light, 0.35));
  }
}

/** A white balustrade or a glass railing across the frame at `y`. */
function railing(
  svg: Svg,
  rng: Rng,
  light: Light,
  y: number,
  height: number,
  kind: 'balusters' | 'glass' | 'iron' | 'wood',
): void {
  const L = -SCENE_REACH;
  const W = SCENE_REACH * 2;
  if (kind === 'glass') {
    svg.rect(
      L,
      y - height,
      W,
      height,
      svg.linear([
        [0, '#dff2f5', 0.25],
        [1, '#a9cdd6', 0.4],
      ]),
    );
    for (let x = L + 40; x < SCENE_REACH; x += 280) svg.rect(x, y - height, 6, height, '#9aa2a8');
    svg.rect(L, y - height - 8, W, 10, shadeFor('#c7ccd0', light, 0.6));
    svg.rect(L, y - 6, W, 12, shadeFor('#d8d2c8', light, 0.2));
    return;
  }
  if (kind === 'balusters') {
    const stone = shadeFor('#efe8dc', light, 0.4);
    const shadow = shadeFor('#efe8dc', light, -0.6);
    svg.rect(L, y - 10, W, 16, shadow);
    let d = '';
    const bw = height * 0.16;
    for (let x = L; x < SCENE_REACH; x += bw * 1.9) {
      const cx = x + bw / 2;
      d += `M${n(cx - bw * 0.3)},${n(y - 10)}C${n(cx - bw * 0.7)},${n(y - height * 0.35)} ${n(cx - bw * 0.15)},${n(y - height * 0.6)} ${n(cx - bw * 0.2)},${n(y - height + 14)}H${n(cx + bw * 0.2)}C${n(cx + bw * 0.15)},${n(y - height * 0.6)} ${n(cx + bw * 0.7)},${n(y - height * 0.35)} ${n(cx + bw * 0.3)},${n(y - 10)}Z`;
    }
    svg.path(d, stone);
    svg.rect(L, y - height, W, 16, stone);
    svg.rect(L, y - height + 16, W, 5, '#000', op(0.12));
    return;
  }
  if (kind === 'wood') {
    const wood = shadeFor(hsl(rng.range(20, 30), 42, 36), light, 0.3);
    const boardW = 30;
    const gap = 14;
    for (let x = L, k = 0; x < SCENE_REACH; x += boardW + gap, k++) {
      const tone = k % 2 ? wood : lighten(wood, 0.06);
      svg.path(
        `M${n(x)},${n(y)}V${n(y - height + 14)}Q${n(x + boardW / 2)},${n(y - height + 4)} ${n(x + boardW)},${n(y - height + 14)}V${n(y)}Z`,
        tone,
      );
      svg.ellipse(
        x + boardW / 2,
        y - height * 0.55,
        boardW * 0.16,
        height * 0.1,
        darken(wood, 0.45),
      );
      svg.rect(x + boardW - 4, y - height + 12, 4, height - 12, '#000', op(0.12));
    }
    svg.rect(L, y - height - 4, W, 20, lighten(wood, 0.12));
    svg.rect(L, y - height + 16, W, 6, '#000', op(0.16));
    svg.rect(L, y - 14, W, 16, darken(wood, 0.08));
    return;
  }
  const iron = '#2f3236';
  let d = `M${n(L)},${n(y - height)}H${n(SCENE_REACH)}M${n(L)},${n(y - 12)}H${n(SCENE_REACH)}`;
  for (let x = L; x < SCENE_REACH; x += 22) d += `M${n(x)},${n(y)}v${n(-height)}`;
  svg.add(`<path d="${d}" stroke="${iron}" stroke-width="3.2" fill="none"/>`);
  svg.rect(L, y - height - 4, W, 7, iron);
}

/** A paved or decked floor in perspective from `y` to the bottom edge. */
function terraceFloor(
  svg: Svg,
  rng: Rng,
  light: Light,
  y: number,
  kind: 'tiles' | 'deck' | 'stone',
): void {
  const base =
    kind === 'deck'
      ? hsl(rng.range(22, 32), 35, rng.range(48, 58))
      : kind === 'tiles'
        ? hsl(rng.range(12, 20), 45, rng.range(55, 62))
        : hsl(rng.range(30, 40), 12, rng.range(72, 80));
  svg.rect(
    -SCENE_REACH,
    y,
    SCENE_REACH * 2,
    SCENE_HEIGHT - y + 10,
    svg.linear([
      [0, shadeFor(lighten(base, 0.1), light, 0.6)],
      [1, shadeFor(base, light, -0.1)],
    ]),
  );
  const vpY = y - 500;
  let d = '';
  const lines = kind === 'deck' ? 46 : 24;
  for (let i = -lines; i <= lines; i++) {
    const xBottom = i * (kind === 'deck' ? 60 : 110);
    const t = (y - vpY) / (SCENE_HEIGHT - vpY);
    d += `M${n(xBottom * t)},${n(y)}L${n(xBottom)},${n(SCENE_HEIGHT)}`;
  }
  if (kind !== 'deck') {
    for (let k = 1; k < 9; k++) {
      const yy = y + (SCENE_HEIGHT - y) * (k / 9) ** 1.5;
      d += `M${-SCENE_REACH},${n(yy)}H${SCENE_REACH}`;
    }
  }
  svg.add(
    `<path d="${d}" stroke="${darken(base, 0.35)}" stroke-width="1.6" fill="none"${sop(0.3)}/>`,
  );
}

function pot(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  baseY: number,
  size: number,
  plant: 'olive' | 'flowers' | 'palm' | 'lavender',
): void {
  const clay = shadeFor(
    rng.pick([hsl(16, 50, 50), hsl(30, 12, 70), '#e8e4dc', hsl(200, 8, 38)]),
    light,
    0.3,
  );
  groundShadow(svg, light, x, baseY, size * 0.7, size * 0.12);
  svg.path(
    `M${n(x - size * 0.4)},${n(baseY - size * 0.8)}L${n(x + size * 0.4)},${n(baseY - size * 0.8)}L${n(x + size * 0.3)},${n(baseY)}L${n(x - size * 0.3)},${n(baseY)}Z`,
    svg.linear(
      [
        [0, lighten(clay, 0.1)],
        [1, darken(clay, 0.2)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  svg.rect(x - size * 0.44, baseY - size * 0.88, size * 0.88, size * 0.12, lighten(clay, 0.05));
  const top = baseY - size * 0.85;
  if (plant === 'olive') drawTree(svg, rng, light, x, top, size * 2.2, hsl(80, 18, 45));
  else if (plant === 'palm') {
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i / 8 - 0.5) * 2.4;
      const len = size * rng.range(1, 1.6);
      const ex = x + Math.cos(a) * len;
      const ey = top + Math.sin(a) * len;
      svg.path(
        `M${n(x)},${n(top)}Q${n(x + Math.cos(a - 0.3) * len * 0.5)},${n(top + Math.sin(a - 0.3) * len * 0.6)} ${n(ex)},${n(ey)}Q${n(x + Math.cos(a + 0.3) * len * 0.5)},${n(top + Math.sin(a + 0.3) * len * 0.6)} ${n(x)},${n(top)}Z`,
        shadeFor(i % 2 ? hsl(110, 40, 32) : hsl(100, 40, 40), light, 0.3),
      );
    }
  } else if (plant === 'lavender') {
    let d = '';
    for (let i = 0; i < 26; i++) {
      const a = -Math.PI / 2 + rng.jitter(0.8);
      const len = size * rng.range(0.7, 1.2);
      d += `M${n(x + rng.jitter(size * 0.2))},${n(top)}l${n(Math.cos(a) * len)},${n(Math.sin(a) * len)}`;
    }
    svg.add(`<path d="${d}" stroke="${hsl(100, 15, 50)}" stroke-width="2" fill="none"/>`);
    for (let i = 0; i < 26; i++) {
      const a = -Math.PI / 2 + rng.jitter(0.8);
      const len = size * rng.range(0.8, 1.2);
      svg.ellipse(
        x + Math.cos(a) * len,
        top + Math.sin(a) * len,
        size * 0.04,
        size * 0.1,
        hsl(265, 40, 58),
      );
    }
  } else {
    drawBush(svg, rng, light, x, top + size * 0.1, size * 1.3, hsl(110, 35, 34), rng.pick(FLOWERS));
  }
}

/** The edge of a pergola overhead: a beam, rafters running away above and a leafy vine. */
function pergola(svg: Svg, rng: Rng, light: Light): void {
  const wood = shadeFor(hsl(rng.range(24, 32), 30, 36), light, -0.4);
  const beamY = rng.range(24, 44);
  // rafters, seen from below, diverge towards the top edge
  for (let x = -SCENE_REACH + rng.range(0, 120); x < SCENE_REACH; x += 170) {
    svg.poly(
      [
        [x, beamY],
        [x + 34, beamY],
        [x * 1.5 + 60, -10],
        [x * 1.5, -10],
      ],
      darken(wood, 0.12),
    );
  }
  svg.rect(-SCENE_REACH, beamY - 4, SCENE_REACH * 2, 30, wood);
  svg.rect(-SCENE_REACH, beamY + 26, SCENE_REACH * 2, 6, '#000', op(0.15));
  const green = rng.pick(LEAF_GREENS);
  const tones = [
    shadeFor(green, light, -0.8),
    shadeFor(green, light, 0.1),
    shadeFor(lighten(green, 0.2), light, 0.9),
  ];
  const leaves: [number, number, number][][] = [[], [], []];
  const bloom = rng.chance(0.5) ? rng.pick([hsl(275, 40, 62), hsl(325, 65, 58), '#f4f1ea']) : null;
  const flowers: [number, number, number][] = [];
  for (let x = -SCENE_REACH; x < SCENE_REACH; x += rng.range(14, 26)) {
    const visible = svg.visible(x - 30, x + 30);
    const hang = rng.chance(0.18) ? rng.range(40, 150) : rng.range(0, 30);
    const count = 3 + Math.round(hang / 12);
    for (let k = 0; k < count; k++) {
      const t = k / count;
      const leaf: [number, number, number] = [
        x + rng.jitter(14) + Math.sin(t * 3) * 6,
        beamY + 6 + t * hang + rng.jitter(8),
        rng.range(6, 13) * (1 - t * 0.4),
      ];
      const tone = rng.int(0, 2);
      if (visible) leaves[tone]?.push(leaf);
    }
    if (bloom && hang > 40 && rng.chance(0.6)) {
      for (let k = 0; k < 8; k++) {
        const f: [number, number, number] = [
          x + rng.jitter(10),
          beamY + 20 + k * (hang / 10),
          rng.range(3, 6),
        ];
        if (visible) flowers.push(f);
      }
    }
  }
  leaves.forEach((list, k) => svg.circles(list, tones[k] ?? green));
  if (bloom) svg.circles(flowers, bloom);
}

/** A bistro table with two chairs; `s` 1 ≈ a table 120 units wide. */
function tableSet(
  svg: Svg,
  rng: Rng,
  light: Light,
  x: number,
  y: number,
  s: number,
  wood: boolean,
): void {
  const frame = wood ? shadeFor(hsl(28, 35, 40), light, 0.3) : shadeFor('#3a3d40', light, 0);
  const top = wood ? shadeFor(hsl(30, 30, 55), light, 0.6) : shadeFor('#efeae2', light, 0.5);
  const cushion = shadeFor(
    rng.pick(['#f4efe6', hsl(200, 30, 60), hsl(40, 60, 65), hsl(150, 20, 55)]),
    light,
    0.4,
  );
  const chair = (cx: number, facing: number) => {
    groundShadow(svg, light, cx, y + 6 * s, 34 * s, 7 * s);
    svg.rrect(cx - 24 * s, y - 96 * s, 48 * s, 46 * s, 8 * s, frame);
    svg.rrect(cx - 20 * s, y - 92 * s, 40 * s, 38 * s, 6 * s, cushion);
    svg.poly(
      [
        [cx - 28 * s, y - 48 * s],
        [cx + 28 * s, y - 48 * s],
        [cx + 24 * s + facing * 4 * s, y - 38 * s],
        [cx - 24 * s + facing * 4 * s, y - 38 * s],
      ],
      cushion,
    );
    svg.line(cx - 22 * s, y - 38 * s, cx - 24 * s, y, frame, 3.5 * s);
    svg.line(cx + 22 * s, y - 38 * s, cx + 24 * s, y, frame, 3.5 * s);
  };
  chair(x - 78 * s, 1);
  chair(x + 78 * s, -1);
  groundShadow(svg, light, x, y + 4 * s, 70 * s, 12 * s);
  svg.line(x, y - 62 * s, x, y, frame, 5 * s);
  svg.ellipse(x, y, 22 * s, 5 * s, frame);
  svg.ellipse(x, y - 66 * s, 62 * s, 15 * s, darken(top, 0.2));
  svg.ellipse(x, y - 69 * s, 62 * s, 15 * s, top);
  // a carafe and glasses
  svg.rrect(x - 8 * s, y - 98 * s, 16 * s, 30 * s, 6 * s, '#d8ecf0', op(0.7));
  svg.rect(
    x - 6 * s,
    y - 84 * s,
    12 * s,
    14 * s,
    rng.pick([hsl(45, 80, 70), hsl(350, 50, 55), '#ffffff']),
    op(0.6),
  );
  svg.rrect(x + 18 * s, y - 84 * s, 9 * s, 14 * s, 2 * s, '#e6f2f4', op(0.8));
  svg.rrect(x - 30 * s, y - 82 * s, 9 * s, 13 * s, 2 * s, '#e6f2f4', op(0.8));
}

function treesAround(
  svg: Svg,
  rng: Rng,
  light: Light,
  o: {
    baseY: number;
    avoid: number;
    gap: number;
    count: number;
    size: number;
    kinds: readonly ('tree' | 'conifer' | 'cypress' | 'palm' | 'bush')[];
  },
): void {
  for (const x of spread(rng, o.count, o.avoid, o.gap)) {
    const by = o.baseY + rng.range(-10, 30);
    const kind = rng.pick(o.kinds);
    const size = o.size * rng.range(0.75, 1.25);
    svg.keepIf(x - size, x + size, () => {
      if (kind === 'tree') drawTree(svg, rng, light, x, by, size, rng.pick(LEAF_GREENS));
      else if (kind === 'conifer')
        drawConifer(svg, rng, light, x, by, size * 1.5, hsl(140, 28, 24));
      else if (kind === 'cypress') drawCypress(svg, rng, light, x, by, size * 1.4);
      else if (kind === 'palm') drawPalm(svg, rng, light, x, by, size * 1.5);
      else
        drawBush(
          svg,
          rng,
          light,
          x,
          by,
          size * 0.5,
          rng.pick(LEAF_GREENS),
          rng.chance(0.5) ? rng.pick(FLOWERS) : undefined,
        );
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The five settings.

function coast(svg: Svg, rng: Rng): void {
  svg.tag('house');
  const horizonY = rng.range(350, 410);
  const light = makeLight(rng, pickTime(rng), horizonY);
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY, rng.range(0.2, 0.9));
  const green = hsl(rng.range(80, 110), 28, 38);
  headland(svg, rng, light, horizonY, rng.chance(0.5) ? -1 : 1, green);
  const shoreY = horizonY + rng.range(150, 210);
  drawSea(svg, rng, light, {
    horizonY,
    shoreY,
    deep: hsl(rng.range(200, 212), 62, rng.range(38, 46)),
    shallow: hsl(rng.range(172, 186), 55, 58),
  });
  for (let i = rng.int(0, 3); i > 0; i--) {
    sailboat(
      svg,
      light,
      rng.range(-SCENE_REACH, SCENE_REACH),
      horizonY + rng.range(15, 70),
      rng.range(0.6, 1.2),
    );
  }
  drawBeach(svg, rng, light, {
    shoreY,
    bottomY: SCENE_HEIGHT + 10,
    sand: hsl(rng.range(36, 44), 45, 78),
  });
  const place = housePlacement(rng);
  const pool = rng.chance(0.45);
  const plotY = shoreY + rng.range(50, 90);
  drawGround(svg, rng, light, {
    y: plotY,
    amp: 14,
    color: hsl(rng.range(70, 95), 32, 44),
    far: hsl(60, 30, 55),
  });
  drawMeadowDetail(svg, rng, light, {
    y0: plotY + 20,
    y1: SCENE_HEIGHT,
    grass: hsl(80, 30, 45),
    flowers: [],
    density: 0.6,
  });
  const baseY = Math.min(
    pool ? 700 : 850,
    pool ? plotY + rng.range(50, 80) : plotY + rng.range(120, 170),
  );
  const kind = rng.weighted([
    ['villa', 4],
    ['modern', 2],
    ['cottage', 2],
  ] as const);
  const spec =
    kind === 'villa'
      ? villa(rng, place.x, baseY, horizonY, pool ? 1.1 : 1.3)
      : kind === 'modern'
        ? modernHouse(rng, place.x, baseY, horizonY, pool ? 1.1 : 1.25)
        : beachCottage(rng, place.x, baseY, horizonY, pool ? 1.1 : 1.3);
  const palms = rng.chance(0.6);
  treesAround(svg, rng, light, {
    baseY: baseY - 10,
    avoid: place.x,
    gap: 280,
    count: rng.int(2, 5),
    size: 150,
    kinds: palms ? ['palm', 'bush'] : ['tree', 'bush', 'cypress'],
  });
  drawHouse(svg, rng, light, spec);
  drawBush(
    svg,
    rng,
    light,
    place.x - place.side * spec.width * 0.45,
    baseY + 8,
    70,
    LEAF_GREENS[0] ?? '#5a7a40',
    spec.flowers,
  );
  if (pool) {
    const farY = baseY + 40;
    const nearY = Math.min(SCENE_HEIGHT - 40, farY + rng.range(110, 150));
    drawPool(svg, rng, light, {
      cx: place.x - place.side * 40,
      farY,
      nearY,
      farW: 320,
      nearW: 440,
    });
    drawLounger(
      svg,
      light,
      place.x - place.side * 40 - place.side * 290 - 50,
      nearY - 20,
      1.1,
      rng.pick(['#ffffff', hsl(200, 40, 60), hsl(40, 60, 65)]),
    );
  }
  if (palms)
    drawPalm(
      svg,
      rng,
      light,
      -place.side * rng.range(380, 520),
      SCENE_HEIGHT - rng.range(20, 80),
      rng.range(380, 480),
    );
  else
    drawTree(
      svg,
      rng,
      light,
      -place.side * rng.range(420, 560),
      SCENE_HEIGHT - rng.range(10, 60),
      rng.range(260, 340),
      hsl(85, 22, 38),
    );
  drawFinish(svg, light);
}

function mountains(svg: Svg, rng: Rng): void {
  svg.tag('house');
  const horizonY = rng.range(470, 540);
  const light = makeLight(
    rng,
    rng.weighted([
      ['midday', 4],
      ['morning', 2],
      ['afternoon', 3],
      ['golden', 2],
      ['dusk', 0.6],
    ] as const),
    horizonY - 250,
  );
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY - 200, rng.range(0.2, 0.8));
  const winter = rng.chance(0.2);
  drawMountains(svg, rng, light, {
    baseY: horizonY + 70,
    peakTop: rng.range(90, 160),
    peakBottom: rng.range(220, 300),
    peaks: rng.int(4, 7),
    rock: hsl(rng.range(205, 225), 14, 50),
    haze: 0.45,
    snowLine: rng.range(250, 330),
  });
  drawMountains(svg, rng, light, {
    baseY: horizonY + 40,
    peakTop: rng.range(260, 320),
    peakBottom: 380,
    peaks: rng.int(3, 5),
    rock: winter ? hsl(210, 10, 70) : hsl(rng.range(20, 40), 10, 42),
    haze: 0.22,
    ...(winter ? { snowLine: 430 } : rng.chance(0.35) ? { snowLine: 330 } : {}),
    roughness: 0.8,
  });
  const forest = hsl(rng.range(135, 150), 28, winter ? 30 : 24);
  drawForestRidge(svg, rng, light, {
    y: horizonY + 40,
    amp: 40,
    baseY: horizonY + 120,
    green: forest,
    haze: 0.25,
    tree: 10,
  });
  const meadow = winter ? '#eef1f4' : hsl(rng.range(85, 105), 42, 46);
  const groundY = horizonY + rng.range(70, 110);
  drawGround(svg, rng, light, { y: groundY, amp: 25, color: meadow });
  // small conifers on the far meadow edge
  for (let i = rng.int(6, 14); i > 0; i--) {
    const x = rng.range(-SCENE_REACH, SCENE_REACH);
    svg.keepIf(x - 40, x + 40, () =>
      drawConifer(svg, rng, light, x, groundY + rng.range(0, 20), rng.range(50, 90), forest, 0.2),
    );
  }
  if (!winter)
    drawMeadowDetail(svg, rng, light, {
      y0: groundY + 30,
      y1: SCENE_HEIGHT,
      grass: meadow,
      flowers: ['#ffffff', hsl(50, 90, 60), hsl(280, 40, 70)],
      density: 0.8,
    });
  const place = housePlacement(rng);
  const baseY = rng.range(780, 840);
  const spec = chalet(rng, place.x, baseY, horizonY, 1.25);
  if (winter) spec.roofColor = '#f4f6f8';
  treesAround(svg, rng, light, {
    baseY: baseY - 40,
    avoid: place.x,
    gap: 300,
    count: rng.int(2, 4),
    size: 180,
    kinds: ['conifer', 'conifer', 'tree'],
  });
  drawHouse(svg, rng, light, spec);
  if (!winter) {
    drawBush(
      svg,
      rng,
      light,
      place.x + place.side * spec.width * 0.5,
      baseY + 10,
      60,
      LEAF_GREENS[2] ?? '#4a6a3a',
    );
  }
  drawConifer(
    svg,
    rng,
    light,
    -place.side * rng.range(430, 560),
    SCENE_HEIGHT + 20,
    rng.range(420, 560),
    forest,
  );
  drawFinish(svg, light);
}

function lake(svg: Svg, rng: Rng): void {
  svg.tag('house');
  const waterY = rng.range(440, 500);
  const light = makeLight(rng, pickTime(rng), waterY - 60);
  drawSky(svg, light, waterY);
  drawClouds(svg, rng, light, waterY - 80, rng.range(0.2, 0.8));
  const forest = hsl(rng.range(120, 150), 26, 26);
  const alpine = rng.chance(0.55);
  const backdrop = svg.symbol(
    svg.capture(() => {
      if (alpine) {
        drawMountains(svg, rng, light, {
          baseY: waterY - 20,
          peakTop: rng.range(150, 230),
          peakBottom: rng.range(280, 340),
          peaks: rng.int(3, 6),
          rock: hsl(rng.range(205, 220), 14, 50),
          haze: 0.4,
          snowLine: rng.range(260, 320),
        });
      } else {
        svg.path(
          hillPath(rng, waterY - rng.range(70, 110), 40, waterY + 2, 600),
          fade(hsl(110, 25, 40), light, 0.5),
        );
      }
      drawForestRidge(svg, rng, light, {
        y: waterY - rng.range(20, 40),
        amp: 18,
        baseY: waterY,
        green: forest,
        haze: 0.3,
        tree: 9,
      });
    }),
  );
  svg.add(`<use href="#${backdrop}"/>`);
  const nearY = waterY + rng.range(120, 180);
  drawLake(svg, rng, light, {
    waterY,
    nearY,
    water: hsl(rng.range(195, 210), 40, 40),
    reflect: backdrop,
  });
  const shore = hsl(rng.range(85, 105), 38, 44);
  drawGround(svg, rng, light, { y: nearY, amp: 10, color: shore });
  drawMeadowDetail(svg, rng, light, {
    y0: nearY + 20,
    y1: SCENE_HEIGHT,
    grass: shore,
    flowers: [hsl(50, 90, 65), '#ffffff'],
    density: 0.6,
  });
  const place = housePlacement(rng);
  // jetty on the other side
  const jx = -place.side * rng.range(260, 420);
  const jetty: Point[] = [
    [jx - 40, nearY + 30],
    [jx + 40, nearY + 30],
    [jx + 18, nearY - 90],
    [jx - 18, nearY - 90],
  ];
  const wood = shadeFor(hsl(28, 30, 45), light, 0.4);
  svg.poly(jetty, wood);
  let planks = '';
  for (let k = 1; k < 12; k++) {
    const t = k / 12;
    const y = nearY + 30 - 120 * t;
    const hw = 40 - 22 * t;
    planks += `M${n(jx - hw)},${n(y)}H${n(jx + hw)}`;
  }
  svg.add(`<path d="${planks}" stroke="${darken(wood, 0.4)}" stroke-width="1.2"${sop(0.5)}/>`);
  svg.poly(
    [
      [jx - 40, nearY + 30],
      [jx + 40, nearY + 30],
      [jx + 40, nearY + 38],
      [jx - 40, nearY + 38],
    ],
    darken(wood, 0.3),
  );
  if (rng.chance(0.6)) {
    const bx = jx + (rng.chance(0.5) ? -1 : 1) * 70;
    const by = nearY - 40;
    svg.path(
      `M${n(bx - 50)},${n(by)}Q${n(bx)},${n(by + 22)} ${n(bx + 50)},${n(by)}Z`,
      shadeFor(rng.pick([hsl(5, 55, 45), '#f2f0ea', hsl(205, 40, 40)]), light, 0.3),
    );
    svg.path(
      `M${n(bx - 46)},${n(by + 2)}Q${n(bx)},${n(by - 10)} ${n(bx + 46)},${n(by + 2)}`,
      darken(wood, 0.2),
      op(0.6),
    );
  }
  const baseY = Math.min(860, nearY + rng.range(120, 170));
  const spec = lakeHouse(rng, place.x, baseY, waterY, 1.3);
  treesAround(svg, rng, light, {
    baseY: baseY - 30,
    avoid: place.x,
    gap: 260,
    count: rng.int(2, 4),
    size: 170,
    kinds: ['tree', 'conifer', 'tree'],
  });
  drawHouse(svg, rng, light, spec);
  drawBush(
    svg,
    rng,
    light,
    place.x - place.side * spec.width * 0.4,
    baseY + 10,
    70,
    LEAF_GREENS[1] ?? '#5a7a40',
    rng.chance(0.5) ? rng.pick(FLOWERS) : undefined,
  );
  drawTree(
    svg,
    rng,
    light,
    -place.side * rng.range(460, 580),
    SCENE_HEIGHT + 10,
    rng.range(320, 400),
    rng.pick(LEAF_GREENS),
  );
  drawFinish(svg, light);
}

const FIELD_PALETTES: readonly (readonly string[])[] = [
  [hsl(95, 38, 48), hsl(80, 40, 52), hsl(48, 55, 66), hsl(105, 30, 42), hsl(70, 35, 58)],
  [hsl(45, 55, 62), hsl(38, 50, 56), hsl(85, 35, 50), hsl(60, 40, 60), hsl(100, 30, 44)],
  [hsl(110, 32, 44), hsl(95, 40, 50), hsl(120, 25, 38), hsl(85, 45, 55)],
  [hsl(95, 35, 48), hsl(270, 25, 58), hsl(48, 55, 64), hsl(85, 38, 52)],
];

function countryside(svg: Svg, rng: Rng): void {
  svg.tag('house');
  const horizonY = rng.range(360, 420);
  const light = makeLight(rng, pickTime(rng), horizonY);
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY, rng.range(0.3, 1));
  const palette = rng.pick(FIELD_PALETTES);
  const tuscan = rng.chance(0.4);
  drawFieldHill(svg, rng, light, {
    y: horizonY - 10,
    amp: 30,
    baseY: horizonY + 120,
    palette,
    haze: 0.6,
    hedges: false,
  });
  drawFieldHill(svg, rng, light, {
    y: horizonY + 40,
    amp: 40,
    baseY: horizonY + 220,
    palette,
    haze: 0.35,
    hedges: true,
  });
  // a row of trees or cypresses along a lane
  const laneY = horizonY + rng.range(90, 130);
  for (let x = -SCENE_REACH + rng.range(0, 80); x < SCENE_REACH; x += rng.range(40, 110)) {
    svg.keepIf(x - 40, x + 40, () => {
      if (tuscan) drawCypress(svg, rng, light, x, laneY + rng.range(-6, 6), rng.range(50, 80), 0.3);
      else if (rng.chance(0.5))
        drawTree(
          svg,
          rng,
          light,
          x,
          laneY + rng.range(-8, 8),
          rng.range(40, 70),
          rng.pick(LEAF_GREENS),
          0.3,
        );
    });
  }
  drawFieldHill(svg, rng, light, {
    y: horizonY + 150,
    amp: 30,
    baseY: SCENE_HEIGHT + 20,
    palette,
    haze: 0.12,
    hedges: true,
    wavelength: 800,
  });
  const groundY = rng.range(610, 660);
  const lawn = hsl(rng.range(85, 105), 40, 46);
  drawGround(svg, rng, light, { y: groundY, amp: 12, color: lawn });
  drawMeadowDetail(svg, rng, light, {
    y0: groundY + 20,
    y1: SCENE_HEIGHT,
    grass: lawn,
    flowers: FLOWERS.slice(3),
    density: 0.7,
  });
  const place = housePlacement(rng);
  const baseY = Math.min(850, groundY + rng.range(140, 190));
  const spec = farmhouse(rng, place.x, baseY, horizonY, 1.25);
  treesAround(svg, rng, light, {
    baseY: baseY - 40,
    avoid: place.x,
    gap: 300,
    count: rng.int(2, 4),
    size: 200,
    kinds: tuscan ? ['cypress', 'tree', 'bush'] : ['tree', 'tree', 'bush'],
  });
  // gravel path
  svg.poly(
    [
      [place.x - 30, baseY],
      [place.x + 30, baseY],
      [place.x + rng.range(80, 200), SCENE_HEIGHT + 10],
      [place.x - rng.range(0, 60), SCENE_HEIGHT + 10],
    ],
    shadeFor(hsl(38, 25, 74), light, 0.4),
  );
  drawHouse(svg, rng, light, spec);
  drawBush(
    svg,
    rng,
    light,
    place.x + place.side * spec.width * 0.35,
    baseY + 12,
    80,
    LEAF_GREENS[3] ?? '#5a7a40',
    rng.pick(FLOWERS),
  );
  if (rng.chance(0.5)) {
    // a picket or rail fence across the foreground
    const fy = SCENE_HEIGHT - rng.range(40, 90);
    const fence = shadeFor(rng.chance(0.5) ? '#f2efe8' : hsl(28, 30, 45), light, 0.3);
    let d = `M${-SCENE_REACH},${n(fy - 40)}H${SCENE_REACH}M${-SCENE_REACH},${n(fy - 15)}H${SCENE_REACH}`;
    for (let x = -SCENE_REACH; x < SCENE_REACH; x += 70) d += `M${n(x)},${n(fy)}V${n(fy - 56)}`;
    svg.add(
      `<path d="${d}" stroke="${fence}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
    );
  }
  drawTree(
    svg,
    rng,
    light,
    -place.side * rng.range(440, 580),
    SCENE_HEIGHT + 20,
    rng.range(360, 440),
    rng.pick(LEAF_GREENS),
  );
  drawFinish(svg, light);
}

const FACADES = [
  hsl(40, 70, 72),
  hsl(20, 60, 70),
  hsl(350, 45, 76),
  hsl(200, 30, 76),
  hsl(50, 65, 78),
  hsl(10, 50, 62),
  hsl(35, 35, 84),
  hsl(90, 25, 72),
  '#f1ece2',
];

/** The plain shapes of a town house, for its reflection in the water. */
function townhouseReflection(svg: Svg, light: Light, s: TownhouseSpec): void {
  const w = s.x1 - s.x0;
  const h = s.floors * s.floorH + s.floorH * 0.3;
  const top = s.baseY - h;
  svg.rect(s.x0, top, w, h, shadeFor(s.facade, light, 0.3));
  svg.rect(s.x0 - 6, top - 30, w + 12, 34, shadeFor(s.roof, light, 0.2));
  const per = Math.max(2, Math.round(w / (s.floorH * 0.9)));
  const ww = Math.min(s.floorH * 0.34, (w / per) * 0.5);
  let d = '';
  for (let f = 1; f < s.floors; f++) {
    const fy = s.baseY - f * s.floorH;
    for (let k = 0; k < per; k++) {
      const cx = s.x0 + (w * (k + 0.5)) / per;
      d += `M${n(cx - ww / 2)},${n(fy - s.floorH * 0.8)}h${n(ww)}v${n(s.floorH * 0.6)}h${n(-ww)}Z`;
    }
  }
  svg.path(d, '#2a3440', op(0.8));
}

function town(svg: Svg, rng: Rng): void {
  svg.tag('townhouses');
  const harbour = rng.chance(0.45);
  const streetY = rng.range(700, 750);
  const horizonY = streetY - rng.range(120, 200);
  const light = makeLight(rng, pickTime(rng), horizonY);
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY - 100, rng.range(0.2, 0.8));
  // hills and a far church tower behind the roofs
  svg.path(
    hillPath(rng, streetY - rng.range(380, 440), 60, streetY, 500),
    fade(hsl(100, 25, 40), light, 0.55),
  );
  const tx = rng.range(-500, 500);
  const tTop = streetY - rng.range(470, 540);
  const tower = fade('#e8dcc6', light, 0.35);
  svg.rect(tx - 22, tTop, 44, streetY - tTop, tower);
  svg.poly(
    [
      [tx - 26, tTop],
      [tx, tTop - 70],
      [tx + 26, tTop],
    ],
    fade(hsl(15, 40, 40), light, 0.35),
  );
  svg.rect(tx - 8, tTop + 20, 16, 24, fade('#3a3a40', light, 0.4));
  // the row of houses
  const rowColors = rng.shuffle(FACADES);
  const roof = terracotta(rng);
  let x = -SCENE_REACH;
  let i = 0;
  const shutters = rng.pick([hsl(150, 25, 35), hsl(200, 30, 40), hsl(25, 40, 35), undefined]);
  // A simplified copy (facades, roofs, window grid) is what the harbour water reflects.
  let reflection = '';
  const symbol = svg.symbol(
    svg.capture(() => {
      while (x < SCENE_REACH) {
        const w = rng.range(150, 240);
        const floors = rng.int(3, 5);
        const ours = x < 0 && x + w > 0;
        const x0 = x;
        const spec: TownhouseSpec = {
          x0,
          x1: x0 + w,
          baseY: streetY,
          floors,
          floorH: rng.range(84, 100),
          facade: rowColors[i % rowColors.length] ?? '#f1ece2',
          roof: mix(roof, hsl(rng.range(10, 25), 50, 45), rng.next() * 0.5),
          trim: '#f4f0e8',
          ...(shutters ? { shutters } : {}),
          flowers: rng.pick(FLOWERS.slice(0, 3)),
          balconies: ours || rng.chance(0.4),
          gable: !harbour && rng.chance(0.35),
          ...(rng.chance(0.35)
            ? {
                shop: rng.pick([
                  hsl(150, 35, 35),
                  hsl(355, 50, 45),
                  hsl(210, 40, 40),
                  hsl(40, 60, 50),
                ]),
              }
            : {}),
        };
        svg.keepIf(x0 - 10, x0 + w + 10, () => drawTownhouse(svg, rng, light, spec));
        if (harbour && svg.visible(x0, x0 + w)) {
          reflection += svg.capture(() => townhouseReflection(svg, light, spec));
        }
        x += w;
        i++;
      }
    }),
  );
  const mirrored = harbour ? svg.symbol(reflection) : symbol;
  svg.add(`<use href="#${symbol}"/>`);
  if (harbour) {
    const nearY = SCENE_HEIGHT + 10;
    svg.rect(-SCENE_REACH, streetY, SCENE_REACH * 2, 22, shadeFor('#cfc6b8', light, 0.3));
    drawLake(svg, rng, light, {
      waterY: streetY + 22,
      nearY,
      water: hsl(rng.range(185, 200), 45, 38),
      reflect: mirrored,
    });
    // a harbour basin or canal in town, not an open lake
    svg.tags.delete('lake');
    svg.tag('harbour');
    for (let k = rng.int(2, 5); k > 0; k--) {
      const bx = rng.range(-SCENE_REACH, SCENE_REACH);
      const by = streetY + rng.range(60, 240);
      const s = 0.8 + (by - streetY) / 200;
      const hull = shadeFor(
        rng.pick(['#f4f2ee', hsl(205, 50, 40), hsl(5, 55, 45), hsl(45, 70, 55)]),
        light,
        0.3,
      );
      svg.path(
        `M${n(bx - 60 * s)},${n(by - 14 * s)}Q${n(bx)},${n(by + 14 * s)} ${n(bx + 60 * s)},${n(by - 14 * s)}Z`,
        hull,
      );
      svg.rect(bx - 60 * s, by - 16 * s, 120 * s, 4 * s, darken(hull, 0.3));
      svg.rrect(bx - 20 * s, by - 34 * s, 40 * s, 18 * s, 3 * s, shadeFor('#f2f0ea', light, 0.4));
      svg.ellipse(bx, by + 8 * s, 70 * s, 4 * s, '#000', op(0.12));
    }
  } else {
    // a cobbled street, a lamp post and pots
    svg.rect(-SCENE_REACH, streetY, SCENE_REACH * 2, 20, shadeFor('#d8d0c4', light, 0.4));
    svg.rect(
      -SCENE_REACH,
      streetY + 20,
      SCENE_REACH * 2,
      SCENE_HEIGHT - streetY,
      svg.linear([
        [0, shadeFor('#b8ada0', light, 0.4)],
        [1, shadeFor('#8f8478', light, 0)],
      ]),
    );
    let d = '';
    for (let k = 0; k < 30; k++) {
      const t = (k / 30) ** 1.6;
      d += `M${-SCENE_REACH},${n(streetY + 20 + t * (SCENE_HEIGHT - streetY))}H${SCENE_REACH}`;
    }
    svg.add(`<path d="${d}" stroke="#5e554c" stroke-width="1.2"${sop(0.3)}/>`);
    for (let k = rng.int(2, 4); k > 0; k--) {
      pot(
        svg,
        rng,
        light,
        rng.range(-SCENE_REACH, SCENE_REACH),
        streetY + rng.range(20, 60),
        rng.range(40, 60),
        rng.pick(['olive', 'flowers', 'lavender'] as const),
      );
    }
    const lx = rng.range(-500, 500);
    svg.line(lx, streetY + 40, lx, streetY - 260, '#2f3236', 6);
    svg.path(`M${n(lx - 16)},${n(streetY - 260)}h32l-6,-34h-20z`, '#2f3236');
    svg.rect(lx - 10, streetY - 288, 20, 24, light.windowsLit ? '#ffe3a0' : '#e8eef0', op(0.9));
    if (rng.chance(0.5))
      drawParasol(
        svg,
        light,
        rng.range(-400, 400),
        streetY + rng.range(80, 160),
        rng.range(150, 200),
        rng.pick(['#f2ede4', hsl(355, 45, 45), hsl(150, 25, 40)]),
      );
  }
  drawFinish(svg, light);
}

// ---------------------------------------------------------------------------------------------
// Views and extras.

function viewSea(svg: Svg, rng: Rng): void {
  const horizonY = rng.range(400, 470);
  const light = makeLight(rng, pickTime(rng), horizonY);
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY, rng.range(0.2, 0.8));
  const green = hsl(rng.range(80, 110), 28, 38);
  headland(svg, rng, light, horizonY, -1, green);
  if (rng.chance(0.6)) headland(svg, rng, light, horizonY, 1, green);
  const railY = rng.range(660, 720);
  drawSea(svg, rng, light, {
    horizonY,
    shoreY: railY + 40,
    deep: hsl(rng.range(198, 212), 62, 40),
    shallow: hsl(195, 55, 48),
  });
  for (let i = rng.int(1, 3); i > 0; i--) {
    sailboat(
      svg,
      light,
      rng.range(-SCENE_REACH, SCENE_REACH),
      horizonY + rng.range(30, 160),
      rng.range(0.8, 1.8),
    );
  }
  // a pergola with a vine across the top
  if (rng.chance(0.4)) pergola(svg, rng, light);
  railing(
    svg,
    rng,
    light,
    railY,
    rng.range(110, 150),
    rng.pick(['balusters', 'glass', 'iron'] as const),
  );
  terraceFloor(svg, rng, light, railY + 6, rng.pick(['tiles', 'stone', 'deck'] as const));
  const side = rng.chance(0.5) ? -1 : 1;
  if (rng.chance(0.75))
    tableSet(
      svg,
      rng,
      light,
      side * rng.range(200, 380),
      SCENE_HEIGHT - rng.range(40, 90),
      rng.range(1.3, 1.7),
      rng.chance(0.5),
    );
  for (let k = rng.int(1, 2); k > 0; k--) {
    pot(
      svg,
      rng,
      light,
      -side * rng.range(330, 560) - side * 700 * (k - 1),
      SCENE_HEIGHT - rng.range(30, 70),
      rng.range(90, 130),
      rng.pick(['olive', 'flowers', 'palm', 'lavender'] as const),
    );
  }
  drawFinish(svg, light);
}

function viewMountains(svg: Svg, rng: Rng): void {
  const horizonY = rng.range(420, 480);
  const light = makeLight(
    rng,
    rng.weighted([
      ['midday', 4],
      ['morning', 2],
      ['afternoon', 3],
      ['golden', 2],
    ] as const),
    horizonY - 150,
  );
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY - 150, rng.range(0.2, 0.8));
  drawMountains(svg, rng, light, {
    baseY: horizonY + 130,
    peakTop: rng.range(80, 150),
    peakBottom: rng.range(200, 280),
    peaks: rng.int(4, 7),
    rock: hsl(rng.range(205, 220), 14, 50),
    haze: 0.4,
    snowLine: rng.range(240, 320),
  });
  const forest = hsl(rng.range(130, 145), 26, 28);
  drawMountains(svg, rng, light, {
    baseY: horizonY + 120,
    peakTop: horizonY - rng.range(90, 150),
    peakBottom: horizonY - 20,
    peaks: rng.int(3, 5),
    rock: hsl(rng.range(95, 130), 18, 36),
    haze: 0.28,
    roughness: 1.2,
  });
  drawForestRidge(svg, rng, light, {
    y: horizonY + 70,
    amp: 25,
    baseY: horizonY + 140,
    green: forest,
    haze: 0.3,
    tree: 8,
  });
  const valley = hsl(rng.range(85, 105), 40, 46);
  const valleyY = horizonY + 120;
  svg.path(
    hillPath(rng, valleyY, 20, SCENE_HEIGHT, 500),
    svg.linearAt(
      [
        [0, fade(valley, light, 0.25)],
        [1, shadeFor(valley, light, 0.3)],
      ],
      0,
      valleyY,
      0,
      SCENE_HEIGHT,
    ),
  );
  // a village and scattered firs in the valley
  const vx = rng.range(-400, 400);
  for (let k = rng.int(8, 16); k > 0; k--) {
    const hx = vx + rng.jitter(260);
    const hy = valleyY + rng.range(15, 70);
    const sc = 0.7 + (hy - valleyY) / 60;
    svg.rect(hx, hy - 12 * sc, 18 * sc, 12 * sc, fade('#f2ede4', light, 0.2));
    svg.poly(
      [
        [hx - 3 * sc, hy - 12 * sc],
        [hx + 9 * sc, hy - 20 * sc],
        [hx + 21 * sc, hy - 12 * sc],
      ],
      fade(hsl(15, 40, 38), light, 0.2),
    );
  }
  if (rng.chance(0.6)) {
    const cx = vx + rng.jitter(120);
    const cy = valleyY + rng.range(20, 50);
    svg.rect(cx - 7, cy - 60, 14, 60, fade('#f2ede4', light, 0.2));
    svg.path(
      `M${n(cx - 9)},${n(cy - 60)}Q${n(cx)},${n(cy - 80)} ${n(cx)},${n(cy - 96)}Q${n(cx)},${n(cy - 80)} ${n(cx + 9)},${n(cy - 60)}Z`,
      fade(hsl(20, 30, 30), light, 0.2),
    );
  }
  for (let k = rng.int(10, 20); k > 0; k--) {
    const fy = valleyY + rng.range(10, 120);
    const x = rng.range(-SCENE_REACH, SCENE_REACH);
    svg.keepIf(x - 60, x + 60, () =>
      drawConifer(svg, rng, light, x, fy, 30 + (fy - valleyY) * 0.5, forest, 0.15),
    );
  }
  const railY = rng.range(770, 820);
  const railH = rng.range(120, 160);
  railing(svg, rng, light, railY, railH, rng.chance(0.75) ? 'wood' : 'iron');
  terraceFloor(svg, rng, light, railY, 'deck');
  if (rng.chance(0.7)) {
    // geraniums along the rail
    const by = railY - railH - 10;
    svg.rect(-SCENE_REACH, by, SCENE_REACH * 2, 26, shadeFor(hsl(25, 40, 30), light, 0));
    const red = rng.pick([hsl(355, 75, 50), hsl(330, 65, 55), hsl(5, 80, 52)]);
    for (let x = -SCENE_REACH; x < SCENE_REACH; x += 9) {
      svg.circle(
        x,
        by - rng.range(0, 12),
        rng.range(7, 11),
        shadeFor(hsl(110, 35, 30), light, rng.range(-0.5, 0.5)),
      );
    }
    for (let x = -SCENE_REACH; x < SCENE_REACH; x += 7) {
      if (rng.chance(0.6))
        svg.circle(
          x + rng.jitter(4),
          by - rng.range(6, 24),
          rng.range(4, 7),
          rng.chance(0.7) ? red : lighten(red, 0.3),
        );
    }
  }
  drawFinish(svg, light);
}

function poolScene(svg: Svg, rng: Rng): void {
  const horizonY = rng.range(340, 400);
  const light = makeLight(
    rng,
    rng.weighted([
      ['midday', 5],
      ['afternoon', 3],
      ['golden', 2],
      ['dusk', 0.7],
    ] as const),
    horizonY,
  );
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY, rng.range(0.1, 0.6));
  const backdrop = rng.pick(['sea', 'hills', 'mountains'] as const);
  if (backdrop === 'sea') {
    drawSea(svg, rng, light, {
      horizonY,
      shoreY: 560,
      deep: hsl(205, 60, 42),
      shallow: hsl(200, 55, 50),
    });
  } else if (backdrop === 'hills') {
    drawFieldHill(svg, rng, light, {
      y: horizonY,
      amp: 30,
      baseY: 560,
      palette: rng.pick(FIELD_PALETTES),
      haze: 0.5,
      hedges: true,
    });
  } else {
    drawMountains(svg, rng, light, {
      baseY: 560,
      peakTop: 140,
      peakBottom: 260,
      peaks: 5,
      rock: hsl(210, 14, 50),
      haze: 0.45,
      snowLine: 280,
    });
  }
  const deckY = rng.range(470, 520);
  const deck = rng.pick([hsl(35, 15, 82), hsl(28, 30, 60), hsl(20, 35, 70)]);
  drawGround(svg, rng, light, { y: deckY - 30, amp: 8, color: hsl(95, 35, 42) });
  const shrubs = new Batch();
  for (let x = -SCENE_REACH; x < SCENE_REACH; x += rng.range(60, 140)) {
    if (rng.chance(0.5)) {
      const height = rng.range(90, 160);
      svg.keepIf(x - 60, x + 60, () => drawCypress(svg, rng, light, x, deckY + 5, height, 0.1));
    } else {
      const size = rng.range(60, 110);
      const leaf = rng.pick(LEAF_GREENS);
      const bloom = rng.chance(0.4) ? rng.pick(FLOWERS) : undefined;
      bushInto(shrubs, svg, rng, light, x, deckY + 5, size, leaf, bloom);
    }
  }
  shrubs.flush(svg);
  svg.rect(
    -SCENE_REACH,
    deckY,
    SCENE_REACH * 2,
    SCENE_HEIGHT - deckY + 10,
    svg.linear([
      [0, shadeFor(deck, light, 0.6)],
      [1, shadeFor(darken(deck, 0.1), light, 0)],
    ]),
  );
  const cx = rng.jitter(120);
  const farY = deckY + rng.range(30, 60);
  drawPool(svg, rng, light, {
    cx,
    farY,
    nearY: SCENE_HEIGHT - rng.range(30, 110),
    farW: rng.range(520, 700),
    nearW: rng.range(1100, 1400),
    coping: lighten(deck, 0.2),
  });
  const side = rng.chance(0.5) ? -1 : 1;
  const loungerColor = rng.pick(['#ffffff', hsl(200, 40, 60), hsl(40, 60, 65), hsl(160, 25, 55)]);
  for (let k = 0; k < 3; k++) {
    drawLounger(
      svg,
      light,
      cx + side * (rng.range(330, 380) + k * 110) - 50,
      farY - 6 + k * 4,
      1,
      loungerColor,
    );
  }
  if (rng.chance(0.7))
    drawParasol(
      svg,
      light,
      cx + side * rng.range(420, 520),
      farY + 10,
      rng.range(150, 190),
      rng.pick(['#f2ede4', hsl(200, 35, 50), hsl(40, 50, 60)]),
    );
  if (rng.chance(0.6))
    drawPalm(svg, rng, light, -side * rng.range(420, 560), deckY + 40, rng.range(380, 480));
  drawFinish(svg, light);
}

function garden(svg: Svg, rng: Rng): void {
  svg.tag('house');
  const horizonY = rng.range(330, 400);
  const light = makeLight(
    rng,
    rng.weighted([
      ['midday', 4],
      ['morning', 2],
      ['afternoon', 3],
      ['golden', 2],
    ] as const),
    horizonY,
  );
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY, rng.range(0.2, 0.8));
  drawFieldHill(svg, rng, light, {
    y: horizonY,
    amp: 25,
    baseY: horizonY + 160,
    palette: rng.pick(FIELD_PALETTES),
    haze: 0.55,
    hedges: false,
  });
  const lawnY = rng.range(440, 500);
  const lawn = hsl(rng.range(85, 105), 45, 45);
  drawGround(svg, rng, light, { y: lawnY, amp: 6, color: lawn });
  // the house at the back of the garden, one side
  const side = rng.chance(0.5) ? -1 : 1;
  const hx = side * rng.range(250, 420);
  const maker = rng.pick([farmhouse, villa, lakeHouse]);
  const spec = maker(rng, hx, lawnY + 70, horizonY, 0.75);
  // hedge behind
  drawHedgeRow(svg, rng, light, {
    baseY: lawnY + 30,
    height: rng.range(60, 80),
    green: hsl(115, 30, 30),
  });
  drawHouse(svg, rng, light, spec);
  // mowing stripes
  let stripes = '';
  for (let k = -12; k <= 12; k += 2) {
    stripes += `M${n(k * 60)},${n(lawnY + 80)}L${n(k * 150 - 75)},${SCENE_HEIGHT + 10}L${n(k * 150 + 75)},${SCENE_HEIGHT + 10}L${n(k * 60 + 30)},${n(lawnY + 80)}Z`;
  }
  svg.path(stripes, lighten(lawn, 0.1), op(0.18));
  // flower borders
  const border = rng.range(560, 640);
  const flowerBed = new Batch();
  for (let x = -SCENE_REACH; x < SCENE_REACH; x += rng.range(50, 90)) {
    if (Math.abs(x) < 180 && rng.chance(0.7)) continue;
    const y = border + rng.range(-20, 20);
    const size = rng.range(60, 100);
    const leaf = rng.pick(LEAF_GREENS);
    bushInto(flowerBed, svg, rng, light, x, y, size, leaf, rng.pick(FLOWERS));
  }
  flowerBed.flush(svg);
  // stepping stones
  for (let k = 0; k < 6; k++) {
    const t = k / 5;
    svg.ellipse(
      rng.jitter(20) + t * side * -60,
      lawnY + 110 + t * (SCENE_HEIGHT - lawnY - 110),
      20 + t * 40,
      6 + t * 14,
      shadeFor('#d8d2c6', light, 0.5),
    );
  }
  tableSet(
    svg,
    rng,
    light,
    -side * rng.range(180, 320),
    SCENE_HEIGHT - rng.range(70, 140),
    rng.range(1, 1.3),
    rng.chance(0.6),
  );
  drawTree(
    svg,
    rng,
    light,
    -side * rng.range(460, 580),
    SCENE_HEIGHT - rng.range(120, 200),
    rng.range(380, 480),
    rng.pick(LEAF_GREENS),
  );
  drawMeadowDetail(svg, rng, light, {
    y0: lawnY + 40,
    y1: SCENE_HEIGHT,
    grass: lawn,
    flowers: ['#ffffff', hsl(50, 90, 65)],
    density: 0.5,
  });
  drawFinish(svg, light);
}

function terrace(svg: Svg, rng: Rng): void {
  const horizonY = rng.range(380, 440);
  const light = makeLight(
    rng,
    rng.weighted([
      ['midday', 3],
      ['afternoon', 3],
      ['golden', 3],
      ['dusk', 1],
    ] as const),
    horizonY,
  );
  drawSky(svg, light, horizonY);
  drawClouds(svg, rng, light, horizonY, rng.range(0.2, 0.8));
  const view = rng.pick(['sea', 'hills', 'lake'] as const);
  const wallY = rng.range(560, 620);
  if (view === 'sea') {
    headland(svg, rng, light, horizonY, rng.chance(0.5) ? -1 : 1, hsl(95, 28, 38));
    drawSea(svg, rng, light, {
      horizonY,
      shoreY: wallY,
      deep: hsl(205, 60, 42),
      shallow: hsl(200, 55, 48),
    });
  } else if (view === 'hills') {
    const palette = rng.pick(FIELD_PALETTES);
    drawFieldHill(svg, rng, light, {
      y: horizonY,
      amp: 30,
      baseY: wallY,
      palette,
      haze: 0.55,
      hedges: false,
    });
    drawFieldHill(svg, rng, light, {
      y: horizonY + 80,
      amp: 30,
      baseY: wallY,
      palette,
      haze: 0.3,
      hedges: true,
    });
  } else {
    const backdrop = svg.symbol(
      svg.capture(() => {
        drawMountains(svg, rng, light, {
          baseY: horizonY,
          peakTop: 180,
          peakBottom: 300,
          peaks: 5,
          rock: hsl(210, 14, 50),
          haze: 0.45,
          snowLine: 300,
        });
        drawForestRidge(svg, rng, light, {
          y: horizonY - 15,
          amp: 12,
          baseY: horizonY,
          green: hsl(140, 26, 26),
          haze: 0.3,
          tree: 9,
        });
      }),
    );
    svg.add(`<use href="#${backdrop}"/>`);
    drawLake(svg, rng, light, {
      waterY: horizonY,
      nearY: wallY,
      water: hsl(200, 40, 40),
      reflect: backdrop,
    });
  }
  // low wall
  const stone = shadeFor(rng.pick(['#e9e1d3', '#d8cdbb', '#f0ebe2']), light, 0.4);
  svg.rect(-SCENE_REACH, wallY - 60, SCENE_REACH * 2, 70, stone);
  svg.rect(-SCENE_REACH, wallY - 66, SCENE_REACH * 2, 12, lighten(stone, 0.15));
  svg.rect(-SCENE_REACH, wallY - 54, SCENE_REACH * 2, 5, '#000', op(0.12));
  for (let x = -SCENE_REACH; x < SCENE_REACH; x += rng.range(120, 260)) {
    pot(
      svg,
      rng,
      light,
      x,
      wallY - 62,
      rng.range(30, 46),
      rng.pick(['flowers', 'lavender', 'flowers'] as const),
    );
  }
  terraceFloor(svg, rng, light, wallY + 10, rng.pick(['tiles', 'stone', 'deck'] as const));
  const side = rng.chance(0.5) ? -1 : 1;
  tableSet(
    svg,
    rng,
    light,
    side * rng.range(0, 160),
    SCENE_HEIGHT - rng.range(60, 120),
    rng.range(1.5, 1.9),
    rng.chance(0.5),
  );
  if (rng.chance(0.5))
    drawParasol(
      svg,
      light,
      side * rng.range(0, 160) + 30,
      SCENE_HEIGHT - 80,
      rng.range(330, 400),
      rng.pick(['#f2ede4', hsl(200, 35, 50), hsl(355, 40, 50)]),
    );
  else pergola(svg, rng, light);
  pot(
    svg,
    rng,
    light,
    -side * rng.range(400, 540),
    SCENE_HEIGHT - rng.range(20, 60),
    rng.range(90, 130),
    rng.pick(['olive', 'palm', 'flowers'] as const),
  );
  drawFinish(svg, light);
}

export type ExteriorCategory =
  | 'coast'
  | 'mountains'
  | 'lake'
  | 'countryside'
  | 'town'
  | 'view-sea'
  | 'view-mountains'
  | 'pool'
  | 'garden'
  | 'terrace';

export const EXTERIOR_SCENES: Record<ExteriorCategory, (svg: Svg, rng: Rng) => void> = {
  coast,
  mountains,
  lake,
  countryside,
  town,
  'view-sea': viewSea,
  'view-mountains': viewMountains,
  pool: poolScene,
  garden,
  terrace,
};

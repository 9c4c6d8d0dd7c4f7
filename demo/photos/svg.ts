// A minimal SVG writer for the procedural photos: colour maths, compact number formatting,
// gradient definitions shared by key, and smooth paths. Pure string building, no DOM.

// ---------------------------------------------------------------------------------------------
// Colours are '#rrggbb' strings.

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** hsl(h 0–360, s 0–100, l 0–100) as '#rrggbb'. */
export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  if (sat === 0) return toHex([lig * 255, lig * 255, lig * 255]);
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return toHex([channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255]);
}

/** Linear mix of two colours: t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([
    ca[0] + (cb[0] - ca[0]) * t,
    ca[1] + (cb[1] - ca[1]) * t,
    ca[2] + (cb[2] - ca[2]) * t,
  ]);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#1a1a22', t);

// ---------------------------------------------------------------------------------------------
// Numbers and paths.

/** A coordinate with at most one decimal, no trailing zeros: keeps the SVG small. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Point = readonly [number, number];

export function pts(points: readonly Point[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

/** A polygon/polyline path: M x,y L … (Z when closed). */
export function linePath(points: readonly Point[], closed = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${n(first[0])},${n(first[1])}L${pts(rest)}${closed ? 'Z' : ''}`;
}

/**
 * A smooth curve through the points (Catmull-Rom converted to cubic Béziers); `tension` 0 gives
 * straight segments, 1 the full spline. With `closeTo` the path continues along straight lines
 * through those points and closes (e.g. down to the bottom corners for a hill silhouette).
 */
export function smoothPath(
  points: readonly Point[],
  closeTo: readonly Point[] = [],
  tension = 1,
): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${n(first[0])},${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const k = tension / 6;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  if (closeTo.length > 0) d += `L${pts(closeTo)}Z`;
  return d;
}

// ---------------------------------------------------------------------------------------------
// The document.

/** A gradient stop: [offset 0–1, colour, opacity?]. */
export type Stop = readonly [number, string, number?];

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset * 100)}%" stop-color="${color}"${
          opacity === undefined || opacity >= 1
            ? ''
            : ` stop-opacity="${Math.round(opacity * 1000) / 1000}"`
        }/>`,
    )
    .join('');
}

/**
 * What a picture shows that a listing could contradict (demo/photos/gallery.ts matches them with
 * the object's facts): the building, water, mountains, a pool, a fireplace, and palms (a southern
 * climate: a Danish coast with palms tells an untruth, issue 19).
 */
export type SceneTag =
  | 'house'
  | 'townhouses'
  | 'sea'
  | 'lake'
  | 'harbour'
  | 'mountains'
  | 'snow'
  | 'pool'
  | 'fireplace'
  | 'palms';

export class Svg {
  /** Filled in while drawing; read by sceneTags. */
  readonly tags = new Set<SceneTag>();
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly shared = new Map<string, string>();
  private counter = 0;

  /** The drawing area: x from -width/2 to width/2, y from 0 to height. */
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Records that the picture shows `tag` (whether or not it ends up inside the frame). */
  tag(...tags: readonly SceneTag[]): void {
    for (const t of tags) this.tags.add(t);
  }

  get left(): number {
    return -this.width / 2;
  }

  get right(): number {
    return this.width / 2;
  }

  newId(prefix = 'i'): string {
    this.counter++;
    return `${prefix}${this.counter.toString(36)}`;
  }

  /** Adds a definition once per key; returns its id. */
  private define(key: string, build: (id: string) => string): string {
    const existing = this.shared.get(key);
    if (existing) return existing;
    const id = this.newId('g');
    this.defs.push(build(id));
    this.shared.set(key, id);
    return id;
  }

  /**
   * A linear gradient in bounding-box units (vertical by default); returns 'url(#id)'.
   * Keep gradients vertical or horizontal: librsvg (pixman) draws diagonal linear and radial
   * gradients about three times slower per pixel, which mattered for large areas.
   */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const s = stopsXml(stops);
    const id = this.define(
      `L${x1},${y1},${x2},${y2}${s}`,
      (gid) =>
        `<linearGradient id="${gid}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient in user space (absolute coordinates). */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const s = stopsXml(stops);
    const id = this.define(
      `LU${n(x1)},${n(y1)},${n(x2)},${n(y2)}${s}`,
      (gid) =>
        `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in bounding-box units. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const s = stopsXml(stops);
    const id = this.define(
      `R${cx},${cy},${r},${fx},${fy}${s}`,
      (gid) =>
        `<radialGradient id="${gid}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space. */
  radialAt(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const s = stopsXml(stops);
    const id = this.define(
      `RU${n(cx)},${n(cy)},${n(r)}${s}`,
      (gid) =>
        `<radialGradient id="${gid}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from path data; returns 'url(#id)'. */
  clip(d: string): string {
    const id = this.newId('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A reusable group in defs; returns its id for <use>. */
  symbol(content: string): string {
    const id = this.newId('s');
    this.defs.push(`<g id="${id}">${content}</g>`);
    return id;
  }

  /** Whether the horizontal span [x0, x1] shows in the frame. */
  visible(x0: number, x1: number): boolean {
    return x1 >= this.left - 2 && x0 <= this.right + 2;
  }

  /**
   * Runs `draw` (so random numbers are consumed the same way for every frame width) but keeps
   * its output only when [x0, x1] shows in the frame.
   */
  keepIf(x0: number, x1: number, draw: () => void): void {
    const markup = this.capture(draw);
    if (this.visible(x0, x1)) this.add(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** Collects what `draw` adds into a string instead of the body (for groups and symbols). */
  capture(draw: () => void): string {
    const start = this.body.length;
    draw();
    return this.body.splice(start).join('');
  }

  group(attrs: string, draw: () => void): void {
    const content = this.capture(draw);
    if (content) this.add(`<g ${attrs}>${content}</g>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}"${extra}/>`);
  }

  poly(points: readonly Point[], fill: string, extra = ''): void {
    this.add(`<path d="${linePath(points)}" fill="${fill}"${extra}/>`);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra}/>`,
    );
  }

  /** A rounded rectangle. */
  rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): void {
    const radius = Math.max(0, Math.min(r, w / 2, h / 2));
    this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" rx="${n(radius)}" fill="${fill}"${extra}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.abs(rx))}" ry="${n(Math.abs(ry))}" fill="${fill}"${extra}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.abs(r))}" fill="${fill}"${extra}/>`);
  }

  /** Many circles of one colour as a single path (fewer elements, smaller file). */
  circles(list: readonly (readonly [number, number, number])[], fill: string, extra = ''): void {
    if (list.length === 0) return;
    let d = '';
    for (const [cx, cy, r0] of list) {
      const r = Math.abs(r0);
      d += `M${n(cx - r)},${n(cy)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0`;
    }
    this.add(`<path d="${d}" fill="${fill}"${extra}/>`);
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    stroke: string,
    width: number,
    extra = '',
  ): void {
    this.add(
      `<path d="M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`,
    );
  }

  /** The finished document at the given pixel size. */
  toString(pixelWidth: number, pixelHeight: number): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${pixelWidth}" height="${pixelHeight}" ` +
      `viewBox="${n(this.left)} 0 ${n(this.width)} ${n(this.height)}" preserveAspectRatio="xMidYMid slice">` +
      `${defs}${this.body.join('')}</svg>`
    );
  }
}

/**
 * Translucency for the `extra` argument of the shape helpers. Fill and stroke opacity, not
 * `opacity`: librsvg renders an element with `opacity` through an offscreen surface, which made
 * the pictures four times slower to rasterise.
 */
export const op = (opacity: number): string =>
  ` fill-opacity="${Math.round(opacity * 1000) / 1000}"`;

/** Translucency of a stroke-only shape. */
export const sop = (opacity: number): string =>
  ` stroke-opacity="${Math.round(opacity * 1000) / 1000}"`;

export const rectD = (x: number, y: number, w: number, h: number): string =>
  `M${n(x)},${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;

export const ellipseD = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${n(cx - rx)},${n(cy)}a${n(rx)},${n(ry)} 0 1,0 ${n(2 * rx)},0a${n(rx)},${n(ry)} 0 1,0 ${n(-2 * rx)},0`;

export const circleD = (cx: number, cy: number, r: number): string =>
  `M${n(cx - r)},${n(cy)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0`;

/**
 * Collects path data by style and draws each style as a single element, in the order the styles
 * first appeared. librsvg spends ~0.1 ms per element, so a row of town houses with a hundred
 * windows drawn one shape at a time was the slowest picture.
 */
export class Batch {
  private readonly parts = new Map<string, { attrs: string; d: string }>();

  /** Appends path data to the layer `layer` drawn with `attrs`. */
  add(layer: string, attrs: string, d: string): void {
    const key = `${layer}|${attrs}`;
    const part = this.parts.get(key);
    if (part) part.d += d;
    else this.parts.set(key, { attrs, d });
  }

  flush(svg: Svg): void {
    for (const { attrs, d } of this.parts.values()) if (d) svg.add(`<path d="${d}"${attrs}/>`);
    this.parts.clear();
  }
}

/** ' fill="…"' with an optional fill opacity, for Batch layers. */
export const fillA = (color: string, opacity = 1): string =>
  ` fill="${color}"${opacity < 1 ? op(opacity) : ''}`;

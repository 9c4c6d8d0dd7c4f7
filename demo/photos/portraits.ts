// Generated portraits of the office staff (office contact widget, SPEC §3: 45×45 and 120×120 plus
// WebP): a head-and-shoulders illustration with a headset in front of an office wall, drawn as SVG
// from the photo id's seed and rasterised with sharp like the object photos (./render.ts). No
// external images: every portrait is made here, the same picture for an id every time.
import sharp from 'sharp';
import {
  STAFF_PHOTO_FORMATS,
  STAFF_PHOTO_SIZES,
  isPortraitId,
  type StaffPhotoFormat,
  type StaffPhotoSize,
} from '#services/media';
import { Rng } from './prng';
import { darken, hsl, lighten } from './svg';

/** Bump when the drawing changes (part of the ETag's input through the bytes anyway). */
export const PORTRAIT_RENDER_VERSION = 1;

const SKIN = ['#f3d3bd', '#e8b995', '#d9a27c', '#b97d57', '#8d5a3b', '#f1c7a5'];
const HAIR = ['#2b211c', '#4a3426', '#7a4f2c', '#b07a3f', '#d8b36a', '#5b5b5b', '#1c1c1c'];
const r1 = (value: number) => Math.round(value * 10) / 10;

/** The portrait `id` as an SVG document of size × size pixels (throws for an unknown id). */
export function portraitSvg(id: string, size: number): string {
  if (!isPortraitId(id)) throw new RangeError(`unknown portrait id: ${id}`);
  const rng = new Rng(`feriora-portrait:${id}`);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const wallHue = rng.int(180, 230);
  const wall = hsl(wallHue, 35, 86);
  const shirt = hsl(rng.pick([210, 350, 160, 28, 265, 195]), 45, 45);
  const longHair = rng.chance(0.5);
  const glasses = rng.chance(0.3);
  const headW = rng.range(46, 54);
  const headH = headW * rng.range(1.18, 1.3);
  const cx = 120;
  const cy = 104;
  const parts: string[] = [];
  // Office wall with a soft window light and a shelf line.
  parts.push(
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(wall, 0.3)}"/><stop offset="1" stop-color="${darken(wall, 0.12)}"/></linearGradient>` +
      `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(shirt, 0.12)}"/><stop offset="1" stop-color="${darken(shirt, 0.25)}"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="240" height="240" fill="url(#w)"/>`);
  parts.push(
    `<rect x="${rng.int(150, 175)}" y="20" width="60" height="90" rx="4" fill="#ffffff" fill-opacity="0.45"/>`,
  );
  parts.push(
    `<rect x="0" y="150" width="240" height="4" fill="${darken(wall, 0.2)}" fill-opacity="0.5"/>`,
  );
  // Long hair behind the shoulders.
  if (longHair) {
    parts.push(
      `<path d="M${r1(cx - headW - 6)},${r1(cy - 10)} Q${r1(cx - headW - 14)},${r1(cy + 80)} ${r1(cx - headW + 6)},${r1(cy + 92)} L${r1(cx + headW - 6)},${r1(cy + 92)} Q${r1(cx + headW + 14)},${r1(cy + 80)} ${r1(cx + headW + 6)},${r1(cy - 10)} Z" fill="${darken(hair, 0.1)}"/>`,
    );
  }
  // Shoulders and neck.
  parts.push(
    `<path d="M20,240 C24,190 60,168 96,162 L144,162 C180,168 216,190 220,240 Z" fill="url(#s)"/>`,
  );
  parts.push(
    `<path d="M${cx - 18},${r1(cy + headH - 20)} L${cx - 16},168 Q${cx},182 ${cx + 16},168 L${cx + 18},${r1(cy + headH - 20)} Z" fill="${darken(skin, 0.12)}"/>`,
  );
  parts.push(
    `<path d="M96,162 L${cx},196 L144,162 L136,160 L${cx},182 L104,160 Z" fill="${lighten(shirt, 0.5)}"/>`,
  );
  // Ears, head.
  parts.push(
    `<ellipse cx="${r1(cx - headW + 2)}" cy="${cy + 6}" rx="7" ry="11" fill="${darken(skin, 0.06)}"/>`,
  );
  parts.push(
    `<ellipse cx="${r1(cx + headW - 2)}" cy="${cy + 6}" rx="7" ry="11" fill="${darken(skin, 0.06)}"/>`,
  );
  parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${r1(headW)}" ry="${r1(headH)}" fill="${skin}"/>`);
  // Hair on top: a cap of hair with a parting.
  const part = rng.range(-18, 18);
  parts.push(
    `<path d="M${r1(cx - headW - 2)},${r1(cy + 4)} C${r1(cx - headW - 4)},${r1(cy - headH - 6)} ${r1(cx + headW + 4)},${r1(cy - headH - 6)} ${r1(cx + headW + 2)},${r1(cy + 4)} C${r1(cx + headW - 6)},${r1(cy - 26)} ${r1(cx + part + 10)},${r1(cy - headH * 0.55)} ${r1(cx + part)},${r1(cy - headH * 0.62)} C${r1(cx + part - 14)},${r1(cy - headH * 0.5)} ${r1(cx - headW + 6)},${r1(cy - 28)} ${r1(cx - headW - 2)},${r1(cy + 4)} Z" fill="${hair}"/>`,
  );
  // Eyes, brows, nose, smile.
  const eyeY = cy + 2;
  for (const side of [-1, 1]) {
    const ex = cx + side * headW * 0.38;
    parts.push(`<ellipse cx="${r1(ex)}" cy="${eyeY}" rx="4.2" ry="4.6" fill="#2a2420"/>`);
    parts.push(`<circle cx="${r1(ex + 1.4)}" cy="${eyeY - 1.5}" r="1.2" fill="#ffffff"/>`);
    parts.push(
      `<path d="M${r1(ex - 9)},${eyeY - 11} Q${r1(ex)},${eyeY - 16} ${r1(ex + 9)},${eyeY - 11}" stroke="${darken(hair, 0.2)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    );
    if (glasses) {
      parts.push(
        `<rect x="${r1(ex - 11)}" y="${eyeY - 9}" width="22" height="17" rx="6" fill="#ffffff" fill-opacity="0.12" stroke="#2f3440" stroke-width="2.4"/>`,
      );
    }
  }
  if (glasses) {
    parts.push(
      `<path d="M${r1(cx - headW * 0.38 + 11)},${eyeY - 2} L${r1(cx + headW * 0.38 - 11)},${eyeY - 2}" stroke="#2f3440" stroke-width="2.4"/>`,
    );
  }
  parts.push(
    `<path d="M${cx},${eyeY + 6} Q${cx - 5},${eyeY + 18} ${cx + 1},${eyeY + 20}" stroke="${darken(skin, 0.25)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="M${cx - 14},${eyeY + 30} Q${cx},${eyeY + 42} ${cx + 14},${eyeY + 30}" stroke="#9a3f3a" stroke-width="3.2" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<ellipse cx="${r1(cx - headW * 0.55)}" cy="${eyeY + 22}" rx="8" ry="5" fill="#e0787a" fill-opacity="0.25"/>`,
  );
  parts.push(
    `<ellipse cx="${r1(cx + headW * 0.55)}" cy="${eyeY + 22}" rx="8" ry="5" fill="#e0787a" fill-opacity="0.25"/>`,
  );
  // The headset: band over the head, ear cup, microphone arm.
  parts.push(
    `<path d="M${r1(cx - headW - 4)},${cy + 4} C${r1(cx - headW - 6)},${r1(cy - headH - 16)} ${r1(cx + headW + 6)},${r1(cy - headH - 16)} ${r1(cx + headW + 4)},${cy + 4}" stroke="#2f3440" stroke-width="6" fill="none"/>`,
  );
  parts.push(
    `<rect x="${r1(cx + headW - 4)}" y="${cy - 8}" width="14" height="26" rx="6" fill="#2f3440"/>`,
  );
  parts.push(
    `<path d="M${r1(cx + headW + 2)},${cy + 14} Q${r1(cx + headW - 2)},${eyeY + 38} ${cx + 22},${eyeY + 36}" stroke="#2f3440" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(`<circle cx="${cx + 20}" cy="${eyeY + 36}" r="4.5" fill="#2f3440"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240">` +
    `${parts.join('')}</svg>`
  );
}

export function isStaffPhotoSize(value: number): value is StaffPhotoSize {
  return (STAFF_PHOTO_SIZES as readonly number[]).includes(value);
}

export function isStaffPhotoFormat(value: string): value is StaffPhotoFormat {
  return (STAFF_PHOTO_FORMATS as readonly string[]).includes(value);
}

/** The portrait at a size in a format (same encoder settings as the small object photos). */
export async function renderPortrait(
  id: string,
  size: StaffPhotoSize,
  format: StaffPhotoFormat,
): Promise<Buffer> {
  // Drawn at twice the size and scaled down: thin lines stay smooth at 45 px.
  const image = sharp(Buffer.from(portraitSvg(id, size * 2)), { density: 72 })
    .flatten({ background: '#ffffff' })
    .resize(size, size);
  return (
    format === 'webp'
      ? image.webp({ quality: 80, effort: 2 })
      : image.jpeg({ quality: 82, progressive: true, mozjpeg: false })
  ).toBuffer();
}

// Writes the raster icons browsers ask for beside public/favicon.svg (issue 19 "small things"):
// /favicon.ico (16 and 32 px PNG images in an ICO container — old browsers, feed readers and
// bookmark tools request it unasked) and /apple-touch-icon.png (180 px, opaque: iOS fills a
// transparent corner black). Rendered from the SVG, so the three never differ.
//
//   npx tsx scripts/icons.ts      (then commit public/favicon.ico and public/apple-touch-icon.png)
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const root = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', root));

async function png(size: number, square: boolean): Promise<Buffer> {
  // The SVG's rounded square leaves the corners transparent; the touch icon fills them with the
  // mark's own colour (iOS rounds the corners itself).
  const image = sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
  const flat = square ? image.flatten({ background: '#0b5d5b' }) : image;
  return flat.png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const sizes = [16, 32];
const images = await Promise.all(
  sizes.map(async (size) => ({ size, data: await png(size, false) })),
);
writeFileSync(new URL('favicon.ico', root), ico(images));
writeFileSync(new URL('apple-touch-icon.png', root), await png(180, true));
process.stdout.write('public/favicon.ico and public/apple-touch-icon.png written\n');

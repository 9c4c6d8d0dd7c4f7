// Renders contact sheets of the photo pool for a visual check:
//   npx tsx demo/photos/preview.ts /tmp/photos-preview [offset]
// writes sheet-1.png … (6×5 pictures of 320×240 each, every category mixed in) and hero.png.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_CATEGORIES, photoSvg, poolIds } from './scenes';

const COLS = 6;
const ROWS = 5;
const W = 320;
const H = 240;
const GAP = 6;

async function sheet(ids: readonly string[], file: string): Promise<void> {
  const tiles = await Promise.all(
    ids.map(async (id, i) => ({
      input: await sharp(Buffer.from(photoSvg(id, W, H)))
        .png()
        .toBuffer(),
      left: GAP + (i % COLS) * (W + GAP),
      top: GAP + Math.floor(i / COLS) * (H + GAP),
    })),
  );
  await sharp({
    create: {
      width: GAP + COLS * (W + GAP),
      height: GAP + ROWS * (H + GAP),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(tiles)
    .png()
    .toFile(file);
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/photos-preview';
  const offset = Number(process.argv[3] ?? 0);
  await mkdir(out, { recursive: true });
  // Interleave categories so each sheet shows all of them.
  const byCategory = PHOTO_CATEGORIES.map((c) => poolIds(c));
  const order: string[] = [];
  for (let i = 0; order.length < COLS * ROWS * 3; i++) {
    for (const ids of byCategory) {
      const id = ids[(i + offset) % ids.length];
      if (id !== undefined) order.push(id);
    }
  }
  for (let s = 0; s < 3; s++) {
    const file = join(out, `sheet-${s + 1}.png`);
    await sheet(order.slice(s * COLS * ROWS, (s + 1) * COLS * ROWS), file);
    process.stdout.write(`${file}\n`);
  }
  const heroId = poolIds('coast')[offset % 30] ?? 'coast-001';
  await writeFile(
    join(out, 'hero.png'),
    await sharp(Buffer.from(photoSvg(heroId, 960, 400)))
      .png()
      .toBuffer(),
  );
  process.stdout.write(`${join(out, 'hero.png')}\n`);
}

await main();

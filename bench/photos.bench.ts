// Prints render figures for the procedural photos (not part of `npm test`):
//   npx tsx bench/photos.bench.ts [photosPerCategory=3]
// Per size and format: time from SVG to encoded file and bytes, over a sample of the pool (every
// category), one render at a time; plus the rasterisation alone at 1280×960. Wall time suffers
// from other load on the machine; CPU time (process.cpuUsage, all threads) much less so.
import sharp from 'sharp';
import { renderPhoto } from '#demo/photos/render';
import { PHOTO_CATEGORIES, photoSvg, poolIds } from '#demo/photos/scenes';
import { PHOTO_FORMATS, type PhotoSize } from '#services/media';

const perCategory = Number(process.argv[2] ?? 3);
const ids = PHOTO_CATEGORIES.flatMap((c) => poolIds(c).slice(0, perCategory));
const print = (line: string) => process.stdout.write(`${line}\n`);
sharp.concurrency(1);

/** [result, wall ms, CPU ms] */
async function timed<T>(work: () => Promise<T>): Promise<[T, number, number]> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - start, (used.user + used.system) / 1000];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

print(`${ids.length} photos, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`);
const raster: number[] = [];
const rasterCpu: number[] = [];
const svgMs: number[] = [];
for (const id of ids) {
  const [svg, buildMs] = await timed(async () => Buffer.from(photoSvg(id, 1280, 960)));
  svgMs.push(buildMs);
  const [, ms, cpuMs] = await timed(() => sharp(svg).raw().toBuffer());
  raster.push(ms);
  rasterCpu.push(cpuMs);
}
print(`build SVG string: median ${median(svgMs).toFixed(1)} ms`);
print(
  `rasterise 1280×960 (no encoding): wall median ${median(raster).toFixed(1)} ms, ` +
    `max ${Math.max(...raster).toFixed(1)} ms; CPU median ${median(rasterCpu).toFixed(1)} ms, ` +
    `max ${Math.max(...rasterCpu).toFixed(1)} ms`,
);
for (const size of ['thumb', 'card', 'large', 'hero'] as PhotoSize[]) {
  for (const format of PHOTO_FORMATS) {
    const times: number[] = [];
    const cpu: number[] = [];
    const bytes: number[] = [];
    for (const id of ids) {
      const [data, ms, cpuMs] = await timed(() => renderPhoto(id, size, format));
      times.push(ms);
      cpu.push(cpuMs);
      bytes.push(data?.length ?? 0);
    }
    const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
    print(
      `${size.padEnd(6)} ${format.padEnd(5)} wall median ${median(times).toFixed(0).padStart(4)} ms, ` +
        `CPU median ${median(cpu).toFixed(0).padStart(4)} ms, bytes median ${(median(bytes) / 1024).toFixed(1)} kB ` +
        `(mean ${(mean(bytes) / 1024).toFixed(1)} kB)`,
    );
  }
}

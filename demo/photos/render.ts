// Rasterises the procedural photos with sharp (librsvg) and keeps them in a disk cache.
// The content of an id never changes, so a cached file is valid forever.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_RENDER_VERSION, isPoolPhoto, photoSvg } from './scenes';
import {
  PHOTO_SIZES,
  type PhotoFormat,
  type PhotoSize,
  isPhotoFormat,
  isPhotoSize,
} from '#services/media';

/**
 * Encoder settings, measured on this stack (see bench.ts): the pictures are flat illustrations,
 * so files are small at moderate quality; what costs is encoder time on a cold cache.
 * - AVIF: effort 2 for the small sizes (a card in ~0.15 s), effort 1 from `medium` up (effort 2
 *   takes ~0.75 s for `large`); quality a little higher than usual, AVIF smooths fine lines.
 * - WebP: effort 2 without smart subsampling (smart subsampling was six times slower).
 * - JPEG (fallback only): plain progressive libjpeg; mozjpeg trellis was five times slower for
 *   ~15 % fewer bytes.
 */
function encode(image: Sharp, size: PhotoSize, format: PhotoFormat): Sharp {
  const small = size === 'thumb' || size === 'card';
  switch (format) {
    case 'avif':
      return image.avif({
        quality: small ? 60 : 56,
        effort: small ? 2 : 1,
        chromaSubsampling: '4:2:0',
      });
    case 'webp':
      return image.webp({ quality: small ? 80 : 76, effort: 2 });
    case 'jpg':
      return image.jpeg({ quality: small ? 82 : 78, progressive: true, mozjpeg: false });
  }
}

/**
 * The picture `id` at a named size in a format, or null for an id outside the pool, an unknown
 * size or format.
 */
export async function renderPhoto(
  id: string,
  size: string,
  format: string,
): Promise<Buffer | null> {
  if (!isPoolPhoto(id) || !isPhotoSize(size) || !isPhotoFormat(format)) return null;
  const { width, height } = PHOTO_SIZES[size];
  const svg = photoSvg(id, width, height);
  // density 72 = the SVG's own pixel size; sRGB output without metadata keeps files small.
  const image = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#ffffff' });
  return encode(image, size, format).toBuffer();
}

export interface PhotoStore {
  /** The cached (or freshly rendered and cached) file, or null for unknown id/size/format. */
  get(id: string, size: string, format: string): Promise<Buffer | null>;
  /** Where a valid request's file lives (whether or not it exists yet); null when invalid. */
  pathOf(id: string, size: string, format: string): string | null;
}

export interface PhotoStoreOptions {
  /**
   * Runs each render (not a read of a cached file): the server passes a concurrency limit, so a
   * burst of requests for pictures not rendered yet cannot take every core (server/media.ts).
   */
  renderSlot?: <T>(render: () => Promise<T>) => Promise<T>;
}

/**
 * A disk cache under `cacheDir` (`v{PHOTO_RENDER_VERSION}/{id}/{size}.{format}`). Files are written to a temporary name
 * and renamed, so readers never see half a file, and concurrent requests for the same file share
 * one render.
 */
export function createPhotoStore(cacheDir: string, options: PhotoStoreOptions = {}): PhotoStore {
  const renderSlot = options.renderSlot ?? ((render) => render());
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const root = join(cacheDir, `v${PHOTO_RENDER_VERSION}`);

  const pathOf = (id: string, size: string, format: string): string | null =>
    isPoolPhoto(id) && isPhotoSize(size) && isPhotoFormat(format)
      ? join(root, id, `${size}.${format}`)
      : null;

  const produce = async (file: string, id: string, size: string, format: string) => {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const data = await renderSlot(() => renderPhoto(id, size, format));
    if (data === null) return null;
    const dir = join(root, id);
    await mkdir(dir, { recursive: true });
    const temp = join(
      dir,
      `.${size}.${format}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return data;
  };

  return {
    pathOf,
    get(id, size, format) {
      const file = pathOf(id, size, format);
      if (file === null) return Promise.resolve(null);
      const pending = inFlight.get(file);
      if (pending) return pending;
      const promise = produce(file, id, size, format).finally(() => inFlight.delete(file));
      inFlight.set(file, promise);
      return promise;
    },
  };
}

// The one storage of uploaded media (issue 18, docs/media.md): a directory under DATA_DIR by
// default, any S3-compatible bucket when MEDIA_S3_BUCKET is set. Callers name objects by keys of
// their own making (`uploads/up-…/card.webp`); a key is checked before either backend sees it, so
// no key can leave the directory or address another bucket path (`..`, absolute, backslashes,
// NUL, empty segments).
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '#core/config';

export interface StoredObject {
  body: Readable;
  contentType: string;
  bytes: number;
}

export interface MediaStorage {
  readonly kind: 'fs' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Lower-case letters, digits, `-`, `_` and one dot per segment; segments joined by `/`. */
const KEY =
  /^[a-z0-9][a-z0-9_-]{0,63}(?:\.[a-z0-9]{1,8})?(?:\/[a-z0-9][a-z0-9_-]{0,63}(?:\.[a-z0-9]{1,8})?){0,7}$/;

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'StorageKeyError';
  }
}

/** Throws unless the key is one of ours: no `..`, no leading `/`, no backslash or NUL. */
export function checkStorageKey(key: string): string {
  if (key.length > 300 || !KEY.test(key)) throw new StorageKeyError(key);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

function typeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/**
 * Files under `root`. The content type is not stored: it follows from the key's extension (the
 * keys are ours, so the extension is the format written).
 */
export function fileStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkStorageKey(key));
    // Belt and braces: the pattern already forbids it, but a path outside root is never touched.
    if (!path.startsWith(base + sep)) throw new StorageKeyError(key);
    return path;
  };
  return {
    kind: 'fs',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), contentType: typeOfKey(key), bytes: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** A prefix inside the bucket (`feriora/`), so a bucket can be shared. */
  prefix?: string | undefined;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Any S3-compatible bucket (AWS, MinIO, Ceph, R2, s3rver in the tests). */
export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // The SDK (since 3.729) adds CRC32 checksums to every upload and checks them on download;
    // many S3-compatible stores (s3rver, older MinIO, Ceph) neither send nor accept them. Only
    // when an operation requires one: what every store understands.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = settings.prefix ?? '';
  const objectKey = (key: string) => `${prefix}${checkStorageKey(key)}`;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (answer.Body === undefined) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? typeOfKey(key),
          bytes: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'MEDIA_S3_BUCKET'
  | 'MEDIA_S3_ENDPOINT'
  | 'MEDIA_S3_REGION'
  | 'MEDIA_S3_ACCESS_KEY_ID'
  | 'MEDIA_S3_SECRET_ACCESS_KEY'
  | 'MEDIA_S3_FORCE_PATH_STYLE'
  | 'MEDIA_S3_PREFIX'
>;

/** The storage the configuration selects: S3 with MEDIA_S3_BUCKET, else DATA_DIR/media. */
export function storageFromConfig(config: StorageConfig): MediaStorage {
  if (config.MEDIA_S3_BUCKET) {
    return s3Storage({
      bucket: config.MEDIA_S3_BUCKET,
      endpoint: config.MEDIA_S3_ENDPOINT,
      region: config.MEDIA_S3_REGION,
      accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
      prefix: config.MEDIA_S3_PREFIX,
    });
  }
  return fileStorage(join(config.DATA_DIR, 'media'));
}

const storages = new WeakMap<object, MediaStorage>();

/** One storage per configuration (its S3 client keeps connections). */
export function mediaStorage(config: StorageConfig): MediaStorage {
  let storage = storages.get(config);
  if (storage === undefined) {
    storage = storageFromConfig(config);
    storages.set(config, storage);
  }
  return storage;
}

/** Reads a stored object whole (small variants; tests). */
export async function readStored(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

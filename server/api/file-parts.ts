// One file per request as multipart/form-data, for the routes that take one (the admin uploads,
// the bank statement): @fastify/multipart registered in the caller's plugin scope only, with hard
// limits — one file of at most `maxBytes`, a few small fields. The file's bytes and name never
// enter the validated body: the parser keeps them beside the request and leaves the placeholder
// `(file)`, so the body schema, the unsafe-input check and the logs never see a megabyte buffer or
// a hostile name. A file over the limit is cut off and marked, not thrown: the route answers the
// 400 envelope naming `file` like every other bad field.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ReceivedFile {
  bytes: Buffer;
  fileName: string;
  tooBig: boolean;
}

/** Registers the parser in `scope`; answers the file a request carried (field `file`), if any. */
export async function registerFileParts(
  scope: FastifyInstance,
  maxBytes: number,
): Promise<(request: FastifyRequest) => ReceivedFile | undefined> {
  const received = new WeakMap<FastifyRequest, ReceivedFile>();
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 4,
      fieldSize: 1_000,
      parts: 5,
      headerPairs: 20,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !received.has(this)) {
        received.set(this, { bytes, fileName: part.filename, tooBig: part.file.truncated });
      }
      // What the body schema sees instead of the bytes (`file: z.literal('(file)')`).
      (part as unknown as { value: string }).value = '(file)';
    },
  });
  return (request) => received.get(request);
}

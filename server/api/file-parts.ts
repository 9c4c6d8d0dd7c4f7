// One file per request as multipart/form-data, for the routes that take one (the admin uploads,
// the bank statement): @fastify/multipart registered in the caller's plugin scope only, with hard
// limits — one file of at most `maxBytes`, a few small fields. The file's bytes and name never
// enter the validated body: the parser keeps them beside the request and leaves the placeholder
// `(file)`, so the body schema, the unsafe-input check and the logs never see a megabyte buffer or
// a hostile name. A file over the limit is cut off and marked, not thrown: the route answers the
// 400 envelope naming `file` like every other bad field.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '#core/permissions';
import { requireAccess } from '#services/accounts';
import { DomainError } from '#services/platform';
import { domainErrorAnswer } from './domain-errors';

export interface ReceivedFile {
  bytes: Buffer;
  fileName: string;
  tooBig: boolean;
}

/**
 * Registers the parser in `scope`; answers the file a request carried (field `file`), if any.
 * `access` is the scope's routes' own (defineRoute checks it again): checked before the parser
 * reads a byte, so a caller without it cannot make the server hold a file in memory.
 */
export async function registerFileParts(
  scope: FastifyInstance,
  maxBytes: number,
  access: Access,
): Promise<(request: FastifyRequest) => ReceivedFile | undefined> {
  const received = new WeakMap<FastifyRequest, ReceivedFile>();
  // Added before the parser's own preValidation hook, so it runs first.
  scope.addHook('preValidation', async (request, reply) => {
    try {
      requireAccess(request.ctx, access);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { status, headers, envelope } = domainErrorAnswer(error);
      return reply.code(status).headers(headers).send(envelope);
    }
  });
  // A body the parser cannot read (cut short, a broken part header) fails with a plain error, which
  // would be a 500: before the handler ran, it is the client's body — a 400 naming the body, as
  // for any body the server cannot read (plugins/errors.ts). Later errors pass on unchanged.
  const parsed = new WeakSet<FastifyRequest>();
  scope.addHook('preHandler', async (request) => {
    parsed.add(request);
  });
  scope.setErrorHandler((error: FastifyError, request) => {
    if (!parsed.has(request) && error.statusCode === undefined) error.statusCode = 400;
    throw error;
  });
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

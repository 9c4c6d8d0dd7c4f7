// Schema-first API routes: each declares its query and/or body schema (zod); the helper checks the
// mandant, validates input into one 400 envelope error per bad field, calls the handler and wraps
// its result in the standard envelope. Handlers stay thin: validated input in, service call, out;
// a service's refusal (DomainError) becomes its status and envelope here, for every route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiError, fail, ok, type ApiError, type Envelope } from '#core/envelope';
import { DomainError, type RequestContext } from '#services/platform';
import { domainErrorAnswer } from './domain-errors';

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.output<S> : undefined;

/**
 * A success answer already serialised as a whole envelope (a handler's cached answer): sent as it
 * is instead of being wrapped and serialised again.
 */
export class SerializedEnvelope {
  constructor(readonly body: Buffer) {}
}

export interface RouteDefinition<Q extends Schema | undefined, B extends Schema | undefined, R> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  query?: Q;
  body?: B;
  /** HTTP status of a success (201 for creations). */
  successStatus?: 200 | 201;
  handler: (
    ctx: RequestContext,
    input: { query: Infer<Q>; body: Infer<B>; params: Record<string, string> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<R> | R;
}

function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) {
    return 'errors.validation.required';
  }
  switch (issue.code) {
    case 'invalid_type':
      return 'errors.validation.invalidType';
    case 'too_small':
      return 'errors.validation.tooSmall';
    case 'too_big':
      return 'errors.validation.tooBig';
    case 'invalid_format':
      return 'errors.validation.invalidFormat';
    case 'invalid_value':
      return 'errors.validation.invalidValue';
    default:
      return 'errors.validation.invalid';
  }
}

/** One envelope error per bad field (the first problem of each field). */
export function validationErrors(
  error: z.ZodError,
  prefix: string,
  seen = new Set<string>(),
): ApiError[] {
  const errors: ApiError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : prefix;
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(apiError(issueKey(issue), 'validation', { isKey: true, data: { field } }));
  }
  return errors;
}

function mandantErrors(ctx: RequestContext, raw: unknown): ApiError[] {
  const value =
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>).mandant : undefined;
  if (value === undefined || value === null || value === '') {
    return [
      apiError('errors.validation.required', 'validation', {
        isKey: true,
        data: { field: 'mandant' },
      }),
    ];
  }
  if (value !== ctx.mandant) {
    return [
      apiError('errors.mandant.invalid', 'mandant', { isKey: true, data: { field: 'mandant' } }),
    ];
  }
  return [];
}

export function defineRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R = unknown,
>(app: FastifyInstance, def: RouteDefinition<Q, B, R>): void {
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply): Promise<Envelope | Buffer> => {
      const ctx = request.ctx;
      const rawMandantSource =
        def.method === 'GET' || def.method === 'DELETE' ? request.query : request.body;
      const errors: ApiError[] = [...mandantErrors(ctx, rawMandantSource)];
      // The mandant is checked here for every route; schemas need not (and should not) repeat it.
      const seen = new Set(errors.length > 0 ? ['mandant'] : []);

      let query: unknown = undefined;
      if (def.query) {
        const parsed = def.query.safeParse(request.query ?? {});
        if (parsed.success) query = parsed.data;
        else errors.push(...validationErrors(parsed.error, 'query', seen));
      }
      let body: unknown = undefined;
      if (def.body) {
        const parsed = def.body.safeParse(request.body ?? {});
        if (parsed.success) body = parsed.data;
        else errors.push(...validationErrors(parsed.error, 'body', seen));
      }
      if (errors.length > 0) {
        reply.code(400);
        return fail(400, errors);
      }
      try {
        const data = await def.handler(
          ctx,
          {
            query: query as Infer<Q>,
            body: body as Infer<B>,
            params: (request.params ?? {}) as Record<string, string>,
          },
          request,
          reply,
        );
        const status = def.successStatus ?? 200;
        reply.code(status);
        if (data instanceof SerializedEnvelope) {
          reply.type('application/json; charset=utf-8');
          return data.body;
        }
        return ok(data, status);
      } catch (error) {
        // A service's refusal: the one mapping to status and envelope (./domain-errors.ts).
        if (error instanceof DomainError) {
          const { status, envelope } = domainErrorAnswer(error);
          reply.code(status);
          return envelope;
        }
        throw error;
      }
    },
  });
}

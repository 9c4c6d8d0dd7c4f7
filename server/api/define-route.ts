// Schema-first API routes: each declares its params, query and/or body schemas (zod, from
// core/api/) and the schema of its answer; the helper checks the mandant, validates input into one
// 400 envelope error per bad field, calls the handler and wraps its result in the standard
// envelope. Handlers stay thin: validated input in, service call, out; a service's refusal
// (DomainError) becomes its status and envelope here, for every route. Every definition is
// recorded in the app's route registry, from which the OpenAPI document (./openapi.ts) is made,
// so the document describes exactly what is validated.
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiError, fail, ok, type ApiError, type Envelope } from '#core/envelope';
import type { Access } from '#core/permissions';
import { requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';
import { domainErrorAnswer } from './domain-errors';
import { findUnsafeInput } from './input-safety';
import { apiRegistry, type FailureStatus, type ObjectSchema } from './route-registry';

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.output<S> : undefined;
/** Path parameters: validated when the route declares them, else Fastify's raw strings. */
type Params<P> = P extends Schema ? z.output<P> : Record<string, string>;
/** What a handler may answer: its response schema accepts it (checked by tsc, and in tests). */
type Data<D> = D extends Schema ? z.input<D> : never;

/**
 * A success answer already serialised as a whole envelope (a handler's cached answer): sent as it
 * is instead of being wrapped and serialised again.
 */
export class SerializedEnvelope {
  constructor(readonly body: Buffer) {}
}

/**
 * The answers of a route by HTTP status: for the success status the schema of the envelope's
 * `data`, for failures what they mean on this route (the envelope is the standard one). 400
 * (mandant, validation), 429 (rate limit) and 500 hold for every route and need not be listed;
 * a 400 entry adds the route's own refusals to that.
 */
export type RouteResponses<D extends Schema> = { 200?: D; 201?: D } & {
  [S in FailureStatus]?: string;
};

export interface RouteDefinition<
  P extends ObjectSchema | undefined,
  Q extends ObjectSchema | undefined,
  B extends Schema | undefined,
  D extends Schema,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Path parameters (`:name` in url), validated like query and body; errors name the parameter. */
  params?: P;
  query?: Q;
  body?: B;
  response: RouteResponses<D>;
  /** HTTP status of a success (201 for creations). */
  successStatus?: 200 | 201;
  /**
   * The route keeps something under the visitor's uid (a watch list entry, a consent, tracking):
   * its successful answer issues the uid cookie to a visitor who has none. Other API answers never
   * set cookies (server/plugins/context.ts issuesVisitorCookies).
   */
  visitor?: boolean;
  /**
   * A protected call: a login ('user') or a permission it needs, checked before anything else by
   * the one check of services/accounts (requireAccess): 403 `errors.accounts.loginRequired` or
   * `errors.accounts.permissionMissing`. The OpenAPI document lists it.
   */
  access?: Access;
  /** The largest body this route reads, in bytes (the app's 1 MB otherwise). */
  bodyLimit?: number;
  handler: (
    ctx: RequestContext,
    input: { params: Params<P>; query: Infer<Q>; body: Infer<B> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<Data<D> | SerializedEnvelope> | Data<D> | SerializedEnvelope;
}

function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) {
    return 'errors.validation.required';
  }
  if (issue.code === 'invalid_union') {
    // A value accepted in two forms (a number or a digit string, core/api/common.ts `count`):
    // the form of the right type says what is wrong ('12ab' has the wrong format, not the wrong
    // type); when no form has the right type, the first form's problem (e.g. required) is it.
    const first = issue.errors.map((branch) => branch[0]);
    const typed = first.find((branchIssue) => branchIssue && branchIssue.code !== 'invalid_type');
    const chosen = typed ?? first[0];
    if (chosen) return issueKey(chosen);
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

/**
 * Checks an answer against the route's response schema: in tests and development only (never a
 * cost in production), so a schema that no longer tells the truth fails the tests that call it.
 */
function checkAnswer(def: { method: string; url: string }, schema: Schema, data: unknown): void {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `${def.method} ${def.url}: the answer does not match its response schema\n` +
        z.prettifyError(parsed.error),
    );
  }
}

/** The `data` of an answer sent serialised, perhaps already compressed (./cache/cached-answer.ts). */
function serializedData(reply: FastifyReply, body: Buffer): unknown {
  const coding = reply.getHeader('content-encoding');
  const json =
    coding === 'br'
      ? zlib.brotliDecompressSync(body)
      : coding === 'gzip'
        ? zlib.gunzipSync(body)
        : body;
  return (JSON.parse(json.toString()) as Envelope).data;
}

/** The 403 of a protected route, as the OpenAPI document describes it. */
function accessRefusal(access: Access): string {
  return access === 'user'
    ? 'Not logged in (errors.accounts.loginRequired).'
    : `Not logged in (errors.accounts.loginRequired) or without the permission ${access} (errors.accounts.permissionMissing).`;
}

export function defineRoute<
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends Schema | undefined = undefined,
  D extends Schema = Schema,
>(app: FastifyInstance, def: RouteDefinition<P, Q, B, D>): void {
  const successStatus = def.successStatus ?? 200;
  const dataSchema = def.response[successStatus];
  if (dataSchema === undefined) {
    throw new Error(`${def.method} ${def.url}: no response schema for status ${successStatus}`);
  }
  apiRegistry(app)?.add({
    method: def.method,
    url: `${app.prefix}${def.url}`,
    summary: def.summary,
    params: def.params,
    query: def.query,
    body: def.body,
    successStatus,
    data: dataSchema,
    access: def.access ?? null,
    failures:
      def.access === undefined || def.response[403] !== undefined
        ? def.response
        : { ...def.response, 403: accessRefusal(def.access) },
  });
  app.route({
    method: def.method,
    url: def.url,
    config: { visitor: def.visitor === true },
    ...(def.bodyLimit === undefined ? {} : { bodyLimit: def.bodyLimit }),
    handler: async (request, reply): Promise<Envelope | Buffer> => {
      const ctx = request.ctx;
      if (def.access !== undefined) {
        // The one check of logins and permissions, before the input is read: a caller without
        // access learns nothing of what the call would accept.
        try {
          requireAccess(ctx, def.access);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const { status, headers, envelope } = domainErrorAnswer(error);
          reply.code(status).headers(headers);
          return envelope;
        }
      }
      // Text no column can hold (NUL, lone surrogates) and absurd nesting, in any field of any
      // route: refused before the schemas, so no service ever stores it (./input-safety.ts).
      const unsafe = [
        findUnsafeInput(request.params, 'params'),
        findUnsafeInput(request.query, 'query'),
        findUnsafeInput(request.body, 'body'),
      ].filter((found) => found !== null);
      if (unsafe.length > 0) {
        reply.code(400);
        return fail(
          400,
          unsafe.map(({ field, problem }) =>
            apiError(
              problem === 'depth' ? 'errors.validation.tooBig' : 'errors.validation.invalidFormat',
              'validation',
              { isKey: true, data: { field } },
            ),
          ),
        );
      }
      const rawMandantSource =
        def.method === 'GET' || def.method === 'DELETE' ? request.query : request.body;
      const errors: ApiError[] = [...mandantErrors(ctx, rawMandantSource)];
      // The mandant is checked here for every route; schemas need not (and should not) repeat it.
      const seen = new Set(errors.length > 0 ? ['mandant'] : []);

      let params: unknown = request.params ?? {};
      if (def.params) {
        const parsed = def.params.safeParse(params);
        if (parsed.success) params = parsed.data;
        else errors.push(...validationErrors(parsed.error, 'params', seen));
      }
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
          { params: params as Params<P>, query: query as Infer<Q>, body: body as Infer<B> },
          request,
          reply,
        );
        const check = ctx.deps.config.NODE_ENV !== 'production';
        reply.code(successStatus);
        if (data instanceof SerializedEnvelope) {
          if (check) checkAnswer(def, dataSchema, serializedData(reply, data.body));
          reply.type('application/json; charset=utf-8');
          return data.body;
        }
        if (check) checkAnswer(def, dataSchema, data);
        return ok(data, successStatus);
      } catch (error) {
        // A service's refusal: the one mapping to status and envelope (./domain-errors.ts).
        if (error instanceof DomainError) {
          const { status, headers, envelope } = domainErrorAnswer(error);
          reply.code(status).headers(headers);
          return envelope;
        }
        throw error;
      }
    },
  });
}

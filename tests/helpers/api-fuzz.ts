// A schema-driven fuzz of every /api route: for each route of the app's registry
// (server/api/route-registry.ts: method, URL, params/query/body zod schemas) it builds a plausible
// request from the schemas (JSON Schema through zod's toJSONSchema, plus hints for fields that must
// name real things: an existing object number, the mandant, dates from today), then breaks it —
// wrong types, missing and unknown fields, huge strings and arrays, NUL and unpaired surrogates in
// values and keys, deep nesting, absurd numbers, bad percent-encoding in path and query, repeated
// parameters, invalid JSON, wrong content types, wrong methods, unknown paths — and sends it through
// app.inject. The verdict: no answer is a 5xx, and every answer is a valid envelope whose status
// is the HTTP status (or 400 where the HTTP status is one the envelope does not know: 403, 409,
// 413, 429, 431). Deterministic for a seed: a failure prints the request that made it.
//
// Used by server/api-fuzz.int.test.ts (a few hundred requests in `npm test`, both databases) and
// bench/api-fuzz.bench.ts (10,000 per database, printing the counts).
import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { isValidEnvelope } from '#core/envelope';
import { Prng } from '#demo/catalogue/prng';

/** The subset of JSON Schema zod writes for the API's request schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface FuzzHints {
  mandant: string;
  /** An object number that exists. */
  objectNumber: number;
  /** Today (yyyy-MM-dd) of the app's clock, for plausible stays. */
  today: string;
}

export interface FuzzCase {
  /** What was broken, for the report. */
  label: string;
  request: InjectOptions;
}

export interface FuzzFailure {
  label: string;
  method: string;
  url: string;
  status: number;
  why: string;
  /** The start of the payload sent and of the answer. */
  payload: string;
  answer: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<number, number>;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Answers that are not a valid envelope, or whose envelope status does not fit the HTTP one. */
  notEnvelopes: number;
  failures: FuzzFailure[];
}

interface RouteShape {
  method: string;
  url: string;
  params: JsonSchema | undefined;
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
}

const toJson = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema === undefined
    ? undefined
    : (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function nest(depth: number, leaf: unknown, rng: Prng): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = rng.chance(0.5) ? [value] : { a: value };
  return value;
}

/** Text that breaks a text field: NUL, unpaired surrogates, enormous, markup, odd dates. */
function hostileText(rng: Prng): string {
  return rng.pick([
    '\u0000',
    'a\u0000b',
    'a\ud800',
    '\udc00',
    'x\udbff\u0000',
    '\ud800\ud800',
    'a'.repeat(100_000),
    'ä'.repeat(20_000),
    '<script>alert(1)</script>',
    'a\r\nX-Injected: 1',
    '%zz',
    '9999-12-31',
    '2026-02-30',
    '99999999999999999999',
    '2147483648',
    '-1',
  ]);
}

/** Values that break a field: wrong types, absurd numbers, hostile and enormous text. */
function hostileValue(rng: Prng): unknown {
  const pick = rng.int(0, 9);
  switch (pick) {
    case 0:
      return rng.pick([
        0,
        -1,
        -0,
        0.5,
        1e308,
        -1e308,
        2_147_483_648,
        Number.MAX_SAFE_INTEGER + 2,
        1e21,
      ]);
    case 1:
      return rng.pick(['', ' ', 'x', '0', '-1', '1.5', '1e999', 'NaN', 'Infinity', '0x10', '١٢٣']);
    case 2:
      return rng.pick([true, false, null, [], {}, [[[]]], { a: { b: {} } }, [1, 'a', null]]);
    case 3:
      return rng.pick(['\u0000', 'a\u0000b', 'a\ud800', '\udc00', 'x\udbff\u0000', '\ud800\ud800']);
    case 4:
      return rng.pick([
        '9'.repeat(400),
        'a'.repeat(100_000),
        'ä'.repeat(20_000),
        '🎉'.repeat(5_000),
      ]);
    case 5:
      return rng.pick([
        '../../etc/passwd',
        '<script>alert(1)</script>',
        "' OR 1=1 --",
        '${7*7}{{7*7}}',
        'a\r\nX-Injected: 1',
        '%00',
        '%zz',
        'javascript:alert(1)',
        '/\\evil.example',
      ]);
    case 6:
      return rng.pick([
        '9999-12-31',
        '0000-01-01',
        '2026-02-30',
        '31.12.2026',
        '2026-13-01',
        '+275760-09-13',
      ]);
    case 7:
      return nest(rng.pick([40, 500, 3_000]), 'x', rng);
    case 8:
      return Array.from({ length: rng.pick([100, 5_000]) }, (_, i) => (rng.chance(0.5) ? i : 'x'));
    default:
      return rng.pick([
        { __proto__: { admin: true } },
        JSON.parse('{"__proto__":{"admin":true}}') as unknown,
        { constructor: { prototype: { admin: true } } },
      ]);
  }
}

/** A plausible value for a schema: what a client of the screens would send. */
function sample(
  schema: JsonSchema | undefined,
  name: string,
  rng: Prng,
  hints: FuzzHints,
): unknown {
  if (schema === undefined) return undefined;
  switch (name) {
    case 'mandant':
      return hints.mandant;
    case 'objectNumber':
      return rng.chance(0.7) ? hints.objectNumber : String(hints.objectNumber);
    case 'objectNumbers':
      return [hints.objectNumber];
    case 'startDate':
      return addDays(hints.today, rng.int(1, 200));
    case 'endDate':
      return addDays(hints.today, rng.int(202, 220));
    case 'uid':
    case 'watchListUID':
      return 'dddddddd-4444-4444-8444-dddddddddddd';
    case 'email':
      return 'guest@feriora.test';
    case 'query':
      if (schema.type === 'string') return `startDate=${addDays(hints.today, 30)}&duration=7`;
      break;
    case 'routepath':
      return rng.pick(['/', '/search/', '/ferienhaus-deutschland/']);
    default:
      break;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return sample(rng.pick(options), name, rng, hints);
  if (schema.allOf && schema.allOf.length > 0) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, name, rng, hints)));
  }
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.7)) {
          out[key] = sample(child, key, rng, hints);
        }
      }
      if (typeof schema.additionalProperties === 'object' && rng.chance(0.7)) {
        out[rng.pick(['utm_source', 'gclid', 'key', 'title'])] = sample(
          schema.additionalProperties,
          '',
          rng,
          hints,
        );
      }
      return out;
    }
    case 'array': {
      const length = Math.max(schema.minItems ?? 0, rng.int(1, 2));
      return Array.from({ length }, () => sample(schema.items, name, rng, hints));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 10, min + 10);
      return rng.int(Math.ceil(min), Math.floor(max));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'date') return addDays(hints.today, rng.int(1, 300));
      if (schema.format === 'email') return 'guest@feriora.test';
      if (schema.pattern?.includes('\\d')) return String(rng.int(1, 9));
      const length = Math.max(schema.minLength ?? 1, 3);
      return 'Anna Muster'.slice(0, Math.min(length, schema.maxLength ?? length)) || 'a';
    }
    default:
      return rng.pick(['x', 1, true]);
  }
}

/** Every place inside a JSON value: paths to objects' keys and arrays' items. */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (value !== null && typeof value === 'object') {
    if (prefix.length > 6) return out;
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      paths(child, path, out);
    }
  }
  return out;
}

/** A copy of `root` with `value` at `path` (only the containers on the path are copied). */
function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length > 0) {
    copy[key!] = setAt(copy[key!], rest, value, remove);
  } else if (remove) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete copy[key!];
  } else {
    copy[key!] = value;
  }
  return copy;
}

/** Breaks one place of a value: a hostile value, a removed field, an unknown or hostile key. */
function mutate(value: unknown, rng: Prng): { value: unknown; label: string } {
  const places = paths(value);
  const roll = rng.next();
  if (places.length === 0 || roll < 0.1) {
    return { value: hostileValue(rng), label: 'whole input replaced' };
  }
  const place = rng.pick(places);
  const current = place.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    value,
  );
  if (typeof current === 'string' && rng.chance(0.5)) {
    return {
      value: setAt(value, place, hostileText(rng)),
      label: `${place.join('.')} hostile text`,
    };
  }
  if (roll < 0.25)
    return { value: setAt(value, place, undefined, true), label: `${place.join('.')} removed` };
  if (roll < 0.35 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const key = rng.pick(['k\u0000', 'k\ud800', 'x'.repeat(5_000), 'constructor', '']);
    return { value: { ...value, [key]: hostileValue(rng) }, label: 'hostile key added' };
  }
  return { value: setAt(value, place, hostileValue(rng)), label: `${place.join('.')} hostile` };
}

function encodeQuery(query: unknown): string {
  if (query === null || typeof query !== 'object') return `q=${safeEncode(String(query))}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${safeEncode(key)}=${safeEncode(text)}`);
    }
  }
  return parts.join('&');
}

/** encodeURIComponent that writes a lone surrogate as the bytes a sloppy client would send. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w.~-]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%EF%BF%BD';
      }
    });
  }
}

const QUERY_BREAKERS = [
  '%zz',
  '%',
  '%E0%A4%A',
  '%00',
  '%ED%A0%80',
  'a[b]=1&a[c]=2',
  '&&&==',
  'x'.repeat(20_000) + '=1',
  'startDate=2026-12-05&startDate=2026-12-06',
];

const PATH_PARAM_BREAKERS = [
  'abc',
  '%00',
  '99999999999999999999',
  '-1',
  '1.5',
  '%2F..%2F',
  '%zz',
  'ü',
  '0',
  ' ',
  '%20',
  '2147483648',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
  'application/json',
];

const RAW_BODIES = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '',
  '{"mandant":}',
  '\u0000',
];

function fillPath(url: string, params: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    safeEncode(String(params[name] ?? 'x')),
  );
}

/** One fuzz request for a route. */
function fuzzCase(route: RouteShape, rng: Prng, hints: FuzzHints): FuzzCase {
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const params = (sample(route.params, 'params', rng, hints) ?? {}) as Record<string, unknown>;
  let input = sample(inQuery ? route.query : route.body, inQuery ? 'query' : 'body', rng, hints);
  if (input === null || typeof input !== 'object') input = {};
  (input as Record<string, unknown>).mandant = hints.mandant;

  let method = route.method;
  let path = fillPath(route.url, params);
  let label: string;
  const kind = rng.int(0, 99);
  let payload: string | undefined;
  let contentType: string | undefined = inQuery ? undefined : 'application/json';
  let query = inQuery ? encodeQuery(input) : `mandant=${hints.mandant}`;

  if (kind < 55) {
    // Break a field (sometimes two).
    let mutated = mutate(input, rng);
    if (rng.chance(0.3)) mutated = { ...mutate(mutated.value, rng), label: `${mutated.label}, +1` };
    label = mutated.label;
    if (inQuery) query = encodeQuery(mutated.value);
    else payload = JSON.stringify(mutated.value) ?? 'null';
  } else if (kind < 65) {
    label = 'query broken';
    query = `${query}&${rng.pick(QUERY_BREAKERS)}`;
  } else if (kind < 73 && route.params) {
    label = 'path parameter broken';
    path = route.url.replace(/:([A-Za-z0-9_]+)/g, () => rng.pick(PATH_PARAM_BREAKERS));
  } else if (kind < 82 && !inQuery) {
    label = 'raw body';
    payload = rng.pick(RAW_BODIES);
    contentType = rng.pick(CONTENT_TYPES);
  } else if (kind < 87 && !inQuery) {
    label = 'wrong content type';
    payload = JSON.stringify(input);
    contentType = rng.pick(CONTENT_TYPES.slice(0, -1));
  } else if (kind < 90 && !inQuery) {
    label = 'body over the limit';
    payload = JSON.stringify({ ...(input as object), pad: 'x'.repeat(1_100_000) });
  } else if (kind < 94) {
    label = 'wrong method';
    method = rng.pick(
      ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((m) => m !== route.method),
    );
    if (method !== 'GET' && method !== 'DELETE' && method !== 'OPTIONS') {
      payload = JSON.stringify(input);
      contentType = 'application/json';
    } else {
      payload = undefined;
      contentType = undefined;
    }
  } else if (kind < 97) {
    label = 'unknown path';
    path = `${route.url.replace(/:[A-Za-z0-9_]+/g, '1')}/${rng.pick(['x', '..', '%2e%2e', '%zz', 'ü'])}`;
  } else {
    label = 'mandant broken';
    // undefined: left out.
    const broken = rng.chance(0.2)
      ? undefined
      : rng.pick<unknown>(['', 'other', ['x'], 1, { a: 1 }, '\u0000', null]);
    if (inQuery) {
      const { mandant: _mandant, ...rest } = input as Record<string, unknown>;
      query = encodeQuery(broken === undefined ? rest : { ...rest, mandant: broken });
    } else {
      payload = JSON.stringify({ ...(input as object), mandant: broken });
    }
  }

  if (!inQuery && payload === undefined && method === route.method) payload = JSON.stringify(input);
  const request: InjectOptions = {
    method: method as InjectOptions['method'],
    url: `${path}?${query}`,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      cookie: 'uid=dddddddd-4444-4444-8444-dddddddddddd',
    },
    ...(payload !== undefined ? { payload } : {}),
  };
  return { label: `${route.method} ${route.url}: ${label}`, request };
}

/** HTTP statuses whose envelope carries 400 (the envelope knows only 200/201/400/404/410/500). */
const ENVELOPE_400 = new Set([403, 409, 413, 415, 429, 431]);

/** The fuzz cases for the app's routes: `count` requests, round robin over routes, from `seed`. */
export function fuzzCases(app: FastifyInstance, hints: FuzzHints, count: number, seed: number) {
  const routes: RouteShape[] = app.apiRoutes.routes.map((route) => ({
    method: route.method,
    url: route.url,
    params: toJson(route.params),
    query: toJson(route.query),
    body: toJson(route.body),
  }));
  const rng = new Prng(seed);
  return Array.from({ length: count }, (_, i) => fuzzCase(routes[i % routes.length]!, rng, hints));
}

/** Sends the cases and judges every answer. */
export async function runApiFuzz(
  app: FastifyInstance,
  hints: FuzzHints,
  options: { requests: number; seed: number },
): Promise<FuzzReport> {
  const report: FuzzReport = {
    requests: 0,
    byStatus: {},
    serverErrors: 0,
    notEnvelopes: 0,
    failures: [],
  };
  for (const { label, request } of fuzzCases(app, hints, options.requests, options.seed)) {
    const res = await app.inject(request);
    report.requests++;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    let why: string | null = null;
    if (res.statusCode >= 500) {
      report.serverErrors++;
      why = '5xx';
    }
    if (request.method !== 'HEAD') {
      let body: unknown = null;
      try {
        body = JSON.parse(res.body);
      } catch {
        // not JSON
      }
      const status = (body as { status?: number } | null)?.status;
      const fits =
        status === res.statusCode || (ENVELOPE_400.has(res.statusCode) && status === 400);
      if (!isValidEnvelope(body) || !fits) {
        report.notEnvelopes++;
        why = why ? `${why}, not an envelope` : 'not an envelope';
      }
    }
    if (why && report.failures.length < 20) {
      report.failures.push({
        label,
        method: String(request.method),
        url: String(request.url).slice(0, 200),
        status: res.statusCode,
        why,
        payload: String(request.payload ?? '').slice(0, 200),
        answer: res.body.slice(0, 300),
      });
    }
  }
  return report;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_STATUSES,
  apiError,
  fail,
  isApiError,
  isValidEnvelope,
  noErrorData,
  ok,
  statusText,
} from './envelope';
import type { ApiError, EnvelopeStatus } from './envelope';

const anError = (): ApiError => ({
  text: 'errors.validation.required',
  isKey: true,
  type: 'validation',
  data: { field: 'persons' },
  appInform: true,
});

const envelope = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  data: null,
  errorLength: 0,
  errors: [],
  status: 200,
  statusText: { msg: 'status.ok', isKey: true },
  ...overrides,
});

describe('isValidEnvelope: status (SPEC §5)', () => {
  it.each([200, 201])('accepts status %i with an empty error list', (status) => {
    expect(isValidEnvelope(envelope({ status }))).toBe(true);
  });

  it.each([200, 201])('accepts status %i with errors as well', (status) => {
    expect(isValidEnvelope(envelope({ status, errors: [anError()], errorLength: 1 }))).toBe(true);
  });

  it.each([400, 404, 410, 500])('accepts status %i with at least one error', (status) => {
    expect(isValidEnvelope(envelope({ status, errors: [anError()], errorLength: 1 }))).toBe(true);
  });

  it.each([0, 100, 202, 204, 301, 302, 304, 401, 403, 405, 409, 418, 422, 429, 501, 502, 503, 504])(
    'rejects status %i',
    (status) => {
      expect(isValidEnvelope(envelope({ status, errors: [anError()], errorLength: 1 }))).toBe(
        false,
      );
    },
  );

  it.each([
    ['the string "200"', '200'],
    ['NaN', Number.NaN],
    ['200.5', 200.5],
    ['null', null],
    ['undefined', undefined],
    ['a boxed number', Object(200)],
  ])('rejects a status that is %s', (_label, status) => {
    expect(isValidEnvelope(envelope({ status }))).toBe(false);
  });

  it('rejects a missing status', () => {
    const value = envelope();
    delete value.status;
    expect(isValidEnvelope(value)).toBe(false);
  });
});

describe('isValidEnvelope: errors (SPEC §5)', () => {
  it.each([400, 404, 410, 500])('rejects status %i with an empty error list', (status) => {
    expect(isValidEnvelope(envelope({ status, errors: [] }))).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['an object', {}],
    ['an array-like object', { length: 0 }],
    ['a string', ''],
    ['a number', 0],
  ])('rejects errors that is %s', (_label, errors) => {
    const value = envelope({ errors });
    if (errors === undefined) delete value.errors;
    expect(isValidEnvelope(value)).toBe(false);
  });

  it.each(['text', 'isKey', 'type', 'data', 'appInform'] as const)(
    'rejects an error without %s',
    (field) => {
      const error: Record<string, unknown> = { ...anError() };
      delete error[field];
      expect(isApiError(error)).toBe(false);
      expect(isValidEnvelope(envelope({ status: 400, errors: [error], errorLength: 1 }))).toBe(
        false,
      );
      // Also for a success status: every listed error must be well-formed.
      expect(isValidEnvelope(envelope({ status: 200, errors: [error], errorLength: 1 }))).toBe(
        false,
      );
    },
  );

  it.each([
    ['text is a number', { text: 1 }],
    ['text is null', { text: null }],
    ['isKey is a string', { isKey: 'true' }],
    ['isKey is a number', { isKey: 1 }],
    ['type is a number', { type: 500 }],
    ['type is null', { type: null }],
    ['appInform is a string', { appInform: 'false' }],
    ['appInform is null', { appInform: null }],
  ])('rejects an error where %s', (_label, patch) => {
    const error = { ...anError(), ...patch };
    expect(isApiError(error)).toBe(false);
    expect(isValidEnvelope(envelope({ status: 500, errors: [error], errorLength: 1 }))).toBe(false);
  });

  it('accepts any value, including null and undefined, for an error’s data when present', () => {
    for (const data of [null, undefined, 0, '', [], { a: 1 }, 'text']) {
      expect(isApiError({ ...anError(), data })).toBe(true);
    }
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['a number', 42],
    ['an array', []],
  ])('rejects an error entry that is %s', (_label, entry) => {
    expect(isApiError(entry)).toBe(false);
    expect(
      isValidEnvelope(envelope({ status: 404, errors: [anError(), entry], errorLength: 2 })),
    ).toBe(false);
  });

  it('rejects when only one of several errors is malformed', () => {
    const bad = { ...anError(), isKey: undefined };
    expect(
      isValidEnvelope(
        envelope({ status: 410, errors: [anError(), bad, anError()], errorLength: 3 }),
      ),
    ).toBe(false);
  });
});

describe('isValidEnvelope: shape', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 200],
    ['a string', '{"status":200}'],
    ['a boolean', true],
    ['an array', [200, [], null]],
    ['a function', () => 200],
  ])('rejects %s', (_label, value) => {
    expect(isValidEnvelope(value)).toBe(false);
  });

  it('rejects an envelope without data', () => {
    const value = envelope();
    delete value.data;
    expect(isValidEnvelope(value)).toBe(false);
  });

  it('accepts data that is present but null or undefined', () => {
    expect(isValidEnvelope(envelope({ data: null }))).toBe(true);
    expect(isValidEnvelope(envelope({ data: undefined }))).toBe(true);
  });

  it('accepts an envelope parsed from JSON', () => {
    const raw = JSON.stringify(
      fail(404, [apiError('errors.notFound', 'notFound', { isKey: true })]),
    );
    expect(isValidEnvelope(JSON.parse(raw))).toBe(true);
  });
});

describe('statusText', () => {
  it('returns an i18n key (errors namespace) for every envelope status', () => {
    const expected: Record<EnvelopeStatus, string> = {
      200: 'status.ok',
      201: 'status.created',
      400: 'status.badRequest',
      404: 'status.notFound',
      410: 'status.gone',
      500: 'status.serverError',
    };
    for (const status of ENVELOPE_STATUSES) {
      expect(statusText(status)).toEqual({ msg: expected[status], isKey: true });
    }
  });

  it('lists exactly the six statuses of SPEC §5', () => {
    expect([...ENVELOPE_STATUSES].sort((a, b) => a - b)).toEqual([200, 201, 400, 404, 410, 500]);
  });
});

describe('apiError', () => {
  it('defaults isKey false, data null and appInform true', () => {
    expect(apiError('boom', 'server')).toEqual({
      text: 'boom',
      isKey: false,
      type: 'server',
      data: null,
      appInform: true,
    });
  });

  it('takes the given options', () => {
    expect(
      apiError('errors.validation.required', 'validation', {
        isKey: true,
        data: { field: 'persons' },
        appInform: false,
      }),
    ).toEqual({
      text: 'errors.validation.required',
      isKey: true,
      type: 'validation',
      data: { field: 'persons' },
      appInform: false,
    });
  });

  it('keeps falsy option values rather than replacing them with defaults', () => {
    const error = apiError('x', 'unknown', { isKey: false, appInform: false, data: 0 });
    expect(error.isKey).toBe(false);
    expect(error.appInform).toBe(false);
    expect(error.data).toBe(0);
  });

  it('is a valid ApiError', () => {
    expect(isApiError(apiError('x', 'timeout'))).toBe(true);
  });
});

describe('ok', () => {
  it('builds a 200 envelope with no errors', () => {
    expect(ok({ id: 1 })).toEqual({
      data: { id: 1 },
      errorLength: 0,
      errors: [],
      status: 200,
      statusText: { msg: 'status.ok', isKey: true },
    });
  });

  it('builds a 201 envelope when asked', () => {
    const env = ok('created', 201);
    expect(env.status).toBe(201);
    expect(env.statusText).toEqual({ msg: 'status.created', isKey: true });
    expect(env.errors).toEqual([]);
    expect(env.errorLength).toBe(0);
    expect(isValidEnvelope(env)).toBe(true);
  });

  it('keeps null and falsy data', () => {
    expect(ok(null).data).toBeNull();
    expect(ok(0).data).toBe(0);
    expect(ok('').data).toBe('');
    expect(isValidEnvelope(ok(null))).toBe(true);
  });
});

describe('fail', () => {
  it('keeps the given errors and counts them', () => {
    const errors = [apiError('a', 'validation'), apiError('b', 'validation')];
    const env = fail(400, errors);
    expect(env.errors).toEqual(errors);
    expect(env.errorLength).toBe(2);
    expect(env.status).toBe(400);
    expect(env.statusText).toEqual({ msg: 'status.badRequest', isKey: true });
    expect(env.data).toBeNull();
    expect(isValidEnvelope(env)).toBe(true);
  });

  it('adds the "no error data provided" unknown error for an empty list (SPEC §8)', () => {
    const env = fail(500, []);
    expect(env.errors).toEqual([
      {
        text: 'no error data provided',
        isKey: false,
        type: 'unknown',
        data: null,
        appInform: true,
      },
    ]);
    expect(env.errors).toEqual([noErrorData()]);
    expect(env.errorLength).toBe(1);
    expect(isValidEnvelope(env)).toBe(true);
  });

  it('does not mutate the caller’s empty list', () => {
    const errors: ApiError[] = [];
    fail(404, errors);
    expect(errors).toEqual([]);
  });

  it('carries optional data', () => {
    const env = fail(410, [apiError('gone', 'gone')], { objectNumber: 12345 });
    expect(env.data).toEqual({ objectNumber: 12345 });
  });

  it.each([
    [400, 'status.badRequest'],
    [404, 'status.notFound'],
    [410, 'status.gone'],
    [500, 'status.serverError'],
  ] as const)('uses the status key for %i', (status, key) => {
    expect(fail(status, []).statusText).toEqual({ msg: key, isKey: true });
  });
});

describe('property: every envelope built by ok()/fail() is valid', () => {
  const errorArb: fc.Arbitrary<ApiError> = fc
    .record({
      text: fc.string(),
      type: fc.constantFrom('validation', 'mandant', 'notFound', 'gone', 'server', 'malformed'),
      isKey: fc.option(fc.boolean(), { nil: undefined }),
      data: fc.option(fc.jsonValue(), { nil: undefined }),
      appInform: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ text, type, ...options }) => apiError(text, type, options));

  it('ok()', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(200 as const, 201 as const), (data, status) => {
        const env = ok(data, status);
        expect(isValidEnvelope(env)).toBe(true);
        expect(env.errorLength).toBe(env.errors.length);
        expect(env.statusText).toEqual(statusText(status));
      }),
    );
  });

  it('ok() and fail() with JSON data survive a JSON round trip (what the browser checks)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          200 as const,
          201 as const,
          400 as const,
          404 as const,
          410 as const,
          500 as const,
        ),
        fc.array(errorArb, { maxLength: 3 }),
        fc.jsonValue(),
        (status, errors, data) => {
          const env =
            status === 200 || status === 201 ? ok(data, status) : fail(status, errors, data);
          expect(isValidEnvelope(JSON.parse(JSON.stringify(env)))).toBe(true);
        },
      ),
    );
  });

  it('fail()', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(400 as const, 404 as const, 410 as const, 500 as const),
        fc.array(errorArb, { maxLength: 5 }),
        fc.anything(),
        (status, errors, data) => {
          const env = fail(status, errors, data);
          expect(isValidEnvelope(env)).toBe(true);
          expect(env.errorLength).toBe(env.errors.length);
          expect(env.errors.length).toBe(Math.max(1, errors.length));
          expect(env.statusText).toEqual(statusText(status));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isValidEnvelope } from '#core/envelope';
import { DOMAIN_ERROR_CODES, DomainError } from '#services/platform';
import { DOMAIN_ERROR_ANSWERS, domainErrorAnswer } from './domain-errors';

describe('domainErrorAnswer', () => {
  it.each([
    ['notFound', 404, 404, 'notFound'],
    ['gone', 410, 410, 'gone'],
    ['invalid', 400, 400, 'validation'],
    ['forbidden', 403, 400, 'forbidden'],
    ['conflict', 409, 400, 'conflict'],
    // A spent abuse limit answers 429, as the request limiter does (decision 041, issue 13).
    ['rateLimited', 429, 400, 'rateLimit'],
  ] as const)('%s → HTTP %i, envelope %i, type %s', (code, http, envelope, type) => {
    const answer = domainErrorAnswer(new DomainError(code, `errors.test.${code}`));
    expect(answer.status).toBe(http);
    expect(answer.envelope).toEqual({
      data: null,
      errorLength: 1,
      errors: [{ text: `errors.test.${code}`, isKey: true, type, data: null, appInform: true }],
      status: envelope,
      statusText: { msg: expect.any(String), isKey: true },
    });
    expect(isValidEnvelope(answer.envelope)).toBe(true);
  });

  it('has an answer for every code', () => {
    expect(Object.keys(DOMAIN_ERROR_ANSWERS).sort()).toEqual([...DOMAIN_ERROR_CODES].sort());
  });

  it('names the field and keeps extra data after it', () => {
    const { envelope } = domainErrorAnswer(
      new DomainError('notFound', 'errors.notFound', { field: 'objectNumber', data: { n: 1 } }),
    );
    expect(JSON.stringify(envelope.errors[0]?.data)).toBe('{"field":"objectNumber","n":1}');
  });

  it('gives one envelope error per blamed field', () => {
    const { status, envelope } = domainErrorAnswer(
      new DomainError('invalid', 'errors.validation.required', {
        field: ['query.startDate', 'query.endDate'],
      }),
    );
    expect(status).toBe(400);
    expect(envelope.errorLength).toBe(2);
    expect(envelope.errors.map((e) => e.data)).toEqual([
      { field: 'query.startDate' },
      { field: 'query.endDate' },
    ]);
  });

  it('carries data without a field, and appInform false', () => {
    const { envelope } = domainErrorAnswer(
      new DomainError('gone', 'errors.object.gone', {
        data: { objectNumber: 7 },
        appInform: false,
      }),
    );
    expect(envelope.errors).toEqual([
      {
        text: 'errors.object.gone',
        isKey: true,
        type: 'gone',
        data: { objectNumber: 7 },
        appInform: false,
      },
    ]);
  });
});

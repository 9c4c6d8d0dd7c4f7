import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findUnsafeInput } from './input-safety';

describe('findUnsafeInput', () => {
  it('passes ordinary input, emoji and every language included', () => {
    expect(
      findUnsafeInput({ a: 'Müller 🎉', b: ['x', 1, null, true], c: { d: 'Ωμέγα' } }, 'body'),
    ).toBeNull();
    expect(findUnsafeInput(undefined, 'query')).toBeNull();
    expect(findUnsafeInput('plain', 'body')).toBeNull();
  });

  it.each([
    ['a NUL in a value', { inputs: { name: 'a\u0000b' } }, 'inputs.name'],
    ['a lone high surrogate', { message: 'x\ud800' }, 'message'],
    ['a lone low surrogate', { message: '\udc00x' }, 'message'],
    ['reversed surrogates', { message: '\udc00\ud800' }, 'message'],
    ['a NUL in an array item', { list: ['ok', 'n\u0000'] }, 'list.1'],
    ['a NUL in a key', { trackVars: { 'k\u0000': 'v' } }, 'trackVars.k\ufffd'],
  ])('finds %s', (_label, input, field) => {
    expect(findUnsafeInput(input, 'body')).toEqual({ field, problem: 'characters' });
  });

  it('names the input itself when it is the unsafe string', () => {
    expect(findUnsafeInput('a\u0000', 'body')).toEqual({ field: 'body', problem: 'characters' });
  });

  it('refuses nesting deeper than MAX_INPUT_DEPTH without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeInput(deep, 'body')?.problem).toBe('depth');
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { a: ok };
    expect(findUnsafeInput(ok, 'body')).toBeNull();
  });

  it('property: well-formed text without NUL always passes', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const value: unknown = JSON.parse(text);
        const clean = !text.includes('\u0000') && !text.includes('\\u0000');
        if (clean) expect(findUnsafeInput(value, 'body')).toBeNull();
      }),
    );
  });
});

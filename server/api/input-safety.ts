// Text no database column can hold (core/storable-text.ts), refused as input before any schema or
// service sees it. A NUL (U+0000) is refused by PostgreSQL in text ('invalid byte sequence') and
// jsonb ('unsupported Unicode escape sequence'), a lone UTF-16 surrogate by jsonb (and silently
// turned into U+FFFD in text): stored input with either made a 500. Deep nesting is refused too:
// no request of the API nests beyond a few levels, and jsonb and recursive code have stack limits.
//
// defineRoute (./define-route.ts) checks params, query and body of every route with it, so every
// field of every route is covered, including keys of free-form records.
import { LONE_SURROGATE, hasUnstorableCharacters } from '#core/storable-text';

/** Deeper than any request of the API; deeper values are refused (tooBig). */
export const MAX_INPUT_DEPTH = 32;

export interface UnsafeInput {
  /** Dotted path of the value or key, like zod issue paths ('trackVars.a.0'). */
  field: string;
  problem: 'characters' | 'depth';
}

/**
 * The first unsafe string (value or object key) in a parsed input, breadth-first, or null.
 * Iterative: a hostile nesting depth cannot overflow the stack.
 */
export function findUnsafeInput(input: unknown, prefix: string): UnsafeInput | null {
  const queue: { value: unknown; path: string[]; depth: number }[] = [
    { value: input, path: [], depth: 0 },
  ];
  // The field is echoed in the answer: its own unsafe characters become U+FFFD.
  const field = (path: string[]) =>
    (path.length > 0 ? path.join('.') : prefix)
      .replaceAll('\u0000', '\ufffd')
      .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');
  for (let i = 0; i < queue.length; i++) {
    const { value, path, depth } = queue[i]!;
    if (typeof value === 'string') {
      if (hasUnstorableCharacters(value)) return { field: field(path), problem: 'characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: field(path), problem: 'depth' };
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        queue.push({ value: item, path: [...path, String(index)], depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (hasUnstorableCharacters(key))
        return { field: field([...path, key]), problem: 'characters' };
      queue.push({ value: item, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

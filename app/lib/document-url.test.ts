import { describe, expect, it } from 'vitest';
import { documentUrl } from './document-url';

describe('documentUrl', () => {
  it.each([
    ['http://x/search/_.data?persons=4', '/search/', 'persons=4'],
    ['http://x/_root.data', '/', ''],
    ['http://x/object/12.data', '/object/12', ''],
    ['http://x/search/?_routes=root', '/search/', ''],
    ['http://x/impressum/', '/impressum/', ''],
  ])('%s', (input, path, query) => {
    const url = documentUrl(new Request(input));
    expect(url.pathname).toBe(path);
    expect(url.searchParams.toString()).toBe(query);
  });
});

import { describe, expect, it } from 'vitest';
import { preRouteRedirect } from './pre-route';

const r = (path: string) => preRouteRedirect(new URL(path, 'http://x'));

describe('preRouteRedirect', () => {
  it.each([
    ['/', null],
    ['/search/', null],
    ['/search', '/search/'],
    ['/search?persons=4', '/search/?persons=4'],
    ['/de/search/', '/search/'],
    ['/db/search/', '/search/'],
    ['/EN/search/', '/en/search/'],
    ['/123', '/object/123/'],
    ['/123/', '/object/123/'],
    ['/en/123/', '/en/object/123/'],
    ['/object/123', '/object/123/'],
    ['/index.cfm', '/'],
    ['/index.cfm?event=objekt.showObject&onr=4711', '/object/4711/'],
    ['/irgendwas/?fuseaction=search.main&personen=4', '/search/?persons=4'],
    ['/ferienhaus-kroatien', '/ferienhaus-kroatien/'],
    ['/ferienhaus-kroatien/', null],
    ['/de/ferienhaus-kroatien/', '/ferienhaus-kroatien/'],
    ['/en/holiday-home-croatia', '/en/holiday-home-croatia/'],
    ['/sitemap.xml', null],
  ])('%s → %s', (path, expected) => {
    expect(r(path)).toBe(expected);
  });
});

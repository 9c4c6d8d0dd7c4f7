import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageStatus } from '#core/page-status';
import { documentStatus, isPageNavigation } from './ssr';

const REDIRECTS = [301, 302, 303, 307, 308];
const HTML = 'text/html; charset=utf-8';

describe('documentStatus: single-fetch data requests', () => {
  it.each([
    ['/_root.data', 200],
    ['/search.data', 404],
    ['/object/12345.data', 410],
    ['/user/login.data', 302],
    ['/booking/start/1.data', 202],
    ['/_root.data', 204],
    ['/_root.data', 400],
    ['/_root.data', 418],
    ['/_root.data', 503],
  ])('%s keeps status %i', (url, status) => {
    expect(documentStatus('GET', url, status, HTML)).toBe(status);
    expect(documentStatus('POST', url, status, HTML)).toBe(status);
  });

  it('looks at the path only, ignoring the query', () => {
    expect(documentStatus('GET', '/search.data?_routes=routes%2Fsearch', 403, HTML)).toBe(403);
    expect(documentStatus('GET', '/search/?format=.data', 403, HTML)).toBe(500);
    expect(documentStatus('GET', '/search/?x=1.data', 302, HTML)).toBe(301);
  });

  it('does not treat a path merely containing .data as a data request', () => {
    expect(documentStatus('GET', '/foo.data/bar', 418, HTML)).toBe(500);
    expect(documentStatus('GET', '/foo.database', 418, HTML)).toBe(500);
  });
});

describe('documentStatus: redirects', () => {
  it.each(REDIRECTS)('a GET redirect with status %i becomes 301', (status) => {
    expect(documentStatus('GET', '/index.cfm?fuseaction=search.main', status, HTML)).toBe(301);
  });

  it.each(REDIRECTS)('a HEAD redirect with status %i becomes 301', (status) => {
    expect(documentStatus('HEAD', '/12345', status, HTML)).toBe(301);
  });

  it.each(REDIRECTS)(
    'a POST redirect with status %i keeps its status (post/redirect/get)',
    (status) => {
      expect(documentStatus('POST', '/user/login/', status, HTML)).toBe(status);
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'])('a %s redirect keeps its status', (method) => {
    expect(documentStatus(method, '/user/', 303, HTML)).toBe(303);
  });
});

describe('documentStatus: other page responses follow pageStatus (SPEC §4)', () => {
  it.each([200, 404, 410, 500])('keeps %i', (status) => {
    expect(documentStatus('GET', '/search/', status, HTML)).toBe(status);
    expect(documentStatus('POST', '/user/login/', status, HTML)).toBe(status);
  });

  it.each([201, 202, 204, 400, 401, 403, 405, 418, 422, 429, 501, 502, 503])(
    'turns %i into 500',
    (status) => {
      expect(documentStatus('GET', '/search/', status, HTML)).toBe(500);
      expect(documentStatus('POST', '/contact/', status, HTML)).toBe(500);
    },
  );

  it('property: outside .data and redirects, the status equals pageStatus(status)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT'),
        fc.constantFrom('/', '/search/', '/en/object/1', '/user/login/?next=%2Fuser%2F'),
        fc.integer({ min: 100, max: 599 }).filter((s) => !REDIRECTS.includes(s)),
        (method, url, status) => {
          expect(documentStatus(method, url, status, HTML)).toBe(pageStatus(status));
        },
      ),
    );
  });

  it('property: a GET or HEAD page response always leaves with a SPEC §4 status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'HEAD'),
        fc.integer({ min: 100, max: 599 }),
        (method, status) => {
          expect([200, 301, 404, 410, 500]).toContain(
            documentStatus(method, '/search/', status, HTML),
          );
        },
      ),
    );
  });
});

describe('documentStatus: only rendered documents follow the page status rule', () => {
  // React Router answers a manifest request of an old client version (after a deploy) with 204
  // and X-Remix-Reload-Document, and a malformed one with 400: the open tab reloads itself.
  it.each([204, 400, 404])('/__manifest keeps %i', (status) => {
    expect(documentStatus('GET', '/__manifest?p=%2F&version=abc', status, '')).toBe(status);
    expect(documentStatus('GET', '/__manifest', status, 'text/plain')).toBe(status);
  });

  it.each([204, 206, 400, 415])('an answer that is not HTML keeps %i', (status) => {
    expect(documentStatus('GET', '/sitemap.xml', status, 'application/xml')).toBe(status);
  });

  it('a GET redirect is still a 301 whatever its content type', () => {
    expect(documentStatus('GET', '/x', 302, '')).toBe(301);
  });
});

describe('non-redirect 3xx statuses', () => {
  it.each([300, 304, 305])('turns %i into 500 rather than a 301 without a location', (status) => {
    expect(documentStatus('GET', '/x/', status, HTML)).toBe(500);
  });
});

describe('isPageNavigation', () => {
  it.each([
    ['GET', '/impressum', true],
    ['HEAD', '/search/?x=1', true],
    ['POST', '/impressum/', false],
    ['GET', '/search.data', false],
    ['GET', '/_root.data?x=1', false],
    ['GET', '/__manifest?p=%2Fsearch%2F&version=abc', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isPageNavigation(method, url)).toBe(expected);
  });
});

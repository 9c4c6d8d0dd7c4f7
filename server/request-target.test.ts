import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isApiRawTarget,
  isApiRequest,
  isValidAuthority,
  originForm,
  splitTarget,
} from './request-target';

describe('originForm: the target as the router saw it', () => {
  it.each([
    ['/search/?q=1', '/search/?q=1'],
    ['/', '/'],
    ['//evil.example/page', '//evil.example/page'],
    ['/a#b?c', '/a'],
    ['http://x/api/search?mandant=m', '/api/search?mandant=m'],
    ['HTTPS://x:8080/object/1/', '/object/1/'],
    ['http://x', '/'],
    ['http://x?q=1', '/?q=1'],
  ])('%s → %s', (raw, expected) => {
    expect(originForm(raw)).toBe(expected);
  });

  it.each(['*', 'foo', 'http://', 'http:///x', 'http://x#/y', 'ftp://x/y'])('%s → null', (raw) => {
    expect(originForm(raw)).toBeNull();
  });

  it('splits path and query', () => {
    expect(splitTarget('/a/b?c=1&d')).toEqual({ path: '/a/b', search: '?c=1&d' });
    expect(splitTarget('/a/b')).toEqual({ path: '/a/b', search: '' });
  });
});

describe('isApiRequest: decided on the routed path', () => {
  const request = (url: string, routed?: string) => ({
    url,
    routeOptions: { url: routed } as never,
  });

  it('uses the route Fastify chose, whatever the raw target looks like', () => {
    expect(isApiRequest(request('/%61pi/search', '/api/search'))).toBe(true);
    expect(isApiRequest(request('http://x/api/search', '/api/search'))).toBe(true);
    expect(isApiRequest(request('/api/nope', '/api/*'))).toBe(true);
    // '//x/api/…' is the page path '//x/api/…', not the API.
    expect(isApiRequest(request('//x/api/search', '/*'))).toBe(false);
    expect(isApiRequest(request('/apix', '/*'))).toBe(false);
  });

  it('without a route, reads the decoded target', () => {
    expect(isApiRequest(request('/%61pi/search'))).toBe(true);
    expect(isApiRequest(request('http://x/api/search'))).toBe(true);
    expect(isApiRequest(request('/api/%zz'))).toBe(true);
    expect(isApiRequest(request('/%61pi/%zz'))).toBe(true);
    expect(isApiRequest(request('/search/'))).toBe(false);
    expect(isApiRequest(request('*'))).toBe(false);
    expect(isApiRawTarget('/api')).toBe(true);
    expect(isApiRawTarget('/api?x')).toBe(true);
  });
});

describe('isValidAuthority', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'www.feriora.example',
    '127.0.0.1:80',
    '[::1]:3000',
    '[2001:db8::1]',
    'my_host.internal:65535',
  ])('accepts %s', (host) => {
    expect(isValidAuthority(host)).toBe(true);
  });

  it.each([
    '',
    '[',
    'a:99999',
    'a:0',
    'a:',
    '%zz',
    'a@b',
    'x#',
    'x/other/page/?',
    'a b',
    'a\tb',
    '-a',
    'a:80:80',
    'a?b',
  ])('refuses %j', (host) => {
    expect(isValidAuthority(host)).toBe(false);
  });

  it('property: a valid authority never carries a path, query, fragment or user info', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (host) => {
        if (isValidAuthority(host)) expect(host).not.toMatch(/[/?#@%\s]/);
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LAZY_TEXTS,
  SCREEN_TEXTS,
  SHELL_TEXTS,
  mergeTexts,
  missingTexts,
  pickTexts,
  type TextPart,
} from './namespaces';

const resources = {
  common: { brand: { name: 'Feriora' }, nav: { home: 'Start' } },
  watchlist: { button: { add: 'Merken' }, page: { title: 'Merkliste' }, share: { title: 'x' } },
};

describe('pickTexts', () => {
  it('takes whole namespaces and single sections, nothing else', () => {
    expect(pickTexts(resources, ['common', 'watchlist.button'])).toEqual({
      common: resources.common,
      watchlist: { button: { add: 'Merken' } },
    });
  });

  it('joins sections of one namespace and leaves out what the resources lack', () => {
    expect(
      pickTexts(resources, ['watchlist.button', 'watchlist.page', 'search.card', 'pricing']),
    ).toEqual({ watchlist: { button: { add: 'Merken' }, page: { title: 'Merkliste' } } });
  });
});

describe('mergeTexts', () => {
  it('merges by namespace and section, later sources winning, undefined ones skipped', () => {
    expect(
      mergeTexts([
        { watchlist: { button: { add: 'alt' }, notice: { added: 'x' } } },
        undefined,
        { watchlist: { button: { add: 'Merken' } }, search: { card: { from: 'ab' } } },
      ]),
    ).toEqual({
      watchlist: { button: { add: 'Merken' }, notice: { added: 'x' } },
      search: { card: { from: 'ab' } },
    });
  });
});

describe('missingTexts', () => {
  it('finds sections by key and whole namespaces only when loaded whole', () => {
    const have = { search: { card: {} } };
    expect(missingTexts(have, ['search.card', 'search.rating'])).toEqual(['search.rating']);
    expect(missingTexts(have, ['search'])).toEqual(['search']);
    expect(missingTexts(have, ['search'], new Set(['search']))).toEqual([]);
  });
});

describe('the text lists of shell, screens and lazy parts', () => {
  const german = (ns: string) =>
    JSON.parse(
      readFileSync(new URL(`../../locales/de/${ns}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;

  it('name namespaces and sections that exist', () => {
    const all: TextPart[] = [
      ...SHELL_TEXTS,
      ...Object.values(SCREEN_TEXTS).flat(),
      ...Object.values(LAZY_TEXTS).flat(),
    ];
    for (const part of all) {
      const [ns = '', section] = part.split('.');
      const texts = german(ns);
      if (section !== undefined) expect(texts, part).toHaveProperty([section]);
    }
  });

  it('keep page titles and e-mail texts on the server', () => {
    const sent = [...SHELL_TEXTS, ...Object.values(SCREEN_TEXTS).flat()] as string[];
    const server = sent.filter((part) => /^(routes|mail)(\.|$)/.test(part));
    expect(server).toEqual([]);
    // The API's messages are made on the server too: the browser gets the error pages' texts only.
    // Only the office's pages, whose uploads show the API's refusal of a file, get them.
    expect(sent.filter((part) => part.startsWith('errors'))).toEqual([
      'errors.page',
      'errors.errors',
    ]);
    expect(SCREEN_TEXTS.admin).toContain('errors.errors');
    for (const [screen, parts] of Object.entries(SCREEN_TEXTS)) {
      if (screen !== 'admin') expect(parts as readonly string[]).not.toContain('errors.errors');
    }
  });
});

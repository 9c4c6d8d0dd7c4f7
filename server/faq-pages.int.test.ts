// The FAQ (issue 17; SPEC §2 Faq with parts, §5 part faq1/faq2, §9 entries per topic): the guests'
// part (faq1, and the bare path) and the landlords' part (faq2) in all four languages, with exactly
// the SPEC's number of questions per topic, no raw keys, numbers from the code, a title per part,
// link cards to the other part, and a FAQPage JSON-LD that equals the questions on the page.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_TIERS } from '#core/booking';
import { BALANCE_DAYS_BEFORE_ARRIVAL } from '#core/payments';
import { buildPath } from '#core/routes';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { FAQ_PAGES, FAQ_TOPICS, faqAudience } from '#app/lib/content/faq.server';
import { specKeys } from '#app/lib/content-document.server';

const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
/** The operator's brand: every `{{brand}}` of the texts, never the default name. */
const BRAND = 'Seeblick Ferien';
type Lng = (typeof LANGUAGES)[number];

/** SPEC §9 "FAQ entries per topic", written out here so the test does not read the module's own. */
const SPEC_COUNTS = {
  tourist: {
    booking: 4,
    documents: 1,
    search: 5,
    information: 11,
    startend: 5,
    occupation: 7,
    contact: 1,
    newsletter: 1,
  },
  landlord: { achievement: 5, myhouse: 7, internet: 2, service: 5 },
} as const;

/** The texts of one language's faq.json. */
const faqTexts = (lng: Lng) =>
  JSON.parse(
    readFileSync(new URL(`../locales/${lng}/faq.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's text without scripts and tags. */
const visible = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' '));

interface FaqJsonLd {
  '@type': string;
  mainEntity: {
    '@type': string;
    name: string;
    acceptedAnswer: { '@type': string; text: string };
  }[];
}

/** Every JSON-LD document of the page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string },
  );

/** The questions and answers the page shows, per section id, in order. */
function questionsOnPage(html: string) {
  const sections = new Map<string, { question: string; answer: string }[]>();
  for (const section of html.matchAll(/<section id="([a-z]+)"[\s\S]*?<\/section>/g)) {
    const items = [
      ...section[0].matchAll(/<details[^>]*><summary>([\s\S]*?)<\/summary><p>([\s\S]*?)<\/p>/g),
    ].map((m) => ({ question: decode(m[1]!), answer: decode(m[2]!) }));
    sections.set(section[1]!, items);
  }
  return sections;
}

describe.each(databaseKinds())('FAQ pages (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build({ kind, ssr: true, env: { PAGE_CACHE_SECONDS: '0', BRAND_NAME: BRAND } });
  });
  afterAll(() => t?.close());

  const get = async (lng: Lng, part?: 'faq1' | 'faq2') => {
    const url = buildPath('Faq', part ? { part } : {}, lng);
    const res = await t.app.inject({ url });
    return { url, status: res.statusCode, html: res.body, text: visible(res.body) };
  };

  it('the module follows the SPEC counts', () => {
    for (const [audience, topics] of Object.entries(SPEC_COUNTS)) {
      const own = FAQ_TOPICS[audience as keyof typeof FAQ_TOPICS];
      expect(Object.keys(own)).toEqual(Object.keys(topics));
      for (const [topic, count] of Object.entries(topics)) expect(own[topic]).toHaveLength(count);
    }
    expect(faqAudience(undefined)).toBe('tourist');
    expect(faqAudience('faq1')).toBe('tourist');
    expect(faqAudience('faq2')).toBe('landlord');
    expect(faqAudience('faq3')).toBeNull();
  });

  it('has every text of both parts in all four languages', () => {
    const lookup = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const lng of LANGUAGES) {
      const texts = faqTexts(lng);
      for (const spec of Object.values(FAQ_PAGES)) {
        for (const key of specKeys(spec)) {
          const path = key.slice('faq:'.length);
          const value = lookup(texts, path);
          expect(typeof value === 'string' && value.trim().length > 0, `${lng} ${key}`).toBe(true);
        }
      }
      for (const part of ['faq1', 'faq2'])
        for (const field of ['title', 'description', 'breadcrumb'])
          expect(lookup(texts, `parts.${part}.${field}`), `${lng} ${part}.${field}`).toBeTruthy();
    }
  });

  it('shows both parts in four languages with the SPEC counts per topic and no raw keys', async () => {
    for (const lng of LANGUAGES) {
      for (const [part, audience] of [
        [undefined, 'tourist'],
        ['faq1', 'tourist'],
        ['faq2', 'landlord'],
      ] as const) {
        const page = await get(lng, part);
        const where = `${page.url}`;
        expect(page.status, where).toBe(200);
        expect(page.html.match(/<h1[\s>]/g), where).toHaveLength(1);
        expect(page.html, where).toContain('data-content-page="Faq"');
        const sections = questionsOnPage(page.html);
        for (const [topic, count] of Object.entries(SPEC_COUNTS[audience]))
          expect(sections.get(topic), `${where} ${topic}`).toHaveLength(count);
        const all = [...sections.values()].flat();
        expect(all, where).toHaveLength(
          Object.values(SPEC_COUNTS[audience]).reduce((a, b) => a + b, 0),
        );
        // No two questions alike, none empty, no raw key or placeholder anywhere.
        expect(new Set(all.map((q) => q.question)).size, where).toBe(all.length);
        for (const item of all)
          expect(item.answer.length, `${where} ${item.question}`).toBeGreaterThan(60);
        expect(page.text, where).not.toMatch(/\b(?:faq:|tourist\.|landlord\.|parts\.)\w/);
        expect(page.text, where).not.toContain('{{');
        expect(page.text, where).not.toMatch(/undefined|NaN/);
        // The contents lead to the sections.
        const anchors = [...page.html.matchAll(/<a href="#([a-z]+)"/g)].map((m) => m[1]);
        expect(anchors.length, where).toBe(Object.keys(SPEC_COUNTS[audience]).length + 2);
        for (const id of anchors) expect(page.html, `${where} #${id}`).toContain(`id="${id}"`);
      }
    }
  });

  it('links each part to the other and to its contact form', async () => {
    for (const lng of LANGUAGES) {
      const guests = await get(lng);
      expect(guests.html).toContain(`href="${buildPath('Faq', { part: 'faq2' }, lng)}"`);
      expect(guests.html).toContain(`href="${buildPath('Contact', {}, lng)}"`);
      const landlords = await get(lng, 'faq2');
      expect(landlords.html).toContain(`href="${buildPath('Faq', {}, lng)}"`);
      expect(landlords.html).toContain(`href="${buildPath('ContactLandlord', {}, lng)}"`);
    }
  });

  it('gives each part its own title and description', async () => {
    for (const lng of LANGUAGES) {
      const heads = await Promise.all(
        [undefined, 'faq1', 'faq2'].map(async (part) => {
          const page = await get(lng, part as 'faq1' | 'faq2' | undefined);
          const title = decode(/<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '');
          const description = decode(
            /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1] ?? '',
          );
          const h1 = decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(page.html)?.[1] ?? '');
          expect(title, `${lng} ${part}`).toContain(h1);
          return { title, description };
        }),
      );
      expect(new Set(heads.map((h) => h.title)).size, lng).toBe(3);
      expect(new Set(heads.map((h) => h.description)).size, lng).toBe(3);
    }
  });

  it('names the bare path as the canonical URL of faq1 (the same page), each part its own otherwise', async () => {
    const canonical = (html: string) =>
      new URL(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '').pathname;
    for (const lng of LANGUAGES) {
      const bare = buildPath('Faq', {}, lng);
      expect(canonical((await get(lng)).html), lng).toBe(bare);
      expect(canonical((await get(lng, 'faq1')).html), lng).toBe(bare);
      expect(canonical((await get(lng, 'faq2')).html), lng).toBe(
        buildPath('Faq', { part: 'faq2' }, lng),
      );
    }
  });

  it('states the numbers the site applies', async () => {
    const de = await get('de');
    expect(de.text).toMatch(/Anzahlung von 25\s%/);
    expect(de.text).toContain(`${BALANCE_DAYS_BEFORE_ARRIVAL} Tage vor der Anreise`);
    for (const tier of CANCELLATION_TIERS)
      expect(de.text).toMatch(new RegExp(`${tier.percent}\\s%`));
    expect(de.text).toContain('3 Tage lang kostenlos');
    expect(de.text).toContain('§ 312g Abs. 2 Nr. 9 BGB');
    const landlords = await get('de', 'faq2');
    expect(landlords.text).toContain('Nach 24 Stunden erinnern wir Sie');
    expect(landlords.text).toContain('Nach 48 Stunden ohne Antwort');
    // The brand comes from the configuration, in the answers as in their JSON-LD.
    for (const lng of LANGUAGES)
      for (const part of [undefined, 'faq2'] as const) {
        const questions = JSON.stringify([
          ...questionsOnPage((await get(lng, part)).html).values(),
        ]);
        expect(questions, `${lng} ${part}`).toContain(BRAND);
        expect(questions, `${lng} ${part}`).not.toContain('Feriora');
      }
  });

  it('has a FAQPage JSON-LD that equals the questions on the page', async () => {
    for (const lng of LANGUAGES) {
      for (const part of [undefined, 'faq2'] as const) {
        const page = await get(lng, part);
        const docs = jsonLd(page.html);
        const faq = docs.filter((d) => d['@type'] === 'FAQPage') as unknown as FaqJsonLd[];
        expect(faq, page.url).toHaveLength(1);
        const shown = [...questionsOnPage(page.html).values()].flat();
        expect(
          faq[0]!.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text })),
          page.url,
        ).toEqual(shown);
        for (const q of faq[0]!.mainEntity) {
          expect(q['@type']).toBe('Question');
          expect(q.acceptedAnswer['@type']).toBe('Answer');
        }
        expect(
          docs.some((d) => d['@type'] === 'BreadcrumbList'),
          page.url,
        ).toBe(true);
      }
    }
    // Other content pages carry no FAQPage.
    const terms = await t.app.inject({ url: buildPath('TravelConditions', {}, 'de') });
    expect(jsonLd(terms.body).some((d) => d['@type'] === 'FAQPage')).toBe(false);
  });

  it('lists both parts in the sitemap, in every language', async () => {
    const index = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const locs: string[] = [];
    for (const file of files.filter((f) => !f.includes('/objects-'))) {
      const xml = (await t.app.inject({ url: file })).body;
      locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    }
    for (const lng of LANGUAGES) {
      expect(locs, lng).toContain(buildPath('Faq', {}, lng));
      expect(locs, lng).toContain(buildPath('Faq', { part: 'faq2' }, lng));
    }
  });

  it('answers 404 for a part that does not exist', async () => {
    for (const url of ['/haeufige-fragen/faq3/', '/en/faq/faq3/', '/haeufige-fragen/FAQ1/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('FAQPage');
    }
  });
});

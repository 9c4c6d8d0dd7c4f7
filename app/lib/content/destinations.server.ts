// /reiseziele/ (route Destinations, issue 17): every destination of the catalogue — the countries
// with their regions and places that hold holiday homes, with counts, each linking to its SEO
// location page — as a content document (texts in the `landing` namespace). The tree comes from
// the catalogue slice's `destinations` (the search index's cached counts: no database query).
import { LOCALES } from '#core/languages';
import { buildPath } from '#core/routes';
import { formatCount } from '#core/format';
import type { RequestContext } from '#services/platform';
import { canonicalLocationPath, destinations, locationWhere, text } from '#services/catalogue';
import { siteTranslator } from '#services/partners';
import {
  buildDocument,
  type ContentBlock,
  type ContentDirectoryGroup,
  type ContentDocument,
  type Lookup,
  type PageSpec,
} from '../content-document.server';

export const DESTINATIONS_PAGE: PageSpec = {
  prefix: 'landing:destinations',
  lead: true,
  sections: [
    { id: 'countries', blocks: ['@directory'] },
    {
      id: 'themes',
      blocks: ['p:text', 'links:list:Pets,Family,WinterVacation,HolidayParks,Christmas'],
    },
  ],
};

export async function destinationsDocument(ctx: RequestContext): Promise<ContentDocument> {
  const t = await siteTranslator(ctx);
  const lookup = t as unknown as Lookup;
  const language = ctx.language;
  const locale = LOCALES[language];
  const byName = new Intl.Collator(locale).compare;
  const count = (n: number) =>
    lookup('landing:destinations.count', { count: n, n: formatCount(n, locale) });
  const directory = async (): Promise<ContentBlock> => {
    const tree = await destinations(ctx);
    const groups: ContentDirectoryGroup[] = tree.map(({ country, count: total, regions }) => {
      const name = text(country.names, language);
      return {
        id: `country-${country.code}`,
        label: name,
        count: count(total),
        all: {
          // The country's own title ("Ferienhäuser und Ferienwohnungen in der Schweiz": its
          // grammar is the catalogue's), else the generic label.
          label: country.texts.title
            ? text(country.texts.title, language)
            : lookup('landing:destinations.allIn', { where: locationWhere({ country }, language) }),
          href: canonicalLocationPath(language, { country }),
        },
        entries: regions
          .map(({ region, count: n, places }) => ({
            label: text(region.names, language),
            href: canonicalLocationPath(language, { country, region }),
            count: `(${formatCount(n, locale)})`,
            links: places
              .map(({ place, count: m }) => ({
                label: text(place.names, language),
                href: canonicalLocationPath(language, { country, region, place }),
                count: `(${formatCount(m, locale)})`,
              }))
              .sort((a, b) => byName(a.label, b.label)),
          }))
          .sort((a, b) => byName(a.label, b.label)),
      };
    });
    return { kind: 'directory', groups };
  };
  return buildDocument('Destinations', DESTINATIONS_PAGE, lookup, {
    computed: () => directory(),
    href: (route) => buildPath(route, {}, language),
  });
}

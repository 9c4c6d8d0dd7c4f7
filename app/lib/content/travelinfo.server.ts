// The travel information pages of the page frame (issue 17): school holidays per country
// (HolidayDates, /reisetipps/ferientermine/land/{cc}/), the traveller notices (CoronaInfo,
// /corona-info/) and the POI pages (Poi: travel reports and sights). Texts live in the
// `travelinfo` namespace; this module says which sections and blocks each page has
// (app/lib/content-document.server.ts) and fills the computed blocks from real data only: the
// ministries' holiday dates (core/school-holidays.ts), the editors' notices (site_settings) and
// the POI catalogue. A country without holiday data, an unknown POI → 404; a POI URL with another
// slug → 301 to its own.
import { regionName } from '#core/format';
import { data, redirect } from 'react-router';
import type { Language } from '#core/languages';
import { buildPath } from '#core/routes';
import {
  HOLIDAY_KINDS,
  schoolHolidaysOf,
  statesOfYear,
  type CountryHolidays,
  type HolidayKind,
  type HolidayPeriod,
} from '#core/school-holidays';
import { createSearchQuery, serializeSearchQuery } from '#core/search-query';
import { canonicalLocationPath, locationCatalog } from '#services/catalogue';
import { findPois, generalNotice, poiDocument, regionNotices } from '#services/content';
import { siteTranslator } from '#services/partners';
import type { RequestContext } from '#services/platform';
import {
  buildDocument,
  type ContentBlock,
  type ContentDocument,
  type Lookup,
  type PageSpec,
} from '../content-document.server';
import { orPageStatus } from '../domain-status.server';

export type TravelInfoView = 'HolidayDates' | 'CoronaInfo' | 'Poi';

type Params = Readonly<Record<string, string | number | undefined>>;

/** Dates as the language writes them (en: day first, British usage on a European portal). */
const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR', it: 'it-IT' };

export const HOLIDAY_PAGE: PageSpec = {
  prefix: 'travelinfo:holidays',
  lead: true,
  updated: 'travelinfo:holidays.updated',
  sections: [
    // Each year in two tables of three kinds: seven columns do not fit the page's measure.
    { id: 'year1a', blocks: ['@year1a'] },
    { id: 'year1b', blocks: ['@year1b'] },
    { id: 'year2a', blocks: ['@year2a'] },
    { id: 'year2b', blocks: ['@year2b'] },
    { id: 'notes', blocks: ['p:source', 'p:legend', 'p:change'] },
    { id: 'plan', blocks: ['p:text', 'links:links:Search,Lastminute,Family'] },
  ],
};

export const NOTICE_PAGE: PageSpec = {
  prefix: 'travelinfo:notices',
  lead: true,
  sections: [
    {
      id: 'general',
      blocks: ['@general', 'p:intro', 'ul:check:documents,foreignOffice,health,local,pets'],
    },
    { id: 'regions', blocks: ['p:text', '@regions'] },
    { id: 'booking', blocks: ['p:text', 'links:links:TravelConditions,Contact'] },
  ],
};

const poiPage = (kind: 'report' | 'sight'): PageSpec => ({
  prefix: `travelinfo:poi.${kind}`,
  lead: true,
  sections: [
    { id: 'text', blocks: ['@text'] },
    { id: 'place', blocks: ['@place'] },
    { id: 'homes', blocks: ['p:text', '@homes'] },
    { id: 'more', blocks: ['@more'] },
  ],
});
export const POI_PAGES = { report: poiPage('report'), sight: poiPage('sight') } as const;

function dateFormats(language: Language) {
  const short = new Intl.DateTimeFormat(LOCALE[language], {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  const full = new Intl.DateTimeFormat(LOCALE[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' });
  const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return {
    /** "30.03. – 11.04." ; across the new year "23.12. – 09.01.2027"; one day "26.05.". */
    period([from, to]: HolidayPeriod): string {
      if (from === to) return short.format(at(from));
      const end = to.slice(0, 4) === from.slice(0, 4) ? short.format(at(to)) : full.format(at(to));
      return `${short.format(at(from))} – ${end}`;
    },
    long: (iso: string) => long.format(at(iso)),
    /** "20.11.2026" (a table's narrow date column). */
    numeric: (iso: string) => full.format(at(iso)),
  };
}

async function translator(ctx: RequestContext): Promise<Lookup> {
  const t = await siteTranslator(ctx);
  // Keys built from the specs (typed keys cannot follow a template); every one is checked to
  // resolve in all four languages by server/travelinfo-pages.int.test.ts.
  return t as unknown as Lookup;
}

const linkOf = (language: Language) => (route: string) => buildPath(route, {}, language);

// ---- School holidays ------------------------------------------------------------------------

/** The kinds of each half of a year's table: winter to Whitsun, summer to Christmas. */
const HALVES = { a: HOLIDAY_KINDS.slice(0, 3), b: HOLIDAY_KINDS.slice(3) } as const;

function yearTable(
  lookup: Lookup,
  country: CountryHolidays,
  year: number,
  kinds: readonly HolidayKind[],
  language: Language,
): ContentBlock {
  const format = dateFormats(language);
  const states = statesOfYear(country, year);
  const collator = new Intl.Collator(language);
  const rows = states
    .map((s) => {
      const holidays = s.years[year] ?? {};
      return [
        lookup(`travelinfo:states.${country.country}.${s.state}`),
        ...kinds.map((kind) => {
          const periods = holidays[kind];
          if (periods === undefined) return lookup('travelinfo:holidays.table.unknown');
          if (periods.length === 0) return lookup('travelinfo:holidays.table.none');
          return periods.map((p) => format.period(p)).join(lookup('travelinfo:holidays.table.and'));
        }),
      ];
    })
    .sort((a, b) => collator.compare(a[0] ?? '', b[0] ?? ''));
  return {
    kind: 'table',
    head: [
      lookup('travelinfo:holidays.table.state'),
      ...kinds.map((kind) => lookup(`travelinfo:kinds.${kind}`)),
    ],
    rows,
  };
}

export async function holidayDatesDocument(
  ctx: RequestContext,
  params: Params,
): Promise<ContentDocument> {
  const code = typeof params.countryCode === 'string' ? params.countryCode : '';
  const country = schoolHolidaysOf(code);
  if (!country) throw data(null, { status: 404 });
  const lookup = await translator(ctx);
  const language = ctx.language;
  const [year1 = 0, year2 = 0] = country.years;
  const name = regionName(country.country, LOCALE[language]);
  const vars = {
    country: name,
    year1,
    year2,
    date: dateFormats(language).long(country.checkedOn),
  };
  const doc = await buildDocument('HolidayDates', HOLIDAY_PAGE, lookup, {
    vars,
    href: linkOf(language),
    computed: (block) =>
      yearTable(
        lookup,
        country,
        block.startsWith('@year1') ? year1 : year2,
        block.endsWith('a') ? HALVES.a : HALVES.b,
        language,
      ),
  });
  const title = lookup('travelinfo:holidays.title', vars);
  return {
    ...doc,
    meta: {
      title,
      description: lookup('travelinfo:holidays.description', vars),
      breadcrumb: lookup('travelinfo:holidays.breadcrumb', vars),
    },
  };
}

// ---- Traveller notices ----------------------------------------------------------------------

export async function noticesDocument(ctx: RequestContext): Promise<ContentDocument> {
  const lookup = await translator(ctx);
  const language = ctx.language;
  const format = dateFormats(language);
  const general = await generalNotice(ctx);
  const regions = await regionNotices(ctx);
  const doc = await buildDocument('CoronaInfo', NOTICE_PAGE, lookup, {
    href: linkOf(language),
    computed: (block): ContentBlock => {
      if (block === '@general')
        return {
          kind: 'notice',
          text: `${general.text} ${lookup('travelinfo:notices.asOf', { date: format.long(general.updatedOn) })}`,
        };
      if (regions.length === 0)
        return { kind: 'p', text: lookup('travelinfo:notices.regions.none') };
      return {
        kind: 'table',
        head: [
          lookup('travelinfo:notices.regions.region'),
          lookup('travelinfo:notices.regions.notice'),
          lookup('travelinfo:notices.regions.updated'),
        ],
        rows: regions.map((r) => [
          `${r.region} (${r.country})`,
          r.text,
          format.numeric(r.updatedOn),
        ]),
      };
    },
  });
  return {
    ...doc,
    meta: {
      title: lookup('travelinfo:notices.title'),
      description: lookup('travelinfo:notices.description'),
      breadcrumb: lookup('travelinfo:notices.breadcrumb'),
    },
  };
}

// ---- POI pages ------------------------------------------------------------------------------

/** Radius of the search around a POI and of its "nearby" list, km. */
export const POI_NEARBY_KM = 25;

export async function poiPageDocument(
  ctx: RequestContext,
  params: Params,
): Promise<ContentDocument> {
  const poiId = Number(params.poiId);
  const poi = await orPageStatus(poiDocument(ctx, poiId));
  // The URL's slug segment is free text: another (or none) leads to the POI's own (SPEC §2).
  if (params.url !== poi.slug) throw redirect(poi.path, 301);
  const lookup = await translator(ctx);
  const language = ctx.language;
  const catalog = await locationCatalog(ctx.deps.database);
  const region = poi.regionId === null ? undefined : catalog.regionById.get(poi.regionId);
  const country = poi.countryCode ? catalog.countryByCode.get(poi.countryCode) : undefined;
  const where = [poi.place, poi.region, poi.country].filter((v): v is string => !!v);
  const vars = {
    title: poi.title,
    region: poi.region ?? poi.country ?? '',
    country: poi.country ?? '',
    where: where.join(', '),
    km: POI_NEARBY_KM,
  };
  const nearby =
    poi.lat !== null && poi.lon !== null
      ? await findPois(ctx, {
          point: { lat: poi.lat, lon: poi.lon, distanceKm: 150 },
          limit: 7,
        })
      : [];
  const inRegion =
    poi.regionId !== null ? await findPois(ctx, { regionId: poi.regionId, limit: 10 }) : [];
  const others = [...inRegion, ...nearby]
    .filter((p, i, all) => p.poiId !== poi.poiId && all.findIndex((q) => q.poiId === p.poiId) === i)
    .slice(0, 6);

  const computed = (block: string): ContentBlock => {
    if (block === '@text') return { kind: 'p', text: poi.text };
    if (block === '@place') {
      const lines = [
        ...(poi.place ? [{ label: lookup('travelinfo:poi.fields.place'), value: poi.place }] : []),
        ...(poi.region
          ? [{ label: lookup('travelinfo:poi.fields.region'), value: poi.region }]
          : []),
        ...(poi.country
          ? [{ label: lookup('travelinfo:poi.fields.country'), value: poi.country }]
          : []),
      ];
      if (poi.lat !== null && poi.lon !== null) {
        const number = new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 4 });
        lines.push({
          label: lookup('travelinfo:poi.fields.position'),
          value: lookup('travelinfo:poi.fields.latLon', {
            lat: number.format(poi.lat),
            lon: number.format(poi.lon),
          }),
        });
      }
      return { kind: 'lines', lines };
    }
    if (block === '@homes') {
      const items: { label: string; href: string; text: string | null }[] = [];
      if (poi.lat !== null && poi.lon !== null) {
        const query = serializeSearchQuery(
          createSearchQuery({ latitude: poi.lat, longitude: poi.lon, distance: POI_NEARBY_KM }),
        );
        items.push({
          label: lookup('travelinfo:poi.homes.around', vars),
          href: `${buildPath('Search', {}, language)}?${query}`,
          text: lookup('travelinfo:poi.homes.aroundText', vars),
        });
      }
      if (region && country)
        items.push({
          label: lookup('travelinfo:poi.homes.region', vars),
          href: canonicalLocationPath(language, { country, region }),
          text: lookup('travelinfo:poi.homes.regionText', vars),
        });
      return { kind: 'links', items };
    }
    // @more: the region's other POIs and those nearby.
    if (others.length === 0) return { kind: 'p', text: lookup('travelinfo:poi.more.none', vars) };
    return {
      kind: 'links',
      items: others.map((p) => ({
        label: p.title,
        href: p.path,
        text: `${lookup(`travelinfo:poi.kind.${p.kind}`)} · ${[p.region, p.country].filter(Boolean).join(', ')}`,
      })),
    };
  };
  const doc = await buildDocument('Poi', POI_PAGES[poi.kind], lookup, { vars, computed });
  const description = poi.text.length > 155 ? `${poi.text.slice(0, 152).trimEnd()} …` : poi.text;
  return {
    ...doc,
    meta: {
      title: poi.title,
      description,
      breadcrumb: poi.title,
      languagePaths: poi.languagePaths,
    },
  };
}

/** The travel information page of a table route, or null for every other page-frame view. */
export function travelInfoDocument(
  ctx: RequestContext,
  view: TravelInfoView,
  params: Params,
): Promise<ContentDocument> {
  if (view === 'HolidayDates') return holidayDatesDocument(ctx, params);
  if (view === 'CoronaInfo') return noticesDocument(ctx);
  return poiPageDocument(ctx, params);
}

/** A region's own traveller notice for its objects' pages (finished strings), or null. */
export interface ObjectTravelNotice {
  text: string;
  /** "Reisehinweise" — the link to /corona-info/. */
  label: string;
  href: string;
}

/**
 * The notice an editor wrote for the object's region (not the generic one, which would repeat on
 * every page), with the link to all notices; null when the region has none.
 */
export async function objectTravelNotice(
  ctx: RequestContext,
  regionId: number,
): Promise<ObjectTravelNotice | null> {
  const own = (await regionNotices(ctx)).find((n) => n.regionId === regionId);
  if (!own) return null;
  const lookup = await translator(ctx);
  return {
    text: own.text,
    label: lookup('travelinfo:notices.objectLink'),
    href: buildPath('CoronaInfo', {}, ctx.language),
  };
}

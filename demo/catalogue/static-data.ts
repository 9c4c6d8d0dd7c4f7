// The catalogue's fixed part: locations with their texts, providers (the wholesalers of the
// pre-filtered pages of SPEC §2, the agency ids of SPEC §9, private landlords), cancellation
// labels, distinctions, offers, partners, campaigns, office staff, school holidays, notices and
// points of interest. Small and independent of the object count; only dates depend on `today`.
import { addDays, diffDays, type IsoDate } from '#core/dates';
import { prepositionOf } from '#core/place-phrase';
import type { DiscountKind } from '#core/pricing';
import type {
  AgencyRow,
  CampaignRow,
  CancellationLabelRow,
  CountryRow,
  OfferDistinctionRow,
  OfferRow,
  OfficeStaffRow,
  OfficeStaffTimeRow,
  PartnerGroupRow,
  PartnerRow,
  PlaceRow,
  PoiRow,
  RegionRow,
  SchoolHolidayRow,
  TravelerNoticeRow,
} from '#db/repositories/catalogue-bulk';
import type { LocationTexts } from '#db/schema';
import { photosForObject } from '../photos/scenes';
import { frAt, itAt } from './object-texts';
import {
  COUNTRIES,
  placeName,
  SITE_LANGUAGES,
  slugify,
  type CountryDef,
  type PlaceDef,
  type RegionDef,
  type Setting,
  type SiteLanguage,
  type Texts,
} from './places';
import { Prng, mixSeed } from './prng';
import { addMonths, easterSunday, WINDOW_MONTHS } from './seasons';

const t = (de: string, en: string, fr: string, it: string): Texts => ({ de, en, fr, it });
const map = (f: (l: SiteLanguage) => string): Texts => ({
  de: f('de'),
  en: f('en'),
  fr: f('fr'),
  it: f('it'),
});

// ---------------------------------------------------------------------------------------------
// Locations.

export interface CountryInfo {
  def: CountryDef;
  index: number;
  regions: RegionInfo[];
}
export interface RegionInfo {
  id: number;
  def: RegionDef;
  country: CountryInfo;
  places: PlaceInfo[];
  /** Whether any place of the region is on the coast (towns there get a sea distance). */
  coastal: boolean;
  /** Whether the region has mountains (alpine climate or a mountain place): photos may show peaks and snow. */
  mountainous: boolean;
}
export interface PlaceInfo {
  id: number;
  def: PlaceDef;
  region: RegionInfo;
}

export interface Locations {
  countries: CountryInfo[];
  regions: RegionInfo[];
  places: PlaceInfo[];
  regionById: Map<number, RegionInfo>;
  placeById: Map<number, PlaceInfo>;
  countryByCode: Map<string, CountryInfo>;
}

let locationsCache: Locations | undefined;

/** Ids: region = country position × 100 + n (101 …), place = region id × 100 + n (10101 …). */
export function locations(): Locations {
  if (locationsCache) return locationsCache;
  const countries: CountryInfo[] = [];
  const regions: RegionInfo[] = [];
  const places: PlaceInfo[] = [];
  COUNTRIES.forEach((def, ci) => {
    const country: CountryInfo = { def, index: ci, regions: [] };
    countries.push(country);
    def.regions.forEach((regionDef, ri) => {
      const region: RegionInfo = {
        id: (ci + 1) * 100 + ri + 1,
        def: regionDef,
        country,
        places: [],
        coastal: regionDef.places.some((p) => p.setting === 'coast'),
        mountainous:
          (regionDef.climate ?? def.climate) === 'alpine' ||
          regionDef.places.some((p) => p.setting === 'mountains'),
      };
      country.regions.push(region);
      regions.push(region);
      regionDef.places.forEach((placeDef, pi) => {
        const place: PlaceInfo = { id: region.id * 100 + pi + 1, def: placeDef, region };
        region.places.push(place);
        places.push(place);
      });
    });
  });
  locationsCache = {
    countries,
    regions,
    places,
    regionById: new Map(regions.map((r) => [r.id, r])),
    placeById: new Map(places.map((p) => [p.id, p])),
    countryByCode: new Map(countries.map((c) => [c.def.code, c])),
  };
  return locationsCache;
}

function locationTexts(name: Texts, loc: Texts, withSeo: boolean): LocationTexts {
  const title = map((l) => LOCATION_TITLE[l](loc[l]));
  const texts: LocationTexts = {
    title,
    metaTitle: map((l) => `${title[l]} | Feriora`),
    metaDescription: map((l) => LOCATION_META[l](name[l], loc[l])),
  };
  if (withSeo) {
    texts.text1 = map((l) => LOCATION_TEXT1[l](loc[l]));
    texts.keywords = map((l) => LOCATION_KEYWORDS[l](name[l]));
  }
  return texts;
}

const LOCATION_TITLE: Record<SiteLanguage, (loc: string) => string> = {
  de: (loc) => `Ferienhäuser und Ferienwohnungen ${loc}`,
  en: (loc) => `Holiday homes and apartments ${loc}`,
  fr: (loc) => `Maisons et appartements de vacances ${loc}`,
  it: (loc) => `Case vacanze e appartamenti ${loc}`,
};
const LOCATION_META: Record<SiteLanguage, (name: string, loc: string) => string> = {
  de: (_name, loc) =>
    `Ferienhaus ${loc} mieten: geprüfte Unterkünfte, echte Gästebewertungen und faire Preise.`,
  en: (_name, loc) =>
    `Rent a holiday home ${loc}: verified properties, genuine guest reviews and fair prices.`,
  fr: (_name, loc) =>
    `Louez une maison de vacances ${loc} : logements vérifiés, avis authentiques et prix justes.`,
  it: (_name, loc) =>
    `Affitta una casa vacanze ${loc}: alloggi verificati, recensioni autentiche e prezzi onesti.`,
};
const LOCATION_TEXT1: Record<SiteLanguage, (loc: string) => string> = {
  de: (loc) =>
    `Ob am Wasser, in den Bergen oder mitten im Ort: Hier finden Sie Ferienhäuser und Ferienwohnungen ${loc} für jeden Geschmack – vom kleinen Apartment für zwei bis zum großen Haus für die ganze Familie.`,
  en: (loc) =>
    `By the water, in the mountains or right in town: here you will find holiday homes and apartments ${loc} for every taste – from a small apartment for two to a large house for the whole family.`,
  fr: (loc) =>
    `Au bord de l'eau, à la montagne ou en plein centre : découvrez nos maisons et appartements de vacances ${loc} pour tous les goûts, du petit appartement pour deux à la grande maison pour toute la famille.`,
  it: (loc) =>
    `Al mare, in montagna o in centro: qui trovate case vacanze e appartamenti ${loc} per tutti i gusti, dal piccolo appartamento per due alla grande casa per tutta la famiglia.`,
};
const LOCATION_KEYWORDS: Record<SiteLanguage, (name: string) => string> = {
  de: (name) => `Ferienhaus ${name}, Ferienwohnung ${name}, Urlaub ${name}`,
  en: (name) => `holiday home ${name}, holiday apartment ${name}, holidays ${name}`,
  fr: (name) => `maison de vacances ${name}, location ${name}, vacances ${name}`,
  it: (name) => `casa vacanze ${name}, appartamento ${name}, vacanze ${name}`,
};

/** "in Rovinj" per language (French contracts "à Les …" to "aux …"). */
export function placeLoc(place: PlaceDef): Texts {
  return {
    de: `in ${placeName(place, 'de')}`,
    en: `in ${placeName(place, 'en')}`,
    fr: frAt(placeName(place, 'fr')),
    it: itAt(placeName(place, 'it')),
  };
}

export function buildLocationRows(): {
  countries: CountryRow[];
  regions: RegionRow[];
  places: PlaceRow[];
} {
  const loc = locations();
  return {
    countries: loc.countries.map((c) => ({
      code: c.def.code,
      names: { ...c.def.names },
      slugs: { ...c.def.slugs },
      preposition: { ...c.def.preposition },
      bounds: { ...c.def.bounds },
      lat: c.def.lat,
      lon: c.def.lon,
      texts: locationTexts(c.def.names, c.def.loc, true),
      noIndex: false,
      sort: c.index + 1,
      favourite: c.def.favourite,
      hidden: false,
    })),
    regions: loc.regions.map((r) => {
      const b = r.def.bounds;
      return {
        id: r.id,
        countryCode: r.country.def.code,
        names: { ...r.def.names },
        slugs: map((l) => slugify(r.def.names[l], l)),
        state: r.def.state ?? null,
        bounds: { ...b },
        lat: round6((b.south + b.north) / 2),
        lon: round6((b.west + b.east) / 2),
        texts: {
          ...locationTexts(r.def.names, r.def.loc, true),
          preposition: regionPrepositions(r.def.names, r.def.loc),
        },
        noIndex: false,
        favourite: r.def.weight >= 4,
      };
    }),
    places: loc.places.map((p) => {
      const names = map((l) => placeName(p.def, l));
      return {
        id: p.id,
        regionId: p.region.id,
        countryCode: p.region.country.def.code,
        names,
        slugs: map((l) => slugify(names[l], l)),
        lat: p.def.lat,
        lon: p.def.lon,
        setting: p.def.setting,
        texts: locationTexts(names, placeLoc(p.def), false),
        noIndex: false,
      };
    }),
  };
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** A region's preposition per language from its "in the region" phrase ("auf" of "auf Mallorca"). */
function regionPrepositions(names: Texts, loc: Texts): Partial<Texts> {
  const out: Partial<Texts> = {};
  for (const l of SITE_LANGUAGES) {
    const prep = prepositionOf(loc[l], names[l]);
    if (prep !== null) out[l] = prep;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Providers.

export type ProviderType = 'wholesaler' | 'agency' | 'private';

export interface ProviderDef {
  id: number;
  name: string;
  type: ProviderType;
  offerFilterId: number | null;
  /** Countries it offers objects in. */
  countries: readonly string[];
  /** Restricts a local agency to regions (region keys). */
  regions?: readonly string[];
  /** Restricts to settings (lodges only in the mountains and the countryside). */
  settings?: readonly Setting[];
  /** Relative share among the providers covering a place. */
  weight: number;
  cancellationLabelId: number | null;
  /** Share of its objects with Saturday-to-Saturday changeover in the main season. */
  saturdayShare: number;
}

export const PRIVATE_PROVIDER_ID = 1;

export const PROVIDERS: readonly ProviderDef[] = [
  {
    id: PRIVATE_PROVIDER_ID,
    name: 'Privatvermieter',
    type: 'private',
    offerFilterId: null,
    countries: COUNTRIES.map((c) => c.code),
    weight: 25,
    cancellationLabelId: null,
    saturdayShare: 0,
  },
  {
    id: 101,
    name: 'Interhome',
    type: 'wholesaler',
    offerFilterId: 63,
    countries: ['de', 'at', 'ch', 'it', 'fr', 'hr', 'dk', 'nl', 'es', 'pl', 'pt', 'se', 'no'],
    weight: 14,
    cancellationLabelId: 1,
    saturdayShare: 0.4,
  },
  {
    id: 102,
    name: 'Interchalet',
    type: 'wholesaler',
    offerFilterId: 149,
    countries: ['de', 'at', 'ch', 'it', 'fr', 'hr', 'es'],
    weight: 8,
    cancellationLabelId: 2,
    saturdayShare: 0.4,
  },
  {
    id: 103,
    name: 'Belvilla',
    type: 'wholesaler',
    offerFilterId: 148,
    countries: ['nl', 'de', 'fr', 'it', 'es', 'pt', 'at', 'hr'],
    weight: 9,
    cancellationLabelId: 3,
    saturdayShare: 0.2,
  },
  {
    id: 104,
    name: 'DanCenter',
    type: 'wholesaler',
    offerFilterId: 112,
    countries: ['dk', 'se', 'no', 'de', 'pl'],
    weight: 10,
    cancellationLabelId: 4,
    saturdayShare: 0.5,
  },
  {
    id: 105,
    name: 'Belvilla by OYO',
    type: 'wholesaler',
    offerFilterId: 153,
    countries: ['nl', 'de', 'fr', 'it', 'es', 'pt'],
    weight: 4,
    cancellationLabelId: 5,
    saturdayShare: 0.2,
  },
  {
    id: 106,
    name: 'Novasol',
    type: 'wholesaler',
    offerFilterId: 998,
    countries: ['dk', 'se', 'no', 'de', 'hr', 'pl', 'nl', 'it', 'at', 'fr'],
    weight: 12,
    cancellationLabelId: 6,
    saturdayShare: 0.5,
  },
  {
    id: 107,
    name: 'Steinbock Lodges',
    type: 'wholesaler',
    offerFilterId: 1124,
    countries: ['at', 'de', 'ch', 'it'],
    settings: ['mountains', 'countryside', 'lake'],
    weight: 4,
    cancellationLabelId: 7,
    saturdayShare: 0.3,
  },
  {
    id: 9118,
    name: 'Istra Ferienservice',
    type: 'agency',
    offerFilterId: null,
    countries: ['hr'],
    regions: ['istrien', 'kvarner'],
    weight: 10,
    cancellationLabelId: 8,
    saturdayShare: 0.2,
  },
  {
    id: 8610,
    name: 'Ostsee Ferienhausvermittlung',
    type: 'agency',
    offerFilterId: null,
    countries: ['de'],
    regions: ['ostsee'],
    weight: 10,
    cancellationLabelId: 8,
    saturdayShare: 0.1,
  },
  {
    id: 36691,
    name: 'Toscana Case Vacanze',
    type: 'agency',
    offerFilterId: null,
    countries: ['it'],
    regions: ['toskana'],
    weight: 10,
    cancellationLabelId: null,
    saturdayShare: 0.4,
  },
  {
    id: 85828,
    name: 'Nordsee Urlaubsdomizile',
    type: 'agency',
    offerFilterId: null,
    countries: ['de'],
    regions: ['nordsee'],
    weight: 10,
    cancellationLabelId: 4,
    saturdayShare: 0.1,
  },
  {
    id: 93168,
    name: 'Tirol Alpin Appartements',
    type: 'agency',
    offerFilterId: null,
    countries: ['at'],
    regions: ['tirol', 'salzburger-land'],
    weight: 10,
    cancellationLabelId: 2,
    saturdayShare: 0.3,
  },
  {
    id: 8695,
    name: 'Bretagne Locations',
    type: 'agency',
    offerFilterId: null,
    countries: ['fr'],
    regions: ['bretagne'],
    weight: 10,
    cancellationLabelId: null,
    saturdayShare: 0.5,
  },
  {
    id: 8757,
    name: 'Costa Blanca Villas',
    type: 'agency',
    offerFilterId: null,
    countries: ['es'],
    regions: ['costa-blanca', 'mallorca'],
    weight: 10,
    cancellationLabelId: 6,
    saturdayShare: 0.2,
  },
  {
    id: 433050,
    name: 'Dalmacija Apartmani',
    type: 'agency',
    offerFilterId: null,
    countries: ['hr'],
    regions: ['dalmatien'],
    weight: 10,
    cancellationLabelId: null,
    saturdayShare: 0.1,
  },
];

/** SPEC §9: the agency ids of one list. */
export const SPEC_AGENCY_IDS = [9118, 8610, 36691, 85828, 93168, 8695, 8757, 433050] as const;

export function buildAgencies(): AgencyRow[] {
  return PROVIDERS.map((p) => ({
    id: p.id,
    name: p.name,
    providerType: p.type,
    offerFilterId: p.offerFilterId,
    email: p.type === 'private' ? null : `service@${slugify(p.name, 'en')}.example`,
    phone: p.type === 'private' ? null : `+49 40 ${String(300000 + (p.id % 700000)).slice(0, 6)}`,
    inkasso: p.type === 'private' ? 'landlord' : 'agency',
    cancellationLabelId: p.cancellationLabelId,
  }));
}

/** Providers that can offer an object in this place. */
export function providersFor(place: PlaceInfo): ProviderDef[] {
  const code = place.region.country.def.code;
  return PROVIDERS.filter(
    (p) =>
      p.countries.includes(code) &&
      (p.regions === undefined || p.regions.includes(place.region.def.key)) &&
      (p.settings === undefined || p.settings.includes(place.def.setting)),
  );
}

// ---------------------------------------------------------------------------------------------
// Cancellation labels (SPEC §9 deadlines) and distinctions.

export const CANCELLATION_DEADLINES = [61, 31, 31, 30, 21, 31, 43, 30] as const;

export function buildCancellationLabels(today: IsoDate): CancellationLabelRow[] {
  const validTo = `${Number(today.slice(0, 4)) + 2}-12-31`;
  return CANCELLATION_DEADLINES.map((days, i) => ({
    id: i + 1,
    cssClass: days >= 40 ? 'success' : days >= 30 ? 'info' : 'warning',
    icon: 'calendar-check',
    // SPEC §3 shows labels valid from 2020-12-15; they stay valid through the demo's window.
    validFrom: '2020-12-15',
    validTo,
    deadlineDays: days,
    label: t(
      `Kostenlos stornierbar bis ${days} Tage vor Anreise`,
      `Free cancellation up to ${days} days before arrival`,
      `Annulation gratuite jusqu’à ${days} jours avant l’arrivée`,
      `Cancellazione gratuita fino a ${days} giorni prima dell'arrivo`,
    ),
    head:
      i % 2 === 0
        ? t(
            'Flexibel buchen',
            'Book with flexibility',
            'Réservez en toute flexibilité',
            'Prenotazione flessibile',
          )
        : t(
            'Sorgenfrei planen',
            'Plan without worries',
            'Planifiez l’esprit tranquille',
            'Vacanze senza pensieri',
          ),
    text: t(
      `Bis ${days} Tage vor Ihrer Anreise können Sie kostenlos stornieren. Danach gelten die Stornobedingungen des Anbieters.`,
      `You can cancel free of charge up to ${days} days before your arrival. After that, the provider's cancellation terms apply.`,
      `Vous pouvez annuler gratuitement jusqu’à ${days} jours avant votre arrivée. Passé ce délai, les conditions d’annulation du prestataire s’appliquent.`,
      `Può cancellare gratuitamente fino a ${days} giorni prima dell'arrivo. In seguito si applicano le condizioni di cancellazione del fornitore.`,
    ),
  }));
}

export const DISTINCTION = {
  topRated: 1,
  newObject: 2,
  lastMinute: 3,
  earlyBooking: 4,
  petFriendly: 5,
  familyFriendly: 6,
  sustainable: 7,
} as const;

export function buildDistinctions(): OfferDistinctionRow[] {
  const rows: [number, string, string, Texts][] = [
    [
      DISTINCTION.topRated,
      'recommendation',
      'award',
      t('Top bewertet', 'Top rated', 'Très bien noté', 'Molto apprezzato'),
    ],
    [DISTINCTION.newObject, 'info', 'sparkles', t('Neu im Angebot', 'New', 'Nouveauté', 'Novità')],
    [
      DISTINCTION.lastMinute,
      'primary',
      'clock',
      t('Last Minute', 'Last minute', 'Dernière minute', 'Last minute'),
    ],
    [
      DISTINCTION.earlyBooking,
      'primary',
      'calendar',
      t(
        'Frühbucherrabatt',
        'Early booking discount',
        'Réduction pour réservation anticipée',
        'Sconto prenota prima',
      ),
    ],
    [
      DISTINCTION.petFriendly,
      'info',
      'dog',
      t('Hundefreundlich', 'Dog-friendly', 'Chiens bienvenus', 'Cani benvenuti'),
    ],
    [
      DISTINCTION.familyFriendly,
      'info',
      'baby',
      t('Familienfreundlich', 'Family-friendly', 'Idéal pour les familles', 'Adatto alle famiglie'),
    ],
    [
      DISTINCTION.sustainable,
      'recommendation',
      'leaf',
      t('Nachhaltig', 'Sustainable', 'Durable', 'Sostenibile'),
    ],
  ];
  // The two discount badges announce the object's discount of that kind (generate.ts gives them to
  // objects whose rules hold one): a dated view shows them only for a stay that gets it.
  const discountKinds: Partial<Record<number, DiscountKind>> = {
    [DISTINCTION.lastMinute]: 'lastMinute',
    [DISTINCTION.earlyBooking]: 'earlyBooking',
  };
  return rows.map(([id, variant, icon, label], i) => ({
    id,
    variant,
    icon,
    label,
    ignore: false,
    sort: i + 1,
    discountKind: discountKinds[id] ?? null,
  }));
}

// ---------------------------------------------------------------------------------------------
// Offers: the pre-filtered search pages of SPEC §2 and about 170 themed landing offers.

interface FilterPage {
  id: number;
  path: string;
  title: Texts;
  seo: Texts;
  query: Record<string, string>;
  theme: string | null;
  country: string | null;
}

const SKI = t('Skiurlaub', 'Ski holidays', 'Vacances au ski', 'Vacanze sulla neve');
const SKI_SEO = t('skiurlaub', 'ski-holidays', 'vacances-au-ski', 'vacanze-sulla-neve');
const HUTS = t('Hütten', 'Mountain huts', 'Chalets de montagne', 'Baite');

function countryTexts(code: string): { names: Texts; loc: Texts } {
  const c = COUNTRIES.find((x) => x.code === code);
  if (!c) throw new Error(`unknown country ${code}`);
  return { names: c.names, loc: c.loc };
}

function skiPage(id: number, code: string): FilterPage {
  const { names, loc } = countryTexts(code);
  return {
    id,
    path: `skiurlaub-${slugify(names.de, 'de')}`,
    title: map((l) => `${SKI[l]} ${loc[l]}`),
    seo: map((l) => `${SKI_SEO[l]}-${slugify(names[l], l)}`),
    query: { country: code, distSkilift: '5' },
    theme: 'ski',
    country: code,
  };
}

function hutPage(id: number, code: string): FilterPage {
  const { names, loc } = countryTexts(code);
  return {
    id,
    path: `huetten-${slugify(names.de, 'de')}`,
    title: map((l) => `${HUTS[l]} ${loc[l]}`),
    seo: map((l) => slugify(`${HUTS[l]} ${names[l]}`, l)),
    query: { country: code, objectType: 'house', distSkilift: '10' },
    theme: 'ski',
    country: code,
  };
}

function agencyPage(providerId: number): FilterPage {
  const provider = PROVIDERS.find((p) => p.id === providerId);
  if (!provider || provider.offerFilterId === null)
    throw new Error(`no filter page for ${providerId}`);
  const slug = slugify(provider.name, 'en');
  return {
    id: provider.offerFilterId,
    path: slug,
    title: map((l) => `${AGENCY_TITLE[l]} ${provider.name}`),
    seo: map(() => slug),
    query: { agency: String(provider.id) },
    theme: null,
    country: null,
  };
}

const AGENCY_TITLE = t(
  'Ferienhäuser von',
  'Holiday homes by',
  'Locations de vacances de',
  'Case vacanze di',
);

/** SPEC §2 pre-filtered search pages with their offer filter ids. */
export function filterPages(): FilterPage[] {
  return [
    {
      id: 122,
      path: 'skiurlaub',
      title: SKI,
      seo: SKI_SEO,
      query: { distSkilift: '5' },
      theme: 'ski',
      country: null,
    },
    skiPage(124, 'de'),
    skiPage(125, 'fr'),
    skiPage(127, 'it'),
    skiPage(123, 'at'),
    skiPage(128, 'ch'),
    agencyPage(101),
    agencyPage(102),
    agencyPage(103),
    agencyPage(104),
    agencyPage(105),
    hutPage(486, 'at'),
    hutPage(487, 'de'),
    agencyPage(106),
    agencyPage(107),
  ];
}

interface ThemeDef {
  key: string;
  title: Texts;
  query: Record<string, string>;
  text: Record<SiteLanguage, (loc: string) => string>;
  setting: Setting;
  countries: readonly string[];
  /** Which regions get an offer of their own. */
  regionFilter: (r: RegionInfo) => boolean;
}

const hasSetting = (r: RegionInfo, s: Setting, min = 1): boolean =>
  r.places.filter((p) => p.def.setting === s).length >= min;

export const THEMES: readonly ThemeDef[] = [
  {
    key: 'dog',
    title: t(
      'Ferienhäuser mit Hund',
      'Dog-friendly holiday homes',
      'Locations de vacances avec chien',
      'Case vacanze con cane',
    ),
    query: { pets: 'one' },
    text: {
      de: (loc) =>
        `Urlaub mit Hund ${loc}: In diesen Unterkünften ist Ihr Vierbeiner herzlich willkommen, oft mit eingezäuntem Garten und Spazierwegen direkt vor der Tür.`,
      en: (loc) =>
        `Holidays with your dog ${loc}: your four-legged friend is welcome in these homes, many with a fenced garden and walks right outside the door.`,
      fr: (loc) =>
        `Vacances avec votre chien ${loc} : votre compagnon à quatre pattes est le bienvenu dans ces logements, souvent avec jardin clôturé et promenades au pas de la porte.`,
      it: (loc) =>
        `Vacanze con il cane ${loc}: in questi alloggi il Suo amico a quattro zampe è il benvenuto, spesso con giardino recintato e passeggiate appena fuori dalla porta.`,
    },
    setting: 'countryside',
    countries: ['de', 'dk', 'nl', 'pl', 'se', 'no', 'at', 'hr', 'it', 'fr'],
    regionFilter: (r) => r.coastal && r.country.def.climate === 'north',
  },
  {
    key: 'pool',
    title: t(
      'Ferienhäuser mit Pool',
      'Holiday homes with pool',
      'Locations de vacances avec piscine',
      'Case vacanze con piscina',
    ),
    query: { swimmingpool: 'Y' },
    text: {
      de: (loc) =>
        `Ferienhäuser mit Pool ${loc}: Abkühlung im eigenen Schwimmbecken und entspannte Sonnentage auf der Terrasse.`,
      en: (loc) =>
        `Holiday homes with a pool ${loc}: cool off in your own pool and enjoy relaxed sunny days on the terrace.`,
      fr: (loc) =>
        `Locations avec piscine ${loc} : rafraîchissez-vous dans votre propre piscine et profitez de journées ensoleillées sur la terrasse.`,
      it: (loc) =>
        `Case vacanze con piscina ${loc}: si rinfreschi nella Sua piscina e si goda giornate di sole in terrazza.`,
    },
    setting: 'countryside',
    countries: ['it', 'fr', 'hr', 'es', 'pt', 'dk'],
    regionFilter: (r) =>
      r.country.def.climate === 'south' && (r.def.climate ?? 'south') === 'south',
  },
  {
    key: 'seaview',
    title: t(
      'Ferienhäuser mit Meerblick',
      'Holiday homes with sea view',
      'Locations de vacances avec vue sur la mer',
      'Case vacanze con vista mare',
    ),
    query: { seaview: 'Y' },
    text: {
      de: (loc) =>
        `Ferienhäuser mit Meerblick ${loc}: Morgens den ersten Kaffee mit Blick aufs Wasser genießen und abends den Sonnenuntergang über dem Meer erleben.`,
      en: (loc) =>
        `Holiday homes with a sea view ${loc}: enjoy your morning coffee overlooking the water and watch the sun set over the sea.`,
      fr: (loc) =>
        `Locations avec vue sur la mer ${loc} : savourez votre café du matin face à l'eau et admirez le coucher de soleil sur la mer.`,
      it: (loc) =>
        `Case vacanze con vista mare ${loc}: gustate il caffè del mattino affacciati sull'acqua e ammirate il tramonto sul mare.`,
    },
    setting: 'coast',
    countries: ['hr', 'it', 'es', 'pt', 'fr', 'dk'],
    regionFilter: (r) => hasSetting(r, 'coast', 3),
  },
  {
    key: 'beach',
    title: t(
      'Ferienhäuser am Strand',
      'Holiday homes near the beach',
      'Locations de vacances près de la plage',
      'Case vacanze vicino alla spiaggia',
    ),
    query: { distSea: '1' },
    text: {
      de: (loc) =>
        `Strandnahe Ferienhäuser ${loc}: Zum Wasser sind es nur wenige Schritte, Handtuch und Sandspielzeug sind schnell gepackt.`,
      en: (loc) =>
        `Holiday homes near the beach ${loc}: the water is just a few steps away, so towels and buckets are packed in no time.`,
      fr: (loc) =>
        `Locations près de la plage ${loc} : la mer n'est qu'à quelques pas, serviettes et seaux sont vite prêts.`,
      it: (loc) =>
        `Case vacanze vicino alla spiaggia ${loc}: il mare è a pochi passi, asciugamani e secchielli sono pronti in un attimo.`,
    },
    setting: 'coast',
    countries: ['de', 'dk', 'nl', 'hr', 'it', 'es', 'pl'],
    regionFilter: (r) => hasSetting(r, 'coast', 5),
  },
  {
    key: 'lake',
    title: t(
      'Ferienhäuser am See',
      'Lakeside holiday homes',
      'Locations de vacances au bord du lac',
      'Case vacanze sul lago',
    ),
    query: { distLake: '1' },
    text: {
      de: (loc) => `Ferienhäuser am See ${loc}: Baden, Paddeln und Angeln direkt vor der Haustür.`,
      en: (loc) =>
        `Lakeside holiday homes ${loc}: swimming, paddling and fishing right on your doorstep.`,
      fr: (loc) =>
        `Locations au bord du lac ${loc} : baignade, canoë et pêche juste devant la porte.`,
      it: (loc) => `Case vacanze sul lago ${loc}: bagni, canoa e pesca proprio davanti a casa.`,
    },
    setting: 'lake',
    countries: ['de', 'at', 'it', 'se', 'pl', 'ch'],
    regionFilter: (r) => hasSetting(r, 'lake', 3),
  },
  {
    key: 'luxury',
    title: t(
      'Luxus-Ferienhäuser',
      'Luxury holiday homes',
      'Locations de vacances de luxe',
      'Case vacanze di lusso',
    ),
    query: { squaremeterLiving: '150', rating: '4' },
    text: {
      de: (loc) =>
        `Luxuriöse Ferienhäuser ${loc}: großzügige Räume, hochwertige Ausstattung und viel Privatsphäre für besondere Urlaubstage.`,
      en: (loc) =>
        `Luxury holiday homes ${loc}: generous spaces, high-end furnishings and plenty of privacy for a special holiday.`,
      fr: (loc) =>
        `Locations de luxe ${loc} : des espaces généreux, des équipements haut de gamme et beaucoup d'intimité pour des vacances d'exception.`,
      it: (loc) =>
        `Case vacanze di lusso ${loc}: spazi ampi, dotazioni di alta qualità e tanta privacy per una vacanza speciale.`,
    },
    setting: 'countryside',
    countries: ['it', 'fr', 'es', 'hr', 'ch', 'at'],
    regionFilter: (r) =>
      [
        'toskana',
        'cote-d-azur',
        'mallorca',
        'dalmatien',
        'provence',
        'graubuenden',
        'sardinien',
      ].includes(r.def.key),
  },
  {
    key: 'angling',
    title: t('Angelurlaub', 'Fishing holidays', 'Vacances de pêche', 'Vacanze di pesca'),
    query: { fishing: 'Y' },
    text: {
      de: (loc) =>
        `Angelurlaub ${loc}: fischreiche Gewässer, Boote zum Mieten und Unterkünfte, in denen Angler willkommen sind.`,
      en: (loc) =>
        `Fishing holidays ${loc}: waters rich in fish, boats to rent and homes where anglers are welcome.`,
      fr: (loc) =>
        `Vacances de pêche ${loc} : des eaux poissonneuses, des bateaux à louer et des logements où les pêcheurs sont les bienvenus.`,
      it: (loc) =>
        `Vacanze di pesca ${loc}: acque pescose, barche a noleggio e alloggi dove i pescatori sono i benvenuti.`,
    },
    setting: 'lake',
    countries: ['se', 'no', 'dk', 'pl', 'de', 'nl'],
    regionFilter: (r) =>
      r.country.def.climate === 'north' &&
      (hasSetting(r, 'lake', 2) ||
        ['lofoten', 'suednorwegen', 'fjordnorwegen', 'bohuslaen'].includes(r.def.key)),
  },
  {
    key: 'ski',
    title: SKI,
    query: { distSkilift: '5' },
    text: {
      de: (loc) =>
        `Skiurlaub ${loc}: Ferienhäuser und Chalets nahe Lift und Loipe, damit der Tag auf der Piste früh beginnen kann.`,
      en: (loc) =>
        `Ski holidays ${loc}: holiday homes and chalets close to lifts and trails, so your day on the slopes can start early.`,
      fr: (loc) =>
        `Vacances au ski ${loc} : maisons et chalets près des remontées et des pistes, pour profiter de la neige dès le matin.`,
      it: (loc) =>
        `Vacanze sulla neve ${loc}: case e chalet vicino agli impianti e alle piste, per iniziare presto la giornata sugli sci.`,
    },
    setting: 'mountains',
    countries: ['no', 'se', 'pl'],
    regionFilter: (r) => hasSetting(r, 'mountains', 3),
  },
  {
    key: 'farm',
    title: t(
      'Urlaub auf dem Bauernhof',
      'Farm holidays',
      'Vacances à la ferme',
      'Vacanze in fattoria',
    ),
    query: { objectType: 'house' },
    text: {
      de: (loc) =>
        `Urlaub auf dem Bauernhof ${loc}: Tiere füttern, frische Eier zum Frühstück und viel Platz zum Toben für die Kinder.`,
      en: (loc) =>
        `Farm holidays ${loc}: feed the animals, have fresh eggs for breakfast and give the children plenty of room to play.`,
      fr: (loc) =>
        `Vacances à la ferme ${loc} : nourrir les animaux, des œufs frais au petit-déjeuner et beaucoup d'espace pour les enfants.`,
      it: (loc) =>
        `Vacanze in fattoria ${loc}: dare da mangiare agli animali, uova fresche a colazione e tanto spazio per i bambini.`,
    },
    setting: 'countryside',
    countries: ['de', 'at', 'it', 'fr', 'dk'],
    regionFilter: (r) => hasSetting(r, 'countryside', 2),
  },
  {
    key: 'wellness',
    title: t(
      'Wellness-Ferienhäuser',
      'Wellness holiday homes',
      'Locations de vacances bien-être',
      'Case vacanze benessere',
    ),
    query: { sauna: 'Y' },
    text: {
      de: (loc) =>
        `Wellness im Ferienhaus ${loc}: eigene Sauna, Whirlpool oder Kaminabend – Entspannung ganz privat.`,
      en: (loc) =>
        `Wellness holiday homes ${loc}: your own sauna, a hot tub or an evening by the fire – relaxation in private.`,
      fr: (loc) =>
        `Bien-être en location de vacances ${loc} : sauna privé, jacuzzi ou soirée au coin du feu, pour se détendre en toute intimité.`,
      it: (loc) =>
        `Benessere in casa vacanze ${loc}: sauna privata, idromassaggio o una serata davanti al camino, per rilassarsi in tutta privacy.`,
    },
    setting: 'mountains',
    countries: ['de', 'at', 'dk', 'se', 'no', 'ch', 'it'],
    regionFilter: (r) =>
      [
        'tirol',
        'suedtirol',
        'bayern',
        'schwarzwald',
        'salzburger-land',
        'nordjuetland',
        'westjuetland',
        'kaernten',
      ].includes(r.def.key),
  },
  {
    key: 'family',
    title: t('Familienurlaub', 'Family holidays', 'Vacances en famille', 'Vacanze in famiglia'),
    query: { persons: '4', sleepingRooms: '2' },
    text: {
      de: (loc) =>
        `Familienurlaub ${loc}: Ferienhäuser mit mehreren Schlafzimmern, Garten und kurzen Wegen zu Strand, Spielplatz und Ausflugszielen.`,
      en: (loc) =>
        `Family holidays ${loc}: holiday homes with several bedrooms, a garden and short distances to beaches, playgrounds and days out.`,
      fr: (loc) =>
        `Vacances en famille ${loc} : des maisons avec plusieurs chambres, un jardin et des plages, aires de jeux et excursions à proximité.`,
      it: (loc) =>
        `Vacanze in famiglia ${loc}: case con più camere, giardino e spiagge, parchi giochi ed escursioni a due passi.`,
    },
    setting: 'countryside',
    countries: COUNTRIES.map((c) => c.code),
    regionFilter: (r) => r.def.weight >= 4,
  },
  {
    key: 'group',
    title: t(
      'Ferienhäuser für Gruppen',
      'Holiday homes for groups',
      'Locations de vacances pour groupes',
      'Case vacanze per gruppi',
    ),
    query: { persons: '10' },
    text: {
      de: (loc) =>
        `Große Ferienhäuser für Gruppen ${loc}: genug Platz für Familie und Freunde, mit großen Tischen und Gemeinschaftsräumen.`,
      en: (loc) =>
        `Large holiday homes for groups ${loc}: plenty of room for family and friends, with big tables and shared living areas.`,
      fr: (loc) =>
        `Grandes locations pour groupes ${loc} : assez de place pour la famille et les amis, avec de grandes tables et des espaces communs.`,
      it: (loc) =>
        `Grandi case vacanze per gruppi ${loc}: spazio per famiglia e amici, con grandi tavole e ambienti comuni.`,
    },
    setting: 'countryside',
    countries: ['de', 'at', 'dk', 'nl', 'it', 'fr', 'hr', 'es'],
    regionFilter: (r) =>
      ['toskana', 'nordjuetland', 'westjuetland', 'tirol', 'istrien', 'dalmatien'].includes(
        r.def.key,
      ),
  },
  {
    key: 'bungalow',
    title: t('Bungalows', 'Bungalows', 'Bungalows', 'Bungalow'),
    query: { objectType: 'house' },
    text: {
      de: (loc) =>
        `Bungalows ${loc}: alles auf einer Ebene, ideal für Familien mit kleinen Kindern und für Gäste, die Treppen meiden möchten.`,
      en: (loc) =>
        `Bungalows ${loc}: everything on one level, ideal for families with small children and guests who prefer to avoid stairs.`,
      fr: (loc) =>
        `Bungalows ${loc} : tout de plain-pied, idéal pour les familles avec de jeunes enfants et pour ceux qui préfèrent éviter les escaliers.`,
      it: (loc) =>
        `Bungalow ${loc}: tutto su un unico piano, ideale per famiglie con bambini piccoli e per chi preferisce evitare le scale.`,
    },
    setting: 'coast',
    countries: ['dk', 'nl', 'de', 'hr'],
    regionFilter: (r) =>
      ['nordsee', 'ostsee', 'nordjuetland', 'westjuetland', 'zeeland', 'nordholland'].includes(
        r.def.key,
      ),
  },
  {
    key: 'finca',
    title: t('Fincas', 'Fincas', 'Fincas', 'Fincas'),
    query: { objectType: 'house', country: 'es' },
    text: {
      de: (loc) =>
        `Fincas ${loc}: traditionelle Landhäuser zwischen Mandel- und Olivenbäumen, oft mit Pool und weitem Blick.`,
      en: (loc) =>
        `Fincas ${loc}: traditional country houses among almond and olive trees, often with a pool and wide views.`,
      fr: (loc) =>
        `Fincas ${loc} : maisons de campagne traditionnelles entre amandiers et oliviers, souvent avec piscine et vue dégagée.`,
      it: (loc) =>
        `Fincas ${loc}: case di campagna tradizionali tra mandorli e ulivi, spesso con piscina e ampia vista.`,
    },
    setting: 'countryside',
    countries: ['es'],
    regionFilter: (r) =>
      ['mallorca', 'andalusien', 'costa-blanca', 'costa-brava'].includes(r.def.key),
  },
];

/** Themes whose objects are assigned explicitly (object_offers): the schema has no sub-type. */
export const ASSIGNED_THEMES: Readonly<Record<string, string>> = {
  farm: 'countryHouse',
  bungalow: 'bungalow',
  finca: 'finca',
};

export const THEME_OFFER_BASE = 3000;
export const THEME_OFFER_COUNT = 170;

export interface ThemeOffer {
  id: number;
  theme: string;
  countryCode: string;
  regionId: number | null;
}

/**
 * The themed offers by theme and country/region, in id order (deterministic, no randomness).
 * There are more sensible pairs than THEME_OFFER_COUNT; taking them round-robin over the themes
 * keeps every theme represented, countries before regions.
 */
export function themeOffers(): ThemeOffer[] {
  const loc = locations();
  const lists: ThemeOffer[][] = THEMES.map((theme) => [
    ...theme.countries.map((code) => ({
      id: 0,
      theme: theme.key,
      countryCode: code,
      regionId: null,
    })),
    ...loc.regions
      .filter((region) => theme.regionFilter(region))
      .map((region) => ({
        id: 0,
        theme: theme.key,
        countryCode: region.country.def.code,
        regionId: region.id,
      })),
  ]);
  const taken = lists.map(() => 0);
  let count = 0;
  for (let round = 0; count < THEME_OFFER_COUNT; round++) {
    let added = false;
    lists.forEach((list, i) => {
      if (count < THEME_OFFER_COUNT && round < list.length) {
        taken[i] = round + 1;
        count++;
        added = true;
      }
    });
    if (!added) break;
  }
  return lists
    .flatMap((list, i) => list.slice(0, taken[i]))
    .map((o, i) => ({ ...o, id: THEME_OFFER_BASE + i + 1 }));
}

export function buildOffers(seed: number): OfferRow[] {
  const loc = locations();
  const rows: OfferRow[] = filterPages().map((page, i) => ({
    id: page.id,
    kind: 'filter',
    name: page.path,
    theme: page.theme,
    title: page.title,
    texts: {
      title: page.title,
      metaTitle: map((l) => `${page.title[l]} | Feriora`),
      metaDescription: map((l) => OFFER_META[l](page.title[l])),
    },
    seoUrl: page.seo,
    query: page.query,
    countryCode: page.country,
    regionId: null,
    heroPhotoId: null,
    active: true,
    sort: i + 1,
  }));
  for (const offer of themeOffers()) {
    const theme = THEMES.find((x) => x.key === offer.theme);
    if (!theme) continue;
    const region = offer.regionId === null ? null : loc.regionById.get(offer.regionId);
    const country = loc.countryByCode.get(offer.countryCode);
    if (!country) continue;
    const where = region ? region.def.loc : country.def.loc;
    const title = map((l) => `${theme.title[l]} ${where[l]}`);
    const query: Record<string, string> = { ...theme.query, country: offer.countryCode };
    if (region) query.region = String(region.id);
    const [hero] = photosForObject(mixSeed(seed, offer.id), theme.setting, 1);
    rows.push({
      id: offer.id,
      kind: 'theme',
      name: `${theme.key}-${region ? region.def.key : offer.countryCode}`,
      theme: theme.key,
      title,
      texts: {
        title,
        text1: map((l) => theme.text[l](where[l])),
        metaTitle: map((l) => `${title[l]} | Feriora`),
        metaDescription: map((l) => OFFER_META[l](title[l])),
      },
      seoUrl: map((l) => slugify(title[l], l)),
      query,
      countryCode: offer.countryCode,
      regionId: region ? region.id : null,
      heroPhotoId: hero ?? null,
      active: true,
      sort: offer.id - THEME_OFFER_BASE,
    });
  }
  return rows;
}

const OFFER_META: Record<SiteLanguage, (title: string) => string> = {
  de: (title) => `${title}: jetzt vergleichen und direkt buchen bei Feriora.`,
  en: (title) => `${title}: compare and book directly at Feriora.`,
  fr: (title) => `${title} : comparez et réservez directement sur Feriora.`,
  it: (title) => `${title}: confronta e prenota direttamente su Feriora.`,
};

// ---------------------------------------------------------------------------------------------
// Partners and campaigns.

/** The eight travel-retail partner group codes (invented for the demo). */
export const PARTNER_PARENTS = [
  'REISERING',
  'FERIENBUND',
  'TRAVELNET',
  'URLAUBSKREIS',
  'NORDVERBUND',
  'SUEDALLIANZ',
  'CITYTOUR',
  'ALPHAREISEN',
] as const;

/**
 * The partner groups of PARTNER_PARENTS (SPEC §3 partnerParent, §6 "partner parent decides header
 * and logo"). A group's showHeader / showHeaderLogo N hides them for every partner of the group;
 * one group requires a partner id on its own host (a visit there without one goes to /incorrect/).
 */
export function buildPartnerGroups(): PartnerGroupRow[] {
  const names: Record<(typeof PARTNER_PARENTS)[number], string> = {
    REISERING: 'Reisering Deutschland',
    FERIENBUND: 'Ferienbund Reisebüros',
    TRAVELNET: 'Travelnet Partner',
    URLAUBSKREIS: 'Urlaubskreis',
    NORDVERBUND: 'Nordverbund Reisen',
    SUEDALLIANZ: 'Südallianz Touristik',
    CITYTOUR: 'Citytour Reisebüros',
    ALPHAREISEN: 'Alpha Reisen Gruppe',
  };
  return PARTNER_PARENTS.map((code) => ({
    code,
    name: names[code],
    // Citytour's agencies frame the site in their own portal: no header at all.
    showHeader: code !== 'CITYTOUR',
    // Nordverbund's agencies show their own logo beside the site: ours is hidden.
    showHeaderLogo: code !== 'NORDVERBUND',
    // Alpha Reisen's agencies reach the site under a host of their own, always with their id.
    partnerRequired: code === 'ALPHAREISEN',
    hosts: code === 'ALPHAREISEN' ? ['alphareisen.feriora.example'] : [],
  }));
}

export function buildPartners(): PartnerRow[] {
  const names = [
    'Reisebüro Sonnenschein',
    'Urlaubswelt Hamburg',
    'Reisecenter am Markt',
    'TravelPoint Köln',
    'Reiselust Leipzig',
    'Fernweh Reisen München',
    'Ferienprofi24',
    'Urlaubsfinder Online',
    'Reisebüro Nordlicht',
    'Alpenreisen Rosenheim',
    'Reiseland Stuttgart',
    'Küstenreisen Kiel',
    'Hausboot & Ferienhaus Portal',
    'Reiseagentur Rheinblick',
    'Citytravel Berlin',
  ];
  return names.map((name, i) => {
    const tag = slugify(name, 'de');
    const affiliate = /24|Online|Portal/.test(name);
    return {
      partnerId: 5001 + i,
      partnerTagName: tag,
      partnerName: name,
      partnerParent: PARTNER_PARENTS[i % PARTNER_PARENTS.length] ?? null,
      partnerPhone: `+49 ${30 + (i % 9) * 10} ${String(4711000 + i * 137).slice(0, 7)}`,
      partnerUrl: `https://www.${tag}.example`,
      ignorePartnerUrl: i % 5 === 4,
      partnerEmail: `info@${tag}.example`,
      paxloungeNr: affiliate ? null : `PX${String(20_000 + i * 73)}`,
      hideInsurances: i % 4 === 1,
      hideNewsletter: affiliate,
      hideBonus: i % 3 === 2,
      allowMidocoUsage: !affiliate && i % 2 === 0,
      showHeader: i % 7 !== 6,
      showHeaderLogo: i % 6 !== 5,
      loginCodeHash: null,
    };
  });
}

export function buildCampaigns(): CampaignRow[] {
  const rows: [string, string, boolean, boolean, boolean][] = [
    ['1001', 'Suchmaschinenwerbung Sommer (Google Ads)', true, false, true],
    ['1002', 'Suchmaschinenwerbung Winter (Google Ads)', true, false, false],
    ['1003', 'Suchmaschinenwerbung (Microsoft Ads)', true, false, false],
    ['1004', 'Newsletter Frühbucher', false, true, false],
    ['1005', 'Newsletter Last Minute', false, true, true],
    ['1006', 'Social Media Hundeurlaub', true, true, false],
    ['1007', 'Preisvergleichsportal', true, false, true],
    ['1008', 'Kooperation Reisemagazin', false, true, false],
    ['1009', 'Display-Kampagne Skandinavien', true, false, false],
    ['1010', 'Display-Kampagne Kroatien', true, false, true],
    ['1011', 'Influencer Familienurlaub', false, true, true],
    ['1012', 'Radiowerbung Norddeutschland', true, false, false],
  ];
  return rows.map(([pid, description, phone, share, alert], i) => {
    const local = `${40 + i} ${String(889_000 + i * 11).slice(0, 3)} ${String(100 + i * 7).padStart(3, '0')}`;
    return {
      pid,
      description,
      phoneInteract: phone ? `+49${local.replace(/ /g, '')}` : null,
      phoneDisplay: phone ? `+49 ${local}` : null,
      watchlistShare: share,
      encouragementAlert: alert,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Office staff and their shifts.

/** The instant of a Berlin wall-clock time on a date (office hours never touch DST switches). */
export function berlinInstant(date: IsoDate, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, hour, minute);
  const parts = BERLIN_PARTS.formatToParts(new Date(asUtc));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const berlinAsUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
  );
  return new Date(asUtc - (berlinAsUtc - asUtc));
}

const BERLIN_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function buildOfficeStaff(): OfficeStaffRow[] {
  const staff: [string, string[], string[]][] = [
    ['Anna K.', ['de', 'en'], ['default', 'object']],
    ['Markus W.', ['de', 'en'], ['default', 'object', 'retailer']],
    ['Sophie L.', ['de', 'fr', 'en'], ['default', 'object']],
    ['Giulia B.', ['de', 'it', 'en'], ['default', 'object']],
    ['Jonas M.', ['de', 'en'], ['retailer', 'agency']],
    ['Katrin S.', ['de'], ['agency', 'partner']],
    ['Lena H.', ['de', 'en'], ['partner', 'default']],
    ['Tobias R.', ['de', 'en'], ['default', 'object']],
  ];
  return staff.map(([nameShorted, languages, contexts], i) => ({
    id: i + 1,
    nameShorted,
    // A generated portrait (demo/photos/portraits.ts), served under /media/staff/.
    photoId: `staff-${String(i + 1).padStart(3, '0')}`,
    languages,
    contexts,
    active: true,
  }));
}

/**
 * Shifts for the next 14 days: weekdays 09:00–14:00 and 13:00–18:00, Saturdays 10:00–14:00 — the
 * office hours the site names as its static text (common contact.hours), so the widget's "today
 * from … to …" and the footer agree.
 */
export function buildOfficeStaffTimes(today: IsoDate, seed: number): OfficeStaffTimeRow[] {
  const rng = new Prng(mixSeed(seed, 0x57aff));
  const staffIds = [1, 2, 3, 4, 5, 6, 7, 8];
  const rows: OfficeStaffTimeRow[] = [];
  for (let d = 0; d < 14; d++) {
    const date = addDays(today, d);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0) continue;
    const shifts: [number, number, number][] =
      weekday === 6
        ? [[10, 14, 2]]
        : [
            [9, 14, 3],
            [13, 18, 3],
          ];
    const available = rng.sample(staffIds, 6);
    let next = 0;
    for (const [from, to, count] of shifts) {
      for (let k = 0; k < count; k++) {
        const staffId = available[next++ % available.length] ?? 1;
        rows.push({
          id: rows.length + 1,
          staffId,
          startsAt: berlinInstant(date, from),
          endsAt: berlinInstant(date, to),
        });
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// School holidays, traveller notices.

type HolidayKind = 'summer' | 'autumn' | 'christmas' | 'easter' | 'winter' | 'pentecost';
const HOLIDAY_NAMES: Record<HolidayKind, Texts> = {
  summer: t('Sommerferien', 'Summer holidays', "Vacances d'été", 'Vacanze estive'),
  autumn: t('Herbstferien', 'Autumn holidays', "Vacances d'automne", 'Vacanze autunnali'),
  christmas: t('Weihnachtsferien', 'Christmas holidays', 'Vacances de Noël', 'Vacanze di Natale'),
  easter: t('Osterferien', 'Easter holidays', 'Vacances de Pâques', 'Vacanze di Pasqua'),
  winter: t('Winterferien', 'Winter holidays', "Vacances d'hiver", 'Vacanze invernali'),
  pentecost: t(
    'Pfingstferien',
    'Whitsun holidays',
    'Vacances de Pentecôte',
    'Vacanze di Pentecoste',
  ),
};

/** [country, state, kind, start 'MM-DD' (or Easter offset in days), length in days] */
type HolidayRule = [string, string | null, HolidayKind, string | number, number];
const HOLIDAY_RULES: readonly HolidayRule[] = [
  ['de', 'NW', 'summer', '07-14', 42],
  ['de', 'NW', 'autumn', '10-13', 14],
  ['de', 'NW', 'easter', -8, 16],
  ['de', 'BY', 'summer', '08-01', 45],
  ['de', 'BY', 'pentecost', 50, 12],
  ['de', 'BY', 'autumn', '11-02', 6],
  ['de', 'BW', 'summer', '07-30', 45],
  ['de', 'NI', 'summer', '07-03', 44],
  ['de', 'MV', 'summer', '07-21', 40],
  ['de', null, 'christmas', '12-23', 15],
  ['at', 'W', 'summer', '06-30', 63],
  ['at', 'W', 'winter', '02-03', 7],
  ['at', 'T', 'summer', '07-07', 63],
  ['at', null, 'christmas', '12-24', 14],
  ['ch', 'ZH', 'summer', '07-14', 35],
  ['ch', 'ZH', 'winter', '02-10', 14],
  ['ch', 'ZH', 'autumn', '10-06', 14],
  ['nl', 'NH', 'summer', '07-12', 42],
  ['nl', 'ZE', 'summer', '07-05', 42],
  ['nl', null, 'autumn', '10-18', 9],
  ['nl', null, 'christmas', '12-21', 16],
  ['dk', null, 'summer', '06-28', 45],
  ['dk', null, 'winter', '02-10', 9],
  ['dk', null, 'autumn', '10-12', 9],
  ['it', null, 'summer', '06-10', 96],
  ['it', null, 'christmas', '12-23', 15],
  ['it', null, 'easter', -3, 6],
  ['fr', null, 'summer', '07-05', 58],
  ['fr', null, 'autumn', '10-18', 16],
  ['fr', null, 'winter', '02-08', 16],
  ['fr', null, 'christmas', '12-20', 16],
  ['hr', null, 'summer', '06-21', 79],
  ['hr', null, 'christmas', '12-23', 17],
  ['es', null, 'summer', '06-21', 80],
  ['es', null, 'easter', -3, 5],
  ['es', null, 'christmas', '12-23', 15],
  ['pl', null, 'summer', '06-28', 65],
  ['pl', null, 'winter', '01-20', 14],
  ['pt', null, 'summer', '06-23', 82],
  ['pt', null, 'christmas', '12-20', 15],
  ['se', null, 'summer', '06-13', 66],
  ['se', null, 'winter', '02-17', 7],
  ['se', null, 'autumn', '10-28', 5],
  ['no', null, 'summer', '06-21', 58],
  ['no', null, 'winter', '02-17', 7],
  ['no', null, 'autumn', '09-30', 5],
];

/** School holidays that overlap the next 18 months (plausible dates, not official ones). */
export function buildSchoolHolidays(today: IsoDate): SchoolHolidayRow[] {
  const end = addMonths(today, WINDOW_MONTHS);
  const year = Number(today.slice(0, 4));
  const rows: SchoolHolidayRow[] = [];
  for (let y = year - 1; y <= year + 2; y++) {
    for (const [country, state, kind, start, length] of HOLIDAY_RULES) {
      const from = typeof start === 'number' ? addDays(easterSunday(y), start) : `${y}-${start}`;
      const to = addDays(from, length - 1);
      if (diffDays(today, to) < 0 || diffDays(from, end) < 0) continue;
      rows.push({
        id: 0,
        countryCode: country,
        state,
        name: HOLIDAY_NAMES[kind],
        startDate: from,
        endDate: to,
      });
    }
  }
  rows.sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.countryCode.localeCompare(b.countryCode),
  );
  return rows.map((row, i) => ({ ...row, id: i + 1 }));
}

export function buildTravelerNotices(today: IsoDate): TravelerNoticeRow[] {
  return [
    {
      id: 1,
      countryCode: 'hr',
      title: t(
        'Waldbrandgefahr im Sommer',
        'Forest fire risk in summer',
        "Risque d'incendie de forêt en été",
        'Rischio di incendi boschivi in estate',
      ),
      text: t(
        'In den Sommermonaten gilt in vielen Küstenregionen Kroatiens ein striktes Verbot für offenes Feuer und Grillen im Freien. Bitte beachten Sie die Hinweise vor Ort.',
        'During the summer months, open fires and outdoor barbecues are strictly prohibited in many coastal regions of Croatia. Please follow the local instructions.',
        "Pendant les mois d'été, les feux ouverts et les barbecues en plein air sont strictement interdits dans de nombreuses régions côtières de Croatie. Veuillez respecter les consignes locales.",
        "Nei mesi estivi in molte regioni costiere della Croazia è severamente vietato accendere fuochi e barbecue all'aperto. Si prega di rispettare le indicazioni locali.",
      ),
      validFrom: today,
      validTo: addMonths(today, 12),
    },
    {
      id: 2,
      countryCode: null,
      title: t(
        'Reisen mit Haustieren',
        'Travelling with pets',
        'Voyager avec des animaux',
        'Viaggiare con animali',
      ),
      text: t(
        'Für Reisen mit Hund oder Katze innerhalb der EU benötigen Sie einen EU-Heimtierausweis mit gültiger Tollwutimpfung. Für Norwegen gelten zusätzliche Bestimmungen.',
        'To travel with a dog or cat within the EU you need an EU pet passport with a valid rabies vaccination. Additional rules apply for Norway.',
        "Pour voyager avec un chien ou un chat dans l'UE, il vous faut un passeport européen pour animaux de compagnie avec une vaccination antirabique valide. Des règles supplémentaires s'appliquent pour la Norvège.",
        "Per viaggiare con cani o gatti all'interno dell'UE è necessario il passaporto europeo per animali da compagnia con vaccinazione antirabbica valida. Per la Norvegia valgono regole aggiuntive.",
      ),
      validFrom: today,
      validTo: null,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Points of interest: one well-known sight and one travel report per region.

const SIGHTS: Record<string, [Texts, number, number]> = {
  nordsee: [
    t(
      'Leuchtturm Westerheversand',
      'Westerheversand Lighthouse',
      'Phare de Westerheversand',
      'Faro di Westerheversand',
    ),
    54.373,
    8.642,
  ],
  ostsee: [
    t(
      'Königsstuhl auf Rügen',
      'Königsstuhl chalk cliff on Rügen',
      'Falaise du Königsstuhl à Rügen',
      'Scogliera del Königsstuhl a Rügen',
    ),
    54.574,
    13.665,
  ],
  bayern: [
    t(
      'Schloss Neuschwanstein',
      'Neuschwanstein Castle',
      'Château de Neuschwanstein',
      'Castello di Neuschwanstein',
    ),
    47.558,
    10.75,
  ],
  schwarzwald: [
    t('Triberger Wasserfälle', 'Triberg Waterfalls', 'Chutes de Triberg', 'Cascate di Triberg'),
    48.129,
    8.233,
  ],
  seenplatte: [
    t(
      'Müritz-Nationalpark',
      'Müritz National Park',
      'Parc national de la Müritz',
      'Parco nazionale della Müritz',
    ),
    53.4,
    12.9,
  ],
  tirol: [
    t(
      'Goldenes Dachl in Innsbruck',
      'Golden Roof in Innsbruck',
      "Petit toit d'or à Innsbruck",
      "Tettuccio d'oro a Innsbruck",
    ),
    47.269,
    11.393,
  ],
  'salzburger-land': [
    t('Krimmler Wasserfälle', 'Krimml Waterfalls', 'Chutes de Krimml', 'Cascate di Krimml'),
    47.208,
    12.172,
  ],
  kaernten: [
    t(
      'Pyramidenkogel',
      'Pyramidenkogel Tower',
      'Tour du Pyramidenkogel',
      'Torre del Pyramidenkogel',
    ),
    46.604,
    14.142,
  ],
  steiermark: [
    t(
      'Dachstein-Gletscher',
      'Dachstein Glacier',
      'Glacier du Dachstein',
      'Ghiacciaio del Dachstein',
    ),
    47.473,
    13.627,
  ],
  graubuenden: [
    t('Landwasserviadukt', 'Landwasser Viaduct', 'Viaduc de Landwasser', 'Viadotto Landwasser'),
    46.681,
    9.676,
  ],
  wallis: [t('Matterhorn', 'Matterhorn', 'Cervin', 'Cervino'), 45.976, 7.658],
  'berner-oberland': [
    t('Jungfraujoch', 'Jungfraujoch', 'Jungfraujoch', 'Jungfraujoch'),
    46.547,
    7.985,
  ],
  tessin: [
    t(
      'Castelgrande in Bellinzona',
      'Castelgrande in Bellinzona',
      'Castelgrande de Bellinzone',
      'Castelgrande di Bellinzona',
    ),
    46.193,
    9.022,
  ],
  toskana: [
    t(
      'Piazza del Campo in Siena',
      'Piazza del Campo in Siena',
      'Piazza del Campo à Sienne',
      'Piazza del Campo a Siena',
    ),
    43.318,
    11.332,
  ],
  suedtirol: [
    t('Drei Zinnen', 'Three Peaks of Lavaredo', 'Tre Cime di Lavaredo', 'Tre Cime di Lavaredo'),
    46.619,
    12.302,
  ],
  gardasee: [
    t(
      'Skaligerburg in Sirmione',
      'Scaliger Castle in Sirmione',
      'Château scaligère de Sirmione',
      'Rocca Scaligera di Sirmione',
    ),
    45.492,
    10.608,
  ],
  sardinien: [
    t('Nuraghe Su Nuraxi', 'Su Nuraxi Nuraghe', 'Nuraghe Su Nuraxi', 'Nuraghe Su Nuraxi'),
    39.706,
    8.991,
  ],
  apulien: [
    t(
      'Trulli von Alberobello',
      'Trulli of Alberobello',
      "Trulli d'Alberobello",
      'Trulli di Alberobello',
    ),
    40.782,
    17.237,
  ],
  ligurien: [
    t(
      'Vernazza in den Cinque Terre',
      'Vernazza in the Cinque Terre',
      'Vernazza dans les Cinque Terre',
      'Vernazza nelle Cinque Terre',
    ),
    44.135,
    9.683,
  ],
  bretagne: [
    t('Steinreihen von Carnac', 'Carnac Stones', 'Alignements de Carnac', 'Allineamenti di Carnac'),
    47.595,
    -3.083,
  ],
  provence: [
    t('Abtei Sénanque', 'Sénanque Abbey', 'Abbaye de Sénanque', 'Abbazia di Sénanque'),
    43.928,
    5.187,
  ],
  'cote-d-azur': [
    t(
      'Promenade des Anglais in Nizza',
      'Promenade des Anglais in Nice',
      'Promenade des Anglais à Nice',
      'Promenade des Anglais a Nizza',
    ),
    43.695,
    7.265,
  ],
  elsass: [
    t(
      'Hohkönigsburg',
      'Haut-Kœnigsbourg Castle',
      'Château du Haut-Kœnigsbourg',
      "Castello dell'Haut-Kœnigsbourg",
    ),
    48.249,
    7.345,
  ],
  korsika: [
    t('Calanche von Piana', 'Calanques de Piana', 'Calanques de Piana', 'Calanche di Piana'),
    42.245,
    8.65,
  ],
  'franzoesische-alpen': [
    t('Aiguille du Midi', 'Aiguille du Midi', 'Aiguille du Midi', 'Aiguille du Midi'),
    45.879,
    6.887,
  ],
  istrien: [
    t('Amphitheater von Pula', 'Pula Arena', 'Arènes de Pula', 'Arena di Pola'),
    44.873,
    13.85,
  ],
  kvarner: [
    t(
      'Altstadt von Vrbnik',
      'Vrbnik Old Town',
      'Vieille ville de Vrbnik',
      'Centro storico di Verbenico',
    ),
    45.076,
    14.675,
  ],
  dalmatien: [
    t(
      'Diokletianpalast in Split',
      "Diocletian's Palace in Split",
      'Palais de Dioclétien à Split',
      'Palazzo di Diocleziano a Spalato',
    ),
    43.508,
    16.44,
  ],
  'lika-senj': [
    t(
      'Nationalpark Plitvicer Seen',
      'Plitvice Lakes National Park',
      'Parc national des lacs de Plitvice',
      'Parco nazionale dei laghi di Plitvice',
    ),
    44.865,
    15.582,
  ],
  nordjuetland: [
    t(
      'Wanderdüne Råbjerg Mile',
      'Råbjerg Mile migrating dune',
      'Dune mouvante de Råbjerg Mile',
      'Duna mobile di Råbjerg Mile',
    ),
    57.652,
    10.408,
  ],
  westjuetland: [
    t(
      'Leuchtturm Blåvandshuk',
      'Blåvandshuk Lighthouse',
      'Phare de Blåvandshuk',
      'Faro di Blåvandshuk',
    ),
    55.558,
    8.083,
  ],
  bornholm: [
    t(
      'Burgruine Hammershus',
      'Hammershus Castle Ruins',
      'Ruines du château de Hammershus',
      'Rovine del castello di Hammershus',
    ),
    55.272,
    14.758,
  ],
  fuenen: [
    t('Schloss Egeskov', 'Egeskov Castle', "Château d'Egeskov", 'Castello di Egeskov'),
    55.176,
    10.49,
  ],
  seeland: [
    t('Møns Klint', 'Møns Klint cliffs', 'Falaises de Møns Klint', 'Scogliere di Møns Klint'),
    54.975,
    12.546,
  ],
  nordholland: [
    t('Zaanse Schans', 'Zaanse Schans', 'Zaanse Schans', 'Zaanse Schans'),
    52.474,
    4.817,
  ],
  zeeland: [
    t(
      'Oosterscheldekering',
      'Eastern Scheldt Storm Surge Barrier',
      "Barrage de l'Escaut oriental",
      "Diga dell'Escalda orientale",
    ),
    51.65,
    3.72,
  ],
  friesland: [
    t('Leuchtturm Brandaris', 'Brandaris Lighthouse', 'Phare du Brandaris', 'Faro del Brandaris'),
    53.362,
    5.215,
  ],
  veluwe: [
    t(
      'Nationalpark De Hoge Veluwe',
      'De Hoge Veluwe National Park',
      'Parc national De Hoge Veluwe',
      'Parco nazionale De Hoge Veluwe',
    ),
    52.07,
    5.85,
  ],
  'costa-brava': [
    t(
      'Dalí-Theater-Museum in Figueres',
      'Dalí Theatre-Museum in Figueres',
      'Théâtre-musée Dalí de Figueras',
      'Teatro-Museo Dalí di Figueres',
    ),
    42.268,
    2.959,
  ],
  'costa-blanca': [
    t('Peñón de Ifach', 'Peñón de Ifach', "Rocher d'Ifach", 'Peñón de Ifach'),
    38.636,
    0.074,
  ],
  andalusien: [
    t(
      'Alhambra in Granada',
      'Alhambra in Granada',
      "L'Alhambra de Grenade",
      "L'Alhambra di Granada",
    ),
    37.176,
    -3.588,
  ],
  mallorca: [
    t(
      'Kathedrale La Seu in Palma',
      'La Seu Cathedral in Palma',
      'Cathédrale de Palma',
      'Cattedrale di Palma',
    ),
    39.567,
    2.648,
  ],
  'costa-dorada': [
    t(
      'Amphitheater von Tarragona',
      'Tarragona Amphitheatre',
      'Amphithéâtre de Tarragone',
      'Anfiteatro di Tarragona',
    ),
    41.115,
    1.259,
  ],
  'polnische-ostsee': [
    t(
      'Wanderdünen im Slowinzischen Nationalpark',
      'Moving dunes of Słowiński National Park',
      'Dunes mouvantes du parc national de Słowiński',
      'Dune mobili del parco nazionale di Słowiński',
    ),
    54.75,
    17.47,
  ],
  masuren: [
    t(
      'Wallfahrtskirche Heiligelinde',
      'Święta Lipka Sanctuary',
      'Sanctuaire de Święta Lipka',
      'Santuario di Święta Lipka',
    ),
    54.025,
    21.22,
  ],
  riesengebirge: [t('Schneekoppe', 'Śnieżka', 'Śnieżka', 'Śnieżka'), 50.736, 15.74],
  tatra: [t('Meerauge', 'Morskie Oko Lake', 'Lac Morskie Oko', 'Lago Morskie Oko'), 49.201, 20.071],
  algarve: [
    t('Ponta da Piedade', 'Ponta da Piedade', 'Ponta da Piedade', 'Ponta da Piedade'),
    37.08,
    -8.669,
  ],
  alentejo: [
    t(
      'Römischer Tempel von Évora',
      'Roman Temple of Évora',
      "Temple romain d'Évora",
      'Tempio romano di Évora',
    ),
    38.573,
    -7.908,
  ],
  'lissabon-kueste': [
    t(
      'Palácio da Pena in Sintra',
      'Pena Palace in Sintra',
      'Palais de Pena à Sintra',
      'Palazzo Nazionale di Pena a Sintra',
    ),
    38.788,
    -9.391,
  ],
  nordportugal: [
    t(
      'Ribeira in Porto',
      'Ribeira district in Porto',
      'Quartier de la Ribeira à Porto',
      'Quartiere Ribeira a Porto',
    ),
    41.141,
    -8.613,
  ],
  smaland: [
    t(
      'Astrid Lindgrens Värld',
      "Astrid Lindgren's World",
      "Le monde d'Astrid Lindgren",
      'Il mondo di Astrid Lindgren',
    ),
    57.671,
    15.838,
  ],
  schonen: [t('Ales stenar', "Ale's Stones", "Pierres d'Ale", 'Pietre di Ale'), 55.383, 14.054],
  vaermland: [
    t('Rottneros Park', 'Rottneros Park', 'Parc de Rottneros', 'Parco di Rottneros'),
    59.796,
    13.125,
  ],
  dalarna: [
    t(
      'Dalapferde-Werkstatt in Nusnäs',
      'Dala horse workshop in Nusnäs',
      'Atelier des chevaux de Dalécarlie à Nusnäs',
      'Laboratorio dei cavallini di Dalarna a Nusnäs',
    ),
    60.965,
    14.646,
  ],
  bohuslaen: [
    t(
      'Felsritzungen von Tanum',
      'Rock Carvings in Tanum',
      'Gravures rupestres de Tanum',
      'Incisioni rupestri di Tanum',
    ),
    58.7,
    11.34,
  ],
  suednorwegen: [
    t('Leuchtturm Lindesnes', 'Lindesnes Lighthouse', 'Phare de Lindesnes', 'Faro di Lindesnes'),
    57.982,
    7.047,
  ],
  fjordnorwegen: [
    t('Geirangerfjord', 'Geirangerfjord', 'Fjord de Geiranger', 'Fiordo di Geiranger'),
    62.108,
    7.094,
  ],
  lofoten: [t('Reinebringen', 'Reinebringen', 'Reinebringen', 'Reinebringen'), 67.933, 13.084],
  telemark: [
    t('Telemarkkanal', 'Telemark Canal', 'Canal du Telemark', 'Canale del Telemark'),
    59.3,
    9.21,
  ],
  ostnorwegen: [
    t(
      'Olympiaschanze Lysgårdsbakken',
      'Lysgårdsbakken Olympic ski jump',
      'Tremplin olympique de Lysgårdsbakken',
      'Trampolino olimpico di Lysgårdsbakken',
    ),
    61.124,
    10.481,
  ],
};

const SIGHT_TEXT: Record<SiteLanguage, (name: string, loc: string) => string> = {
  de: (name, loc) =>
    `Ein Höhepunkt jeder Reise ${loc}: ${name}. Planen Sie für den Besuch etwas Zeit ein – ein Ausflug lohnt sich zu jeder Jahreszeit, am schönsten ist es früh am Morgen.`,
  en: (name, loc) =>
    `A highlight of any trip ${loc}: ${name}. Allow some time for your visit – it is worth a trip in every season, and most beautiful early in the morning.`,
  fr: (name, loc) =>
    `Un incontournable ${loc} : ${name}. Prévoyez un peu de temps pour la visite, qui vaut le détour en toute saison, et plus encore tôt le matin.`,
  it: (name, loc) =>
    `Da non perdere ${loc}: ${name}. Dedicate un po' di tempo alla visita, che merita in ogni stagione, soprattutto al mattino presto.`,
};
const REPORT_TITLE: Record<SiteLanguage, (loc: string) => string> = {
  // The kind ("Reisebericht") is shown beside the title on every screen: not in it.
  de: (loc) => `Eine Woche ${loc}`,
  en: (loc) => `A week ${loc}`,
  fr: (loc) => `Une semaine ${loc}`,
  it: (loc) => `Una settimana ${loc}`,
};
const REPORT_TEXT: Record<SiteLanguage, (loc: string, a: string, b: string) => string> = {
  de: (loc, a, b) =>
    `Eine Woche ${loc} im Ferienhaus: Wir haben in ${a} gewohnt und von dort Ausflüge nach ${b} unternommen. Morgens Brötchen vom Bäcker, mittags unterwegs, abends gemeinsam kochen – so entspannt kann Urlaub sein.`,
  en: (loc, a, b) =>
    `A week ${loc} in a holiday home: we stayed in ${a} and made day trips to ${b}. Fresh bread in the morning, out and about at lunchtime, cooking together in the evening – holidays can be this relaxed.`,
  fr: (loc, a, b) =>
    `Une semaine ${loc} en location de vacances : nous avons logé ${frAt(a)} et fait des excursions ${frAt(b)}. Du pain frais le matin, des balades à midi et des dîners préparés ensemble le soir : des vacances en toute sérénité.`,
  it: (loc, a, b) =>
    `Una settimana ${loc} in casa vacanze: abbiamo alloggiato ${itAt(a)} e fatto gite fino ${itAt(b)}. Pane fresco al mattino, in giro a mezzogiorno e la sera a cucinare insieme: le vacanze possono essere così rilassanti.`,
};

export function buildPois(seed: number): PoiRow[] {
  const loc = locations();
  const rows: PoiRow[] = [];
  for (const region of loc.regions) {
    const sight = SIGHTS[region.def.key];
    const where = region.def.loc;
    const [first, second] = region.places;
    if (sight && first) {
      const [names, lat, lon] = sight;
      rows.push({
        poiId: 70000 + region.id * 10 + 1,
        kind: 'sight',
        titles: names,
        slugs: map((l) => slugify(names[l], l)),
        texts: map((l) => SIGHT_TEXT[l](names[l], where[l])),
        countryCode: region.country.def.code,
        regionId: region.id,
        placeId: null,
        lat,
        lon,
        photoIds: photosForObject(mixSeed(seed, region.id, 1), first.def.setting, 2),
      });
    }
    if (first && second) {
      const titles = map((l) => REPORT_TITLE[l](where[l]));
      rows.push({
        poiId: 70000 + region.id * 10 + 2,
        kind: 'report',
        titles,
        slugs: map((l) => slugify(titles[l], l)),
        texts: map((l) =>
          REPORT_TEXT[l](where[l], placeName(first.def, l), placeName(second.def, l)),
        ),
        countryCode: region.country.def.code,
        regionId: region.id,
        placeId: first.id,
        lat: first.def.lat,
        lon: first.def.lon,
        photoIds: photosForObject(mixSeed(seed, region.id, 2), first.def.setting, 4),
      });
    }
  }
  return rows;
}

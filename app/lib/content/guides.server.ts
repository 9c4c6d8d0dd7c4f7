// The guide pages of the page frame (issue 17): about us, the travel tips with their health and
// checklist pages, travel vouchers, the page for agencies that want to list their homes, and the
// Ukraine help. Their texts live in the `guides` namespace (locales/*/guides.json); this module
// says which sections and blocks each page has (app/lib/content-document.server.ts) and fills the
// variables and computed blocks from the operator brand, the payment plan and the live catalogue —
// never invented figures.
import { regionName } from '#core/format';
import { BALANCE_DAYS_BEFORE_ARRIVAL, DEPOSIT_PERCENT } from '#core/payments';
import { todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import { officeHoursText } from '#services/office';
import { operatorBrand, siteTranslator } from '#services/partners';
import type { RequestContext } from '#services/platform';
import { ensureSearchIndex, type SearchState } from '#services/search';
import { text as localizedText } from '#services/catalogue';
import {
  buildDocument,
  type ContentBlock,
  type ContentDocument,
  type Lookup,
  type PageSpec,
} from '../content-document.server';

export type GuideView =
  'About' | 'Tips' | 'TipsHealth' | 'TipsChecklists' | 'TravelVoucher' | 'Agency' | 'HelpUkraine';

/**
 * The pages' specs. Computed blocks: `@who` (who runs the brand), `@catalogue` (homes and countries of the live catalogue),
 * `@contact` (the operator's company, phone, e-mail and office hours) and `@holidayDates` (a card
 * to the school holidays of the brand's home country).
 */
export const GUIDE_PAGES: Record<GuideView, PageSpec> = {
  About: {
    prefix: 'guides:about',
    lead: true,
    sections: [
      { id: 'who', blocks: ['@who', 'p:role'] },
      { id: 'offer', blocks: ['@catalogue', 'ul:list:homes,prices,search,ratings,watchlist'] },
      { id: 'booking', blocks: ['p:text', 'ol:steps:choose,book,confirm,pay,arrive', 'p:option'] },
      { id: 'service', blocks: ['p:text', '@contact', 'links:links:Contact,Faq'] },
      { id: 'hosts', blocks: ['p:text', 'links:links:ContactLandlord,Agency,Distribution'] },
    ],
  },
  Tips: {
    prefix: 'guides:tips',
    lead: true,
    sections: [
      { id: 'prepare', blocks: ['p:text', 'links:links:TipsChecklists,TipsHealth'] },
      { id: 'dates', blocks: ['p:text', '@holidayDates'] },
      {
        id: 'dogs',
        blocks: ['p:text', 'links:links:Pets,DogBeachNorthSea,DogBeachBalticSea,DogBeachCroatia'],
      },
      { id: 'home', blocks: ['p:text', 'ul:list:arrival,costs,deposit,linen,rules,departure'] },
      { id: 'insurance', blocks: ['p:text'] },
      { id: 'help', blocks: ['p:text', 'links:links:Contact'] },
    ],
  },
  TipsHealth: {
    prefix: 'guides:health',
    lead: true,
    toc: 'guides:toc',
    sections: [
      { id: 'note', blocks: ['notice:text'] },
      {
        id: 'pharmacy',
        blocks: [
          'p:text',
          'ul:list:own,pain,fever,stomach,plasters,disinfect,allergy,insects,sun,tweezers',
          'p:children',
        ],
      },
      { id: 'insurance', blocks: ['p:ehic', 'p:private', 'p:cancel'] },
      { id: 'vaccinations', blocks: ['p:text', 'p:tbe'] },
      { id: 'ticks', blocks: ['p:text', 'ul:list:clothes,check,remove,watch'] },
      { id: 'sun', blocks: ['p:text', 'ul:list:cream,noon,clothes,drink,car'] },
      { id: 'water', blocks: ['p:text', 'ul:list:flags,guarded,currents,children,drinking'] },
      { id: 'pets', blocks: ['p:text'] },
      { id: 'emergency', blocks: ['p:text', 'ul:list:address,host,pharmacy,cards', 'p:abroad'] },
    ],
  },
  TipsChecklists: {
    prefix: 'guides:checklists',
    lead: true,
    toc: 'guides:toc',
    sections: [
      {
        id: 'documents',
        blocks: ['ul:list:id,confirmation,insurance,ehic,licence,money,vignette,copies'],
      },
      { id: 'clothing', blocks: ['ul:list:weather,layers,rain,shoes,swim,indoor'] },
      {
        id: 'holidayhome',
        blocks: ['p:text', 'ul:list:linen,towels,kitchen,starter,adapter,wifi,games'],
      },
      { id: 'kitchen', blocks: ['ul:list:basics,coffee,dishwasher,bags,cooler,firstday'] },
      {
        id: 'children',
        blocks: ['ul:list:documents,cot,safety,medicine,favourite,entertainment,snacks'],
      },
      { id: 'dog', blocks: ['ul:list:passport,booking,food,lead,bed,bags,towel,papers'] },
      {
        id: 'leaving',
        blocks: ['ul:list:mail,plants,appliances,heating,windows,fridge,keys,time'],
      },
      { id: 'arrival', blocks: ['ul:list:check,meters,rules,waste,departure'] },
    ],
  },
  TravelVoucher: {
    prefix: 'guides:vouchers',
    lead: true,
    sections: [
      { id: 'what', blocks: ['p:text'] },
      { id: 'receive', blocks: ['ul:list:cancellation,goodwill', 'p:mail', 'p:sale'] },
      { id: 'redeem', blocks: ['ol:steps:book,open,enter,rest'] },
      { id: 'rules', blocks: ['ul:list:partial,personal,bookings,expiry,cash,secret'] },
      { id: 'help', blocks: ['p:text', 'links:links:Contact,TravelConditions'] },
    ],
  },
  Agency: {
    prefix: 'guides:agency',
    lead: true,
    sections: [
      { id: 'benefits', blocks: ['ul:list:reach,languages,prices,service,ratings,partners'] },
      { id: 'how', blocks: ['ol:steps:contact,talk,data,online,bookings'] },
      {
        id: 'requirements',
        blocks: ['p:text', 'ul:list:business,descriptions,photos,prices,calendar,answer'],
      },
      { id: 'private', blocks: ['p:text'] },
      {
        id: 'contact',
        blocks: ['p:text', 'links:links:ContactAgency,Distribution,ContactLandlord'],
      },
    ],
  },
  HelpUkraine: {
    prefix: 'guides:ukraine',
    lead: true,
    sections: [
      { id: 'refugees', blocks: ['p:text', 'ul:list:authorities,aid,register', 'p:limits'] },
      { id: 'offers', blocks: ['p:text', 'p:how'] },
      { id: 'hosts', blocks: ['p:text', 'ul:list:period,persons,terms,contact'] },
      { id: 'support', blocks: ['p:text'] },
      {
        id: 'contact',
        blocks: ['p:text', 'links:links:Contact,ContactLandlord', 'notice:emergency'],
      },
    ],
  },
};

export function isGuideView(name: string): name is GuideView {
  return name in GUIDE_PAGES;
}

type Ctx = Pick<RequestContext, 'language' | 'deps' | 'now'>;

/**
 * Live objects, and per country, counted by the search index. Kept in the state's counts, which
 * every catalogue change clears (the location info keeps its region and place counts there too).
 */
function liveCounts(state: SearchState, ctx: Ctx): { total: number; countries: string[] } {
  const today = todayInBerlin(ctx.now);
  const count = (key: string, country?: string) => {
    let value = state.counts.get(key);
    if (value === undefined) {
      value = state.index.search({
        today,
        persons: 1,
        perPage: 1,
        markers: false,
        ...(country ? { country } : {}),
      }).total;
      state.counts.set(key, value);
    }
    return value;
  };
  const total = count('all');
  const names = state.locations.countries
    .filter((country) => count(`c${country.code}`, country.code) > 0)
    .map((country) => localizedText(country.names, ctx.language))
    .sort((a, b) => a.localeCompare(b, ctx.language));
  return { total, countries: names };
}

/** The guide page of a table route, or null for every other route. */
export async function guideDocument(ctx: Ctx, routeName: string): Promise<ContentDocument | null> {
  if (!isGuideView(routeName)) return null;
  const branding = await operatorBrand(ctx.deps);
  const t = await siteTranslator(ctx);
  const language = ctx.language;
  const vars = {
    company: branding.legal.companyName,
    deposit: new Intl.NumberFormat(language, { style: 'percent' }).format(DEPOSIT_PERCENT / 100),
    balanceDays: BALANCE_DAYS_BEFORE_ARRIVAL,
    optionDays: ctx.deps.config.BOOKING_OPTION_DAYS,
  };
  // Keys built from the section lists above; server/guide-pages.int.test.ts checks that every
  // page resolves them in all four languages.
  const lookup = t as unknown as Lookup;
  const href = (route: string) => buildPath(route, {}, language);

  const computed = async (name: string): Promise<ContentBlock> => {
    if (name === '@catalogue') {
      const { total, countries } = liveCounts(await ensureSearchIndex(ctx.deps), ctx);
      return {
        kind: 'p',
        text: lookup('guides:about.offer.catalogue', {
          ...vars,
          count: total,
          total: new Intl.NumberFormat(language).format(total),
          countries: new Intl.ListFormat(language, { type: 'conjunction' }).format(countries),
        }),
      };
    }
    if (name === '@who') {
      // "{{brand}} is operated by {{company}}" only where the two differ (the default brand's
      // company is its own name).
      const operated =
        branding.legal.companyName.trim() === branding.brand.name.trim()
          ? ''
          : `${lookup('guides:about.who.operator', vars)} `;
      return { kind: 'p', text: operated + lookup('guides:about.who.text', vars) };
    }
    if (name === '@contact') {
      const { contact } = branding;
      return {
        kind: 'lines',
        lines: [
          { label: null, value: branding.legal.companyName },
          {
            label: lookup('guides:contact.phone'),
            value: contact.phone,
            href: `tel:${contact.phone.replace(/[^+0-9]/g, '')}`,
          },
          {
            label: lookup('guides:contact.email'),
            value: contact.email,
            href: `mailto:${contact.email}`,
          },
          {
            label: lookup('guides:contact.hours'),
            value: await officeHoursText(ctx, language),
          },
        ],
      };
    }
    if (name === '@holidayDates') {
      const code = branding.defaultCountry;
      const at = 'guides:tips.dates.card';
      return {
        kind: 'links',
        items: [
          {
            label: lookup(`${at}.label`, { country: regionName(code, language) }),
            href: buildPath('HolidayDates', { countryCode: code.toLowerCase() }, language),
            text: lookup(`${at}.text`),
          },
        ],
      };
    }
    throw new Error(`guide page ${routeName}: no computed block ${name}`);
  };

  return buildDocument(routeName, GUIDE_PAGES[routeName], lookup, { vars, computed, href });
}

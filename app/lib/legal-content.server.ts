// The legal pages of the page frame (issue 17): Impressum (route Disclaimer), Datenschutzerklärung
// (Privacy), Reisebedingungen (TravelConditions) and the Erklärung zur Barrierefreiheit
// (Accessibility). Their texts live in the `legal` namespace (locales/*/legal.json), so
// translation overrides change them like any other text; this module
// only says which sections and blocks a page has, in which order, and fills the variables from
// the operator brand (core/branding.ts — never a hard-coded company) and from the rules the site
// really applies (consent cookies, retention days, payment plan, cancellation tiers). Resolved on
// the server: the page sends finished strings, not the namespace.
import { tileOriginOf, type Branding, type PostalAddress } from '#core/branding';
import { CANCELLATION_TIERS, DEFAULT_FREE_CANCELLATION_DAYS } from '#core/booking';
import { labelColon, regionName } from '#core/format';
import { NEWSLETTER_CONFIRM_DAYS } from '#core/newsletter';
import { BALANCE_DAYS_BEFORE_ARRIVAL, DEPOSIT_PERCENT } from '#core/payments';
import type { RequestContext } from '#services/platform';
import {
  buildDocument,
  type ContentBlock,
  type ContentDocument,
  type PageSpec,
} from './content-document.server';
import { operatorBrand, siteTranslator } from '#services/partners';
import { CONSENT_COOKIE_LIST } from '../components/consent/cookie-list';

/**
 * The free-cancellation deadlines (days before arrival) the catalogue's objects carry (SPEC §9:
 * 61, 31, 31, 30, 21, 31, 43, 30; demo/catalogue CANCELLATION_DEADLINES), distinct and sorted.
 */
export const FREE_CANCELLATION_DEADLINES = [61, 43, 31, 30, 21] as const;

export type LegalView = 'Disclaimer' | 'Privacy' | 'TravelConditions' | 'Accessibility';

/**
 * The legal pages' specs (app/lib/content-document.server.ts): the computed blocks are
 * `@imprint`, `@controller`, `@cookies` and `@tiers`.
 */
const PAGE = (name: string) => ({
  prefix: `legal:${name}`,
  toc: 'legal:toc',
  updated: 'legal:updated',
});
export const LEGAL_PAGES: Record<LegalView, PageSpec> = {
  Disclaimer: {
    ...PAGE('imprint'),
    sections: [
      { id: 'provider', blocks: ['p:intro', '@imprint'] },
      { id: 'role', blocks: ['p:text'] },
      { id: 'dispute', blocks: ['p:odr', 'p:consumer'] },
      { id: 'content', blocks: ['p:text'] },
      { id: 'links', blocks: ['p:text'] },
      { id: 'copyright', blocks: ['p:text'] },
    ],
  },
  Privacy: {
    ...PAGE('privacy'),
    sections: [
      { id: 'controller', blocks: ['p:intro', '@controller', 'p:dpo'] },
      { id: 'overview', blocks: ['p:text', 'ul:list:none,trackers,sale'] },
      { id: 'logs', blocks: ['p:text', 'ul:list:what,not', 'p:basis'] },
      { id: 'usage', blocks: ['p:text', 'p:basis'] },
      { id: 'cookies', blocks: ['p:text', '@cookies', 'p:basis', 'p:change'] },
      { id: 'statistics', blocks: ['p:text', 'p:basis'] },
      { id: 'account', blocks: ['p:text', 'p:basis', 'p:delete'] },
      { id: 'booking', blocks: ['p:text', 'ul:list:landlord,payment,mail', 'p:basis', 'p:keep'] },
      { id: 'payment', blocks: ['p:text'] },
      { id: 'enquiries', blocks: ['p:text', 'p:basis'] },
      { id: 'newsletter', blocks: ['p:text', 'p:basis'] },
      { id: 'partners', blocks: ['p:text'] },
      { id: 'maps', blocks: ['p:text', 'p:basis'] },
      {
        id: 'retention',
        blocks: [
          'ul:list:tracking,enquiries,partnerApplications,account,bookings,newsletter,audit',
        ],
      },
      {
        id: 'rights',
        blocks: ['p:text', 'ul:list:access,rectify,erase,restrict,port,object,withdraw', 'p:how'],
      },
      { id: 'authority', blocks: ['p:text'] },
      { id: 'security', blocks: ['p:text'] },
    ],
  },
  TravelConditions: {
    ...PAGE('terms'),
    sections: [
      { id: 'scope', blocks: ['p:text', 'p:role'] },
      { id: 'contract', blocks: ['p:text', 'p:option'] },
      { id: 'prices', blocks: ['p:text', 'p:extras'] },
      { id: 'payment', blocks: ['p:text', 'p:methods', 'p:late'] },
      { id: 'cancellation', blocks: ['p:text', '@tiers', 'p:insurance', 'p:how'] },
      { id: 'vouchers', blocks: ['p:text'] },
      { id: 'stay', blocks: ['p:text', 'p:occupancy'] },
      { id: 'pets', blocks: ['p:text'] },
      { id: 'deposit', blocks: ['p:text'] },
      { id: 'obligations', blocks: ['p:text'] },
      { id: 'liability', blocks: ['p:text', 'p:landlord'] },
      { id: 'final', blocks: ['p:text', 'p:dispute'] },
    ],
  },
  // The accessibility statement (BFSG, DOMAIN.md): what meets EN 301 549 / WCAG 2.1 AA, what does
  // not yet, how it is checked (the browser tests' axe runs), whom to tell, and the authority.
  Accessibility: {
    ...PAGE('accessibility'),
    sections: [
      { id: 'status', blocks: ['p:text'] },
      {
        id: 'service',
        blocks: ['p:text', 'ul:list:keyboard,structure,zoom,contrast,language,media'],
      },
      { id: 'measures', blocks: ['p:text'] },
      { id: 'limits', blocks: ['p:text', 'ul:list:map,ticker,photos,content,sign'] },
      { id: 'feedback', blocks: ['p:text'] },
      { id: 'authority', blocks: ['p:text'] },
    ],
  },
};

export function isLegalView(name: string): name is LegalView {
  return name in LEGAL_PAGES;
}

type T = Awaited<ReturnType<typeof siteTranslator>>;

function addressLines(address: PostalAddress, language: string, home: string): string[] {
  const lines = [address.street, `${address.postalCode} ${address.city}`];
  if (address.country !== home) lines.push(regionName(address.country, language));
  return lines;
}

/** The company block: name, address, and each optional field only when the brand sets it. */
function entityLines(t: T, branding: Branding, language: string, withRegister: boolean) {
  const { legal, contact } = branding;
  const address = legal.address ?? contact.address;
  const lines: { label: string | null; value: string; href?: string }[] = [
    { label: null, value: legal.companyName },
    ...(address
      ? addressLines(address, language, branding.defaultCountry).map((value) => ({
          label: null,
          value,
        }))
      : []),
  ];
  if (withRegister && legal.managingDirector)
    lines.push({ label: t('legal:fields.managingDirector'), value: legal.managingDirector });
  lines.push({
    label: t('legal:fields.phone'),
    value: contact.phone,
    href: `tel:${contact.phone.replace(/[^+0-9]/g, '')}`,
  });
  lines.push({
    label: t('legal:fields.email'),
    value: contact.email,
    href: `mailto:${contact.email}`,
  });
  if (withRegister && legal.register)
    lines.push({ label: t('legal:fields.register'), value: legal.register });
  if (withRegister && legal.vatId)
    lines.push({ label: t('legal:fields.vatId'), value: legal.vatId });
  return lines;
}

/** The legal page of a table route, or null for every other page-frame view. */
export async function legalDocument(
  ctx: Pick<RequestContext, 'language' | 'deps'>,
  routeName: string,
): Promise<ContentDocument | null> {
  if (!isLegalView(routeName)) return null;
  const branding = await operatorBrand(ctx.deps);
  const t = await siteTranslator(ctx);
  const language = ctx.language;
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100);
  const list = (values: readonly number[]) =>
    new Intl.ListFormat(language, { type: 'disjunction' }).format(values.map(String));
  const tileUrl = tileOriginOf(branding.maps.tileUrl);
  const vars = {
    company: branding.legal.companyName,
    email: branding.contact.email,
    phone: branding.contact.phone,
    retentionDays: ctx.deps.config.TRACKING_RETENTION_DAYS,
    messageRetentionDays: ctx.deps.config.MESSAGE_RETENTION_DAYS,
    newsletterConfirmDays: NEWSLETTER_CONFIRM_DAYS,
    tileHost: tileUrl ? new URL(tileUrl).host : branding.maps.tileUrl,
    deposit: percent(DEPOSIT_PERCENT),
    balanceDays: BALANCE_DAYS_BEFORE_ARRIVAL,
    defaultDays: DEFAULT_FREE_CANCELLATION_DAYS,
    deadlines: list(FREE_CANCELLATION_DEADLINES),
  };
  // Keys built from the section list above (typed keys cannot follow a template); every one is
  // checked to resolve in all four languages by server/legal-pages.int.test.ts.
  const lookup = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  const text = (key: string, values: Record<string, unknown> = vars) =>
    lookup(`legal:${key}`, values);

  const computed = (name: string): ContentBlock => {
    if (name === '@imprint' || name === '@controller')
      return { kind: 'lines', lines: entityLines(t, branding, language, name === '@imprint') };
    if (name === '@cookies')
      return {
        kind: 'table',
        head: [text('cookieTable.name'), text('cookieTable.purpose'), text('cookieTable.lifetime')],
        rows: CONSENT_COOKIE_LIST.map((cookie) => [
          cookie.name,
          `${text(`cookieTable.categories.${cookie.category}`)}${labelColon(language)} ${text(`cookies.${cookie.key}`)}`,
          lookup(`consent:lifetimes.${cookie.lifetime}`),
        ]),
      };
    // @tiers: the fee table of core/booking/cancellation.ts, from the free deadline to arrival.
    const rows: string[][] = [[text('terms.tiers.free'), percent(0)]];
    CANCELLATION_TIERS.forEach((tier, i) => {
      const previous = CANCELLATION_TIERS[i - 1];
      const when = previous
        ? text('terms.tiers.range', {
            ...vars,
            from: previous.minDaysBefore - 1,
            to: tier.minDaysBefore,
          })
        : text('terms.tiers.from', { ...vars, from: tier.minDaysBefore });
      rows.push([when, percent(tier.percent)]);
    });
    rows.push([text('terms.tiers.arrival'), text('terms.tiers.office')]);
    return { kind: 'table', head: [text('terms.tiers.when'), text('terms.tiers.fee')], rows };
  };

  return buildDocument(routeName, LEGAL_PAGES[routeName], lookup, { vars, computed });
}

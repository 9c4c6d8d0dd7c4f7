// The FAQ of the page frame (issue 17; SPEC §2 "Faq (part parameter)", §5 "FAQ part: faq1 or
// faq2", §9 "FAQ entries per topic"). Its texts live in the `faq` namespace (locales/*/faq.json);
// this module says which topics and questions each part has and fills the variables from the rules
// the site really applies (payment plan, cancellation tiers, option hold, landlord reminders …), so
// an answer never states a number the code does not.
//
// The parts — SPEC names `faq1`/`faq2` and the two topic lists, not which part is whose; decided
// here: `faq1` is the guests' FAQ (tourist topics), `faq2` the landlords' (landlord topics), the
// order in which the SPEC lists them. `/haeufige-fragen/` without a part is the guests' FAQ (most
// visitors are guests); each part ends with a link card to the other. `faq1` and `faq2` have their
// own title, description and breadcrumb (`faq:parts.{part}`, as the document's meta), the bare
// path the route's (`routes:Faq`).
import {
  BALANCE_REMINDER_DAYS,
  CANCELLATION_TIERS,
  DEFAULT_FREE_CANCELLATION_DAYS,
  OPTION_REMINDER_HOURS,
} from '#core/booking';
import { NEWSLETTER_CONFIRM_DAYS } from '#core/newsletter';
import { BALANCE_DAYS_BEFORE_ARRIVAL, DEPOSIT_PERCENT } from '#core/payments';
import { INSURANCE_PERCENT } from '#core/pricing';
import { MAX_CHILD_AGE } from '#core/party';
import { LANGUAGES } from '#core/languages';
import { buildPath } from '#core/routes';
import { SEARCH_DEFAULTS } from '#core/search-query';
import { LANDLORD_ESCALATION_HOURS, LANDLORD_REMINDER_HOURS } from '#services/booking';
import { snippetTextsFor } from '#services/backoffice';
import { officeHoursText } from '#services/office';
import { siteTranslator } from '#services/partners';
import type { RequestContext } from '#services/platform';
import {
  buildDocument,
  type ContentDocument,
  type Lookup,
  type PageSpec,
} from '../content-document.server';
import { FREE_CANCELLATION_DEADLINES } from '../legal-content.server';

export type FaqAudience = 'tourist' | 'landlord';

/** The part parameter of the route and whose questions it shows (none: the guests'). */
export const FAQ_PARTS = { faq1: 'tourist', faq2: 'landlord' } as const satisfies Record<
  string,
  FaqAudience
>;

/**
 * The topics of each part with their questions, in the order shown. SPEC §9 fixes the counts:
 * tourist booking 4, documents 1, search 5, information 11, startend 5, occupation 7, contact 1,
 * newsletter 1; landlord achievement 5, myhouse 7, internet 2, service 5.
 */
export const FAQ_TOPICS: Record<FaqAudience, Record<string, readonly string[]>> = {
  tourist: {
    booking: ['how', 'kinds', 'binding', 'account'],
    documents: ['confirmation'],
    search: ['find', 'flexible', 'filters', 'map', 'watchlist'],
    information: [
      'price',
      'onsite',
      'payment',
      'methods',
      'free',
      'cancel',
      'insurance',
      'vouchers',
      'ratings',
      'partner',
      'withdrawal',
    ],
    startend: ['keys', 'days', 'late', 'departure', 'defects'],
    occupation: ['persons', 'children', 'ages', 'cot', 'rooms', 'change', 'pets'],
    contact: ['reach'],
    newsletter: ['subscribe'],
  },
  landlord: {
    achievement: ['offer', 'reach', 'calendar', 'respond', 'ratings'],
    myhouse: ['list', 'details', 'prices', 'costs', 'pets', 'cancellation', 'changes'],
    internet: ['presentation', 'languages'],
    service: ['booking', 'reminder', 'guest', 'cancelled', 'contact'],
  },
};

/** Link cards under the questions: the contact form for this audience, then the other part. */
const MORE_LINKS: Record<FaqAudience, { contact: string; other: string }> = {
  tourist: { contact: 'links:links:Contact', other: 'links:links:FaqLandlord' },
  landlord: { contact: 'links:links:ContactLandlord', other: 'links:links:FaqTourist' },
};

/** The snippet shown above the FAQ's contact card (none stored: nothing shown). */
export const FAQ_SNIPPET = 'faq-notice';

export const FAQ_PAGES: Record<FaqAudience, PageSpec> = {
  tourist: spec('tourist'),
  landlord: spec('landlord'),
};

function spec(audience: FaqAudience): PageSpec {
  return {
    prefix: `faq:${audience}`,
    lead: true,
    toc: 'faq:toc',
    sections: [
      ...Object.entries(FAQ_TOPICS[audience]).map(([id, items]) => ({
        id,
        blocks: [`faq:items:${items.join(',')}`],
      })),
      // The editors' current notice for the FAQ's readers, if they keep one (admin/snippets).
      { id: 'more', blocks: [`snippet:${FAQ_SNIPPET}`, 'p:text', MORE_LINKS[audience].contact] },
      // Listed in the contents at the top, so the other audience finds its part at once.
      { id: 'other', blocks: ['p:text', MORE_LINKS[audience].other] },
    ],
  };
}

/** The audience of a part parameter; undefined (no part) is the guests' FAQ. */
export function faqAudience(part: unknown): FaqAudience | null {
  if (part === undefined) return 'tourist';
  return typeof part === 'string' && part in FAQ_PARTS
    ? FAQ_PARTS[part as keyof typeof FAQ_PARTS]
    : null;
}

/** The FAQ part of the route's params (`part`), or null for a part that does not exist. */
export async function faqDocument(
  ctx: Pick<RequestContext, 'language' | 'deps'>,
  params: Readonly<Record<string, string | number | undefined>>,
): Promise<ContentDocument | null> {
  const audience = faqAudience(params.part);
  if (audience === null) return null;
  const language = ctx.language;
  const t = await siteTranslator(ctx);
  // Keys built from the topic lists above (typed keys cannot follow a template); every one is
  // checked to resolve in all four languages by server/faq-pages.int.test.ts.
  const lookup = t as unknown as Lookup;
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
  const list = (values: readonly number[]) =>
    new Intl.ListFormat(language, { type: 'disjunction' }).format(values.map(String));
  const [early, middle, late] = CANCELLATION_TIERS;
  const vars = {
    optionDays: lookup('faq:units.days', { count: ctx.deps.config.BOOKING_OPTION_DAYS }),
    optionReminderHours: OPTION_REMINDER_HOURS,
    deposit: percent(DEPOSIT_PERCENT),
    balanceDays: BALANCE_DAYS_BEFORE_ARRIVAL,
    balanceReminderDays: BALANCE_REMINDER_DAYS,
    defaultDays: DEFAULT_FREE_CANCELLATION_DAYS,
    deadlines: list(FREE_CANCELLATION_DEADLINES),
    // The fee tiers of core/booking/cancellation.ts: from 30 days, 29–15 and 14–1 before arrival.
    earlyFrom: early?.minDaysBefore,
    earlyFee: percent(early?.percent ?? 0),
    middleFrom: (early?.minDaysBefore ?? 1) - 1,
    middleTo: middle?.minDaysBefore,
    middleFee: percent(middle?.percent ?? 0),
    lateFrom: (middle?.minDaysBefore ?? 1) - 1,
    lateTo: late?.minDaysBefore,
    lateFee: percent(late?.percent ?? 0),
    insurance: percent(INSURANCE_PERCENT),
    toleranceDays: SEARCH_DEFAULTS.tolerance,
    maxChildAge: MAX_CHILD_AGE,
    confirmDays: NEWSLETTER_CONFIRM_DAYS,
    reminderHours: LANDLORD_REMINDER_HOURS,
    escalationHours: LANDLORD_ESCALATION_HOURS,
    hours: await officeHoursText(ctx, language),
  };
  // `links:` cards name table routes; the two FAQ parts are the Faq route with its part.
  const href = (route: string) => {
    if (route === 'FaqTourist') return buildPath('Faq', {}, language);
    if (route === 'FaqLandlord') return buildPath('Faq', { part: 'faq2' }, language);
    return buildPath(route, {}, language);
  };
  const snippets = (keys: readonly string[]) => snippetTextsFor(ctx, keys, language);
  const doc = await buildDocument('Faq', FAQ_PAGES[audience], lookup, { vars, href, snippets });
  // A named part has its own title, description and breadcrumb (unique per URL); the bare path
  // keeps the route's (routes:Faq), which speak to guests.
  const part = params.part;
  if (typeof part !== 'string') return doc;
  // `faq1` shows what the bare path shows: that is its canonical URL, in every language, so
  // search engines index one of the two (the sitemap lists the bare path).
  const bare =
    part === 'faq1'
      ? {
          canonicalPath: buildPath('Faq', {}, language),
          languagePaths: Object.fromEntries(
            LANGUAGES.map((lng) => [lng, buildPath('Faq', {}, lng)]),
          ),
        }
      : {};
  return {
    ...doc,
    meta: {
      title: lookup(`faq:parts.${part}.title`),
      description: lookup(`faq:parts.${part}.description`),
      breadcrumb: lookup(`faq:parts.${part}.breadcrumb`),
      ...bare,
    },
  };
}

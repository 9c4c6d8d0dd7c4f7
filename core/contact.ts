// The contact forms' rules the browser shares with the server (SPEC §2 Contact, §4 contact form
// validation; issue 16): which forms there are, the reasons each offers in its select, which
// fields a reason asks for, and the checks between fields. Zod-free, so a form can import them
// without shipping a schema library (the request schema, core/api/content.ts, is built from them).
import type { ContactFormKind } from './routes';

export type { ContactFormKind } from './routes';

export const CONTACT_FORMS = [
  'guest',
  'landlord',
  'partner',
  'agency',
] as const satisfies readonly ContactFormKind[];

/** SPEC §2: "Partner topics: agency cooperation, travel agency (office) cooperation, affiliate". */
const PARTNER_REASONS = ['agencyCooperation', 'officeCooperation', 'affiliateCooperation'] as const;

/**
 * The reasons of each form's select, in the order offered (after the empty prompt option). Guests:
 * SPEC §2 "Tourist topics: general, booking, domicile request"; landlords: the landlord FAQ topics
 * of SPEC §9 (achievement, myhouse, internet, service); partners and agencies: the partner topics.
 */
export const CONTACT_REASONS = {
  guest: ['general', 'booking', 'domicile', 'ratingReport'],
  landlord: ['achievement', 'myhouse', 'internet', 'service'],
  partner: PARTNER_REASONS,
  agency: PARTNER_REASONS,
} as const satisfies Record<ContactFormKind, readonly string[]>;

export type ContactReason = (typeof CONTACT_REASONS)[ContactFormKind][number];

/** Every reason of any form (the request schema's enum; the form's own list is checked apart). */
export const ALL_CONTACT_REASONS = [
  ...new Set(Object.values(CONTACT_REASONS).flat()),
] as unknown as readonly [ContactReason, ...ContactReason[]];

/** The message: long enough for a real question, short enough for one mail. */
export const CONTACT_MESSAGE_MAX = 2_000;

/** How a form asks for a field: required, offered but optional, or not at all. */
export type FieldNeed = 'required' | 'optional' | null;

/**
 * Which of the object, date and rating fields a form shows and, for a reason, requires. A guest's
 * question about a booking names the holiday home; a domicile request (is this house free then?)
 * names the house and the dates; a report of a rating names the house and the rating's number
 * (the exact place of what is reported, as the EU's Digital Services Act asks of a notice, Art.
 * 16) and confirms it is made in good faith. A landlord may name their house. Partners and
 * agencies write about cooperation, not about a house.
 */
export function contactFieldNeeds(
  form: ContactFormKind,
  reason: string | null,
): { objectNumber: FieldNeed; dates: FieldNeed; ratingNumber: FieldNeed } {
  if (form === 'guest') {
    if (reason === 'ratingReport') {
      return { objectNumber: 'required', dates: null, ratingNumber: 'required' };
    }
    if (reason === 'domicile') {
      return { objectNumber: 'required', dates: 'required', ratingNumber: null };
    }
    if (reason === 'booking') {
      return { objectNumber: 'required', dates: 'optional', ratingNumber: null };
    }
    return { objectNumber: 'optional', dates: 'optional', ratingNumber: null };
  }
  if (form === 'landlord') return { objectNumber: 'optional', dates: null, ratingNumber: null };
  return { objectNumber: null, dates: null, ratingNumber: null };
}

export function isContactForm(value: unknown): value is ContactFormKind {
  return (CONTACT_FORMS as readonly unknown[]).includes(value);
}

export function isReasonOf(form: ContactFormKind, reason: unknown): reason is ContactReason {
  return (CONTACT_REASONS[form] as readonly unknown[]).includes(reason);
}

/** A problem between fields: the field to blame and why ('required', 'reasonOfForm', 'order'). */
export interface ContactCrossProblem {
  field: 'reason' | 'objectNumber' | 'startDate' | 'endDate' | 'ratingNumber' | 'goodFaith';
  problem: 'required' | 'reasonOfForm' | 'order';
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The checks between fields, on the values as given (strings of a form post or a parsed body):
 * the reason must be one of the form's, the reason's required fields present (a report's good
 * faith confirmed), and a stay's end after its start ('yyyy-MM-dd' compares as text). Each field's own format is the schema's job.
 */
export function contactCrossProblems(input: {
  form: ContactFormKind;
  reason: unknown;
  objectNumber?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  ratingNumber?: unknown;
  goodFaith?: unknown;
}): ContactCrossProblem[] {
  const problems: ContactCrossProblem[] = [];
  if (present(input.reason) && !isReasonOf(input.form, input.reason)) {
    problems.push({ field: 'reason', problem: 'reasonOfForm' });
  }
  const reason = isReasonOf(input.form, input.reason) ? input.reason : null;
  const needs = contactFieldNeeds(input.form, reason);
  if (needs.objectNumber === 'required' && !present(input.objectNumber)) {
    problems.push({ field: 'objectNumber', problem: 'required' });
  }
  if (needs.ratingNumber === 'required') {
    if (!present(input.ratingNumber)) problems.push({ field: 'ratingNumber', problem: 'required' });
    // A report is made in good faith (DSA Art. 16 (2) d): the box must be ticked.
    if (!present(input.goodFaith) || input.goodFaith === false) {
      problems.push({ field: 'goodFaith', problem: 'required' });
    }
  }
  if (needs.dates !== null) {
    const start = present(input.startDate);
    const end = present(input.endDate);
    // Dates come as a pair: one without the other says nothing about a stay.
    if ((needs.dates === 'required' || end) && !start) {
      problems.push({ field: 'startDate', problem: 'required' });
    }
    if ((needs.dates === 'required' || start) && !end) {
      problems.push({ field: 'endDate', problem: 'required' });
    }
    if (
      start &&
      end &&
      typeof input.startDate === 'string' &&
      typeof input.endDate === 'string' &&
      input.endDate <= input.startDate
    ) {
      problems.push({ field: 'endDate', problem: 'order' });
    }
  }
  return problems;
}

// The office contact widget's calls (SPEC.md §3 "Office contact", §7): POST /api/office/contact and
// /api/office/infofull (public: who answers, when, and how to reach them), /api/office/overwrites/get
// (public: the current notices per page type) and /set (an editor's notice; the permission
// localeEditor.update). The server validates with these schemas; the browser types its calls with
// them (type-only).
import { z } from 'zod';
import { OFFICE_CONTEXTS, OFFICE_OVERWRITE_MAX, OFFICE_PAGE_TYPES } from '../office';
import { LANGUAGES } from '../languages';
import { jwt, uid } from './common';

export const officeContext = z.enum(OFFICE_CONTEXTS);
export const officePageType = z.enum(OFFICE_PAGE_TYPES);

/** SPEC §7 sends `client` (cdn) with the call; accepted and not needed. */
const client = z.string().max(64).optional();

export const officeContactBody = z.object({
  context: officeContext.default('default'),
  pageType: officePageType.optional(),
  client,
});
export type OfficeContactInput = z.input<typeof officeContactBody>;

const isoInstant = z.iso.datetime({ offset: true });

const staffImage = z.strictObject({
  size: z.union([z.literal(45), z.literal(120)]),
  jpg: z.string(),
  webp: z.string(),
});

const contactChannel = z.strictObject({
  phoneDisplay: z.string(),
  phoneInteract: z.string(),
  email: z.string(),
});

const overwriteEntry = z.strictObject({
  pageType: officePageType,
  translation: z.partialRecord(z.enum(LANGUAGES), z.string()),
  expiresAt: isoInstant.nullable(),
});

/** The answer of /office/contact (data). */
export const officeContactAnswer = z.strictObject({
  context: officeContext,
  /** Index into employeeData.staff of the person the widget features (chosen at random). */
  officeRandom: z.number().int().min(0),
  employeeData: z.strictObject({
    staff: z.array(
      z.strictObject({
        id: z.number().int(),
        staffNameShorted: z.string(),
        languages: z.array(z.string()),
        /** 45×45 and 120×120, JPEG and WebP; null without a photo. */
        images: z.array(staffImage).nullable(),
      }),
    ),
  }),
  /** The shown day's shifts of the staff listed. */
  staffTimes: z.array(
    z.strictObject({ staffId: z.number().int(), from: isoInstant, to: isoInstant }),
  ),
  times: z.strictObject({
    mode: z.enum(['dynamic', 'static']),
    next: z
      .strictObject({
        day: z.enum(['today', 'tomorrow', 'afterTomorrow', 'later']),
        date: z.iso.date(),
        from: z.string(),
        to: z.string(),
        openNow: z.boolean(),
      })
      .nullable(),
  }),
  /** The visit's contact: the office's, or its partner's or campaign's. */
  contact: contactChannel.extend({ source: z.enum(['office', 'partner', 'campaign']) }),
  /** A logged-in customer's own line (SPEC §6), else null. */
  customerService: contactChannel.extend({ firstName: z.string() }).nullable(),
  overwriteTranslation: z.array(overwriteEntry),
  /** After this instant the answer is stale: the browser asks again. */
  expiry: isoInstant,
});
export type OfficeContactData = z.input<typeof officeContactAnswer>;

/** /office/infofull: the contact answer and the opening hours of the coming week. */
export const officeInfoFullAnswer = officeContactAnswer.extend({
  schedule: z.array(z.strictObject({ date: z.iso.date(), from: z.string(), to: z.string() })),
});
export type OfficeInfoFullData = z.input<typeof officeInfoFullAnswer>;

export const officeOverwritesGetBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  pageType: officePageType.optional(),
});

export const officeOverwritesGetAnswer = z.strictObject({ overwrites: z.array(overwriteEntry) });

/**
 * One language's notice: a line of plain text. Markup is refused rather than escaped (the text
 * is an office notice; angle brackets have no place in it), so no reader ever gets HTML.
 */
const noticeText = z
  .string()
  .trim()
  .max(OFFICE_OVERWRITE_MAX)
  .regex(/^[^\p{Cc}<>]*$/u);

export const officeOverwritesSetBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  updateData: z.strictObject({
    pageType: officePageType,
    /** Empty or missing languages have no notice; all empty removes the page type's notice. */
    translation: z.strictObject({
      de: noticeText.optional(),
      en: noticeText.optional(),
      fr: noticeText.optional(),
      it: noticeText.optional(),
    }),
    /** Until when the notice shows; null: until replaced. Must lie in the future. */
    expiresAt: isoInstant.nullable().default(null),
  }),
});
export type OfficeOverwritesSetInput = z.output<typeof officeOverwritesSetBody>;

export const officeOverwritesSetAnswer = z.strictObject({ overwrite: overwriteEntry.nullable() });

// Traveller notices (SPEC §2 /corona-info/, §7 location/rki and getCovidInfo; issue 17): a
// generic notice for every stay and, where the editors add one, a notice per region of the
// catalogue. Stored as one validated JSON row of site_settings (key TRAVEL_NOTICES_KEY); the
// editing issue writes it through services/content setTravelNotices. No figures, no case
// numbers: what a guest should check, written and dated by an editor.
import { z } from 'zod';
import type { IsoDate } from './dates';
import { INT32_MAX } from './int32';

/** The site_settings key of the traveller notices. */
export const TRAVEL_NOTICES_KEY = 'travelNotices';

/** The date of the built-in generic notice (travelinfo:notice.general), until an editor sets one. */
export const DEFAULT_NOTICE_DATE: IsoDate = '2026-11-28';

/** A notice's text at most this long (characters, per language). */
export const NOTICE_TEXT_MAX = 2_000;

const noticeText = z
  .string()
  .trim()
  .min(1)
  .max(NOTICE_TEXT_MAX)
  .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u);

/** A notice in all four languages (an editor never leaves a language without its text). */
export const localizedNotice = z.object({
  de: noticeText,
  en: noticeText,
  fr: noticeText,
  it: noticeText,
});

export const regionNotice = z.object({
  regionId: z.number().int().min(1).max(INT32_MAX),
  text: localizedNotice,
  updatedOn: z.iso.date(),
});

/** The stored value: the generic notice (null: the built-in one) and the regions' notices. */
export const travelNotices = z
  .object({
    general: z.object({ text: localizedNotice, updatedOn: z.iso.date() }).nullable(),
    regions: z.array(regionNotice).max(1_000),
  })
  .superRefine((value, issue) => {
    const seen = new Set<number>();
    value.regions.forEach((r, i) => {
      if (seen.has(r.regionId))
        issue.addIssue({ code: 'custom', path: ['regions', i, 'regionId'], message: 'duplicate' });
      seen.add(r.regionId);
    });
  });

export type TravelNotices = z.output<typeof travelNotices>;
export type RegionNotice = z.output<typeof regionNotice>;

/** No notices stored: the built-in generic one, no region's own. */
export const EMPTY_TRAVEL_NOTICES: TravelNotices = { general: null, regions: [] };

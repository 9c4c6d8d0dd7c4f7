// The office's regular opening hours (issue 18, core/office-hours.ts): read for every page from the
// site_settings row `officeHours` — one primary-key read, no copy kept, so an edit shows at once
// on the next page; a change moves the page cache's stamp (announceContentChange), so no stored
// page keeps the old hours.
// An unreadable row counts as none: the defaults hold and the site never shows broken hours.
import type { Language } from '#core/languages';
import {
  DEFAULT_OFFICE_HOURS,
  officeHoursSchema,
  officeHoursText as formatHours,
  parseOfficeHours,
  type OfficeHours,
} from '#core/office-hours';
import { OFFICE_HOURS_KEY, saveOfficeHours } from '#db/repositories/office-schedule';
import { findSiteSetting } from '#db/repositories/platform-settings';
import { requireAccess } from '#services/accounts';
import { announceContentChange } from '#services/backoffice';
import { DomainError, type RequestContext } from '#services/platform';

export async function officeHours(ctx: Pick<RequestContext, 'deps'>): Promise<OfficeHours> {
  const row = await findSiteSetting(ctx.deps.database.db, OFFICE_HOURS_KEY);
  return (row && parseOfficeHours(row.value)) ?? DEFAULT_OFFICE_HOURS;
}

/** The hours as one line in the request's language ("Mo–Fr 9–18 Uhr, Sa 10–14 Uhr"). */
export async function officeHoursText(
  ctx: Pick<RequestContext, 'deps'>,
  language: Language,
): Promise<string> {
  return formatHours(await officeHours(ctx), language);
}

/** Replaces the hours (admin.schedule); refuses an invalid day naming the field (`hours.mon.0.to`). */
export async function setOfficeHours(ctx: RequestContext, input: unknown): Promise<OfficeHours> {
  const editor = requireAccess(ctx, 'admin.schedule');
  const parsed = officeHoursSchema.safeParse(input);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new DomainError('invalid', 'errors.validation.invalidValue', {
      field: path === '' ? 'hours' : `hours.${path}`,
    });
  }
  const hours = parseOfficeHours(parsed.data)!;
  await saveOfficeHours(ctx.deps.database.db, hours, Number(editor.accountID));
  // Every page shows the hours: no stored page keeps the old ones (textsVersion, every process).
  await announceContentChange(ctx.deps);
  return hours;
}

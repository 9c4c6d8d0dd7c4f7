// Every partner's bookings of a month as one CSV file for the office (decision 099), a resource
// route: the "download" link below the month's table on /admin/partners/
// (`?month=yyyy-MM&lang=de`). Only a logged-in member of staff with admin.partners gets it
// (services/booking officePartnerBookingsForExport); anyone else the 404 an admin page answers
// without its permission. Columns as a partner's own file (decision 098), after the partner's
// number and name; headers and object titles in `lang` (the page's: the path names no language).
import { officePartnerBookingsForExport } from '#services/booking';
import { siteTranslator } from '#services/partners';
import { isDomainError } from '#services/platform';
import { csvAttachment, fileLanguage, fileNotFound } from '../lib/file-response';
import {
  officePartnerBookingsCsv,
  officePartnerBookingsFileName,
} from '../lib/partner-bookings-csv';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/admin-partner-bookings-export';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const language = fileLanguage(request, ctx.language);
  let file;
  try {
    file = await officePartnerBookingsForExport(ctx, params.get('month'), language);
  } catch (error) {
    if (isDomainError(error) && error.code === 'forbidden') return fileNotFound();
    throw error;
  }
  const t = await siteTranslator({ deps: ctx.deps, language });
  return csvAttachment(
    officePartnerBookingsCsv(file, t, language),
    officePartnerBookingsFileName(file.month, file.truncated),
  );
}

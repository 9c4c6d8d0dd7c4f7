// A partner's bookings of a month as a CSV file (decision 098), a resource route: the partner
// dashboard's "download" link (`?month=yyyy-MM&lang=de`). Only a logged-in partner account gets
// its own partner's bookings (services/booking partnerBookingsForExport); anyone else 404, like a
// page that does not exist for them. The month is chosen as on the dashboard (one of the last 24,
// anything else the current one); headers and object titles in `lang` (the dashboard's: the path
// names no language). Guests' data is never in it, as on the dashboard. 30 files an hour per
// partner; beyond that 429 with a text.
import { partnerBookingsForExport } from '#services/booking';
import { siteTranslator } from '#services/partners';
import { isDomainError } from '#services/platform';
import { fileRateLimited } from '../lib/file-limits.server';
import { csvAttachment, fileLanguage, fileNotFound } from '../lib/file-response';
import { partnerBookingsCsv, partnerBookingsFileName } from '../lib/partner-bookings-csv';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/partner-bookings-export';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const language = fileLanguage(request, ctx.language);
  let view;
  try {
    view = await partnerBookingsForExport(ctx, params.get('month'), language);
  } catch (error) {
    if (isDomainError(error) && error.code === 'rateLimited') {
      return fileRateLimited({ ...ctx, language }, error, 'errors:errors.partners.tooManyExports');
    }
    throw error;
  }
  if (view === null) return fileNotFound();
  const t = await siteTranslator({ deps: ctx.deps, language });
  return csvAttachment(
    partnerBookingsCsv(view, t, language),
    partnerBookingsFileName(view.month, view.truncated),
  );
}

// The logged-in customer's data as one JSON file (decision 087; GDPR Art. 15, 20), a resource
// route: the dashboard's "Meine Daten herunterladen" posts here as a plain form (the browser
// receives the file). A post from another site is refused before this runs (server/ssr.ts, as for
// every page post); without a login it is 404, like a page that does not exist for the visitor.
// Ten exports an hour per account (ACCOUNT_LIMITS.dataExportAccount); beyond that 429 with a text.
import { data } from 'react-router';
import { exportOwnData } from '#services/accounts';
import { isDomainError } from '#services/platform';
import { fileRateLimited } from '../lib/file-limits.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/user-data-export';
import { PRIVATE_NO_STORE } from '../lib/private-headers';

export function loader() {
  // A link or a typed address: there is nothing to show, only a file to post for.
  throw data(null, { status: 404 });
}

export async function action({ context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  let file: { fileName: string; json: string };
  try {
    file = await exportOwnData(ctx);
  } catch (error) {
    if (isDomainError(error) && error.code === 'rateLimited') {
      // Ten exports an hour per account: the browser shows this text for the download it asked.
      return fileRateLimited(ctx, error, 'errors:errors.accounts.tooManyExports');
    }
    if (isDomainError(error)) throw data(null, { status: 404 });
    throw error;
  }
  return new Response(file.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      ...PRIVATE_NO_STORE,
    },
  });
}

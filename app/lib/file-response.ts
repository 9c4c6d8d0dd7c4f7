// The 404 of a resource route (a file: .ics, .json): answered, not thrown — a thrown `data()` goes
// through React Router's error handling, which logs it as a route error and answers its own JSON
// without our headers. A calendar polling an address that no longer works must not fill the error
// log (decision 095).
import { isLanguage, type Language } from '#core/languages';
import { PRIVATE_NO_STORE } from './private-headers';

export function fileNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * A CSV file to download (the partners' and the office's booking lists, decisions 098 and 099):
 * for the one who asked only, never cached, never sniffed as anything but a file.
 */
export function csvAttachment(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      ...PRIVATE_NO_STORE,
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * The language a downloaded file is written in: its link's `?lang=` (the page's language — a
 * file's path names none, decision 098), else the request's own.
 */
export function fileLanguage(request: Request, fallback: Language): Language {
  const asked = new URL(request.url).searchParams.get('lang');
  return isLanguage(asked) ? asked : fallback;
}

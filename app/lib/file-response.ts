// The 404 of a resource route (a file: .ics, .json): answered, not thrown — a thrown `data()` goes
// through React Router's error handling, which logs it as a route error and answers its own JSON
// without our headers. A calendar polling an address that no longer works must not fill the error
// log (decision 095).
export function fileNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

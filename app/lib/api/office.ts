// Typed calls of the office contact widget's API (issue 16) through the page's API client; the
// answers are typed by core/api/office.ts (type-only: no zod in the browser).
import type { OfficeContactData, OfficeContactInput } from '#core/api/office';
import type { Envelope } from '#core/envelope';
import type { ApiClient } from './client';

/** POST /api/office/contact: staff, times and contact for a context. */
export function postOfficeContact(
  client: ApiClient,
  body: OfficeContactInput,
): Promise<Envelope<OfficeContactData>> {
  return client.post<OfficeContactData>('/api/office/contact', body);
}

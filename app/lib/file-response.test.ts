import { describe, expect, it } from 'vitest';
import { csvAttachment, fileLanguage } from './file-response';
import { officePartnerBookingsFileName, partnerBookingsFileName } from './partner-bookings-csv';

describe('fileLanguage', () => {
  const at = (query: string) => new Request(`http://localhost/user/partner-bookings.csv${query}`);

  it('writes the file in the language its link asks for', () => {
    expect(fileLanguage(at('?month=2026-11&lang=fr'), 'de')).toBe('fr');
    expect(fileLanguage(at('?lang=it'), 'en')).toBe('it');
  });

  it("keeps the request's own language for a missing or unknown one", () => {
    expect(fileLanguage(at(''), 'en')).toBe('en');
    expect(fileLanguage(at('?lang=xx'), 'de')).toBe('de');
    expect(fileLanguage(at('?lang=FR'), 'de')).toBe('de');
    expect(fileLanguage(at('?lang='), 'it')).toBe('it');
  });
});

describe('booking file names', () => {
  it("names a whole month's file after the month", () => {
    expect(partnerBookingsFileName('2026-11', false)).toBe('bookings-2026-11.csv');
    expect(officePartnerBookingsFileName('2026-11', false)).toBe('partner-bookings-2026-11.csv');
  });

  it('says a cut file holds the latest bookings (it lists them first), not the first days', () => {
    expect(partnerBookingsFileName('2026-11', true)).toBe('bookings-2026-11-latest-10000.csv');
    expect(officePartnerBookingsFileName('2026-11', true)).toBe(
      'partner-bookings-2026-11-latest-10000.csv',
    );
  });

  it('sends the name as an attachment that no cache keeps', () => {
    const response = csvAttachment('a;b\r\n', partnerBookingsFileName('2026-11', true));
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="bookings-2026-11-latest-10000.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICE_HOURS, officeHoursText, parseOfficeHours } from './office-hours';

describe('office hours', () => {
  it('states the default hours as the site always did', () => {
    expect(officeHoursText(DEFAULT_OFFICE_HOURS, 'de')).toBe('Mo–Fr 9–18 Uhr, Sa 10–14 Uhr');
    expect(officeHoursText(DEFAULT_OFFICE_HOURS, 'en')).toBe('Mon–Fri 9 am–6 pm, Sat 10 am–2 pm');
    expect(officeHoursText(DEFAULT_OFFICE_HOURS, 'fr')).toBe('Lun–ven 9h–18h, sam 10h–14h');
    expect(officeHoursText(DEFAULT_OFFICE_HOURS, 'it')).toBe('Lun–ven 9–18, sab 10–14');
  });

  it('joins only consecutive days with the same spans, minutes and lunch breaks included', () => {
    const hours = {
      ...DEFAULT_OFFICE_HOURS,
      wed: [
        { from: '08:30', to: '12:00' },
        { from: '13:00', to: '17:45' },
      ],
      sat: [],
    };
    expect(officeHoursText(hours, 'de')).toBe(
      'Mo–Di 9–18 Uhr, Mi 8:30–12, 13–17:45 Uhr, Do–Fr 9–18 Uhr',
    );
  });

  it('refuses reversed or overlapping spans and bad times, and sorts the spans', () => {
    expect(
      parseOfficeHours({ ...DEFAULT_OFFICE_HOURS, mon: [{ from: '18:00', to: '09:00' }] }),
    ).toBeNull();
    expect(
      parseOfficeHours({ ...DEFAULT_OFFICE_HOURS, mon: [{ from: '9:00', to: '18:00' }] }),
    ).toBeNull();
    expect(
      parseOfficeHours({
        ...DEFAULT_OFFICE_HOURS,
        mon: [
          { from: '09:00', to: '13:00' },
          { from: '12:00', to: '18:00' },
        ],
      }),
    ).toBeNull();
    expect(parseOfficeHours({ mon: [] })).toBeNull();
    const sorted = parseOfficeHours({
      ...DEFAULT_OFFICE_HOURS,
      mon: [
        { from: '14:00', to: '18:00' },
        { from: '09:00', to: '12:00' },
      ],
    });
    expect(sorted?.mon[0]?.from).toBe('09:00');
  });
});

describe('berlinInstant', () => {
  it('reads Berlin wall time in summer and winter', async () => {
    const { berlinInstant } = await import('./office-hours');
    expect(berlinInstant('2027-07-01', '09:00')?.toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(berlinInstant('2027-01-04', '09:00')?.toISOString()).toBe('2027-01-04T08:00:00.000Z');
    expect(berlinInstant('2027-03-28', '02:30')).toBeNull();
    expect(berlinInstant('2027-13-01', '09:00')).toBeNull();
  });
});

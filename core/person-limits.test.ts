// The forms' maxLength and the request schemas must agree: a form that lets a guest type more than
// the schema takes refuses a valid-looking entry; one that stops earlier cuts a valid one.
import { describe, expect, it } from 'vitest';
import { traveller } from './api/booking';
import { phone, userAccountData } from './api/accounts';
import { email } from './api/common';
import {
  CITY_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
  PROFILE_STREET_MAX,
  TRAVELLER_STREET_MAX,
  ZIPCODE_MAX,
} from './person-limits';

const TRAVELLER = {
  salutation: 'none',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.org',
  phone: '+49 221 123456',
  street: 'Hauptstraße 1',
  zip: '50667',
  city: 'Köln',
  country: 'de',
};

/** Whether the traveller schema takes `value` for `field`. */
const travellerTakes = (field: keyof typeof TRAVELLER, value: string) =>
  traveller.safeParse({ ...TRAVELLER, [field]: value }).success;
const profileTakes = (field: string, value: string) =>
  userAccountData.safeParse({ [field]: value }).success;

describe('person limits', () => {
  it('are the lengths the traveller schema takes, and not one more', () => {
    expect(travellerTakes('firstName', 'A'.repeat(NAME_MAX))).toBe(true);
    expect(travellerTakes('firstName', 'A'.repeat(NAME_MAX + 1))).toBe(false);
    expect(travellerTakes('street', 'S'.repeat(TRAVELLER_STREET_MAX))).toBe(true);
    expect(travellerTakes('street', 'S'.repeat(TRAVELLER_STREET_MAX + 1))).toBe(false);
    expect(travellerTakes('city', 'K'.repeat(CITY_MAX))).toBe(true);
    expect(travellerTakes('city', 'K'.repeat(CITY_MAX + 1))).toBe(false);
    // In a country without its own rule any zipcode up to the limit passes the country's rule.
    expect(
      traveller.safeParse({ ...TRAVELLER, country: 'us', zip: '1'.repeat(ZIPCODE_MAX) }).success,
    ).toBe(true);
    expect(
      traveller.safeParse({ ...TRAVELLER, country: 'us', zip: '1'.repeat(ZIPCODE_MAX + 1) })
        .success,
    ).toBe(false);
  });

  it('are the lengths the profile schema takes, and not one more', () => {
    expect(profileTakes('lastName', 'A'.repeat(NAME_MAX))).toBe(true);
    expect(profileTakes('lastName', 'A'.repeat(NAME_MAX + 1))).toBe(false);
    expect(profileTakes('street', 'S'.repeat(PROFILE_STREET_MAX))).toBe(true);
    expect(profileTakes('street', 'S'.repeat(PROFILE_STREET_MAX + 1))).toBe(false);
    expect(profileTakes('zipcode', '1'.repeat(ZIPCODE_MAX))).toBe(true);
    expect(profileTakes('zipcode', '1'.repeat(ZIPCODE_MAX + 1))).toBe(false);
    expect(profileTakes('city', 'K'.repeat(CITY_MAX))).toBe(true);
    expect(profileTakes('city', 'K'.repeat(CITY_MAX + 1))).toBe(false);
  });

  it('are the lengths of the shared e-mail and phone rules', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;
    expect(email.safeParse(address(EMAIL_MAX)).success).toBe(true);
    expect(email.safeParse(address(EMAIL_MAX + 1)).success).toBe(false);
    expect(phone.safeParse('1'.repeat(PHONE_MAX)).success).toBe(true);
    expect(phone.safeParse('1'.repeat(PHONE_MAX + 1)).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { contactOf } from './booking-landlord';

const landlord = {
  landlordName: 'Familie Berg',
  landlordEmail: 'berg@example.org',
  landlordPhone: '+49 1',
};
const agency = {
  agencyName: 'Agentur Nord',
  agencyEmail: 'nord@example.org',
  agencyPhone: '+49 2',
};
const none = { landlordName: null, landlordEmail: null, landlordPhone: null };

describe('contactOf: whom to reach about an object', () => {
  it('is the landlord when the object names one with an address', () => {
    expect(contactOf({ ...landlord, ...agency })).toEqual({
      name: 'Familie Berg',
      email: 'berg@example.org',
      phone: '+49 1',
    });
  });

  it('is the agency, all of it, when the landlord has no address — never a mix of the two', () => {
    expect(contactOf({ ...landlord, landlordEmail: null, ...agency })).toEqual({
      name: 'Agentur Nord',
      email: 'nord@example.org',
      phone: '+49 2',
    });
    expect(contactOf({ ...none, ...agency })).toEqual({
      name: 'Agentur Nord',
      email: 'nord@example.org',
      phone: '+49 2',
    });
  });

  it('keeps a landlord with an address but no name (name null), and is empty without either', () => {
    expect(contactOf({ ...landlord, landlordName: null, ...agency })).toEqual({
      name: null,
      email: 'berg@example.org',
      phone: '+49 1',
    });
    expect(contactOf({ ...none, agencyName: null, agencyEmail: null, agencyPhone: null })).toEqual({
      name: null,
      email: null,
      phone: null,
    });
  });
});

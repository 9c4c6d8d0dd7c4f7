import { describe, expect, it } from 'vitest';
import {
  ALL_CONTACT_REASONS,
  CONTACT_REASONS,
  contactCrossProblems,
  contactFieldNeeds,
  isReasonOf,
} from './contact';

describe('contact form rules', () => {
  it('offers each form its own reasons (SPEC §2 tourist and partner topics, landlord FAQ topics)', () => {
    expect(CONTACT_REASONS.guest).toEqual(['general', 'booking', 'domicile', 'ratingReport']);
    expect(CONTACT_REASONS.partner).toEqual([
      'agencyCooperation',
      'officeCooperation',
      'affiliateCooperation',
    ]);
    expect(CONTACT_REASONS.agency).toEqual(CONTACT_REASONS.partner);
    expect(ALL_CONTACT_REASONS).toHaveLength(11);
    expect(isReasonOf('landlord', 'domicile')).toBe(false);
    expect(isReasonOf('landlord', 'myhouse')).toBe(true);
  });

  it('asks for the house and the stay where the reason needs them', () => {
    expect(contactFieldNeeds('guest', 'domicile')).toEqual({
      objectNumber: 'required',
      dates: 'required',
      ratingNumber: null,
    });
    expect(contactFieldNeeds('guest', 'booking')).toEqual({
      objectNumber: 'required',
      dates: 'optional',
      ratingNumber: null,
    });
    // A rating's report names the house and the rating, no stay (decision 096).
    expect(contactFieldNeeds('guest', 'ratingReport')).toEqual({
      objectNumber: 'required',
      dates: null,
      ratingNumber: 'required',
    });
    expect(contactFieldNeeds('landlord', 'service')).toEqual({
      objectNumber: 'optional',
      dates: null,
      ratingNumber: null,
    });
    expect(contactFieldNeeds('agency', null)).toEqual({
      objectNumber: null,
      dates: null,
      ratingNumber: null,
    });
  });

  it('names the field to blame between fields', () => {
    expect(contactCrossProblems({ form: 'guest', reason: '' })).toEqual([]);
    expect(contactCrossProblems({ form: 'partner', reason: 'domicile' })).toEqual([
      { field: 'reason', problem: 'reasonOfForm' },
    ]);
    expect(contactCrossProblems({ form: 'guest', reason: 'domicile', objectNumber: '' })).toEqual([
      { field: 'objectNumber', problem: 'required' },
      { field: 'startDate', problem: 'required' },
      { field: 'endDate', problem: 'required' },
    ]);
    // A report names the rating and is made in good faith; others ask for neither.
    expect(
      contactCrossProblems({ form: 'guest', reason: 'ratingReport', objectNumber: '12' }),
    ).toEqual([
      { field: 'ratingNumber', problem: 'required' },
      { field: 'goodFaith', problem: 'required' },
    ]);
    expect(
      contactCrossProblems({
        form: 'guest',
        reason: 'ratingReport',
        objectNumber: '12',
        ratingNumber: '1000011',
        goodFaith: 'on',
      }),
    ).toEqual([]);
    expect(contactCrossProblems({ form: 'guest', reason: 'general' })).toEqual([]);
    // Dates come as a pair, the end after the start.
    expect(
      contactCrossProblems({ form: 'guest', reason: 'general', endDate: '2026-12-01' }),
    ).toEqual([{ field: 'startDate', problem: 'required' }]);
    expect(
      contactCrossProblems({
        form: 'guest',
        reason: 'general',
        startDate: '2026-12-08',
        endDate: '2026-12-08',
      }),
    ).toEqual([{ field: 'endDate', problem: 'order' }]);
    // Partners write no dates: whatever is posted is not checked (and not kept).
    expect(
      contactCrossProblems({ form: 'agency', reason: 'agencyCooperation', endDate: '2026-12-01' }),
    ).toEqual([]);
  });
});

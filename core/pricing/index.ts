// Public surface of the pricing engine; services import from here rather than from its parts.
export type * from './types';
export { DISCOUNT_KINDS, discountKindOf, quotedDiscountKind } from './types';
export { calculatePrice, minPriceForRules, minTotalForRules } from './engine';
export {
  AVAILABILITY_QUERY_FIELDS,
  DEFAULT_PERSONS,
  MAX_CHILD_AGE,
  MAX_COUNT,
  MAX_STAY_NIGHTS,
  normaliseAvailabilityQuery,
} from './query';
export { availabilityCacheKey } from './cache-key';
export { INSURANCE_PERCENT, insurancePremium } from './insurance';
export { stayTotal, type StayTotal } from '../price-total';

// The one total a guest is shown for a priced stay (DOMAIN.md "total prices", PAngV): everything
// paid with the booking — the nights after discounts plus every mandatory cost (final cleaning,
// linen, service fees). Costs due on site are named apart and are not part of it. Search cards,
// the object page's price box, the watch list and (next) the booking all show this number, so
// the same stay never has two totals. A module of its own (re-exported by core/pricing for the
// services) so that cards and the object page's first load take it without the engine's chunk.
import type { Cents, PriceObject } from './pricing';

export interface StayTotal {
  /** What the guest pays with the booking (priceComplete). */
  total: Cents;
  /** The same total without the discount, when there is one (shown struck out); else null. */
  before: Cents | null;
  /**
   * The discount as a whole percentage of `before`, rounded down (never more than the two
   * figures shown say), when there is one; else null. The discount is the rent's, but the badge
   * beside the struck-out total must match that total: −15 % of the rent is −13 % of a total
   * with costs (an audit found the two disagreeing on cards and the object page).
   */
  percentOff: number | null;
}

export function stayTotal(
  price: Pick<PriceObject, 'price' | 'original' | 'priceComplete'>,
): StayTotal {
  const discount = price.original - price.price;
  if (!(discount > 0)) return { total: price.priceComplete, before: null, percentOff: null };
  const before = price.priceComplete + discount;
  return {
    total: price.priceComplete,
    before,
    percentOff: Math.floor((discount * 100) / before),
  };
}

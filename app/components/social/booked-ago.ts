// The coarse "booked 2 hours ago" of a BookedAgo, in the page language (booking.stalkerNotice.ago).
import type { BookedAgo } from '#core/booking/social-proof';
import type { TFunction } from '#core/i18n/translate';

export function bookedAgoText(t: TFunction<'booking'>, ago: BookedAgo): string {
  switch (ago.unit) {
    case 'justNow':
      return t('stalkerNotice.ago.justNow');
    case 'yesterday':
      return t('stalkerNotice.ago.yesterday');
    case 'hours':
      return t('stalkerNotice.ago.hours', { count: ago.count });
    case 'days':
      return t('stalkerNotice.ago.days', { count: ago.count });
  }
}

// The object page's "booked 3× in the last 7 days · most recently 2 hours ago" (issue 15), shown
// only when the object got real bookings. Asked after hydration from a tiny public answer (GET
// /api/booking/recent/object/{n}, cached a minute), so the server HTML of the object page — and
// its page cache for first visitors (docs/performance.md) — stays exactly as it was; the first
// client render is empty too, so hydration matches.
import { useEffect, useState } from 'react';
import type { ObjectBookingNotice as Notice } from '#core/booking/social-proof';
import { useT } from '../../i18n/provider';
import { getObjectBookingNotice } from '../../lib/api/social-proof';
import { useApi } from '../../lib/api/provider';
import { bookedAgoText } from './booked-ago';
import styles from './object-booking-notice.module.css';

export function ObjectBookingNotice({ objectNumber }: { objectNumber: number }) {
  const t = useT('booking');
  const client = useApi();
  // The answer with the object it is for: a client navigation to another object shows nothing
  // until that one's answer is in.
  const [answer, setAnswer] = useState<{ objectNumber: number; notice: Notice | null } | null>(
    null,
  );

  useEffect(() => {
    let current = true;
    getObjectBookingNotice(client, objectNumber).then(
      (envelope) => {
        if (current) setAnswer({ objectNumber, notice: envelope.data?.notice ?? null });
      },
      // No notice is a fine answer to a failure: the page loses nothing it needs.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, objectNumber]);

  const notice = answer?.objectNumber === objectNumber ? answer.notice : null;
  if (notice === null) return null;
  return (
    <p className={styles.notice} data-testid="booking-notice">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10Z" />
      </svg>
      <span>
        {t('stalkerNotice.count', { count: notice.count, days: notice.days })}
        <span aria-hidden="true"> · </span>
        {t('stalkerNotice.last', { ago: bookedAgoText(t, notice.lastBookedAgo) })}
      </span>
    </p>
  );
}

// /bookingStalker/ (issue 15): "Just booked" — recent real bookings, anonymised on the server
// (services/booking/social-proof.ts). The server renders the list; in the browser it is asked
// again every minute (GET /api/booking/recent, cached a minute by the server and any cache) and
// replaced in place, without reloading the page. A hidden tab asks nothing.
import { useEffect, useState } from 'react';
import type { RecentBookingItem, RecentBookings } from '#core/booking/social-proof';
import { useT } from '../../i18n/provider';
import { getRecentBookings } from '../../lib/api/social-proof';
import { useApi } from '../../lib/api/provider';
import { useRootData } from '../../lib/root-data';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { bookedAgoText } from './booked-ago';
import styles from './booking-stalker.module.css';

const REFRESH_MS = 60_000;

function TypeIcon({ type }: { type: RecentBookingItem['objectType'] }) {
  // A house with a roof, or a block of flats: decorative, the text says the type.
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {type === 'house' ? (
        <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />
      ) : (
        <path d="M5 20V4h14v16M3 20h18M8.5 7.5h2M13.5 7.5h2M8.5 11h2M13.5 11h2M8.5 14.5h2M13.5 14.5h2M11 20v-2.5h2V20" />
      )}
    </svg>
  );
}

export function BookingStalkerScreen({ initial }: { initial: RecentBookings }) {
  const t = useT('booking');
  const client = useApi();
  const language = useRootData()?.language ?? 'de';
  // The latest refresh, with the loader data it replaced: new loader data (a language switch)
  // wins over an older refresh.
  const [refreshed, setRefreshed] = useState<{ of: RecentBookings; items: RecentBookingItem[] }>(
    () => ({ of: initial, items: initial.items }),
  );
  const items = refreshed.of === initial ? refreshed.items : initial.items;

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      getRecentBookings(client, language).then(
        (envelope) => {
          const data = envelope.data;
          if (data) setRefreshed({ of: initial, items: data.items });
        },
        // A failed refresh keeps the list shown; the next minute tries again.
        () => undefined,
      );
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [client, language, initial]);

  return (
    <div className={`container ${styles.screen}`}>
      <Breadcrumbs />
      <h1 className={styles.title}>{t('stalker.heading')}</h1>
      <p className={styles.intro}>{t('stalker.intro')}</p>
      {items.length === 0 ? (
        <p className={styles.empty} data-testid="stalker-empty">
          {t('stalker.empty')}
        </p>
      ) : (
        <ul
          className={styles.list}
          aria-label={t('stalker.listLabel')}
          aria-live="polite"
          data-testid="stalker-list"
        >
          {items.map((item, index) => (
            // Anonymous items have no id; their place in the newest-first list is their key.
            <li key={index} className={styles.item}>
              <span className={styles.badge} data-type={item.objectType}>
                <TypeIcon type={item.objectType} />
              </span>
              <span className={styles.what}>
                <strong className={styles.type}>{t(`stalker.type.${item.objectType}`)}</strong>
                <span className={styles.place}>
                  {item.region === null ? item.country : `${item.region}, ${item.country}`}
                </span>
              </span>
              <span className={styles.meta}>
                <span className={styles.nights}>{t('stalker.nights', { count: item.nights })}</span>
                <span className={styles.ago}>{bookedAgoText(t, item.bookedAgo)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.privacy}>{t('stalker.privacy')}</p>
    </div>
  );
}

// The watch-list screen (SPEC.md §2 WatchList, §4): the watched objects with today's price next
// to the price when added, as a list or on a map; remove with undo; an empty state; and, for the
// owner, sharing by link and e-mail. A shared list (?watchListUID=…) is shown read-only.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { WatchListItem, WatchListPageData } from '#services/watchlist/types';
import { useT } from '../../i18n/provider';
import { formatDay, formatMoney } from '../../lib/format';
import { useLocalHref, useRouteHref } from '../../lib/links';
import { watchStayQuery, withQuery } from '../../lib/object-stay';
import { useLocale } from '../../lib/root-data';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { Badge } from '../ui/badge';
import { RatingStars } from '../ui/rating-stars';
import { placeLine } from './mini-card';
import { SharePanel } from './share-panel';
import { WatchMap } from './watch-map';
import { useWatchList } from './watch-store';
import styles from './watch-list.module.css';
import { CardPhoto } from '../ui/card-photo';

/** The object page of an entry with the entry's stay, as a result card links with the search's. */
function stayHref(item: WatchListItem, today: string): string {
  return withQuery(item.card.href, watchStayQuery(item.entry, today));
}

export function WatchListScreen({ data, today }: { data: WatchListPageData; today: string }) {
  const t = useT('watchlist');
  const routeHref = useRouteHref();
  const store = useWatchList();
  const [view, setView] = useState<'list' | 'map'>('list');
  const viewId = useId();

  // Own list: what the store shows as watched (a removal hides the card at once); the last
  // removed object stays as a row with its undo button.
  const visible = data.readOnly
    ? data.items
    : data.items.filter(
        (item) =>
          store.isWatched(item.entry.objectNumber) ||
          store.state.removed?.objectNumber === item.entry.objectNumber,
      );
  const watchedItems = data.readOnly
    ? data.items
    : visible.filter((item) => store.isWatched(item.entry.objectNumber));
  const prices = useMemo(
    () => new Map(data.items.map((i) => [i.entry.objectNumber, i.current.price])),
    [data.items],
  );

  const title = data.readOnly ? t('page.sharedTitle') : t('page.title');
  return (
    <div className={`container ${styles.screen}`}>
      <Breadcrumbs />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {watchedItems.length > 0 ? (
          <p className={styles.summary} data-testid="watch-summary">
            {t('page.summary', { count: watchedItems.length })}
          </p>
        ) : null}
      </header>
      {data.unknownShare ? (
        <p className={styles.notice} role="note">
          {t('page.unknownShare')}
        </p>
      ) : data.readOnly ? (
        <p className={styles.notice} role="note">
          {t('page.sharedIntro')}
        </p>
      ) : null}

      {visible.length === 0 ? (
        <div className={styles.empty} data-testid="watch-empty">
          <EmptyHeart />
          <h2 className={styles.emptyTitle}>
            {data.readOnly ? t('page.emptyShared') : t('page.emptyTitle')}
          </h2>
          {data.readOnly ? null : <p>{t('page.emptyText')}</p>}
          <Link className={styles.primaryButton} to={routeHref('Search')}>
            {t('page.toSearch')}
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.toolbar} role="group" aria-labelledby={viewId}>
            <span id={viewId} className="visually-hidden">
              {t('page.viewLabel')}
            </span>
            {(['list', 'map'] as const).map((v) => (
              <button
                key={v}
                type="button"
                className={styles.toggle}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === 'list' ? t('page.viewList') : t('page.viewMap')}
              </button>
            ))}
          </div>
          {view === 'map' ? (
            <WatchMap
              objects={watchedItems.map((i) => ({ ...i.card, href: stayHref(i, today) }))}
              prices={prices}
            />
          ) : (
            <ul className={styles.list} data-testid="watch-list">
              {visible.map((item) => (
                <li key={item.entry.objectNumber}>
                  {store.isWatched(item.entry.objectNumber) || data.readOnly ? (
                    <WatchItem item={item} readOnly={data.readOnly} today={today} />
                  ) : (
                    <RemovedRow item={item} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {!data.readOnly && data.shareEnabled && data.shareUrl && watchedItems.length > 0 ? (
        <SharePanel shareUrl={data.shareUrl} />
      ) : null}
    </div>
  );
}

function EmptyHeart() {
  return (
    <svg className={styles.emptyIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function RemovedRow({ item }: { item: WatchListItem }) {
  const t = useT('watchlist');
  const store = useWatchList();
  return (
    <div className={styles.removed} data-testid="watch-removed">
      <p>{t('item.removed', { title: item.card.title })}</p>
      <button type="button" className={styles.secondaryButton} onClick={() => store.undo()}>
        {t('item.undo')}
      </button>
    </div>
  );
}

function WatchItem({
  item,
  readOnly,
  today,
}: {
  item: WatchListItem;
  readOnly: boolean;
  today: string;
}) {
  const t = useT('watchlist');
  const ts = useT('search');
  const locale = useLocale();
  const withPartner = useLocalHref();
  const store = useWatchList();
  const { entry, card, current } = item;
  const image = card.images[0];
  const stay =
    entry.startDate && entry.endDate
      ? t('item.stay', {
          start: formatDay(entry.startDate, locale),
          end: formatDay(entry.endDate, locale),
        })
      : null;
  const money = (cents: number) => formatMoney(cents, locale);
  const priceText = (cents: number | null, kind: 'stay' | 'from') =>
    cents === null ? (
      t('item.noPrice')
    ) : kind === 'from' ? (
      <>
        {t('item.fromPrice', { price: money(cents) })}
        {'\u00a0'}
        <span className={styles.period}>{t('item.perWeek')}</span>
      </>
    ) : (
      money(cents)
    );

  let trend: { variant: 'success' | 'danger' | 'secondary'; text: string } | null = null;
  if (current.trend === 'down' && current.difference !== null) {
    trend = { variant: 'success', text: t('item.dropped', { amount: money(-current.difference) }) };
  } else if (current.trend === 'up' && current.difference !== null) {
    trend = { variant: 'danger', text: t('item.rose', { amount: money(current.difference) }) };
  } else if (current.trend === 'same') {
    trend = { variant: 'secondary', text: t('item.same') };
  }
  const unavailable =
    current.kind === 'stay' && current.status !== null && current.status !== 'free'
      ? current.status === 'inThePast'
        ? t('item.inThePast')
        : t('item.unavailable')
      : null;

  return (
    <article className={styles.item} data-object-number={card.objectNumber}>
      <div className={styles.media}>
        <CardPhoto image={image} sizes="(min-width: 768px) 280px, 100vw" className={styles.photo} />
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{placeLine(card)}</p>
        <h2 className={styles.itemTitle}>
          <Link to={withPartner(stayHref(item, today))} className={styles.link}>
            {card.title}
          </Link>
        </h2>
        <p className={styles.facts}>
          {[
            ts(`card.type.${card.objectType}`),
            ts('card.persons', { count: card.personsMax }),
            ts('card.bedrooms', { count: card.countRoomsSleeping }),
          ].join(' · ')}
        </p>
        <RatingStars average={card.ratingAverage} count={card.ratingCount} />
        <p className={styles.meta}>
          {[
            t('item.addedOn', { date: formatDay(entry.addDate.slice(0, 10), locale) }),
            stay,
            entry.persons ? t('item.persons', { count: entry.persons }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className={styles.prices}>
        <dl className={styles.priceList}>
          <div>
            <dt>{t('item.priceThen')}</dt>
            <dd>{priceText(entry.price, stay ? 'stay' : 'from')}</dd>
          </div>
          <div>
            <dt>{t('item.priceNow')}</dt>
            <dd className={styles.now}>{priceText(current.price, current.kind)}</dd>
          </div>
        </dl>
        {trend ? (
          <p className={styles.trend} data-trend={current.trend}>
            <Badge variant={trend.variant}>{trend.text}</Badge>
          </p>
        ) : null}
        {unavailable ? <p className={styles.unavailable}>{unavailable}</p> : null}
        {readOnly ? null : (
          <button
            type="button"
            className={styles.removeButton}
            aria-label={t('item.removeLabel', { title: card.title })}
            data-testid="watch-remove"
            onClick={() =>
              store.remove(entry.objectNumber, {
                price: entry.price,
                priceOriginal: entry.priceOriginal,
                pricePercentReduction: entry.pricePercentReduction,
                startDate: entry.startDate,
                endDate: entry.endDate,
                persons: entry.persons,
                childs: entry.childs,
                pets: entry.pets,
              })
            }
          >
            {t('item.remove')}
          </button>
        )}
      </div>
    </article>
  );
}

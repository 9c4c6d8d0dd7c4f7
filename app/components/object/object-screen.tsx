// The object page (SPEC.md §2 ObjectPage and SEO object URLs): title with watch heart, breadcrumb,
// photos, key facts, amenities, distances, description, map, ratings, cancellation terms, office
// contact, badges and links to the region and nearby places. The price box (price-box.tsx) and
// the watch heart and recently viewed list (components/watch) come from their own slices.
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { freeCancellationOpen } from '#core/booking/cancellation';
import type { DiscountKind } from '#core/pricing';
import { useT } from '../../i18n/provider';
import type { ObjectDetails, ObjectPageData } from '../../lib/object-loader.server';
import { formatRating } from '../../lib/format';
import { useLocalHref } from '../../lib/links';
import { useLocale } from '../../lib/root-data';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { Badge } from '../ui/badge';
import { RecentlyViewed } from '../watchlist/recently-viewed';
import { WatchButton } from '../watchlist/watch-button';
import type { WatchSnapshot } from '#services/watchlist/types';
import { Gallery } from './gallery';
import { ObjectDescription } from './object-description';
import { ObjectFacts } from './object-facts';
import { NearbyPois } from './nearby-pois';
import { ObjectMap } from './object-map';
import { ObjectRatings } from './object-ratings';
import { PriceBox } from './price-box';
import { ObjectBookingNotice } from '../social/object-booking-notice';
import { OfficeContact } from '../office/office-contact';
import { OBJECT_DETAILS, OBJECT_JSON_LD } from '../../lib/islands';
import { Island, JsonLdScript } from '../ui/island';
import styles from './object-screen.module.css';

export type ObjectScreenData = Omit<ObjectPageData, 'page'>;

function Cancellation({ terms }: { terms: ObjectDetails['cancellation'] }) {
  const t = useT('catalogue');
  return (
    <section className={styles.section} aria-labelledby="object-cancellation">
      <h2 id="object-cancellation" className={styles.heading}>
        {t('cancellation.heading')}
      </h2>
      {terms ? (
        <div className={styles.terms} data-variant={terms.class} data-testid="cancellation">
          <p className={styles.termsHead}>
            <Badge
              variant={
                terms.class === 'warning' ? 'warning' : terms.class === 'info' ? 'info' : 'success'
              }
            >
              {terms.label}
            </Badge>
          </p>
          <h3 className={styles.termsTitle}>{terms.head}</h3>
          <p>{terms.text}</p>
          <p className={styles.note}>{t('cancellation.deadline', { count: terms.deadlineDays })}</p>
        </div>
      ) : (
        <p data-testid="cancellation">{t('cancellation.provider')}</p>
      )}
    </section>
  );
}

/** Links to the object's region and the places around it (SEO links, issue 19's phrases). */
function ObjectLinks({
  links,
  where,
}: {
  links: ObjectDetails['SEOLinks'];
  where: ObjectDetails['where'];
}) {
  const t = useT('catalogue');
  const withPartner = useLocalHref();
  if (!links.region && links.places.length === 0) return null;
  return (
    <nav className={styles.section} aria-labelledby="object-links">
      <h2 id="object-links" className={styles.heading}>
        {t('links.heading')}
      </h2>
      <ul className={styles.links}>
        {links.region ? (
          <li>
            <Link to={withPartner(links.region.href)}>
              {where.region ? t('links.region', { where: where.region }) : links.region.label}
            </Link>
          </li>
        ) : null}
        {links.places.map((link) => (
          <li key={link.href}>
            <Link to={withPartner(link.href)}>
              {where.links[link.href] !== undefined
                ? t('links.place', { where: where.links[link.href] })
                : link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ObjectScreen({ data }: { data: ObjectScreenData }) {
  const t = useT('catalogue');
  const locale = useLocale();
  const { object, initialStay } = data;
  const place = [object.locations.place, object.locations.region, object.locations.country]
    .filter((part, i, all) => part !== '' && all.indexOf(part) === i)
    .join(', ');
  // What the heart stores: the stay chosen in the price box and its price once known.
  const [snapshot, setSnapshot] = useState<WatchSnapshot>(() => ({
    price: null,
    priceOriginal: null,
    pricePercentReduction: null,
    startDate: initialStay.startDate,
    endDate: initialStay.endDate,
    persons: initialStay.persons,
    childs: initialStay.childs,
    pets: initialStay.pets,
  }));
  const mapLabel = data.where ? t('map.label', { where: data.where }) : object.title;
  // "Kostenlose Stornierung" for the stay chosen only while its deadline lies ahead (decision
  // 102); without dates, what the object offers.
  const freeCancel =
    object.freeCancel &&
    (snapshot.startDate === null ||
      freeCancellationOpen(snapshot.startDate, data.today, object.freeCancelDays));
  // A badge announcing a discount ("Last Minute", "Frühbucherrabatt") only when the stay chosen
  // gets that discount, as its quote applies it (decision 105): the link's stay quoted by the
  // loader, then each stay the price box quotes (the last known while the next loads). Without
  // dates, and before any stay was quoted (undefined), what the home offers.
  const [stayDiscount, setStayDiscount] = useState<DiscountKind | null | undefined>(
    initialStay.startDate !== null && initialStay.endDate !== null
      ? data.initialDiscount
      : undefined,
  );
  const onQuoteChange = useCallback(
    (quote: WatchSnapshot, discount: DiscountKind | null | undefined) => {
      setSnapshot(quote);
      if (discount !== undefined) setStayDiscount(discount);
    },
    [],
  );
  const distinctions =
    snapshot.startDate === null || snapshot.endDate === null || stayDiscount === undefined
      ? object.distinctions
      : object.distinctions.filter(
          (d) => d.discountKind === null || d.discountKind === stayDiscount,
        );

  return (
    <div className={`container ${styles.screen}`} data-object-number={object.objectNumber}>
      <Breadcrumbs />
      <header className={styles.head}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{object.title}</h1>
          <WatchButton objectNumber={object.objectNumber} snapshot={snapshot} variant="page" />
        </div>
        <p className={styles.subline}>
          <span>{t(`search:card.type.${object.objectType}`)}</span>
          <span aria-hidden="true"> · </span>
          <span>{place}</span>
          {object.ratingAverage !== null && object.ratingCount > 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              <a href="#object-ratings" className={styles.ratingLink}>
                <span aria-hidden="true">★ </span>
                {t('head.rating', {
                  average: formatRating(object.ratingAverage, locale),
                  count: object.ratingCount,
                })}
              </a>
            </>
          ) : null}
          <span aria-hidden="true"> · </span>
          <span>{t('head.objectNumber', { objectNumber: object.objectNumber })}</span>
        </p>
        {distinctions.length > 0 || freeCancel ? (
          <ul className={styles.badges} aria-label={t('head.badges')}>
            {distinctions.map((d) => (
              <li key={d.id}>
                <Badge variant={d.variant}>{d.label}</Badge>
              </li>
            ))}
            {freeCancel ? (
              <li>
                <Badge variant="success">{t('search:card.freeCancel')}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </header>

      <Gallery images={object.images} title={object.title} />

      <div className={styles.layout}>
        <div className={styles.main}>
          {/* Static details (app/lib/islands.ts): rendered on the server, not hydrated. */}
          <Island name={OBJECT_DETAILS} data={data.details}>
            {(details) => <ObjectFacts object={object} details={details} />}
          </Island>
          <ObjectDescription descriptions={object.descriptions} />
          <ObjectMap
            lat={object.position.lat}
            lon={object.position.lon}
            label={mapLabel}
            pois={data.nearbyPois}
          />
          <NearbyPois pois={data.nearbyPois} radiusKm={data.nearbyPoiKm} />
          <ObjectRatings initial={data.ratings} />
          <Island name={OBJECT_DETAILS} data={data.details}>
            {(details) => (
              <>
                <Cancellation terms={details.cancellation} />
                <ObjectLinks links={details.SEOLinks} where={details.where} />
              </>
            )}
          </Island>
        </div>
        <aside className={styles.aside} aria-label={t('aside.label')}>
          <div className={styles.sticky}>
            <PriceBox
              objectNumber={object.objectNumber}
              personsMax={object.personsMax}
              adultsMax={object.adultsMax}
              petsAllowed={object.detailPetAllowed}
              availability={data.availability}
              minPrice={object.minPrice}
              initialStay={initialStay}
              today={data.today}
              onQuoteChange={onQuoteChange}
            />
            <ObjectBookingNotice objectNumber={object.objectNumber} />
            {data.travelNotice ? (
              <p className={styles.travelNotice} role="note">
                {data.travelNotice.text}{' '}
                <a href={data.travelNotice.href}>{data.travelNotice.label}</a>
              </p>
            ) : null}
            <OfficeContact context="object" pageType="object" />
          </div>
        </aside>
      </div>
      <RecentlyViewed current={{ objectNumber: object.objectNumber }} />
      {/* Built on the server with '<' escaped (object-loader.server.ts). */}
      <JsonLdScript name={OBJECT_JSON_LD} json={data.jsonLd} />
    </div>
  );
}

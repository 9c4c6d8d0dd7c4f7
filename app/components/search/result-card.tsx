import { preload } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { stayTotal } from '#core/price-total';
import { CARD_PHOTO_SIZES, photoSrcSet, photoUrl } from '#services/media/types';
import { useT } from '../../i18n/provider';
import { formatDay, formatPercent } from '../../lib/format';
import { useLocalHref } from '../../lib/links';
import { cardStayQuery, searchPets, withQuery } from '../../lib/object-stay';
import { useLocale } from '../../lib/root-data';
import type { SearchCardObject } from '../../lib/search-screen-data';
import { Badge } from '../ui/badge';
import { useIslandHole } from '../ui/island';
import { PriceTag } from '../ui/price-tag';
import { RatingStars } from '../ui/rating-stars';
import { VacancyBubble } from '../ui/vacancy-bubble';
import { fromPriceSnapshot, WatchButton, type WatchButtonProps } from '../watchlist/watch-button';
import styles from './result-card.module.css';

// The card photo's rendered width per viewport (result-card.module.css, search-screen.module.css;
// measured in Chromium): the list's full width less padding and border on phones; 42 % of the
// list once it is 500 px wide (a horizontal card), beside the filter sidebar from 992 px; from
// 1200 px the map column narrows the list below 500 px again (a vertical card) until ~1245 px.
// With `100vw` a phone at 375 px and DPR 1.75 took the 960 px photo for a 341 px box.
const PHOTO_SIZES =
  '(min-width: 1250px) 225px, (min-width: 1200px) 500px, (min-width: 992px) calc(42vw - 148px), (min-width: 532px) calc(42vw - 14px), calc(100vw - 34px)';

/**
 * What the watch list keeps of a card: its stay and total (the search's dates, or the stay a Last
 * Minute search found), or for a card without a stay the "from" price.
 */
function watchSnapshot(
  object: SearchCardObject,
  pets: number,
): NonNullable<WatchButtonProps['snapshot']> {
  const p = object.price;
  const total = p ? stayTotal(p) : null;
  return p && total
    ? {
        price: total.total,
        priceOriginal: total.before,
        pricePercentReduction: p.pricePercentReduction,
        startDate: p.startDate,
        endDate: p.endDate,
        persons: p.persons,
        childs: 0,
        pets,
      }
    : fromPriceSnapshot(object.minPrice);
}

/**
 * The bubble text that names the card's stay, when the stay is not simply the dates the guest
 * asked for: a shifted arrival (warning), or a stay the search chose itself (success for other
 * dates than asked: the Last Minute page without dates, the home's recommendations).
 */
function stayDatesLabel(
  vacancy: SearchCardObject['vacancy'],
  price: { startDate: string },
  askedStartDate: string | null,
): 'warningDates' | 'successDates' | null {
  if (vacancy === 'warning') return 'warningDates';
  if (vacancy === 'success' && price.startDate !== askedStartDate) return 'successDates';
  return null;
}

/** The card photo's URLs from its id (the loader data carries only the id). */
function cardPhoto(photoId: string) {
  return {
    src: photoUrl(photoId, 'card', 'webp'),
    srcSet: photoSrcSet(photoId, 'webp', CARD_PHOTO_SIZES),
    avifSrcSet: photoSrcSet(photoId, 'avif', CARD_PHOTO_SIZES),
  };
}

/**
 * One search result (SPEC.md §2 search list, §3 visible elements). `askedStartDate` is the
 * arrival the guest's search asked for as the server read it (dates it dropped as invalid are
 * not asked), null when the list was not asked for dates.
 */
export function ResultCard({
  object,
  eager,
  askedStartDate,
}: {
  object: SearchCardObject;
  eager: boolean;
  askedStartDate: string | null;
}) {
  const t = useT('search');
  const locale = useLocale();
  const withPartner = useLocalHref();
  // The chosen stay goes along, so the object page's price box starts with it.
  const [searchParams] = useSearchParams();
  const objectHref = withPartner(withQuery(object.href, cardStayQuery(object.price, searchParams)));
  const image = object.photoId === null ? null : cardPhoto(object.photoId);
  const place = [object.locations.place, object.locations.region, object.locations.country]
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index)
    .join(', ');
  // The badge's percentage is of the total shown struck out (core/price-total), not the rent's.
  const reduction = (object.price ? stayTotal(object.price).percentOff : null) ?? 0;
  const datesLabel = object.price
    ? stayDatesLabel(object.vacancy, object.price, askedStartDate)
    : null;
  const watch: WatchButtonProps = {
    objectNumber: object.objectNumber,
    snapshot: watchSnapshot(object, searchPets(searchParams)),
  };
  // In a static island (home's recommendations) the heart is the part that stays live.
  const hole = useIslandHole(watch);
  // The first card's photo is the page's largest paint on phones: announced in the head, before
  // the route's module preloads, instead of when the parser reaches the card (React writes it
  // among the first head elements). In the server render only: after a client navigation the
  // card's <img> is in the document as soon as the preload would be, and a photo another card
  // already showed comes from the memory cache, leaving the preload unused (a console warning).
  if (eager && image && typeof document === 'undefined') {
    preload(image.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: image.avifSrcSet,
      imageSizes: PHOTO_SIZES,
      fetchPriority: 'high',
    });
  }

  return (
    <article className={styles.card} data-object-number={object.objectNumber}>
      <div className={styles.media}>
        {image ? (
          // The WebP set on the <img> itself (what a browser without AVIF takes from a second
          // <source> anyway) and only the attributes that differ from the defaults: 40 cards
          // per page, so every element and attribute counts in the server render (issue 12).
          <picture>
            <source type="image/avif" srcSet={image.avifSrcSet} sizes={PHOTO_SIZES} />
            <img
              className={styles.photo}
              src={image.src}
              srcSet={image.srcSet}
              sizes={PHOTO_SIZES}
              alt=""
              width={640}
              height={480}
              {...(eager
                ? { fetchPriority: 'high' as const }
                : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          </picture>
        ) : null}
        {reduction > 0 ? (
          <span className={styles.discount}>
            <Badge variant="discount">
              {t('card.discount', { percent: formatPercent(reduction, locale) })}
            </Badge>
          </span>
        ) : null}
        <span className={styles.watch} {...hole}>
          <WatchButton {...watch} />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.place}>{place}</p>
        <h3 className={styles.title}>
          <Link to={objectHref} className={styles.link}>
            {object.title}
          </Link>
        </h3>
        <p className={styles.facts}>
          {[
            t(`card.type.${object.objectType}`),
            t('card.persons', { count: object.personsMax }),
            t('card.bedrooms', { count: object.countRoomsSleeping }),
          ].join(' · ')}
        </p>
        <RatingStars average={object.ratingAverage} count={object.ratingCount} />
        {object.distinctions.length > 0 || object.freeCancel ? (
          <ul className={styles.badges}>
            {object.distinctions.map((distinction) => (
              <li key={distinction.id}>
                <Badge variant={distinction.variant}>{distinction.label}</Badge>
              </li>
            ))}
            {object.freeCancel ? (
              <li>
                <Badge variant="success">{t('card.freeCancel')}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className={styles.footer}>
          <VacancyBubble
            status={object.vacancy}
            // A flexible arrival's hit is priced for other dates than asked, a Last Minute card
            // or a home recommendation for dates the guest never chose: the card names them (the
            // price beside it is for these, and its link opens them; decision 106).
            {...(object.price && datesLabel
              ? {
                  label: t(`card.vacancy.${datesLabel}`, {
                    start: formatDay(object.price.startDate, locale),
                    end: formatDay(object.price.endDate, locale),
                  }),
                }
              : {})}
          />
          <PriceTag object={object} />
        </div>
      </div>
    </article>
  );
}

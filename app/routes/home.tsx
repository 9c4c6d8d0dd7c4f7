// Home (start page; SPEC.md §2 "Home configuration", issue 17): the configured hero photo behind
// the search, trust signals from the real catalogue, the teaser topics, recommendations (the
// teaser search of GET /api/getHomeRecommendations, priced by the quote), favourite countries and
// regions, the guest's last seen homes and personal advice with the office contact. Everything
// but the personal parts (last seen, office staff) is in the server HTML; what the page shows is
// configured in site_settings `home` (docs/home.md). The footer shows the configured portals.
import { useRef } from 'react';
import { preload } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { todayInBerlin } from '#core/dates';
import { ISLAND_TEXTS, SCREEN_TEXTS } from '#core/i18n/namespaces';
import { homePage, homeRecommendations } from '#services/content';
import type { HomeLocationCard } from '#services/content/types';
import { clientTexts } from '#services/platform';
import {
  PHOTO_SIZES,
  photoSrcSet,
  photoUrl,
  type PhotoFormat,
  type PhotoSize,
} from '#services/media/types';
import { useT } from '../i18n/provider';
import { formatCount, formatDay, formatRating } from '../lib/format';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import { pageCard } from '../lib/search-loader.server';
import { useLocalHref, useRouteHref } from '../lib/links';
import { useLocale, useRootData } from '../lib/root-data';
import { destinationWithStay } from '../lib/home-destination';
import { DestinationField } from '../components/search/destination-field';
import { DateRangeField } from '../components/ui/date-range-field';
import { ResultCard } from '../components/search/result-card';
import { OfficeContact } from '../components/office/office-contact';
import { RecentlyViewed } from '../components/watchlist/recently-viewed';
import { watchButtonHole } from '../components/watchlist/watch-button';
import type { SearchCardObject } from '../lib/search-screen-data';
import type { Route } from './+types/home';
import { cmsIntro } from '../lib/content-pages.server';
import { CmsContainer } from '../components/content/cms-container';
import { Island } from '../components/ui/island';
import { islandData, islandTexts } from '../lib/islands.server';
import styles from './home.module.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { page } = await loadTableRoute(ctx, request);
  const [home, recommendations, texts, shownTexts, cms] = await Promise.all([
    homePage(ctx),
    // A failed teaser search leaves the section out; the rest of the page still sells.
    homeRecommendations(ctx).catch(() => null),
    clientTexts(ctx.language, SCREEN_TEXTS.home),
    clientTexts(ctx.language, ISLAND_TEXTS.home),
    // The CMS container `intro` of page Home (issue 18, docs/editing.md "CMS containers").
    cmsIntro(ctx, 'Home'),
  ]);
  return {
    page,
    /** The hero (hydrated with the search form) and the footer's portals (site-footer.tsx). */
    home: { hero: home.hero, extraPortals: home.extraPortals },
    /**
     * Trust figures, teasers and location tiles: shown by static islands (app/lib/islands.ts),
     * so null in a document's loader data (issue 12's inline-data budget).
     */
    content: islandData(context, 'home', {
      trust: home.trust,
      teasers: home.teasers,
      countries: home.countries,
      regions: home.regions,
    }),
    /** The recommendation cards: a static island whose hearts stay live (ResultCard). */
    recommendations: islandData<HomeRecommendationCards | null>(
      context,
      'home-recommendations',
      recommendations === null || recommendations.objects.length === 0
        ? null
        : {
            startDate: recommendations.startDate,
            endDate: recommendations.endDate,
            objects: recommendations.objects.map(pageCard),
          },
    ),
    texts: islandTexts(context, texts, shownTexts),
    cms,
    /** For the date field's calendar (the first day it offers). */
    today: todayInBerlin(ctx.now),
  };
}

/** What the recommendation section shows: the teaser search's stay and its cards. */
interface HomeRecommendationCards {
  startDate: string | null;
  endDate: string | null;
  objects: SearchCardObject[];
}

/** Tiles: two per row on phones, up to five in the 1300 px container. */
const TILE_SIZES = '(min-width: 1200px) 260px, (min-width: 768px) 33vw, 50vw';
/** The hero: the 4:3 sizes on phones (the box is taller than wide there), the banner above. */
const HERO_MEDIA = '(min-width: 768px)';
const HERO_PHONE_MEDIA = 'not all and (min-width: 768px)';

/**
 * A photo of the media pool by its id (the loader sends ids, not URLs: issue 12's loader-data
 * budget), in AVIF with WebP for the rest; lazy unless it is the hero.
 */
function Photo({
  photoId,
  hero = false,
  className,
}: {
  photoId: string;
  hero?: boolean;
  className: string | undefined;
}) {
  const sizes: readonly PhotoSize[] = ['thumb', 'card', 'medium'];
  const tile = (format: PhotoFormat) => photoSrcSet(photoId, format, sizes);
  // The hero is the page's largest paint: announced in the head, before the stylesheets and the
  // route's module preloads, instead of when the parser reaches it behind the header (as the
  // search page's first card, result-card.tsx). One preload per <source> media, so a phone asks
  // for the 4:3 photo and a wide screen for the banner, as the <picture> will. Server render only.
  if (hero && typeof document === 'undefined') {
    preload(photoUrl(photoId, 'hero', 'avif'), {
      as: 'image',
      type: 'image/avif',
      media: HERO_MEDIA,
      fetchPriority: 'high',
    });
    preload(photoUrl(photoId, 'card', 'avif'), {
      as: 'image',
      type: 'image/avif',
      media: HERO_PHONE_MEDIA,
      imageSrcSet: tile('avif'),
      imageSizes: '100vw',
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {hero ? (
        <>
          <source type="image/avif" media={HERO_MEDIA} srcSet={photoUrl(photoId, 'hero', 'avif')} />
          <source type="image/webp" media={HERO_MEDIA} srcSet={photoUrl(photoId, 'hero', 'webp')} />
        </>
      ) : null}
      <source type="image/avif" srcSet={tile('avif')} sizes={hero ? '100vw' : TILE_SIZES} />
      <img
        className={className}
        src={photoUrl(photoId, hero ? 'hero' : 'card', 'webp')}
        srcSet={tile('webp')}
        sizes={hero ? '100vw' : TILE_SIZES}
        alt=""
        width={hero ? PHOTO_SIZES.hero.width : PHOTO_SIZES.card.width}
        height={hero ? PHOTO_SIZES.hero.height : PHOTO_SIZES.card.height}
        {...(hero
          ? { fetchPriority: 'high' as const }
          : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}

function LocationCards({
  id,
  heading,
  cards,
}: {
  id: string;
  heading: string;
  cards: HomeLocationCard[];
}) {
  const t = useT('home');
  const locale = useLocale();
  const withPartner = useLocalHref();
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.locations} data-testid={id}>
        {cards.map((card) => (
          <li key={card.key} className={styles.location} data-key={card.key}>
            <Link to={withPartner(card.href)} className={styles.locationLink}>
              {card.photoId ? (
                <Photo photoId={card.photoId} className={styles.locationPhoto} />
              ) : (
                <span className={styles.locationPhoto} />
              )}
              <span className={styles.locationText}>
                <span className={styles.locationName}>{card.name}</span>
                {card.country ? (
                  <span className={styles.locationCountry}>{card.country}</span>
                ) : null}
                <span className={styles.locationCount}>
                  {t('countries.homes', {
                    count: card.homes,
                    formatted: formatCount(card.homes, locale),
                  })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The recommendation cards (the teaser search), with a link to every home free for the stay. */
function Recommendations({ recommendations }: { recommendations: HomeRecommendationCards }) {
  const t = useT('home');
  const locale = useLocale();
  const routeHref = useRouteHref();
  const searchPath = routeHref('Search');
  const allAvailable =
    recommendations.startDate && recommendations.endDate
      ? `${searchPath}${searchPath.includes('?') ? '&' : '?'}${new URLSearchParams({
          startDate: recommendations.startDate,
          endDate: recommendations.endDate,
          rating: '4',
          sort: 'rating',
        }).toString()}`
      : null;
  return (
    <section className={styles.section} aria-labelledby="home-recommendations">
      <h2 id="home-recommendations" className={styles.sectionTitle}>
        {t('recommendations.heading')}
      </h2>
      {recommendations.startDate && recommendations.endDate ? (
        <p className={styles.sectionLead}>
          {t('recommendations.intro', {
            from: formatDay(recommendations.startDate, locale),
            to: formatDay(recommendations.endDate, locale),
          })}
        </p>
      ) : null}
      <ul className={styles.cards} data-testid="home-recommendations">
        {recommendations.objects.map((object) => (
          <li key={object.objectNumber}>
            {/* The guest asked for no dates here: each card names its stay. */}
            <ResultCard object={object} eager={false} askedStartDate={null} />
          </li>
        ))}
      </ul>
      {allAvailable ? (
        <p className={styles.more}>
          <Link to={allAvailable}>{t('recommendations.all')}</Link>
        </p>
      ) : null}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  const t = useT('home');
  const tc = useT('common');
  const locale = useLocale();
  const root = useRootData();
  const routeHref = useRouteHref();
  const withPartner = useLocalHref();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const contact = root?.shell.contact;
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Photo photoId={home.hero.photoId} hero className={styles.heroPhoto} />
        <div className={`container ${styles.heroInner}`}>
          <Island name="home" data={loaderData.content}>
            {() => (
              <>
                <h1 id="home-title" className={styles.title}>
                  {t('page.title')}
                </h1>
                <p className={styles.lead}>{t('page.lead')}</p>
              </>
            )}
          </Island>
          <form
            ref={form}
            className={styles.search}
            action={routeHref('Search')}
            method="get"
            role="search"
            onSubmit={(event) => {
              // Without a destination the search starts where the brand says (branding.search
              // startCountry: that country's page); without script, the whole catalogue.
              const start = root?.brand.search.path;
              const data = new FormData(event.currentTarget);
              if (!start || String(data.get('fulltext') ?? '').trim() !== '') return;
              event.preventDefault();
              void navigate(withPartner(destinationWithStay(start, data)));
            }}
          >
            {/* Typed text searches the words; a chosen suggestion opens its location's page. */}
            <DestinationField
              value=""
              className={styles.field}
              onChoose={(suggestion) =>
                void navigate(
                  withPartner(
                    destinationWithStay(
                      suggestion.href,
                      form.current && new FormData(form.current),
                    ),
                  ),
                )
              }
            />
            {/* The object page's calendar (issue 19), loaded on the first opening; without
                script, ISO text fields the form sends as before. */}
            <DateRangeField
              idPrefix="home"
              startName="startDate"
              endName="endDate"
              today={loaderData.today}
              startDate={null}
              endDate={null}
              labels={{ start: tc('search.arrival'), end: tc('search.departure') }}
              className={styles.dates}
              fieldClassName={styles.field}
              labelClassName={styles.dateLabel}
              controlClassName={styles.dateControl}
            />
            <div className={styles.field}>
              <label htmlFor="home-persons">{tc('search.persons')}</label>
              <select
                id="home-persons"
                name="persons"
                defaultValue={String(root?.brand.search.persons ?? 2)}
              >
                {Array.from({ length: 16 }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {tc('search.personsOption', { count: n })}
                  </option>
                ))}
              </select>
            </div>
            <button className={styles.submit} type="submit">
              {tc('search.submit')}
            </button>
          </form>
          {home.hero.caption ? (
            <p className={styles.caption} data-testid="hero-caption">
              <Link to={withPartner(home.hero.caption.href)}>
                {t('hero.caption', { name: home.hero.caption.name })}
              </Link>
            </p>
          ) : null}
        </div>
      </section>

      <Island name="home" data={loaderData.content}>
        {(content) => (
          <section className={styles.trustBand} aria-labelledby="home-trust">
            <div className="container">
              <h2 id="home-trust" className="visually-hidden">
                {t('trust.heading')}
              </h2>
              <ul className={styles.trust} data-testid="home-trust">
                <li className={styles.trustItem}>
                  <strong className={styles.trustFigure} data-testid="trust-homes">
                    {formatCount(content.trust.homes, locale)}
                  </strong>
                  <span>
                    {t('trust.homes')}{' '}
                    {t('trust.homesText', {
                      countries: formatCount(content.trust.countries, locale),
                    })}
                  </span>
                </li>
                {content.trust.ratingAverage !== null ? (
                  <li className={styles.trustItem}>
                    <strong className={styles.trustFigure} data-testid="trust-rating">
                      {t('trust.rating', {
                        average: formatRating(content.trust.ratingAverage, locale),
                      })}
                    </strong>
                    <span>
                      {t('trust.ratingText', {
                        count: content.trust.ratingCount,
                        formatted: formatCount(content.trust.ratingCount, locale),
                      })}
                    </span>
                  </li>
                ) : null}
                <li className={styles.trustItem}>
                  <strong className={styles.trustFigure}>{t('trust.advice')}</strong>
                  <span>
                    {contact ? (
                      <a href={`tel:${contact.phoneInteract}`}>{contact.phoneDisplay}</a>
                    ) : null}{' '}
                    {root?.officeHours ?? tc('contact.hours')}
                  </span>
                </li>
                <li className={styles.trustItem}>
                  <strong className={styles.trustFigure}>{t('trust.secure')}</strong>
                  <span>{t('trust.secureText')}</span>
                </li>
              </ul>
            </div>
          </section>
        )}
      </Island>

      <div className="container">
        {loaderData.cms ? (
          <div className={styles.section}>
            <CmsContainer {...loaderData.cms} />
          </div>
        ) : null}
        <Island name="home" data={loaderData.content}>
          {(content) =>
            content.teasers.length > 0 ? (
              <section className={styles.section} aria-labelledby="home-teasers">
                <h2 id="home-teasers" className={styles.sectionTitle}>
                  {t('teasers.heading')}
                </h2>
                <ul className={styles.teasers} data-testid="home-teasers">
                  {content.teasers.map((teaser) => {
                    const external = teaser.target === '_blank';
                    return (
                      <li key={`${teaser.topic}|${teaser.href}`} data-topic={teaser.topic}>
                        <a
                          href={withPartner(teaser.href)}
                          className={styles.teaser}
                          {...(external ? { target: '_blank', rel: 'noopener' } : {})}
                        >
                          <Photo photoId={teaser.photoId} className={styles.teaserPhoto} />
                          <span className={styles.teaserText}>
                            <span className={styles.teaserTitle}>
                              {teaser.title ?? t(`teasers.${teaser.topic}.title`)}
                            </span>
                            <span className={styles.teaserLead}>
                              {t(`teasers.${teaser.topic}.text`)}
                            </span>
                            {external ? (
                              <span className="visually-hidden"> {t('newWindow')}</span>
                            ) : null}
                          </span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null
          }
        </Island>

        <Island
          name="home-recommendations"
          data={loaderData.recommendations}
          hole={watchButtonHole}
        >
          {(recommendations) => <Recommendations recommendations={recommendations} />}
        </Island>

        <Island name="home" data={loaderData.content}>
          {(content) => (
            <>
              <LocationCards
                id="home-countries"
                heading={t('countries.heading')}
                cards={content.countries}
              />
              <LocationCards
                id="home-regions"
                heading={t('regions.heading')}
                cards={content.regions}
              />
            </>
          )}
        </Island>

        <RecentlyViewed />

        <section className={`${styles.section} ${styles.advice}`} aria-labelledby="home-advice">
          <Island name="home" data={loaderData.content}>
            {() => (
              <div>
                <h2 id="home-advice" className={styles.sectionTitle}>
                  {t('advice.heading')}
                </h2>
                <p>{t('advice.text')}</p>
                <ul className={styles.points}>
                  <li>{t('advice.points.choice')}</li>
                  <li>{t('advice.points.price')}</li>
                  <li>{t('advice.points.cancel')}</li>
                </ul>
              </div>
            )}
          </Island>
          <OfficeContact context="default" pageType="home" />
        </section>
      </div>
    </>
  );
}

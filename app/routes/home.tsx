// Home (start page). The full home configuration of SPEC.md §2 (favourite countries, teasers,
// hero images) arrives with the catalogue; this is the page frame with the search entry.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/provider';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import { useLocalHref, useRouteHref } from '../lib/links';
import { destinationWithStay } from '../lib/home-destination';
import { DestinationField } from '../components/search/destination-field';
import { RecentlyViewed } from '../components/watchlist/recently-viewed';
import type { Route } from './+types/home';
import styles from './home.module.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { page } = await loadTableRoute(context.get(requestContext), request);
  return { page };
}

const BENEFITS = ['choice', 'service', 'secure'] as const;

export default function Home() {
  const t = useT('common');
  const routeHref = useRouteHref();
  const withPartner = useLocalHref();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <h1 id="home-title" className={styles.title}>
            {t('home.title')}
          </h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <form
            ref={form}
            className={styles.search}
            action={routeHref('Search')}
            method="get"
            role="search"
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
            <div className={styles.field}>
              <label htmlFor="home-arrival">{t('search.arrival')}</label>
              <input id="home-arrival" name="startDate" type="date" />
            </div>
            <div className={styles.field}>
              <label htmlFor="home-departure">{t('search.departure')}</label>
              <input id="home-departure" name="endDate" type="date" />
            </div>
            <div className={styles.field}>
              <label htmlFor="home-persons">{t('search.persons')}</label>
              <select id="home-persons" name="persons" defaultValue="2">
                {Array.from({ length: 16 }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {t('search.personsOption', { count: n })}
                  </option>
                ))}
              </select>
            </div>
            <button className={styles.submit} type="submit">
              {t('search.submit')}
            </button>
          </form>
        </div>
      </section>
      <div className="container">
        <ul className={styles.benefits}>
          {BENEFITS.map((key, index) => (
            <li key={key} className={styles.benefit}>
              <span className={styles.benefitIcon} aria-hidden="true">
                {index + 1}
              </span>
              <h2>{t(`home.benefits.${key}.title`)}</h2>
              <p>{t(`home.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <RecentlyViewed />
      </div>
    </>
  );
}

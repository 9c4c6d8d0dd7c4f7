// "Recently viewed" (SPEC.md §2, issue #6): records the object page being viewed as a last-seen
// object, then lists the visitor's other recently viewed objects as small cards. Loads in the
// browser after the page is shown (it is personal, never part of the cached server HTML) and
// renders nothing while there is nothing to show. The cards' texts come with them: a page that
// did not send them (home) loads them first (LAZY_TEXTS, issue 12).
import { Suspense, lazy, useEffect, useState, type JSX } from 'react';
import { LAZY_TEXTS } from '#core/i18n/namespaces';
import type { SearchResultObject } from '#services/search/types';
import { useT, useTextsLoader } from '../../i18n/provider';
import { useApi } from '../../lib/api/provider';
import { importOrReload } from '../../lib/chunk-reload';
import { getLastSeen, getObjectsInternal, recordLastSeen } from '../../lib/api/watchlist';
import { useRootData } from '../../lib/root-data';
import styles from './recently-viewed.module.css';

// Never part of the server HTML (see above), so the cards' code loads only when there are cards:
// it stays out of the object page's first-load JavaScript (issue 6 budget).
const MiniCard = lazy(() =>
  importOrReload(() => import('./mini-card'), { chunk: 'mini-card' })().then((m) => ({
    default: m.MiniCard,
  })),
);

/** Cards shown; the server keeps more (LAST_SEEN_LIMIT). */
const SHOWN = 8;

export function RecentlyViewed(props: { current?: { objectNumber: number } }): JSX.Element | null {
  const t = useT('watchlist');
  const client = useApi();
  const language = useRootData()?.language ?? 'de';
  const loadTexts = useTextsLoader();
  const current = props.current?.objectNumber;
  const [objects, setObjects] = useState<SearchResultObject[]>([]);

  useEffect(() => {
    let cancelled = false;
    const load = current === undefined ? getLastSeen(client) : recordLastSeen(client, current);
    load
      .then((seen) => {
        const numbers = seen.objects
          .map((o) => o.objectNumber)
          .filter((n) => n !== current)
          .slice(0, SHOWN);
        if (numbers.length === 0) return { objects: [] };
        return Promise.all([
          getObjectsInternal(client, numbers, language),
          loadTexts(LAZY_TEXTS.miniCards),
        ]).then(([cards]) => cards);
      })
      .then(
        (data) => {
          if (!cancelled) setObjects(data.objects);
        },
        () => {
          // A personal extra: without it the page is complete, so a failure stays silent
          // (SPEC.md §8: most user calls swallow errors).
        },
      );
    return () => {
      cancelled = true;
    };
  }, [client, current, language, loadTexts]);

  if (objects.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={styles.title}>
        {t('recent.title')}
      </h2>
      <Suspense fallback={null}>
        <ul className={styles.list} data-testid="recently-viewed">
          {objects.map((object) => (
            <li key={object.objectNumber} className={styles.item}>
              <MiniCard object={object} />
            </li>
          ))}
        </ul>
      </Suspense>
    </section>
  );
}

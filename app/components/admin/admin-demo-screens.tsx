// The demo pages (issue 18): map clustering on made-up markers (the search map's own Leaflet
// module, loaded in the browser only, markers shown even when no tile loads) and the content
// engine's FAQ block with sample questions.
import { useEffect, useState, type ComponentType } from 'react';
import type { loadDemoCluster, loadDemoFaq } from '../../lib/admin/demo.server';
import { useT, useTextsLoader } from '../../i18n/provider';
import { useRootData } from '../../lib/root-data';
import { ContentPage } from '../content/content-page';
import type { LeafletSearchMapProps } from '../search/leaflet-search-map';
import styles from './admin-pages.module.css';

const ignoreArea = () => {};

export function DemoClusterScreen({ data }: { data: Awaited<ReturnType<typeof loadDemoCluster>> }) {
  const t = useT('admin');
  const loadTexts = useTextsLoader();
  const tileUrl = useRootData()?.mapTileUrl ?? '';
  const [LoadedMap, setLoadedMap] = useState<ComponentType<LeafletSearchMapProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // The map's own texts (zoom buttons, marker labels) come with the module.
    Promise.all([loadTexts(['search.map']), import('../search/leaflet-search-map')]).then(
      ([, module]) => {
        if (!cancelled) setLoadedMap(() => module.LeafletSearchMap);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loadTexts]);

  return (
    <div className={styles.stack} data-testid="demo-cluster">
      <p>{t('demo.clusterText', { count: data.markers.length })}</p>
      <section className={styles.mapBox} aria-label={t('demo.clusterMap')}>
        {LoadedMap ? (
          <LoadedMap
            tileUrl={tileUrl}
            markers={data.markers}
            objects={[]}
            view={data.view}
            follow={false}
            onArea={ignoreArea}
          />
        ) : (
          <p className={styles.hint}>{failed ? t('demo.mapFailed') : t('demo.mapLoading')}</p>
        )}
      </section>
    </div>
  );
}

export function DemoFaqScreen({ data }: { data: Awaited<ReturnType<typeof loadDemoFaq>> }) {
  const t = useT('admin');
  return (
    <div className={styles.stack} data-testid="demo-faq">
      <p>{t('demo.faqText')}</p>
      <ContentPage doc={data.doc} />
    </div>
  );
}

// /admin/catalogue/ (decision 117): the catalogue feed — its file and how it stands now, a button
// that asks for an import now, and the latest runs: what each wrote (counts, homes without a
// price, homes taken off, homes with stays booked ahead linked to their bookings, homes handed
// over to a new contact), the file's problems by their place in it, or why it could not be read.
import type { loadCataloguePage } from '../../lib/admin/catalogue.server';
import { useT } from '../../i18n/provider';
import { AdminResult } from './admin-result';
import styles from './admin-pages.module.css';
import { Fact, Facts } from './facts';

type Data = Awaited<ReturnType<typeof loadCataloguePage>>;
type Run = Data['runs'][number];
type Failure = NonNullable<Run['failure']>;

/** Home numbers shown per list; the rest are counted. */
const NUMBERS_SHOWN = 20;

function FailureText({ failure }: { failure: Failure }) {
  const t = useT('admin');
  return (
    <>
      {failure.explained === null
        ? t('catalogue.failures.other')
        : t(`catalogue.failures.${failure.explained}`)}{' '}
      <code translate="no">{failure.code}</code>
    </>
  );
}

function Numbers({ label, list }: { label: string; list: { count: number; numbers: number[] } }) {
  const t = useT('admin');
  if (list.count === 0) return null;
  const shown = list.numbers.slice(0, NUMBERS_SHOWN);
  return (
    <Fact label={label}>
      <span translate="no">{shown.join(', ')}</span>
      {list.count > shown.length
        ? ` ${t('catalogue.andMore', { count: list.count - shown.length })}`
        : null}
    </Fact>
  );
}

function RunEntry({ run }: { run: Run }) {
  const t = useT('admin');
  const heading = `catalogue-run-${run.id}`;
  const summary = run.summary;
  return (
    <li className={styles.panel} data-run-id={run.id} data-state={run.state}>
      <h3 id={heading} className={styles.transferHead}>
        <span>{t('catalogue.run', { id: run.id })}</span>
        <strong>{t(`catalogue.states.${run.state}`)}</strong>
      </h3>
      <Facts>
        <Fact label={t('catalogue.trigger')}>
          {run.trigger === 'office'
            ? run.requestedBy === null
              ? t('catalogue.byOffice')
              : t('catalogue.byOfficeWho', { email: run.requestedBy })
            : t('catalogue.byFeed')}
        </Fact>
        <Fact label={t('catalogue.requestedAt')}>{run.requested}</Fact>
        <Fact label={t('catalogue.startedAt')}>{run.started}</Fact>
        <Fact label={t('catalogue.finishedAt')}>{run.finished}</Fact>
        <Fact label={t('catalogue.fileThen')}>
          {run.file === null
            ? null
            : t('catalogue.fileFacts', { size: run.file.size, modified: run.file.modified })}
        </Fact>
        {run.failure === null ? null : (
          <Fact label={t('catalogue.failure')}>
            <FailureText failure={run.failure} />
          </Fact>
        )}
        {summary === null ? null : (
          <>
            <Fact label={t('catalogue.written')}>
              {t('catalogue.counts', {
                objects: summary.objects,
                places: summary.places,
                agencies: summary.agencies,
                landlords: summary.landlordsAdded,
              })}
            </Fact>
            <Numbers label={t('catalogue.withoutPrice')} list={summary.withoutPrice} />
            <Numbers label={t('catalogue.takenOff')} list={summary.takenOff} />
            <Numbers label={t('catalogue.handedOver')} list={summary.handedOver} />
            {summary.staysAhead.length === 0 ? null : (
              <Fact label={t('catalogue.staysAhead')}>
                <ul className={styles.plainList}>
                  {summary.staysAhead.map((home) => (
                    <li key={home.objectNumber}>
                      <a href={home.href}>
                        {t('catalogue.staysAheadHome', { number: home.objectNumber })}
                      </a>{' '}
                      <span translate="no">({home.bookings})</span>
                    </li>
                  ))}
                </ul>
              </Fact>
            )}
          </>
        )}
      </Facts>
      {run.problems.length === 0 ? null : (
        <div className={styles.problems}>
          <p>
            {t('catalogue.problemCount', { count: run.problemCount })}{' '}
            {run.problemCount > run.problems.length
              ? t('catalogue.problemsShown', { shown: run.problems.length })
              : null}
          </p>
          <p className={styles.hint}>{t('catalogue.problemsHint')}</p>
          {/* The file's checks word their findings as the format's description does: in English. */}
          <ul lang="en" translate="no" aria-label={t('catalogue.problemsLabel', { id: run.id })}>
            {run.problems.map((problem, i) => (
              <li key={i}>
                <code>{problem.path}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export function AdminCatalogueScreen({ data }: { data: Data }) {
  const t = useT('admin');
  return (
    <div className={`${styles.stack} ${styles.sections}`} data-testid="admin-catalogue">
      <AdminResult />
      <section className={styles.panel} aria-labelledby="catalogue-feed">
        <h2 id="catalogue-feed">{t('catalogue.feedHeading')}</h2>
        {data.feed === null ? (
          <p data-testid="catalogue-no-feed">{t('catalogue.noFeed')}</p>
        ) : (
          <>
            <Facts>
              <Fact label={t('catalogue.file')} translate="no">
                <code>{data.feed.file}</code>
              </Fact>
              <Fact label={t('catalogue.photos')}>
                {data.feed.photos === null ? (
                  t('catalogue.noPhotos')
                ) : (
                  <code translate="no">{data.feed.photos}</code>
                )}
              </Fact>
              <Fact label={t('catalogue.kind')}>
                {t(data.feed.full ? 'catalogue.kindFull' : 'catalogue.kindPartial')}
              </Fact>
              <Fact label={t('catalogue.fileNow')}>
                {data.file === null ? null : !data.file.readable ? (
                  <FailureText failure={data.file.failure} />
                ) : (
                  <span data-testid="catalogue-file-now">
                    {t('catalogue.fileFacts', {
                      size: data.file.size,
                      modified: data.file.modified,
                    })}
                  </span>
                )}
              </Fact>
            </Facts>
            <p className={styles.hint}>{t('catalogue.howItRuns')}</p>
            {data.requested ? (
              <p role="status" data-testid="catalogue-requested">
                {t('catalogue.requestWaits')}
              </p>
            ) : null}
            <form method="post" className={styles.form}>
              <div className={styles.actions}>
                <button type="submit" className={styles.primary}>
                  {t('catalogue.request')}
                </button>
              </div>
              <p className={styles.hint}>{t('catalogue.requestHint')}</p>
            </form>
          </>
        )}
      </section>
      <section className={styles.stack} aria-labelledby="catalogue-runs">
        <h2 id="catalogue-runs">{t('catalogue.runsHeading')}</h2>
        {data.runs.length === 0 ? (
          <p>{t('catalogue.noRuns')}</p>
        ) : (
          <ul className={styles.entries} data-testid="catalogue-runs">
            {data.runs.map((run) => (
              <RunEntry key={run.id} run={run} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

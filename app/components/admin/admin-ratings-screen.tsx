// /admin/ratings/ (decisions 096, 097): the latest ratings, the one searched for by number, or the
// queue of those with open reports, each with what the guest wrote and the host answered, whether
// it is shown, and its reports. A shown rating is hidden with the reason its author reads (asked
// once more before it is sent); a hidden one is shown again; a reported one can be kept, its
// reports turned down with the reason their senders read. The texts guests and reporters wrote
// are plain text (React escapes them). A shown rating's answer link can be mailed to the object's
// contact again.
import type { loadRatingsPage } from '../../lib/admin/ratings.server';
import { useT } from '../../i18n/provider';
import { AdminResult, useAdminRefill } from './admin-result';
import { AdminSearchForm } from './admin-search-form';
import styles from './admin-pages.module.css';
import { Fact, Facts } from './facts';
import { ConfirmForm } from './confirm-form';

type Data = Awaited<ReturnType<typeof loadRatingsPage>>;

export function AdminRatingsScreen({ data }: { data: Data }) {
  const t = useT('admin');
  const refill = useAdminRefill();
  const searching = data.search !== '';
  const listHeading = searching
    ? 'ratings.foundHeading'
    : data.reported
      ? 'ratings.reportedHeading'
      : 'ratings.listHeading';
  return (
    <div className={`${styles.stack} ${styles.sections}`} data-testid="admin-ratings">
      <AdminResult />
      <section className={styles.stack} aria-labelledby="ratings-list">
        <h2 id="ratings-list">{t(listHeading)}</h2>
        <p className={styles.hint}>{t(data.reported ? 'ratings.reportedHint' : 'ratings.hint')}</p>
        {/* The queue: how many reports wait, and the way to them or back to the latest. */}
        <p className={styles.queue} data-testid="ratings-open-reports">
          <strong>{t('ratings.openReports', { count: data.openReports })}</strong>
          {data.reported ? (
            <a href="?">{t('ratings.showLatest')}</a>
          ) : data.openReports > 0 ? (
            <a href="?reports=open">{t('ratings.showReported')}</a>
          ) : null}
        </p>
        <AdminSearchForm
          id="ratings-search"
          name="rating"
          label={t('ratings.search')}
          value={data.search}
          maxLength={12}
          placeholder="50000001"
          submit={t('ratings.find')}
          reset={t('ratings.showLatest')}
          inputMode="numeric"
        />
        {data.ratings.length === 0 ? (
          <p role="status" data-testid="ratings-none">
            {t(
              searching
                ? 'ratings.notFound'
                : data.reported
                  ? 'ratings.reportedNone'
                  : 'ratings.none',
            )}
          </p>
        ) : null}
        <ul className={styles.entries} data-testid="ratings">
          {data.ratings.map((rating) => {
            const heading = `rating-${rating.ratingNumber}`;
            const openIds = rating.reports
              .filter((report) => report.decision === null)
              .map((report) => report.id);
            const open = openIds.length;
            // A refused post of this rating's form: what was typed, filled in again.
            const again = (intent: string) =>
              refill !== null &&
              refill.values.intent === intent &&
              refill.values.ratingNumber === String(rating.ratingNumber)
                ? refill
                : null;
            const hideAgain = again('hide');
            const keepAgain = again('keep');
            return (
              <li
                key={rating.ratingNumber}
                className={styles.panel}
                data-rating-number={rating.ratingNumber}
                data-published={rating.published}
                data-open-reports={open}
              >
                <h3 id={heading} className={styles.transferHead}>
                  <span translate="no">{t('ratings.number', { number: rating.ratingNumber })}</span>
                  <span className={rating.published ? undefined : styles.overdue}>
                    {t(rating.published ? 'ratings.published' : 'ratings.hidden')}
                  </span>
                  <strong>
                    {t('ratings.average')} {rating.votesAverage}
                  </strong>
                </h3>
                <Facts>
                  <Fact label={t('ratings.object')}>
                    <a href={rating.objectHref}>
                      {rating.objectTitle} ({rating.objectNumber})
                    </a>
                  </Fact>
                  <Fact label={t('ratings.author')}>
                    {rating.author}
                    {rating.verified ? ` · ${t('ratings.verified')}` : null}
                  </Fact>
                  <Fact label={t('ratings.stay')}>{rating.stay}</Fact>
                  <Fact label={t('ratings.date')}>{rating.ratingDate}</Fact>
                </Facts>
                <blockquote className={styles.quote} lang={rating.language}>
                  {rating.title ? <p className={styles.quoteTitle}>{rating.title}</p> : null}
                  <p>{rating.text}</p>
                </blockquote>
                {rating.landlordAnswer === null ? null : (
                  <div className={styles.answer}>
                    <p className={styles.hint}>{t('ratings.answer')}</p>
                    <p>{rating.landlordAnswer}</p>
                  </div>
                )}
                {rating.reports.length === 0 ? null : (
                  <section
                    className={styles.reports}
                    aria-labelledby={`reports-${rating.ratingNumber}`}
                  >
                    <h4 id={`reports-${rating.ratingNumber}`}>{t('ratings.reports')}</h4>
                    <ul>
                      {rating.reports.map((report) => (
                        <li key={report.id} data-report-decision={report.decision ?? 'open'}>
                          <p className={styles.hint}>
                            {t('ratings.reportFrom', {
                              date: report.createdAt,
                              name: report.name ?? '–',
                              email: report.email,
                            })}
                          </p>
                          <p className={styles.reportText} lang={report.language}>
                            {report.message}
                          </p>
                          <p className={report.decision === null ? styles.overdue : styles.hint}>
                            {report.decision === null
                              ? t('ratings.reportOpen')
                              : t(
                                  report.decision === 'hidden'
                                    ? 'ratings.reportHidden'
                                    : 'ratings.reportKept',
                                  { date: report.decidedAt ?? '' },
                                )}
                          </p>
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                {rating.published ? (
                  <ConfirmForm
                    question={t('ratings.hideConfirm')}
                    className={styles.moderate}
                    hidden={{ intent: 'hide', ratingNumber: rating.ratingNumber }}
                  >
                    <fieldset className={styles.basis}>
                      <legend>{t('ratings.basis')}</legend>
                      {(['report', 'own'] as const).map((basis) => (
                        <label key={basis} className={styles.check}>
                          <input
                            type="radio"
                            name="basis"
                            value={basis}
                            required
                            // Open reports: most likely what led to it (the office can change it).
                            defaultChecked={
                              hideAgain === null
                                ? open > 0 && basis === 'report'
                                : hideAgain.values.basis === basis
                            }
                          />
                          <span>
                            {t(basis === 'report' ? 'ratings.basisReport' : 'ratings.basisOwn')}
                          </span>
                        </label>
                      ))}
                    </fieldset>
                    <ReasonField
                      id={`reason-${rating.ratingNumber}`}
                      label={t('ratings.reason')}
                      hint={t('ratings.reasonHint')}
                      again={hideAgain}
                      bounds={data}
                    />
                    <div className={styles.actions}>
                      <button type="submit" className={styles.danger} aria-describedby={heading}>
                        {t('ratings.hide')}
                      </button>
                    </div>
                  </ConfirmForm>
                ) : null}
                {rating.published && open > 0 ? (
                  // The other decision on the reports, set apart from hiding below a rule.
                  <ConfirmForm
                    question={t('ratings.keepConfirm')}
                    className={`${styles.moderate} ${styles.alternative}`}
                    hidden={{ intent: 'keep', ratingNumber: rating.ratingNumber }}
                  >
                    {/* The reports shown: one that comes in meanwhile stays open. */}
                    <input type="hidden" name="reportsUpTo" value={Math.max(...openIds)} />
                    <ReasonField
                      id={`keep-reason-${rating.ratingNumber}`}
                      label={t('ratings.keepReason')}
                      hint={t('ratings.keepHint')}
                      again={keepAgain}
                      bounds={data}
                    />
                    <div className={styles.actions}>
                      <button type="submit" className={styles.primary} aria-describedby={heading}>
                        {t('ratings.keep')}
                      </button>
                    </div>
                  </ConfirmForm>
                ) : null}
                {!rating.published && open > 0 ? (
                  // A report that came in while the rating was being hidden: closed as hidden.
                  <form method="post" className={styles.moderate}>
                    <input type="hidden" name="intent" value="close" />
                    <input type="hidden" name="ratingNumber" value={rating.ratingNumber} />
                    <p id={`close-hint-${rating.ratingNumber}`} className={styles.hint}>
                      {t('ratings.closeHint')}
                    </p>
                    <div className={styles.actions}>
                      <button
                        type="submit"
                        className={styles.primary}
                        aria-describedby={`${heading} close-hint-${rating.ratingNumber}`}
                      >
                        {t('ratings.close')}
                      </button>
                    </div>
                  </form>
                ) : null}
                {rating.published ? (
                  // The answer link to the object's contact again (decision 114), set apart from
                  // the moderation above it by a rule.
                  <form method="post" className={`${styles.receive} ${styles.alternative}`}>
                    <input type="hidden" name="intent" value="answerLink" />
                    <input type="hidden" name="ratingNumber" value={rating.ratingNumber} />
                    <p id={`resend-hint-${rating.ratingNumber}`} className={styles.hint}>
                      {t('ratings.resendHint')}
                    </p>
                    <div className={styles.actions}>
                      <button
                        type="submit"
                        className={styles.secondary}
                        aria-describedby={`${heading} resend-hint-${rating.ratingNumber}`}
                      >
                        {t('ratings.resend')}
                      </button>
                    </div>
                  </form>
                ) : null}
                {rating.published ? null : (
                  <form method="post" className={styles.receive}>
                    <input type="hidden" name="intent" value="show" />
                    <input type="hidden" name="ratingNumber" value={rating.ratingNumber} />
                    <div className={styles.actions}>
                      <button type="submit" className={styles.primary} aria-describedby={heading}>
                        {t('ratings.show')}
                      </button>
                    </div>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/**
 * The reason a decision is sent with (to the author when hiding, to the reporters when keeping),
 * with its hint; after a refused post what was typed is filled in again and a refused reason
 * marked.
 */
function ReasonField({
  id,
  label,
  hint,
  again,
  bounds,
}: {
  id: string;
  label: string;
  hint: string;
  again: { values: Record<string, string>; field: string | null } | null;
  bounds: { reasonMin: number; reasonMax: number };
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <textarea
        id={id}
        name="reason"
        defaultValue={again?.values.reason}
        aria-invalid={again?.field === 'reason' || undefined}
        required
        minLength={bounds.reasonMin}
        maxLength={bounds.reasonMax}
        rows={3}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

// The host's answer page of a rating (issue 15; SPEC.md §2 RetailerRatingAnswer, §6): the rating as
// guests see it and one text area for the public answer — written, changed or (emptied) removed.
// A plain form post to the route action; plain text only.
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/provider';
import { formatDay } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { useLocale } from '../../lib/root-data';
import { ErrorSummary, TextAreaField } from '../ui/form-fields';
import buttons from '../ui/button.module.css';
import type { RatingAnswerActionData, RatingAnswerScreenData } from './rating-data';
import { RatingView } from './rating-view';
import styles from './ratings.module.css';

const ID = 'answer';

export function RatingAnswerScreen({
  data,
  heading,
  intro,
  result,
}: {
  data: RatingAnswerScreenData;
  heading: string;
  intro: string;
  result: RatingAnswerActionData | undefined;
}) {
  const t = useT('catalogue');
  const locale = useLocale();
  const href = useRouteHref();
  const navigation = useNavigation();
  const rating = result?.rating ?? data.rating;
  const errors = result?.errors ?? [];
  return (
    <div className={`container ${styles.screen}`}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      {rating === null ? (
        <div className={styles.notice} role="alert">
          <p>{data.refused}</p>
        </div>
      ) : (
        <>
          <section className={styles.stay} aria-label={t('ratingAnswer.objectLabel')}>
            <p className={styles.stayTitle}>
              <a href={href('ObjectPage', { objectNumber: rating.objectNumber })}>
                {rating.objectTitle}
              </a>
            </p>
            <p className={styles.meta}>
              {t('ratingAnswer.number', { number: rating.ratingNumber })}
            </p>
          </section>
          <RatingView rating={rating} />
          <Form method="post" noValidate className={styles.form} data-testid="answer-form">
            <ErrorSummary errors={errors} idPrefix={ID} />
            <input type="hidden" name="ratingHash" value={data.ratingHash} />
            {result?.ok ? (
              <div className={styles.success} role="status" data-testid="answer-saved">
                <p>
                  <strong>
                    {rating.ratingAnswer === null
                      ? t('ratingAnswer.removed')
                      : t('ratingAnswer.saved')}
                  </strong>
                </p>
              </div>
            ) : null}
            <div className={styles.panel}>
              <h2 className={styles.legendTitle}>{t('ratingAnswer.heading')}</h2>
              {rating.ratingAnswerDate !== null ? (
                <p className={styles.meta}>
                  {t('ratingAnswer.current', {
                    date: formatDay(rating.ratingAnswerDate, locale),
                  })}
                </p>
              ) : null}
              <TextAreaField
                // A new key after saving: the text area shows what was stored.
                key={`${rating.ratingAnswerDate ?? 'none'}:${result?.ok ? 'saved' : 'edit'}`}
                idPrefix={ID}
                name="ratingAnswer"
                label={t('ratingAnswer.label')}
                hint={t('ratingAnswer.hint', {
                  max: new Intl.NumberFormat(locale).format(data.maxLength),
                })}
                maxLength={data.maxLength}
                errors={errors}
                defaultValue={result && !result.ok ? result.value : (rating.ratingAnswer ?? '')}
              />
            </div>
            <div className={styles.actions}>
              <button
                type="submit"
                className={buttons.primary}
                disabled={navigation.state === 'submitting'}
                data-testid="answer-submit"
              >
                {rating.ratingAnswer === null
                  ? t('ratingAnswer.publish')
                  : t('ratingAnswer.update')}
              </button>
              <a href={href('ObjectPage', { objectNumber: rating.objectNumber })}>
                {t('ratingAnswer.toObject')}
              </a>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

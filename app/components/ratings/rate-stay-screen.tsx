// The guest's rating form of a stay (issue 15; SPEC.md §3 Rating): five categories (1–5 stars,
// 5 preselected as SPEC's default), who travelled, an optional title and the text. A plain form
// post to the route action (React Router's <Form> with JavaScript); the thank-you, "already
// rated" and "not yet" states are the same page.
import { Form, useNavigation } from 'react-router';
import {
  RATING_TEXT_MAX,
  RATING_TEXT_MIN,
  RATING_TITLE_MAX,
  TRAVEL_TYPES,
} from '#core/api/ratings';
import { RATING_CATEGORIES } from '#core/ratings';
import { useT } from '../../i18n/provider';
import { formatDay } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { useLocale } from '../../lib/root-data';
import { ErrorSummary, SelectField, TextAreaField, TextField } from '../ui/form-fields';
import buttons from '../ui/button.module.css';
import type { RateStayActionData, RateStayScreenData } from './rating-data';
import styles from './ratings.module.css';

const ID = 'rate';
const SCORES = [5, 4, 3, 2, 1] as const;

export function RateStayScreen({
  data,
  heading,
  intro,
  result,
}: {
  data: RateStayScreenData;
  heading: string;
  intro: string;
  result: RateStayActionData | undefined;
}) {
  const t = useT('catalogue');
  const locale = useLocale();
  const href = useRouteHref();
  const navigation = useNavigation();
  const { stay } = data;
  const errors = result?.errors ?? [];
  const values = result?.values ?? {};
  const v = (name: string, fallback: string) => values[name] ?? fallback;
  const objectHref = href('ObjectPage', { objectNumber: stay.objectNumber });
  const state = result?.ok ? 'thanks' : result?.already ? 'rated' : stay.state;
  return (
    <div className={`container ${styles.screen}`}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      <section className={styles.stay} aria-label={t('rate.stayLabel')}>
        <p className={styles.stayTitle}>
          <a href={objectHref}>{stay.objectTitle}</a>
        </p>
        <p className={styles.meta}>
          {t('rate.stayDates', {
            start: formatDay(stay.startDate, locale),
            end: formatDay(stay.endDate, locale),
          })}
        </p>
      </section>
      {state === 'thanks' ? (
        <div className={styles.success} role="status" data-testid="rate-thanks">
          <p>
            <strong>{t('rate.thanks')}</strong>
          </p>
          <p>{t('rate.thanksText')}</p>
          <p>
            <a href={objectHref}>{t('rate.toObject')}</a>
          </p>
        </div>
      ) : state === 'rated' ? (
        <div className={styles.success} role="status" data-testid="rate-already">
          <p>
            <strong>{t('rate.already')}</strong>
          </p>
          <p>
            <a href={objectHref}>{t('rate.toObject')}</a>
          </p>
        </div>
      ) : state === 'notYet' ? (
        <div className={styles.notice} role="status" data-testid="rate-not-yet">
          <p>{t('rate.notYet', { date: formatDay(stay.endDate, locale) })}</p>
        </div>
      ) : (
        <Form method="post" noValidate className={styles.form} data-testid="rate-form">
          <ErrorSummary errors={errors} idPrefix={ID} />
          {data.access !== null ? <input type="hidden" name="access" value={data.access} /> : null}
          <fieldset className={styles.panel}>
            <legend>
              <h2 className={styles.legendTitle}>{t('rate.votes')}</h2>
            </legend>
            <p className={styles.hint}>{t('rate.votesHint')}</p>
            <div className={styles.grid}>
              {RATING_CATEGORIES.map((category) => (
                <SelectField
                  key={category}
                  idPrefix={ID}
                  required
                  name={category}
                  label={t(`ratings.category.${category}`)}
                  errors={errors}
                  defaultValue={v(category, '5')}
                  options={SCORES.map((score) => ({
                    value: String(score),
                    label: `${'★'.repeat(score)}${'☆'.repeat(5 - score)}  ${t(`rate.score.${score}`)}`,
                  }))}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.panel}>
            <legend>
              <h2 className={styles.legendTitle}>{t('rate.words')}</h2>
            </legend>
            <SelectField
              idPrefix={ID}
              required
              name="travelType"
              label={t('rate.travelType')}
              errors={errors}
              defaultValue={v('travelType', '')}
              options={[
                { value: '', label: t('rate.choose') },
                ...TRAVEL_TYPES.map((type) => ({
                  value: type,
                  label: t(`ratings.travelType.${type}`),
                })),
              ]}
            />
            <TextField
              idPrefix={ID}
              name="title"
              label={t('rate.titleLabel')}
              maxLength={RATING_TITLE_MAX}
              errors={errors}
              defaultValue={v('title', '')}
            />
            <TextAreaField
              idPrefix={ID}
              name="text"
              required
              label={t('rate.text')}
              hint={t('rate.textHint', {
                min: RATING_TEXT_MIN,
                max: new Intl.NumberFormat(locale).format(RATING_TEXT_MAX),
              })}
              maxLength={RATING_TEXT_MAX}
              errors={errors}
              defaultValue={v('text', '')}
            />
            <p className={styles.hint}>{t('rate.signed', { author: stay.authorName })}</p>
          </fieldset>
          <div className={styles.actions}>
            <button
              type="submit"
              className={buttons.primary}
              disabled={navigation.state === 'submitting'}
              data-testid="rate-submit"
            >
              {t('rate.submit')}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

// The ratings block (SPEC.md §3 Rating): average with five stars, count, category averages and a
// paginated list (GET /api/ratings/object/{n}) with travel data, verified flag, landlord answers
// and — where a translation is shown — a switch to the guest's own words.
import { useRef, useState } from 'react';
import { RATING_CATEGORIES, starFills } from '#core/ratings';
import type { RatingItem, RatingsPage } from '#services/catalogue/types';
import { useT } from '../../i18n/provider';
import { getRatingsPage } from '../../lib/api/catalogue';
import { useApi } from '../../lib/api/provider';
import { formatDay, formatRating, languageNames } from '../../lib/format';
import { useRouteHref } from '../../lib/links';
import { useLocale, useRootData } from '../../lib/root-data';
import styles from './object-ratings.module.css';

// Only a partly filled star gets the clipped overlay; a full one is drawn in the fill colour and
// an empty one plain: six rows of five stars on every object page, each overlay two elements and
// a style attribute more in the server render (issue 12).
function Stars({ average, label }: { average: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {starFills(average).map((fill, i) =>
        fill >= 1 ? (
          <span key={i} className={styles.star} data-fill="full" aria-hidden="true">
            ★
          </span>
        ) : fill <= 0 ? (
          <span key={i} className={styles.star} aria-hidden="true">
            ★
          </span>
        ) : (
          <span key={i} className={styles.star} aria-hidden="true">
            <span className={styles.starFill} style={{ width: `${fill * 100}%` }}>
              ★
            </span>
            ★
          </span>
        ),
      )}
    </span>
  );
}

/** "Italienisch" for `it` in a German page (falls back to the code). */
function languageName(code: string, locale: string): string {
  try {
    return languageNames(locale).of(code) ?? code;
  } catch {
    return code;
  }
}

function Rating({ rating, objectNumber }: { rating: RatingItem; objectNumber: number }) {
  const t = useT('catalogue');
  const href = useRouteHref();
  // A report goes to the guests' contact form with the reason, the house and the rating's number
  // filled in (decision 096): the exact place of what is reported.
  const report = `${href('ContactGuest')}?${new URLSearchParams({
    reason: 'ratingReport',
    objectNumber: String(objectNumber),
    ratingNumber: String(rating.ratingid),
  }).toString()}`;
  const locale = useLocale();
  const pageLanguage = useRootData()?.language ?? 'de';
  const [original, setOriginal] = useState(false);
  const value = formatRating(rating.average, locale);
  // A guest's text in another language without a translation yet: shown as written, and said so,
  // so a German page does not silently show Italian (the `lang` attribute is for screen readers).
  const foreign = !rating.translated && rating.language !== pageLanguage;
  const text = original && rating.originalText !== null ? rating.originalText : rating.text;
  // The title follows the text: translated with it, the guest's own with "show original". A
  // translated text whose title has no translation gets the page's neutral heading instead of a
  // title in another language.
  const titleTranslated = rating.translated && rating.originalTitle !== null;
  const titleShown = rating.title !== null && (!rating.translated || original || titleTranslated);
  const title = original && rating.originalTitle !== null ? rating.originalTitle : rating.title;
  const titleInOriginal = !titleTranslated || original;
  return (
    <li className={styles.item} data-testid="rating" data-rating-id={rating.ratingid}>
      <article aria-labelledby={`rating-${rating.ratingid}`}>
        <header className={styles.itemHead}>
          <Stars average={rating.average} label={t('ratings.starsLabel', { average: value })} />
          <strong className={styles.itemValue}>{value}</strong>
          {rating.travelData.verified ? (
            <span className={styles.verified}>{t('ratings.verified')}</span>
          ) : null}
        </header>
        <h3
          id={`rating-${rating.ratingid}`}
          className={styles.itemTitle}
          lang={
            titleShown && titleInOriginal && rating.language !== pageLanguage
              ? rating.language
              : undefined
          }
        >
          {titleShown ? title : t('ratings.untitled')}
        </h3>
        {/* One text node: no separator comments in the server HTML. */}
        <p className={styles.meta}>
          {`${t('ratings.byline', {
            author: rating.author,
            date: formatDay(rating.travelData.ratingDate, locale),
          })} · ${t('ratings.travel', {
            type: t(`ratings.travelType.${rating.travelData.type}`, {
              defaultValue: rating.travelData.type,
            }),
            from: formatDay(rating.travelData.from, locale),
            to: formatDay(rating.travelData.to, locale),
          })}`}
        </p>
        <p lang={original || !rating.translated ? rating.language : undefined}>{text}</p>
        {rating.translated ? (
          <p className={styles.translated}>
            {original ? null : t('ratings.translatedNote')}{' '}
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={original}
              onClick={() => setOriginal((v) => !v)}
            >
              {original ? t('ratings.showTranslation') : t('ratings.showOriginal')}
            </button>
          </p>
        ) : foreign ? (
          <p className={styles.translated} data-testid="rating-original-language">
            {t('ratings.originalLanguage', { language: languageName(rating.language, locale) })}
          </p>
        ) : null}
        {rating.landlordAnswer ? (
          // The host's answer in the page language where translated; else as written, and the
          // page says in which language (as for the guest's own words above).
          <div className={styles.answer} data-testid="landlord-answer">
            <p className={styles.answerHead}>{t('ratings.answer')}</p>
            <p
              className={styles.answerText}
              lang={rating.landlordAnswer.translated ? undefined : rating.landlordAnswer.language}
            >
              {rating.landlordAnswer.text}
            </p>
            {!rating.landlordAnswer.translated &&
            rating.landlordAnswer.language !== pageLanguage ? (
              <p className={styles.translated}>
                {t('ratings.answerOriginal', {
                  language: languageName(rating.landlordAnswer.language, locale),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
        <p className={styles.report}>
          <span id={`rating-number-${rating.ratingid}`}>
            {t('ratings.number', { number: rating.ratingid })}
          </span>
          {' · '}
          {/* The visible word is the link's name (WCAG 2.5.3); which rating, its description. */}
          <a
            href={report}
            rel="nofollow"
            aria-describedby={`rating-number-${rating.ratingid}`}
            data-testid="rating-report"
          >
            {t('ratings.report')}
          </a>
        </p>
      </article>
    </li>
  );
}

export function ObjectRatings({ initial }: { initial: RatingsPage | null }) {
  const t = useT('catalogue');
  const locale = useLocale();
  const root = useRootData();
  const client = useApi();
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  if (!page || page.total === 0 || page.ratingAverage === null) {
    return (
      <section className={styles.block} aria-labelledby="object-ratings">
        <h2 id="object-ratings" className={styles.heading}>
          {t('ratings.heading')}
        </h2>
        <p>{t('ratings.none')}</p>
      </section>
    );
  }

  const go = (pageNr: number) => {
    setLoading(true);
    setFailed(false);
    getRatingsPage(
      client,
      page.objectNumber,
      { languageCode: root?.language ?? 'de', pageNr, perPage: page.perPage },
      'object-ratings',
    ).then(
      (envelope) => {
        if (envelope === undefined) return;
        if (envelope.data) setPage(envelope.data);
        setLoading(false);
        listHeading.current?.focus();
      },
      () => {
        setFailed(true);
        setLoading(false);
      },
    );
  };

  const average = formatRating(page.ratingAverage, locale);
  return (
    <section className={styles.block} aria-labelledby="object-ratings" data-testid="object-ratings">
      <h2 id="object-ratings" className={styles.heading}>
        {t('ratings.heading')}
      </h2>
      <div className={styles.summary}>
        <p className={styles.average}>
          <strong className={styles.big}>{average}</strong>
          <Stars average={page.ratingAverage} label={t('ratings.starsLabel', { average })} />
          <span>{t('ratings.count', { count: page.total })}</span>
        </p>
        {page.objectRatingSummary ? (
          <dl className={styles.categories}>
            {RATING_CATEGORIES.map((category) => {
              const value = page.objectRatingSummary?.[category] ?? 0;
              return (
                <div key={category} className={styles.category}>
                  <dt>{t(`ratings.category.${category}`)}</dt>
                  <dd>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: `${(value / 5) * 100}%` }} />
                    </span>
                    {formatRating(value, locale)}
                  </dd>
                </div>
              );
            })}
          </dl>
        ) : null}
      </div>
      <h3 ref={listHeading} tabIndex={-1} className={styles.listHeading}>
        {t('ratings.listHeading', { page: page.pageNr, pages: page.pages })}
      </h3>
      <ul className={styles.list} aria-busy={loading}>
        {page.ratings.map((rating) => (
          <Rating key={rating.ratingid} rating={rating} objectNumber={page.objectNumber} />
        ))}
      </ul>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('ratings.failed')}
        </p>
      ) : null}
      {page.pages > 1 ? (
        <nav className={styles.pager} aria-label={t('ratings.pagination')}>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page.pageNr <= 1 || loading}
            onClick={() => go(page.pageNr - 1)}
          >
            {t('ratings.previous')}
          </button>
          <span aria-live="polite">
            {t('ratings.pageOf', { page: page.pageNr, pages: page.pages })}
          </span>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page.pageNr >= page.pages || loading}
            onClick={() => go(page.pageNr + 1)}
            data-testid="ratings-next"
          >
            {t('ratings.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

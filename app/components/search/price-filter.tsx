import { useEffect, useId, useRef, useState } from 'react';
import {
  PRICE_TIERS,
  PRICE_TIER_RANGES,
  SEARCH_DEFAULTS,
  priceTierOf,
  type PriceTier,
} from '#core/search-query';
import { useT } from '../../i18n/provider';
import { formatEuros } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import type { FilterProps } from './filter-props';
import styles from './filters.module.css';

/** Pause after the last slider movement before the search follows (one search per drag). */
export const SLIDER_DEBOUNCE_MS = 350;

type Range = { priceMin: number; priceMax: number };

/**
 * Price range: two sliders (step 100, top 6000 = no limit, SPEC.md §9) and the price tiers all,
 * cheap, mid, premium. Slider drags replace the history entry instead of adding one per step.
 */
export function PriceFilter({ query, update }: FilterProps) {
  const t = useT('search');
  const locale = useLocale();
  const id = useId();
  const fromUrl: Range = { priceMin: query.priceMin, priceMax: query.priceMax };
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen.priceMin !== fromUrl.priceMin || seen.priceMax !== fromUrl.priceMax) {
    setSeen(fromUrl);
    setDraft(fromUrl);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const slide = (next: Range) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update(next, { replace: true }), SLIDER_DEBOUNCE_MS);
  };

  const max = SEARCH_DEFAULTS.priceMax;
  const step = SEARCH_DEFAULTS.priceInterval;
  const euros = (value: number) => formatEuros(value, locale);
  const maxText = (value: number) => (value >= max ? t('filters.price.noLimit') : euros(value));
  const tier = priceTierOf(draft);
  const tierLabel = (name: PriceTier) => {
    const range = PRICE_TIER_RANGES[name];
    return t(`filters.price.tier.${name}`, {
      min: euros(range.priceMin),
      max: euros(range.priceMax),
    });
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.price.legend')}</legend>
      <div className={styles.range}>
        <div className={styles.rangeHead}>
          <label htmlFor={`${id}-min`} className={styles.label}>
            {t('filters.price.min')}
          </label>
          <output htmlFor={`${id}-min`} className={styles.rangeValue}>
            {euros(draft.priceMin)}
          </output>
        </div>
        <input
          id={`${id}-min`}
          className={styles.slider}
          type="range"
          min={0}
          max={max}
          step={step}
          value={draft.priceMin}
          aria-valuetext={euros(draft.priceMin)}
          onChange={(event) => {
            const priceMin = Math.min(Number(event.target.value), draft.priceMax);
            slide({ ...draft, priceMin });
          }}
        />
      </div>
      <div className={styles.range}>
        <div className={styles.rangeHead}>
          <label htmlFor={`${id}-max`} className={styles.label}>
            {t('filters.price.max')}
          </label>
          <output htmlFor={`${id}-max`} className={styles.rangeValue}>
            {maxText(draft.priceMax)}
          </output>
        </div>
        <input
          id={`${id}-max`}
          className={styles.slider}
          type="range"
          // A maximum of 0 would read as "not set", i.e. no limit at all.
          min={step}
          max={max}
          step={step}
          value={draft.priceMax}
          aria-valuetext={maxText(draft.priceMax)}
          onChange={(event) => {
            const priceMax = Math.max(Number(event.target.value), draft.priceMin, step);
            slide({ ...draft, priceMax });
          }}
        />
      </div>
      <fieldset className={styles.subFieldset}>
        <legend className={styles.label}>{t('filters.price.tierLegend')}</legend>
        <ul className={styles.radioList}>
          {PRICE_TIERS.map((name) => (
            <li key={name}>
              <input
                id={`${id}-${name}`}
                className={styles.radio}
                type="radio"
                name={`${id}-tier`}
                checked={tier === name}
                onChange={() => {
                  clearTimeout(timer.current);
                  setDraft(PRICE_TIER_RANGES[name]);
                  update(PRICE_TIER_RANGES[name]);
                }}
              />
              <label htmlFor={`${id}-${name}`} className={styles.checkLabel}>
                {tierLabel(name)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </fieldset>
  );
}

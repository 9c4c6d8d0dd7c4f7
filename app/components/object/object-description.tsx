// The description in the request language (SPEC.md §3 descriptions): a machine translation is
// marked as such, and a toggle shows the native text — both come with the page, so the switch
// works at once and the text is in the server HTML for search engines.
import { useState } from 'react';
import type { ObjectDescriptions } from '#services/catalogue/types';
import { useT } from '../../i18n/provider';
import styles from './object-screen.module.css';

function Paragraphs({ text, lang }: { text: string; lang: string }) {
  return (
    <div lang={lang} className={styles.text}>
      {text
        .split(/\n+/)
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part, i) => (
          <p key={i}>{part}</p>
        ))}
    </div>
  );
}

export function ObjectDescription({ descriptions }: { descriptions: ObjectDescriptions }) {
  const t = useT('catalogue');
  const [original, setOriginal] = useState(false);
  const { translation, native } = descriptions;
  const shown = original || !translation ? native : translation;
  if (!shown) return null;
  const translated = shown.translatedFrom !== null;
  const canSwitch = translation !== null && native !== null;
  return (
    <section className={styles.section} aria-labelledby="object-description">
      <h2 id="object-description" className={styles.heading}>
        {t('description.heading')}
      </h2>
      {translated || canSwitch ? (
        <p className={styles.note} data-testid="description-note">
          {translated
            ? t(`description.translatedFrom.${shown.translatedFrom}`, {
                defaultValue: t('description.translated'),
              })
            : t(`description.originalIn.${shown.language}`, {
                defaultValue: t('description.original'),
              })}{' '}
          {canSwitch ? (
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={original}
              onClick={() => setOriginal((value) => !value)}
              data-testid="description-switch"
            >
              {original ? t('description.showTranslation') : t('description.showOriginal')}
            </button>
          ) : null}
        </p>
      ) : null}
      <div aria-live="polite" data-testid="description-text" data-language={shown.language}>
        <Paragraphs text={shown.text} lang={shown.language} />
      </div>
    </section>
  );
}

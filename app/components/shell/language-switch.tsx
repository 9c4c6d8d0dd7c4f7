// The language switch: links to this page in the other languages (the page's languagePaths,
// else the home page of that language), keeping the query (filters, the chosen stay) and the
// partner parameter. The site header lists the four codes; the compact bar of search, object and
// booking screens (SPEC.md §2 hides the header there) has a small disclosure menu instead, so a
// guest arriving from a search engine can still change language (issue 12).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { labelColon } from '#core/format';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type Language } from '#core/languages';
import { useT } from '../../i18n/provider';
import { useLocalHref, useRouteHref } from '../../lib/links';
import { usePageInfo } from '../../lib/page-info';
import { useLocale, useRootData } from '../../lib/root-data';
import { TextEditingEntry } from '../backoffice/text-editing';
import styles from './language-switch.module.css';

export interface LanguageLink {
  language: Language;
  href: string;
  current: boolean;
}

/** This page in every language, the current one marked. */
export function useLanguageLinks(): LanguageLink[] {
  const current = useRootData()?.language ?? DEFAULT_LANGUAGE;
  const page = usePageInfo();
  const routeHref = useRouteHref();
  const localHref = useLocalHref();
  const { search } = useLocation();
  return LANGUAGES.map((language) => {
    const path = page?.languagePaths[language];
    return {
      language,
      href: path ? localHref(`${path}${search}`) : routeHref('Home', {}, language),
      current: language === current,
    };
  });
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The compact bar's switch: a disclosure (details/summary, so it works before the scripts run)
 * showing the current language's code; open, it lists the languages by their own names. Escape
 * or a click elsewhere closes it.
 */
export function CompactLanguageSwitch() {
  const t = useT('common');
  const locale = useLocale();
  const links = useLanguageLinks();
  const current = links.find((link) => link.current)?.language ?? DEFAULT_LANGUAGE;
  const textEditor = useRootData()?.textEditor === true;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      const details = detailsRef.current;
      if (details && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = detailsRef.current;
    if (event.key !== 'Escape' || details === null || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  }

  return (
    <details
      ref={detailsRef}
      className={styles.compact}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      data-testid="language-switch"
    >
      <summary className={styles.toggle}>
        <GlobeIcon />
        <span className="visually-hidden">
          {t('nav.languages')}
          {labelColon(locale)}{' '}
        </span>
        <span className={styles.code}>{current}</span>
      </summary>
      <ul className={styles.menu} aria-label={t('nav.languages')}>
        {links.map((link) => (
          <li key={link.language}>
            <a
              className={styles.item}
              href={link.href}
              hrefLang={link.language}
              lang={link.language}
              aria-current={link.current ? 'true' : undefined}
            >
              <span>{LANGUAGE_NAMES[link.language]}</span>
              <span className={styles.itemCode} aria-hidden="true">
                {link.language}
              </span>
            </a>
          </li>
        ))}
        {/* The editing pseudo-language (SPEC §4; issue 18): accounts with localeEditor.update. */}
        {textEditor ? (
          <li>
            <TextEditingEntry className={styles.item} />
          </li>
        ) : null}
      </ul>
    </details>
  );
}

// The search screen's destination: the destination field (with suggestions) and its button, above
// the results on every screen width. Choosing a suggestion or searching typed text keeps the rest
// of the search (see destinationTarget); without JavaScript the form is a GET search of the text
// that carries the other parameters as hidden fields.
import { useLocation, useNavigate } from 'react-router';
import { buildPath } from '#core/routes';
import { searchQueryEntries, type SearchQuery } from '#core/search-query';
import { useT } from '../../i18n/provider';
import { useRootData } from '../../lib/root-data';
import type { SearchPageKind } from '../../lib/search-screen-data';
import {
  KEPT_PARAMS,
  destinationTarget,
  searchHref,
  withoutDestination,
  type Destination,
} from '../../lib/search-url';
import { DestinationField } from './destination-field';
import styles from './destination-search.module.css';

interface Props {
  kind: SearchPageKind;
  query: SearchQuery;
  /** The location the page searches, shown when no text was searched. */
  destination: string | null;
  /** Navigates to another query of this page (the search state's, so a new search cancels). */
  replaceQuery(next: SearchQuery): void;
}

export function DestinationSearch({ kind, query, destination, replaceQuery }: Props) {
  const t = useT('common');
  const location = useLocation();
  const navigate = useNavigate();
  const language = useRootData()?.language ?? 'de';
  const searchPath = buildPath('Search', {}, language);
  const page = { kind, pathname: location.pathname, searchPath };
  const current = new URLSearchParams(location.search);

  const go = (chosen: Destination) => {
    const target = destinationTarget(page, query, chosen);
    if (target.pathname === location.pathname) replaceQuery(target.query);
    else void navigate(searchHref(target.pathname, target.query, current));
  };

  // What the form sends without JavaScript besides the text: the rest of the search.
  const hidden: [string, string][] = searchQueryEntries(withoutDestination(query));
  for (const key of KEPT_PARAMS) {
    const value = current.get(key);
    if (value) hidden.push([key, value]);
  }

  return (
    <form
      className={styles.form}
      role="search"
      aria-label={t('search.destination')}
      method="get"
      action={kind === 'location' ? searchPath : location.pathname}
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('fulltext');
        go({ kind: 'text', text: typeof text === 'string' ? text : '' });
      }}
      data-testid="destination-search"
    >
      {hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <DestinationField
        value={query.fulltext ?? destination ?? ''}
        className={styles.field}
        inputClassName={styles.input}
        onChoose={(suggestion) => go({ ...suggestion, kind: 'location' })}
      />
      <button type="submit" className={styles.submit}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
        <span>{t('search.submit')}</span>
      </button>
    </form>
  );
}

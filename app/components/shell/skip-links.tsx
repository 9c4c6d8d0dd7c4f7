// The skip links at the top of every page: to the main content, and on pages with search results
// (issue 19) straight to the first result, past the filters and the map.
import { useMatches } from 'react-router';
import { useT } from '../../i18n/provider';
import { RESULTS_ID, hasResults } from '../../lib/results-anchor';

export function SkipLinks() {
  const t = useT('common');
  const skipToResults = useMatches().some((match) => hasResults(match.loaderData));
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      {skipToResults ? (
        <a className="skip-link" href={`#${RESULTS_ID}`} data-testid="skip-to-results">
          {t('a11y.skipToResults')}
        </a>
      ) : null}
    </>
  );
}

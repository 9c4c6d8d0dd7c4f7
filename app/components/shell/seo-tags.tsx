// Title, description, canonical and hreflang links of the current page (React 19 hoists them
// into <head>). Pages without PageInfo (error views) set their own title and noindex.
import { LANGUAGES } from '#core/languages';
import type { PageInfo } from '../../lib/page-info';

export function SeoTags({ page }: { page: PageInfo | null }) {
  if (!page) return null;
  const { seo } = page;
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      {seo.noIndex ? <meta name="robots" content="noindex, follow" /> : null}
      <link rel="canonical" href={seo.canonical} />
      {LANGUAGES.map((language) =>
        seo.alternates[language] ? (
          <link
            key={language}
            rel="alternate"
            hrefLang={language}
            href={seo.alternates[language]}
          />
        ) : null,
      )}
      {seo.alternates.de ? (
        <link rel="alternate" hrefLang="x-default" href={seo.alternates.de} />
      ) : null}
    </>
  );
}

// Title, description, canonical and hreflang links of the current page (React 19 hoists them
// into <head>), its Open Graph and Twitter tags, its BreadcrumbList JSON-LD and a content page's
// FAQPage (issue 17). Pages without PageInfo (error views) set their own title and noindex.
import { LANGUAGES } from '#core/languages';
import { useNonce } from '../../lib/nonce';
import type { PageInfo } from '../../lib/page-info';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  ogLocale,
  ogLocaleAlternates,
  pageLanguage,
  websiteJsonLd,
} from '../../lib/structured-data';

export function SeoTags({ page, siteName }: { page: PageInfo | null; siteName?: string }) {
  const nonce = useNonce();
  if (!page) return null;
  const { seo } = page;
  // Share tags and structured data only where search engines and link previews are welcome.
  const indexable = !seo.noIndex;
  const breadcrumbs = indexable ? breadcrumbJsonLd(page) : null;
  const faq = indexable ? faqPageJsonLd(page) : null;
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
      {indexable ? (
        <>
          <meta property="og:type" content={page.view === 'ObjectPage' ? 'product' : 'website'} />
          <meta property="og:title" content={seo.title} />
          <meta property="og:description" content={seo.description} />
          <meta property="og:url" content={seo.canonical} />
          {siteName ? <meta property="og:site_name" content={siteName} /> : null}
          <meta property="og:locale" content={ogLocale(pageLanguage(page))} />
          {ogLocaleAlternates(page).map((locale) => (
            <meta key={locale} property="og:locale:alternate" content={locale} />
          ))}
          {seo.image ? <meta property="og:image" content={seo.image} /> : null}
          <meta name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
          <meta name="twitter:title" content={seo.title} />
          <meta name="twitter:description" content={seo.description} />
          {seo.image ? <meta name="twitter:image" content={seo.image} /> : null}
        </>
      ) : null}
      {breadcrumbs ? (
        <script
          type="application/ld+json"
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{ __html: breadcrumbs }}
        />
      ) : null}
      {faq ? (
        <script
          type="application/ld+json"
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{ __html: faq }}
        />
      ) : null}
      {indexable && page.view === 'Home' && siteName ? (
        <script
          type="application/ld+json"
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{ __html: websiteJsonLd(page, siteName) }}
        />
      ) : null}
    </>
  );
}

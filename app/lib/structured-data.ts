// schema.org JSON-LD and Open Graph values of a page, built from its PageInfo (pure: the shell
// renders them on the server and on hydration alike). Every JSON-LD string has '<' escaped: it sits
// in a <script> element, and a title with '</script>' must not be able to close it.
import { LANGUAGES, LOCALES, languageFromPath, type Language } from '#core/languages';
import type { PageInfo } from './page-info';

export function jsonLdString(doc: unknown): string {
  return JSON.stringify(doc).replace(/</g, '\\u003c');
}

/** The page's language, read from its canonical URL's path prefix. */
export function pageLanguage(page: PageInfo): Language {
  return languageFromPath(new URL(page.seo.canonical).pathname).language;
}

/** Open Graph locale of a language: 'de_DE', 'en_GB', … */
export function ogLocale(language: Language): string {
  return LOCALES[language].replace('-', '_');
}

/** The other languages the page exists in, as Open Graph locales (og:locale:alternate). */
export function ogLocaleAlternates(page: PageInfo): string[] {
  const own = pageLanguage(page);
  return LANGUAGES.filter((l) => l !== own && page.seo.alternates[l]).map(ogLocale);
}

/**
 * BreadcrumbList of the page's breadcrumbs (Home › … › page), or null when it has none. Links are
 * made absolute against the canonical URL; the last crumb (the page itself) is the canonical URL.
 */
export function breadcrumbJsonLd(page: PageInfo): string | null {
  const crumbs = page.breadcrumbs;
  if (crumbs.length < 2) return null;
  const canonical = page.seo.canonical;
  return jsonLdString({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href === null ? canonical : new URL(crumb.href, canonical).href,
    })),
  });
}

/** WebSite of the home page: the site's name and address. */
export function websiteJsonLd(page: PageInfo, name: string): string {
  return jsonLdString({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: page.seo.canonical,
    inLanguage: LOCALES[pageLanguage(page)],
  });
}

/**
 * FAQPage of a page that shows questions with their answers (the FAQ; PageInfo `faq`), or null
 * when it shows none. Made from the very strings the page renders, so the structured data always
 * equals what a visitor reads.
 */
export function faqPageJsonLd(page: PageInfo): string | null {
  if (!page.faq || page.faq.length === 0) return null;
  return jsonLdString({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: page.seo.canonical,
    inLanguage: LOCALES[pageLanguage(page)],
    mainEntity: page.faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
}

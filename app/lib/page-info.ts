// What every page's loader tells the shell: which route and view it is, the shell flags of the
// route table, SEO tags and breadcrumbs. The root layout reads it from the deepest match.
import { useMatches } from 'react-router';
import type { Language } from '#core/languages';
import type { ContentGroup, RouteDefinition } from '#core/routes';

export interface ShellFlags {
  headerHidden: boolean;
  footerHidden: boolean;
  bookingFooter: boolean;
  hideCookieSettings: boolean;
  hideCookieBanner: boolean;
  contentGroup: ContentGroup;
  /** Home shows the extra portals in the footer (SPEC.md §2). */
  extraPortals: boolean;
}

export interface Seo {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute URL of the same page per language (hreflang). */
  alternates: Partial<Record<Language, string>>;
  noIndex: boolean;
  /** Absolute URL of the page's share image (og:image): an object's main photo, a hero. */
  image?: string;
}

export interface Breadcrumb {
  label: string;
  href: string | null;
}

export interface PageInfo {
  routeName: string;
  view: string;
  flags: ShellFlags;
  seo: Seo;
  breadcrumbs: Breadcrumb[];
  breadcrumbLabel: string;
  /** Paths of this page in the other languages, for the language switch. */
  languagePaths: Partial<Record<Language, string>>;
  /**
   * Stylesheets of a screen the route loads lazily (routes/lookup.tsx), for the document head:
   * React Router links only the CSS its route modules import statically.
   */
  stylesheets?: string[];
  /**
   * The questions and answers shown on the page (a content page's `faq` blocks), for its FAQPage
   * JSON-LD (structured-data.ts faqPageJsonLd): the same strings the page renders.
   */
  faq?: { question: string; answer: string }[];
}

export function shellFlags(
  route: Pick<RouteDefinition, 'view'> & Partial<RouteDefinition>,
): ShellFlags {
  return {
    headerHidden: route.headerHidden ?? false,
    footerHidden: route.footerHidden ?? false,
    bookingFooter: route.bookingFooter ?? false,
    hideCookieSettings: route.hideCookieSettings ?? false,
    hideCookieBanner: route.hideCookieBanner ?? false,
    contentGroup: route.contentGroup ?? 5,
    extraPortals: route.view === 'Home',
  };
}

function hasPage(data: unknown): data is { page: PageInfo } {
  return typeof data === 'object' && data !== null && 'page' in data;
}

/** The PageInfo of the deepest route that has one (null on error pages). */
export function usePageInfo(): PageInfo | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (hasPage(data)) return data.page;
  }
  return null;
}

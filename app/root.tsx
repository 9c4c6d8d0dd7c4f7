// The site's base styles first: every component's own (module) CSS comes later in the cascade, so
// a component's padding or margin wins over `.container` and the other global classes.
import { useErrorReporting, useRenderErrorReport } from './lib/error-reporting';
import './styles/global.css';
// Before any module that builds a zod schema (see the module): the root route is imported first.
import './lib/zod-csp';
import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { todayInBerlin } from '#core/dates';
import { LAZY_TEXTS, SHELL_TEXTS } from '#core/i18n/namespaces';
import { DEFAULT_LANGUAGE, LOCALES } from '#core/languages';
import { brandTokensCss } from '#core/branding';
import { buildPath } from '#core/routes';
import { consentFromCookieHeader, REQUIRED_ONLY } from '#core/consent';
import { newsletterFormToken } from '#services/content';
import { loadShell, operatorBrand } from '#services/partners';
import { clientTexts } from '#services/platform';
import { hasPermission } from '#services/accounts';
import { watchedObjectNumbers } from '#services/watchlist';
import type { Route } from './+types/root';
import { ConsentProvider } from './components/consent/cookie-banner';
import { EncouragementAlert } from './components/partners/encouragement-alert';
import { TextEditingMount } from './components/backoffice/text-editing';
import { CompactBar } from './components/shell/compact-bar';
import { ErrorView } from './components/shell/error-view';
import { ScreenStylesheets } from './components/shell/screen-stylesheets';
import { ScrollManager } from './components/shell/scroll-manager';
import { SeoTags } from './components/shell/seo-tags';
import { SiteFooter } from './components/shell/site-footer';
import { SiteHeader } from './components/shell/site-header';
import { StylesheetPreloads } from './components/shell/stylesheet-preloads';
import { WatchListProvider } from './components/watchlist/watch-store';
import { I18nProvider, useLoaderTexts } from './i18n/provider';
import { ApiProvider } from './lib/api/provider';
import { useNonce, useStyleNonce } from './lib/nonce';
import { usePageInfo } from './lib/page-info';
import { requestContext } from './lib/request-context';
import { brandView } from './lib/brand.server';
import { ORGANIZATION_JSON_LD } from './lib/islands';
import { islandData } from './lib/islands.server';
import { JsonLdScript } from './components/ui/island';
import { adminEntryHref } from './lib/admin-pages.server';
import { officeHoursText } from '#services/office';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const consent = consentFromCookieHeader(request.headers.get('cookie'));
  const [texts, shell, watched, branding] = await Promise.all([
    // The cookie banner's texts only for a visitor who has not decided (it is rendered for them).
    clientTexts(
      ctx.language,
      consent.confirmed ? SHELL_TEXTS : [...SHELL_TEXTS, ...LAZY_TEXTS.cookieBanner],
    ),
    loadShell(ctx),
    watchedObjectNumbers(ctx),
    operatorBrand(ctx.deps),
  ]);
  return {
    language: ctx.language,
    locale: LOCALES[ctx.language],
    currency: 'EUR' as const,
    mandant: ctx.mandant,
    /** The shell's texts; each screen's route loader sends its own (SCREEN_TEXTS). */
    texts,
    shell,
    /** The visitor's watched object numbers: hearts and badge render the same on server and client. */
    watched,
    partnerId: ctx.partnerId,
    /**
     * The footer's newsletter form (issue 17): its form-guard token, or null when the visit's
     * partner hides the newsletter (SPEC §3 hideNewsletter). A stored page's token stays usable:
     * it is never older than the day (server/page-cache.ts), the guard takes a day.
     */
    newsletterToken: shell.partner?.hideNewsletter ? null : newsletterFormToken(ctx),
    /** The operator brand the shell shows (core/branding.ts; read at run time, no rebuild). */
    brand: await brandView(ctx, branding).then((view) => ({
      ...view,
      jsonLd: islandData(context, ORGANIZATION_JSON_LD, view.jsonLd),
    })),
    /** Map tiles (Leaflet URL template, branding.maps); the CSP allows images from its host. */
    mapTileUrl: branding.maps.tileUrl,
    mapAttribution: { text: branding.maps.attributionText, url: branding.maps.attributionUrl },
    // From the Berlin day (one shared formatter): toLocaleString made a formatter per page.
    year: Number(todayInBerlin(ctx.now).slice(0, 4)),
    /**
     * The visitor's cookie decision (`disclaimer`, `accepted`): the banner is rendered on the
     * server when there is none (no flash); server/page-cache.ts keys stored pages by it.
     */
    consent,
    /**
     * The account may edit texts (localeEditor.update; issue 18): the language switch offers the
     * editing pseudo-language. Only logged-in pages say true, and those are never cached.
     */
    textEditor: hasPermission(ctx, 'localeEditor.update'),
    /**
     * The admin menu's entry (issue 18, core/admin-pages.ts): the first back-office page the
     * account may open, or null — the header shows no admin link at all.
     */
    adminHref: adminEntryHref(ctx),
    /**
     * The office's opening hours as one line in the page's language (issue 18: edited at
     * /admin/schedule/edit/, core/office-hours.ts); footer, home and the contact widget show it.
     */
    officeHours: await officeHoursText(ctx, ctx.language),
  };
}

// Translations and shell data change with the language, the partner or campaign, or a form post
// (login, watch list) — not on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  const prefix = (url: URL) => url.pathname.split('/')[1] ?? '';
  const keyed = (url: URL) => `${url.searchParams.get('partner')}|${url.searchParams.get('pid')}`;
  return prefix(currentUrl) !== prefix(nextUrl) || keyed(currentUrl) !== keyed(nextUrl);
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const styleNonce = useStyleNonce();
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const texts = useLoaderTexts();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.brand.colors.primary ?? '#0b5d5b'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Raster forms of the same mark (scripts/icons.ts): /favicon.ico is asked for unasked. */}
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <StylesheetPreloads nonce={nonce} />
        <Meta />
        <Links />
        <ScreenStylesheets />
        {/* The brand's colour tokens over tokens.css: hex values only (core/branding.ts). */}
        {data ? (
          <style
            nonce={styleNonce || undefined}
            data-brand-tokens=""
            dangerouslySetInnerHTML={{ __html: brandTokensCss(data.brand.colors) }}
          />
        ) : null}
      </head>
      <body>
        <I18nProvider language={language} sources={texts} brand={data?.brand.name ?? ''}>
          <ApiProvider mandant={data?.mandant ?? ''}>{children}</ApiProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* A browser without ES modules runs none of the page's scripts: it goes to the
            outdated-browser page (SPEC §2 /outdated/), in ES3 so that it runs there. Browsers
            that know modules skip `nomodule` scripts without loading or parsing them. */}
        <script
          noModule
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{
            __html: `if(location.pathname.indexOf("/outdated/")<0)location.replace(${JSON.stringify(buildPath('Outdated', {}, language))});`,
          }}
        />
      </body>
    </html>
  );
}

const EMPTY_WATCHED: number[] = [];
const NO_CONSENT = { confirmed: false, choice: REQUIRED_ONLY };

function Shell({ children, status }: { children: React.ReactNode; status?: number }) {
  const page = usePageInfo();
  const watched = useRouteLoaderData<typeof loader>('root')?.watched;
  const brand = useRouteLoaderData<typeof loader>('root')?.brand;
  const consent = useRouteLoaderData<typeof loader>('root')?.consent ?? NO_CONSENT;
  const nonce = useNonce();
  const flags = page?.flags;
  // The page's event handlers are attached once this runs (effects follow the hydration commit):
  // browser tests wait for the mark before they click (tests/e2e/browser.ts hydrated).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  // Errors the browser meets from now on reach the server's log (SPEC §8; production only).
  useErrorReporting(page?.routeName);
  // A campaign's encouragement alert (SPEC §3) on search and object pages, above the screen.
  const encouragement =
    useRouteLoaderData<typeof loader>('root')?.shell.encouragementAlert === true &&
    !status &&
    (page?.view === 'Search' || page?.view === 'ObjectPage');
  return (
    <WatchListProvider watched={watched ?? EMPTY_WATCHED}>
      <ConsentProvider
        initial={consent}
        hideBanner={flags?.hideCookieBanner ?? false}
        hideSettings={flags?.hideCookieSettings ?? false}
        routeName={page?.routeName}
      >
        {(blocked) => (
          <div
            className="page"
            data-content-group={flags?.contentGroup ?? 5}
            data-status={status}
            // The cookie banner blocks the page until the visitor decides (SPEC §2).
            inert={blocked}
          >
            <SeoTags page={page} {...(brand ? { siteName: brand.name } : {})} />
            {brand ? (
              // The operator as schema.org Organization (lib/brand.server.ts).
              <JsonLdScript name={ORGANIZATION_JSON_LD} json={brand.jsonLd} nonce={nonce} />
            ) : null}
            {flags?.headerHidden ? <CompactBar /> : <SiteHeader />}
            <main
              id="main"
              className="page-main"
              tabIndex={-1}
              data-view={status ? `Error${status}` : (page?.view ?? 'Unknown')}
              data-route={page?.routeName}
            >
              {encouragement ? <EncouragementAlert /> : null}
              {children}
            </main>
            {flags?.footerHidden ? null : (
              <SiteFooter
                variant={flags?.bookingFooter ? 'booking' : 'default'}
                extraPortals={flags?.extraPortals ?? false}
              />
            )}
            <ScrollManager />
            {/* The editing pseudo-language's in-place editor (issue 18): editors only, lazily. */}
            <TextEditingMount />
          </div>
        )}
      </ConsentProvider>
    </WatchListProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  // A screen that broke in the browser (not a 404 or 410 the server answered) is reported.
  useRenderErrorReport(isRouteErrorResponse(error) ? null : error);
  const view = status === 404 || status === 410 ? status : 500;
  return (
    <Shell status={view}>
      <ErrorView status={view} />
    </Shell>
  );
}

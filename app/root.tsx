import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
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
import { DEFAULT_LANGUAGE } from '../core/languages';
import { loadTranslations } from '../services/translations';
import type { Route } from './+types/root';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { ErrorView } from './components/error-view';
import { createI18n } from './i18n/instance';
import { useNonce } from './lib/nonce';
import { requestContext } from './lib/request-context';
import './styles/global.css';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return {
    language: ctx.language,
    mandant: ctx.mandant,
    resources: await loadTranslations(ctx.language),
    user: ctx.user ? { firstName: ctx.user.firstName } : null,
    year: Number(ctx.now.toLocaleString('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric' })),
  };
}

// Translations and the user only change with the language or a login, not on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  const prefix = (url: URL) => url.pathname.split('/')[1] ?? '';
  return prefix(currentUrl) !== prefix(nextUrl);
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const i18n = useMemo(
    () => createI18n(language, data?.resources ?? {}),
    [language, data?.resources],
  );
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d5b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <div className="page">
      <SiteHeader />
      <main id="main" className="page-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <div className="page">
      <SiteHeader />
      <main id="main" className="page-main">
        <ErrorView status={status === 404 || status === 410 ? status : 500} />
      </main>
      <SiteFooter />
    </div>
  );
}

// The service worker (SPEC.md §7 /service-worker.js; issue 17 "SEO and robustness") and the small
// offline page it precaches, /offline.html and /{en,fr,it}/offline.html.
//
// The worker's script is written here, not bundled: it needs the route table's watch-list paths of
// every language and a version that changes with the script and the operator brand (a changed
// brand must replace the precached offline pages, and a browser installs a new worker only when
// the script's bytes change). What it caches, on purpose very little:
//  - the four offline pages, at install;
//  - /assets/* (content-hashed, immutable) as they are requested, cache-first;
//  - the visitor's own watch list page, network-first, so it opens offline with the last list.
// Every other request is the network's: navigations fall back to the offline page of their
// language, nothing else is answered from the cache — no API call, no personal page (user area,
// booking flow, payment), no page that sets a cookie (a worker cannot see Set-Cookie, so it caches
// only the answers named above, which set none but the watch list's visitor cookie, kept by the
// browser and never by the cache).
//
// Both answers are the same for everyone and set no cookie (they are not `page` routes:
// server/plugins/context.ts issuesVisitorCookies).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '#core/languages';
import { buildPath } from '#core/routes';
import type { AppDeps } from '#services/platform';
import { translator } from '#services/platform';
import { operatorBrand } from '#services/partners';

/** The offline page's path in a language (German, the default, has no prefix). */
export function offlinePath(language: Language): string {
  return language === 'de' ? '/offline.html' : `/${language}/offline.html`;
}

export interface WorkerSettings {
  /** Changes with the brand: a new version replaces the caches of the old one. */
  brandVersion: string;
  offlinePages: Record<Language, string>;
  watchListPaths: Record<Language, string>;
}

export function workerSettings(brandVersion: string): WorkerSettings {
  const offlinePages = {} as Record<Language, string>;
  const watchListPaths = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    offlinePages[language] = offlinePath(language);
    watchListPaths[language] = buildPath('WatchList', {}, language);
  }
  return { brandVersion, offlinePages, watchListPaths };
}

/** The worker's source. Plain ES2017, no imports: it runs as a classic worker script. */
export function serviceWorkerScript(settings: WorkerSettings): string {
  const body = `
const OFFLINE_PAGES = ${JSON.stringify(settings.offlinePages)};
const WATCH_LIST_PATHS = ${JSON.stringify(Object.values(settings.watchListPaths))};
const LANGUAGES = ${JSON.stringify(Object.keys(settings.offlinePages))};
const MAX_ASSETS = 200;

function languageOf(pathname) {
  const first = pathname.split('/')[1];
  return LANGUAGES.indexOf(first) > 0 ? first : LANGUAGES[0];
}

function cacheable(response) {
  return response && response.ok && response.type === 'basic' && !response.redirected;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES).then((cache) => cache.addAll(Object.values(OFFLINE_PAGES))).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('feriora-') && n !== PAGES && n !== ASSETS).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// Hashed build files never change under their name: the cache answers, the network fills it.
async function asset(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) {
    await cache.put(request, response.clone());
    // A deploy brings new names and leaves the old files unused: keep the newest MAX_ASSETS.
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  }
  return response;
}

// Network first; the visitor's own watch list is kept for offline reading, any other page falls
// back to the offline page of its language.
async function page(request, url) {
  const keep = WATCH_LIST_PATHS.indexOf(url.pathname) >= 0 && url.search === '';
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (keep && cacheable(response)) await cache.put(url.pathname, response.clone());
    return response;
  } catch (error) {
    const kept = keep ? await cache.match(url.pathname) : undefined;
    return kept || (await cache.match(OFFLINE_PAGES[languageOf(url.pathname)])) || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (request.mode === 'navigate') event.respondWith(page(request, url));
});
`;
  const version = createHash('sha256')
    .update(settings.brandVersion)
    .update(body)
    .digest('hex')
    .slice(0, 12);
  return (
    `// Feriora's service worker (server/service-worker.ts), version ${version}.\n` +
    `const PAGES = 'feriora-pages-${version}';\n` +
    `const ASSETS = 'feriora-assets';\n` +
    body
  );
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The offline page: self-contained (inline style, no script, no image), so it shows without any
 * other request. The worker answers a failed navigation with it under the page's own address, so
 * "try again" is an empty link (the same address again, no script needed); the other link leads
 * to the watch list, which the worker may have kept.
 */
export async function offlinePage(
  deps: AppDeps,
  language: Language,
  styleNonce: string,
): Promise<string> {
  const branding = await operatorBrand(deps);
  const t = await translator(language, branding.brand.name);
  const primary = branding.colors.primary;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('offline:offline.title'))}</title>
<style nonce="${escapeHtml(styleNonce)}">
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f6f7f9}
header{background:#fff;border-bottom:3px solid ${primary};padding:12px 20px;font-weight:700;font-size:1.25rem;color:${primary}}
main{max-width:40rem;margin:0 auto;padding:32px 20px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 16px}
a{color:${primary};font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:12px 24px;margin-top:24px}
</style>
</head>
<body>
<header>${escapeHtml(branding.brand.name)}</header>
<main>
<h1>${escapeHtml(t('offline:offline.heading'))}</h1>
<p>${escapeHtml(t('offline:offline.text'))}</p>
<p>${escapeHtml(t('offline:offline.watchList'))}</p>
<p class="actions"><a href="">${escapeHtml(t('offline:offline.retry'))}</a>
<a href="${buildPath('WatchList', {}, language)}">${escapeHtml(t('offline:offline.watchListLink'))}</a></p>
</main>
</body>
</html>
`;
}

export function registerServiceWorker(app: FastifyInstance, deps: AppDeps): void {
  app.get('/service-worker.js', async (_request, reply) => {
    const brand = await operatorBrand(deps);
    const script = serviceWorkerScript(workerSettings(JSON.stringify(brand)));
    // Checked on every page load (no-cache revalidates), so a deploy reaches every browser.
    return reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
  for (const language of LANGUAGES) {
    // The inline style carries the response's CSP nonce (helmet enableCSPNonces); the worker keeps
    // the page with its headers, so the pair stays valid offline.
    app.get(offlinePath(language), async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await offlinePage(deps, language, reply.cspNonce.style)),
    );
  }
}

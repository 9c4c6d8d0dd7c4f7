// /robots.txt and the sitemap (issue 17, SEO): /sitemap.xml is an index of child files,
// /sitemaps/pages-{n}.xml (the route table's pages, locations, themed offers) and
// /sitemaps/objects-{first object number}.xml (12,500 objects × 4 languages = 50,000 URLs each).
// Object files are streamed, one keyset batch at a time (services/catalogue sitemapObjectPages),
// so 100k objects never sit in memory as XML; @fastify/compress compresses the stream.
//
// Public and the same for everyone: a shared cache may keep them for an hour. No visitor cookies
// (they are not page documents: server/plugins/context.ts issuesVisitorCookies).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANGUAGES } from '#core/languages';
import { ROUTE_SPECS, type RouteSpec } from '#core/routes';
import {
  PRIVATE_VIEWS,
  sitemapFiles,
  sitemapObjectPages,
  sitemapPagesFile,
  type SitemapPage,
} from '#services/catalogue';
import type { AppDeps } from '#services/platform';

const CACHE = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';
const XML = 'application/xml; charset=utf-8';
const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

function xmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The paths robots.txt disallows: the first segment of every private route (account, booking
 * flows, watch list, vouchers, ratings forms, admin) in every language, and the API. Derived from
 * the route table, so a new private route is covered without editing this list.
 */
export function disallowedPaths(): string[] {
  const paths = new Set<string>(['/api/']);
  for (const spec of ROUTE_SPECS as readonly RouteSpec[]) {
    const isPrivate =
      PRIVATE_VIEWS.has(spec.view) || spec.requiresAuth || spec.admin || spec.contentGroup === 4;
    if (!isPrivate) continue;
    for (const language of LANGUAGES) {
      const pattern = language === 'de' ? spec.path : (spec.localized?.[language] ?? spec.path);
      const first = pattern.split('/').filter((s) => s !== '')[0];
      if (first === undefined || first.startsWith(':')) continue;
      paths.add(`${language === 'de' ? '' : `/${language}`}/${first}/`);
    }
  }
  return [...paths].sort();
}

export function robotsTxt(siteUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of disallowedPaths()) lines.push(`Disallow: ${path}`);
  lines.push('', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, '');
  return lines.join('\n');
}

function urlEntries(siteUrl: string, page: SitemapPage): string {
  const absolute = (path: string) => xmlEscape(new URL(path, siteUrl).href);
  const links =
    LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(page.paths[language])}"/>`,
    ).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(page.paths.de)}"/>`;
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
  return LANGUAGES.map(
    (language) => `<url><loc>${absolute(page.paths[language])}</loc>${lastmod}${links}</url>\n`,
  ).join('');
}

function sendXml(reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply.header('cache-control', CACHE).type(XML).send(body);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'public, max-age=300')
    .type('text/plain; charset=utf-8')
    .send('Not Found');
}

export function registerSitemap(app: FastifyInstance, deps: AppDeps): void {
  const siteUrl = deps.config.SITE_URL;

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const files = await sitemapFiles(request.ctx);
    const names = [
      ...Array.from({ length: files.pageFiles }, (_, n) => `pages-${n}`),
      ...files.objectStarts.map((start) => `objects-${start}`),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      names
        .map(
          (name) =>
            `<sitemap><loc>${xmlEscape(new URL(`/sitemaps/${name}.xml`, siteUrl).href)}</loc></sitemap>\n`,
        )
        .join('') +
      '</sitemapindex>\n';
    return sendXml(reply, body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const pages = /^pages-(\d{1,4})\.xml$/.exec(request.params.file);
    if (pages) {
      const list = await sitemapPagesFile(request.ctx, Number(pages[1]));
      if (list === null) return notFound(reply);
      return sendXml(
        reply,
        URLSET_OPEN + list.map((page) => urlEntries(siteUrl, page)).join('') + '</urlset>\n',
      );
    }
    const objects = /^objects-(\d{1,9})\.xml$/.exec(request.params.file);
    if (!objects) return notFound(reply);
    const from = Number(objects[1]);
    const batches = sitemapObjectPages(request.ctx, from);
    // The first batch before the headers: a start beyond the last object is a 404, and a
    // database failure is a 500 rather than a cut-off 200.
    const first = await batches.next();
    if (first.done === true || first.value.length === 0) return notFound(reply);
    const head: SitemapPage[] = first.value;
    async function* xml(): AsyncGenerator<string> {
      yield URLSET_OPEN;
      yield head.map((page) => urlEntries(siteUrl, page)).join('');
      for await (const batch of batches) {
        yield batch.map((page: SitemapPage) => urlEntries(siteUrl, page)).join('');
      }
      yield '</urlset>\n';
    }
    return sendXml(reply, Readable.from(xml(), { objectMode: false }));
  });
}

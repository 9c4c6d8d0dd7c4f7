// Offers (SPEC.md §3): pre-filtered search pages (kind 'filter', the offer filter ids of SPEC §2)
// and themed landing offers, as GET /api/offer and the landing pages show them.
import { LANGUAGES, type Language } from '#core/languages';
import { buildPath, ROUTES } from '#core/routes';
import { parseSearchQuery, serializeSearchQuery } from '#core/search-query';
import type { OfferRecord } from '#db/repositories/catalogue-offers';
import type { LocationTexts, LocalizedText } from '#db/schema';
import { DomainError, type RequestContext } from '#services/platform';
import { text } from './locations';
import { photoSrcSet, photoUrl } from '#services/media';
import { ensureSearchIndex, type SearchState } from '#services/search';
import type { OfferInfo, ResultImage } from '#services/search/types';
import type { Translate } from '#services/platform';
import { cachedSiteTranslator } from '#services/partners';

/** The landing path of an offer in a language (null when it has none). */
export function offerPath(offer: OfferRecord, language: Language): string | null {
  if (offer.kind === 'filter') {
    const route = ROUTES.find((r) => r.language === language && r.offerFilterId === offer.id);
    return route === undefined ? null : buildPath(route.name);
  }
  const slug = offer.seoUrl[language] ?? offer.seoUrl.de;
  if (slug === undefined || !/^[a-z0-9-]+$/.test(slug)) return null;
  return buildPath('ThemeLanding', { offerID: offer.id, slug }, language);
}

function localized(texts: LocationTexts, key: keyof LocationTexts, language: Language): string {
  const value: LocalizedText | undefined = texts[key];
  return value === undefined ? '' : text(value, language);
}

export function heroImage(photoId: string | null): ResultImage | null {
  if (photoId === null) return null;
  return {
    photoId,
    src: photoUrl(photoId, 'hero', 'webp'),
    srcSet: photoSrcSet(photoId, 'webp', ['hero']),
    avifSrcSet: photoSrcSet(photoId, 'avif', ['hero']),
  };
}

/** The SPEC §3 offer in a language. */
export function offerInfo(offer: OfferRecord, language: Language, t: Translate): OfferInfo {
  const title = text(offer.title, language);
  const path = offerPath(offer, language) ?? '';
  const languageLinks: OfferInfo['languageLinks'] = {};
  for (const lng of LANGUAGES) {
    const p = offerPath(offer, lng);
    if (p !== null) languageLinks[lng] = p;
  }
  const query = serializeSearchQuery(parseSearchQuery(offer.query).query);
  const texts = offer.texts;
  return {
    id: offer.id,
    kind: offer.kind,
    name: offer.name,
    title,
    texts: {
      title: localized(texts, 'title', language) || title,
      text1: localized(texts, 'text1', language),
      text2: localized(texts, 'text2', language),
      metaTitle: localized(texts, 'metaTitle', language) || t('brand.pageTitle', { title }),
      metaDescription: localized(texts, 'metaDescription', language),
      keywords: localized(texts, 'keywords', language),
      seoText: localized(texts, 'seoText', language),
    },
    seoUrl: path,
    query,
    breadcrumbs: [
      { label: t('routes:breadcrumbHome'), href: buildPath('Home', {}, language) },
      { label: title, href: path },
    ],
    languageLinks,
    countryCode: offer.countryCode,
    regionId: offer.regionId,
    heroImage: heroImage(offer.heroPhotoId),
  };
}

/** Active offers of a location (the region's own first, then the country's), for location info. */
export function offersOfLocation(
  state: SearchState,
  country: string,
  regionId: number | null,
): OfferRecord[] {
  const own = state.offerList.filter(
    (o) => o.active && o.countryCode === country && regionId !== null && o.regionId === regionId,
  );
  const countryWide = state.offerList.filter(
    (o) => o.active && o.countryCode === country && o.regionId === null,
  );
  return [...own, ...countryWide];
}

/** GET /api/offer: one offer; refuses an unknown or inactive one (notFound). */
export async function getOffer(ctx: RequestContext, offerId: number): Promise<OfferInfo> {
  const state = await ensureSearchIndex(ctx.deps);
  const offer = state.offers.get(offerId);
  if (offer === undefined || !offer.active) throw new DomainError('notFound', 'errors.notFound');
  return offerInfo(offer, ctx.language, await cachedSiteTranslator(ctx));
}

/** GET /api/offer?offerList=1: every active offer, in display order. */
export async function listOffers(ctx: RequestContext): Promise<OfferInfo[]> {
  const state = await ensureSearchIndex(ctx.deps);
  const t = await cachedSiteTranslator(ctx);
  return state.offerList.filter((o) => o.active).map((o) => offerInfo(o, ctx.language, t));
}

/** An offer by its landing slug in a language (themed landing URLs without an id). */
export function findOfferBySlug(
  state: SearchState,
  slug: string,
  language: Language,
): OfferRecord | undefined {
  return state.offerList.find(
    (o) => o.active && o.kind !== 'filter' && (o.seoUrl[language] ?? o.seoUrl.de) === slug,
  );
}

/**
 * A themed landing URL `/besondere-angebote/{offerID?}/{slug}/` checked against the offers: an
 * unknown, inactive or filter-less id, or (without an id) an unknown slug, is notFound — not the
 * whole catalogue under the offer's name; a known offer under another path (an outdated slug, no
 * id, a pre-filter offer's own page) answers the offer's canonical path to redirect to.
 */
export async function themeLandingPath(
  ctx: RequestContext,
  requested: { offerId: number | undefined; slug: string; path: string },
): Promise<{ redirectTo: string | null; offerId: number }> {
  const state = await ensureSearchIndex(ctx.deps);
  const offer =
    requested.offerId === undefined
      ? findOfferBySlug(state, requested.slug, ctx.language)
      : state.offers.get(requested.offerId);
  if (offer === undefined || !offer.active) throw new DomainError('notFound', 'errors.notFound');
  const canonical = offerPath(offer, ctx.language);
  if (canonical === null) throw new DomainError('notFound', 'errors.notFound');
  return { redirectTo: canonical === requested.path ? null : canonical, offerId: offer.id };
}

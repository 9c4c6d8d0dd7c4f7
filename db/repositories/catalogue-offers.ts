// Offers (pre-filtered search pages and themed landing offers) and offer distinctions: small
// tables the search service keeps in memory.
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { offerDistinctions, offers } from '../schema';

/** Every offer with whether objects are assigned to it explicitly (object_offers or an agency). */
export async function loadOffers(db: Db) {
  return db
    .select({
      id: offers.id,
      kind: offers.kind,
      name: offers.name,
      theme: offers.theme,
      title: offers.title,
      texts: offers.texts,
      seoUrl: offers.seoUrl,
      query: offers.query,
      countryCode: offers.countryCode,
      regionId: offers.regionId,
      heroPhotoId: offers.heroPhotoId,
      active: offers.active,
      sort: offers.sort,
      hasMembers: sql<boolean>`(exists (select 1 from object_offers oo where oo.offer_id = ${offers.id})
        or exists (select 1 from agencies ag where ag.offer_filter_id = ${offers.id}))`,
    })
    .from(offers)
    .orderBy(asc(offers.sort), asc(offers.id));
}

export type OfferRecord = Awaited<ReturnType<typeof loadOffers>>[number];

export async function loadOfferDistinctions(db: Db) {
  return db.select().from(offerDistinctions).orderBy(asc(offerDistinctions.sort));
}

export type OfferDistinctionRecord = Awaited<ReturnType<typeof loadOfferDistinctions>>[number];

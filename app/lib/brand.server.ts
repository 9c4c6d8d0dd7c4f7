// What the page shell shows of the operator brand (core/branding.ts), made by the root loader:
// name, logo, colour tokens, the legal entity of the footer and the operator as schema.org
// Organization (JSON-LD on every page). Read at run time (services/partners operatorBrand), so a
// brand switch reaches every screen without a rebuild.
import { addressLine, type Branding } from '#core/branding';
import { canonicalLocationPath, locationCatalog } from '#services/catalogue';
import type { RequestContext } from '#services/platform';

export interface BrandView {
  name: string;
  /** An own-origin logo image (core/branding.ts checks the path), or null for the drawn mark. */
  logoImagePath: string | null;
  colors: Branding['colors'];
  legal: {
    companyName: string;
    /** The company's address on one line, or null. */
    address: string | null;
    register: string | null;
    vatId: string | null;
    managingDirector: string | null;
  };
  /**
   * The Organization as JSON for a `<script type="application/ld+json">`, '<' escaped; null in a
   * document's loader data, whose HTML has it (root.tsx passes it through islandData).
   */
  jsonLd: string | null;
  /** Where the search starts (branding.search): see searchStart. */
  search: SearchStart;
}

export interface SearchStart {
  /**
   * The start country's location page in the page language (the header's search link, the home
   * search without a destination), or null: the search over the whole catalogue.
   */
  path: string | null;
  /** The persons the search forms preset. */
  persons: number;
}

/**
 * The brand's search start in the page's language. A start country the catalogue does not hold
 * (a typo, a country whose homes were removed) falls back to the whole catalogue, never a 404.
 */
export async function searchStart(ctx: RequestContext, branding: Branding): Promise<SearchStart> {
  const code = branding.search.startCountry;
  let path: string | null = null;
  if (code !== null) {
    const country = (await locationCatalog(ctx.deps.database)).countryByCode.get(
      code.toLowerCase(),
    );
    if (country) path = canonicalLocationPath(ctx.language, { country });
  }
  return { path, persons: branding.search.persons };
}

function organizationJsonLd(ctx: RequestContext, branding: Branding): string {
  const site = new URL('/', ctx.deps.config.SITE_URL);
  const address = branding.legal.address ?? branding.contact.address;
  const doc: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: branding.brand.name,
    legalName: branding.legal.companyName,
    url: site.href,
    ...(branding.logo.imagePath ? { logo: new URL(branding.logo.imagePath, site).href } : {}),
    telephone: branding.contact.phone,
    email: branding.contact.email,
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            postalCode: address.postalCode,
            addressLocality: address.city,
            addressCountry: address.country,
          },
        }
      : { address: { '@type': 'PostalAddress', addressCountry: branding.defaultCountry } }),
    ...(branding.legal.vatId ? { vatID: branding.legal.vatId } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: branding.contact.phone,
      email: branding.contact.email,
    },
  };
  // '<' escaped: the JSON sits in a <script> element and must not be able to close it.
  return JSON.stringify(doc).replace(/</g, '\\u003c');
}

export async function brandView(ctx: RequestContext, branding: Branding): Promise<BrandView> {
  const { legal } = branding;
  return {
    name: branding.brand.name,
    logoImagePath: branding.logo.imagePath,
    colors: branding.colors,
    legal: {
      companyName: legal.companyName,
      address: legal.address ? addressLine(legal.address, branding.defaultCountry) : null,
      register: legal.register,
      vatId: legal.vatId,
      managingDirector: legal.managingDirector,
    },
    jsonLd: organizationJsonLd(ctx, branding),
    search: await searchStart(ctx, branding),
  };
}

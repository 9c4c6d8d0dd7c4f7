// The home page's configuration (SPEC.md §2 "Home configuration", §3 "Category teaser"; issue 17):
// favourite countries in their order with hide flags, favourite regions, the teaser topics (sea,
// pets, extraordinary, pool, lastminute; fields teaser, img, href, title, target), the hero photo
// with its subject (a country, region or offer) and the extra portals of the footer on Home.
// Stored as the `home` row of site_settings (services/content/home-config.ts); without a row the
// DEFAULT_HOME_CONFIG below. Pure: validated here, resolved against the catalogue by the service.
// docs/home.md describes every field for editors (issue 18 adds the screens).
import { z } from 'zod';
import { LANGUAGES } from './languages';
import { UPLOAD_ID } from './media-uploads';
import { tryBuildPath } from './routes';

export const HOME_TEASER_TOPICS = ['sea', 'pets', 'extraordinary', 'pool', 'lastminute'] as const;
export type HomeTeaserTopic = (typeof HOME_TEASER_TOPICS)[number];

/**
 * A procedural photo of the media pool (`coast-007`, `view-sea-004`, `pool-012`; demo/photos
 * scenes.ts): the same generator as the object photos, never an external image. The pattern is
 * checked here; an id outside the pool answers 404 at /media/photos/ (docs/home.md lists them).
 */
export const homePhotoId = z
  .string()
  .regex(/^[a-z]{3,16}(?:-[a-z]{3,16})?-\d{3}$/, 'expected a photo id such as coast-007');

/**
 * A teaser's or the hero's picture: a pool photo, or an image an editor uploaded as a teaser
 * (`up-…`, /admin/s3upload/; core/media-uploads.ts) in the same named sizes.
 */
export const homeImageId = z.union([
  homePhotoId,
  z.string().regex(UPLOAD_ID, 'expected a photo id such as coast-007 or an upload id up-…'),
]);

/**
 * A text per site language. A portal's missing language falls back to German; a teaser's shows the
 * topic's standard title in the page's language (services/content home.ts).
 */
const localizedText = z.partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(160));

/** A link target inside the site: a route of the table (no path parameters) and its query. */
const siteLink = z
  .strictObject({
    route: z.string().min(1).max(60),
    query: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,29}$/), z.string().max(100))
      .optional(),
  })
  .refine((link) => tryBuildPath(link.route, {}, 'de') !== null, {
    message: 'unknown route (or one that needs path parameters)',
    path: ['route'],
  });
export type HomeSiteLink = z.infer<typeof siteLink>;

const countryCode = z.string().regex(/^[a-z]{2}$/, 'expected a two-letter country code');

const teaserSchema = z.strictObject({
  teaser: z.enum(HOME_TEASER_TOPICS),
  img: homeImageId,
  href: siteLink,
  /** Shown instead of the topic's standard title (home.json `teasers.<topic>.title`). */
  title: localizedText.optional(),
  target: z.enum(['_self', '_blank']).default('_self'),
  hidden: z.boolean().default(false),
});

const heroSchema = z.strictObject({
  img: homeImageId,
  /** What the photo shows; its caption links there. Omitted: no caption. */
  subject: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('country'), code: countryCode }),
      z.strictObject({ kind: z.literal('region'), id: z.number().int().min(1) }),
      z.strictObject({ kind: z.literal('offer'), id: z.number().int().min(1) }),
    ])
    .optional(),
});

const portalSchema = z.union([
  z
    .strictObject({ route: z.string().min(1).max(60), title: localizedText.optional() })
    .refine((portal) => tryBuildPath(portal.route, {}, 'de') !== null, {
      message: 'unknown route (or one that needs path parameters)',
      path: ['route'],
    }),
  z.strictObject({
    url: z.url({ protocol: /^https$/ }).max(300),
    title: localizedText.refine((t) => t.de !== undefined, 'a German title is required'),
  }),
]);

export const homeConfigSchema = z.strictObject({
  /**
   * Favourite countries in display order; `hidden` keeps an entry configured but off the page.
   * `img` overrides the card photo (default: the photo of the country's best-rated home).
   */
  countries: z
    .array(
      z.strictObject({
        code: countryCode,
        hidden: z.boolean().default(false),
        img: homePhotoId.optional(),
      }),
    )
    .max(24),
  /** Favourite regions (catalogue ids) in display order; null: the catalogue's favourite flags. */
  regions: z
    .array(
      z.strictObject({
        id: z.number().int().min(1),
        hidden: z.boolean().default(false),
        img: homePhotoId.optional(),
      }),
    )
    .max(24)
    .nullable(),
  teasers: z.array(teaserSchema).max(HOME_TEASER_TOPICS.length * 2),
  hero: heroSchema,
  /** The footer's extra portals on Home, in order. */
  extraPortals: z.array(portalSchema).max(12),
});

export type HomeConfig = z.infer<typeof homeConfigSchema>;
export type HomeTeaserConfig = HomeConfig['teasers'][number];
export type HomePortalConfig = HomeConfig['extraPortals'][number];

/** The configuration without a stored row: the demo catalogue's markets, every teaser topic. */
export const DEFAULT_HOME_CONFIG: HomeConfig = {
  countries: [
    { code: 'de', hidden: false },
    { code: 'dk', hidden: false },
    { code: 'nl', hidden: false },
    { code: 'it', hidden: false },
    { code: 'hr', hidden: false },
    { code: 'at', hidden: false },
    { code: 'fr', hidden: false },
    { code: 'es', hidden: false },
  ],
  regions: null,
  teasers: [
    {
      teaser: 'sea',
      img: 'view-sea-003',
      href: { route: 'Search', query: { distSea: '1' } },
      target: '_self',
      hidden: false,
    },
    {
      teaser: 'pets',
      img: 'garden-002',
      href: { route: 'Search', query: { pets: 'one' } },
      target: '_self',
      hidden: false,
    },
    {
      teaser: 'extraordinary',
      img: 'mountains-007',
      href: { route: 'Search', query: { fireplace: 'Y', sauna: 'Y' } },
      target: '_self',
      hidden: false,
    },
    {
      teaser: 'pool',
      img: 'pool-004',
      href: { route: 'Search', query: { swimmingpool: 'Y' } },
      target: '_self',
      hidden: false,
    },
    {
      teaser: 'lastminute',
      img: 'terrace-003',
      href: { route: 'Lastminute' },
      target: '_self',
      hidden: false,
    },
  ],
  // A Danish coast without palms (issue 19): one the demo's Danish homes show (services/content
  // home.ts names a place only under a photo of its homes).
  hero: { img: 'coast-002', subject: { kind: 'country', code: 'dk' } },
  extraPortals: [{ route: 'Distribution' }, { route: 'Agency' }, { route: 'ContactLandlord' }],
};

export function parseHomeConfig(value: unknown) {
  return homeConfigSchema.safeParse(value);
}

/** The problems of an invalid configuration, each naming its field (`teasers.2.img`). */
export function homeConfigProblems(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field: issue.path.join('.') || '(root)',
    message: issue.message,
  }));
}

/** The query string of a site link ('' without one), in the order written. */
export function siteLinkQuery(link: HomeSiteLink): string {
  const params = new URLSearchParams(link.query ?? {});
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

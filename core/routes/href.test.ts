import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  RouteError,
  buildPath,
  href,
  hrefInAllLanguages,
  matchRoute,
  tryBuildPath,
  type RouteDefinition,
  type RouteParamDefinition,
} from './index';

function valueArbitrary(param: RouteParamDefinition): fc.Arbitrary<string | number> {
  if (param.type === 'int') {
    return fc.oneof(fc.nat(1000), fc.integer({ min: 0, max: 999_999_999_999_999 }));
  }
  if (param.values !== undefined) return fc.constantFrom(...param.values);
  return fc.stringMatching(new RegExp(`^(?:${param.pattern})$`));
}

function paramsArbitrary(route: RouteDefinition): fc.Arbitrary<Record<string, string | number>> {
  const model: Record<string, fc.Arbitrary<string | number>> = {};
  for (const param of route.params) model[param.name] = valueArbitrary(param);
  const requiredKeys = route.params.filter((p) => !p.optional).map((p) => p.name);
  return fc.record(model, { requiredKeys }).map((params) => ({ ...params }));
}

describe('href', () => {
  it('builds paths from base name + language', () => {
    expect(href('Home')).toBe('/');
    expect(href('Home', {}, 'en')).toBe('/en/');
    expect(href('Search', {}, 'fr')).toBe('/fr/search/');
    expect(href('ObjectPage', { objectNumber: 123 })).toBe('/object/123/');
    expect(href('ObjectPage', { objectNumber: 123 }, 'it')).toBe('/it/object/123/');
    expect(href('Booking')).toBe('/booking/start/');
    expect(href('Booking', { objectNumber: 5 }, 'en')).toBe('/en/booking/start/5/');
    expect(href('Faq', {}, 'fr')).toBe('/fr/questions-frequentes/');
    expect(href('Faq', { part: 'faq1' })).toBe('/haeufige-fragen/faq1/');
    expect(href('Privacy', {}, 'it')).toBe('/it/protezione-dei-dati/');
    expect(href('Payment', { language: 'en' }, 'fr')).toBe('/fr/payment/en/');
    expect(href('Poi', { poiType: 'Sehenswuerdigkeit', poiId: 1 })).toBe('/Sehenswuerdigkeit/1/');
    expect(href('Poi', { poiType: 'Reisebericht', url: 'rom', poiId: 1 })).toBe(
      '/Reisebericht/rom/1/',
    );
    expect(href('ThemeLanding', { slug: 'pool' })).toBe('/besondere-angebote/pool/');
    expect(href('ThemeLanding', { offerID: 7, slug: 'pool' }, 'en')).toBe(
      '/en/besondere-angebote/7/pool/',
    );
    expect(href('RetailerRatingAnswer', { ratingNumber: 9 }, 'en')).toBe(
      '/en/rating-landlord-comment/9/',
    );
    expect(href('HomeLegacy')).toBe('/index.cfm');
    expect(href('ObjectPageOld', { objectNumber: 1 })).toBe('/1/');
  });

  it('buildPath also takes suffixed names and digit strings', () => {
    expect(buildPath('Privacy_en')).toBe('/en/data-protection/');
    expect(buildPath('Privacy_en', {}, 'en')).toBe('/en/data-protection/');
    expect(buildPath('ObjectPage', { objectNumber: '0042' })).toBe('/object/42/');
    expect(buildPath('Booking', { objectNumber: undefined })).toBe('/booking/start/');
    expect(hrefInAllLanguages('WatchList')).toEqual({
      de: '/watchlist/',
      en: '/en/favorite-property/',
      fr: '/fr/ma-selection/',
      it: '/it/prememoria/',
    });
  });

  it.each([
    ['Nope', {}, undefined, 'unknownRoute'],
    ['Privacy_xx', {}, undefined, 'unknownRoute'],
    ['Privacy_en', {}, 'fr', 'languageMismatch'],
    ['Privacy', {}, 'es', 'unknownRoute'],
    ['ObjectPage', {}, undefined, 'missingParam'],
    ['ObjectPage', { objectNumber: -1 }, undefined, 'invalidParam'],
    ['ObjectPage', { objectNumber: 1.5 }, undefined, 'invalidParam'],
    ['ObjectPage', { objectNumber: Number.NaN }, undefined, 'invalidParam'],
    ['ObjectPage', { objectNumber: 1e15 }, undefined, 'invalidParam'],
    ['ObjectPage', { objectNumber: '12a' }, undefined, 'invalidParam'],
    ['ObjectPage', { objectNumber: '' }, undefined, 'invalidParam'],
    ['ObjectPage', { objectNumber: 1, page: 2 }, undefined, 'unknownParam'],
    ['Faq', { part: 'faq3' }, undefined, 'invalidParam'],
    ['Payment', { language: 'fr' }, undefined, 'invalidParam'],
    ['Payment', {}, undefined, 'missingParam'],
    ['Poi', { poiType: 'Blog', poiId: 1 }, undefined, 'invalidParam'],
    ['Poi', { poiType: 'Reisebericht', url: 'a/b', poiId: 1 }, undefined, 'invalidParam'],
    ['ThemeLanding', { slug: 'Pool' }, undefined, 'invalidParam'],
    ['ThemeLanding', { slug: '' }, undefined, 'invalidParam'],
    ['HolidayDates', { countryCode: 'DE' }, undefined, 'invalidParam'],
    ['RedeemTravelVoucher', { bookingID: 1 }, undefined, 'missingParam'],
  ] as const)('%s %j (%s) throws %s', (name, params, language, code) => {
    const call = () => buildPath(name, params, language as never);
    expect(call).toThrow(RouteError);
    try {
      call();
    } catch (error) {
      expect(error).toBeInstanceOf(RouteError);
      expect((error as RouteError).code).toBe(code);
    }
    expect(tryBuildPath(name, params, language as never)).toBeNull();
  });

  it('throws from the typed href too', () => {
    expect(() => href('ObjectPage', { objectNumber: -5 })).toThrow(RouteError);
  });
});

describe('href → matchRoute round trip (property)', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    fc.assert(
      fc.property(paramsArbitrary(route), (params) => {
        const path = buildPath(route.baseName, params, route.language);
        const match = matchRoute(path);
        expect(match?.name).toBe(route.name);
        expect(match?.baseName).toBe(route.baseName);
        expect(match?.language).toBe(route.language);
        expect(match?.params).toEqual(params);
        expect(match?.needsTrailingSlash).toBe(false);
        if (route.redirectTo === undefined) expect(match?.redirect).toBeNull();
        // Without the trailing slash the same route matches and asks for the slash.
        if (route.trailingSlash && path !== '/') {
          const bare = matchRoute(path.slice(0, -1));
          expect(bare?.name).toBe(route.name);
          expect(bare?.params).toEqual(params);
          expect(bare?.needsTrailingSlash).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

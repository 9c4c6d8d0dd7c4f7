// React Router's route list (issue 12): the views with a module of their own get a route per
// language and path; every other view of the table goes to the one catch-all. React Router walks
// its whole list several times per request, so the list stays short.
import { describe, expect, it } from 'vitest';
import { ROUTES, buildPath, matchRoute, routerPaths } from '#core/routes';
import routes from './routes';
import { VIEW_MODULES, isFrameView } from './route-modules';

describe('the route list', () => {
  it('has routes only for views with a module, and the catch-all last', () => {
    const files = new Set(Object.values(VIEW_MODULES));
    expect(routes.at(-1)).toMatchObject({ path: '*', file: 'routes/lookup.tsx' });
    for (const entry of routes.slice(0, -1)) expect(files).toContain(entry.file);
    expect(routes.length).toBeLessThan(100);
  });

  it('leaves every page-frame path of the table to the catch-all, which matches it itself', () => {
    const frames = ROUTES.filter((r) => isFrameView(r.view));
    expect(frames.length).toBeGreaterThan(50);
    const routed = new Set(routes.map((r) => r.path));
    for (const route of frames) {
      for (const path of routerPaths(route)) expect(routed.has(path.slice(1))).toBe(false);
    }
    expect(matchRoute(buildPath('Contact', {}, 'fr'))?.route.view).toBe('Contact');
  });
});

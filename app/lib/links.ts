// Links inside the site: built with href() from the route table in the page language, and carrying
// the partner query parameter when a partner id is configured (SPEC.md §2).
import { useCallback } from 'react';
import type { Language } from '#core/languages';
import { buildPath, type RouteParams } from '#core/routes';
import { useRootData } from './root-data';

export function withPartnerParam(path: string, partnerId: string | null | undefined): string {
  if (!partnerId) return path;
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('partner', partnerId);
  return `${base}?${params.toString()}`;
}

/** Adds the partner parameter to a site-internal path when one is configured. */
export function useLocalHref(): (path: string) => string {
  const partnerId = useRootData()?.partnerId ?? null;
  return useCallback((path: string) => withPartnerParam(path, partnerId), [partnerId]);
}

/**
 * A site page's link on the operator's main site when it lives on another domain (SPEC §6; the
 * shell's externalLinks, core/branding.ts externalLinksFor), else the path unchanged.
 */
export function externalized(
  name: string,
  path: string,
  external: { origin: string; routes: readonly string[] } | null | undefined,
): string {
  return external?.routes.includes(name) ? `${external.origin}${path}` : path;
}

/** href(name, params) in the page language (or another), with the partner parameter. */
export function useRouteHref(): (
  name: string,
  params?: RouteParams,
  language?: Language,
) => string {
  const root = useRootData();
  const language = root?.language ?? 'de';
  const partnerId = root?.partnerId ?? null;
  const external = root?.shell.externalLinks ?? null;
  return useCallback(
    (name: string, params: RouteParams = {}, lng?: Language) =>
      externalized(
        name,
        withPartnerParam(buildPath(name, params, lng ?? language), partnerId),
        external,
      ),
    [language, partnerId, external],
  );
}

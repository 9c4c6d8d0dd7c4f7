import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/** The root loader's data (language, translations, user) from anywhere in the tree. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

/**
 * The office's opening hours line (root loader, edited at /admin/schedule/edit/); the `common`
 * text only before the root data exists.
 */
export function useOfficeHours(fallback: string): string {
  return useRootData()?.officeHours ?? fallback;
}

/** The page locale for Intl formatting (de-DE, en-GB, fr-FR, it-IT). */
export function useLocale(): string {
  return useRootData()?.locale ?? 'de-DE';
}

/** The operator brand the root loader sent (name, logo, colours, legal entity; core/branding.ts). */
export function useBrand() {
  return useRootData()?.brand;
}

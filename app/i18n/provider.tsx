// The translator of the page in React: the root layout provides one per language, built from the
// texts the loaders sent — the shell's from the root loader, each screen's from its route loader
// (core/i18n/namespaces.ts SHELL_TEXTS, SCREEN_TEXTS) — so the first render is already in the
// right language and the browser gets only the texts the page uses. Components take the translate
// function of their namespace with `useT('catalogue')`; a part that renders only in the browser and
// needs texts the page did not send (the cards of "recently viewed" on home) loads them first with
// `useTextsLoader()` from /locales/{lng}/{ns}.json.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import {
  mergeTexts,
  missingTexts,
  type Namespace,
  type TextPart,
  type TextResources,
} from '#core/i18n/namespaces';
import { createTranslator, type TFunction, type Translator } from '#core/i18n/translate';

interface I18nValue {
  translator: Translator;
  load: (parts: readonly TextPart[]) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);
// Outside a provider (a component rendered on its own) texts show their keys.
const EMPTY = createTranslator('de', {});
const NOTHING_TO_LOAD = () => Promise.resolve();

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** The same array as last time when its items are the same: a stable memo key for the sources. */
function useStableSources(
  sources: readonly (TextResources | undefined)[],
): readonly (TextResources | undefined)[] {
  const [stable, setStable] = useState(sources);
  if (sameItems(stable, sources)) return stable;
  // Adjusting state while rendering (React re-renders at once): new loader data, new sources.
  setStable(sources);
  return sources;
}

export function I18nProvider({
  language,
  sources,
  brand = '',
  children,
}: {
  language: string;
  /** Texts sent by the loaders (root first); later ones win per namespace section. */
  sources: readonly (TextResources | undefined)[];
  /** The operator's name: every text's `{{brand}}` (the root loader's, core/branding.ts). */
  brand?: string;
  children?: ReactNode;
}) {
  const stable = useStableSources(sources);
  // Whole namespaces fetched in the browser, per language (kept across navigations).
  const [fetched, setFetched] = useState<Readonly<Record<string, TextResources>>>({});
  const loadedHere = fetched[language];
  const resources = useMemo(() => mergeTexts([loadedHere, ...stable]), [loadedHere, stable]);
  const translator = useMemo(
    () => createTranslator(language, resources, { brand }),
    [language, resources, brand],
  );

  // Read through a ref, kept current after each commit: `load` stays the same function while
  // texts arrive, so effects that depend on it do not run again because of it.
  const current = useRef({ resources, whole: new Set<string>() });
  useEffect(() => {
    current.current = { resources, whole: new Set(Object.keys(loadedHere ?? {})) };
  }, [resources, loadedHere]);
  const load = useCallback(
    async (parts: readonly TextPart[]) => {
      const { resources: have, whole } = current.current;
      const namespaces = [
        ...new Set(missingTexts(have, parts, whole).map((p) => p.split('.')[0] as Namespace)),
      ];
      if (namespaces.length === 0) return;
      const files = await Promise.all(
        namespaces.map(async (ns) => {
          const res = await fetch(`/locales/${language}/${ns}.json`);
          if (!res.ok) throw new Error(`texts ${language}/${ns}: ${res.status}`);
          return [ns, (await res.json()) as Record<string, unknown>] as const;
        }),
      );
      setFetched((all) => ({
        ...all,
        [language]: { ...all[language], ...Object.fromEntries(files) },
      }));
    },
    [language],
  );

  const value = useMemo(() => ({ translator, load }), [translator, load]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translate function of a namespace, with typed keys; stable per language and namespace. */
export function useT<N extends Namespace>(ns: N): TFunction<N> {
  return (useContext(I18nContext)?.translator ?? EMPTY).namespace(ns);
}

/**
 * Loads texts the page did not send (core/i18n/namespaces.ts LAZY_TEXTS) before a browser-only
 * part shows them; resolves at once when they are there. Rejects when a file cannot be loaded.
 */
export function useTextsLoader(): (parts: readonly TextPart[]) => Promise<void> {
  return useContext(I18nContext)?.load ?? NOTHING_TO_LOAD;
}

function textsOf(data: unknown): TextResources | undefined {
  return typeof data === 'object' && data !== null && 'texts' in data
    ? (data as { texts: TextResources }).texts
    : undefined;
}

/** The `texts` of every matched route's loader data, root first (the provider's sources). */
export function useLoaderTexts(): (TextResources | undefined)[] {
  return useMatches().map((match) => textsOf(match.loaderData));
}

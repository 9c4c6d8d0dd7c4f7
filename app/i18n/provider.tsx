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
import { useIslandStore } from '../lib/islands';

interface I18nValue {
  translator: Translator;
  load: (parts: readonly TextPart[]) => Promise<void>;
}

/**
 * The locale editor's in-place mode (issue 18, docs/editing.md; app/components/backoffice): while
 * a recorder is set, every text translated through useT is reported with its namespace and key,
 * and `patch` shows a saved text at once. Without a recorder (every visitor) the translator is the
 * plain one: nothing of this runs.
 */
export type TextRecorder = (ns: string, key: string, text: string) => void;
interface TextEditingValue {
  setRecorder: (recorder: TextRecorder | null) => void;
  patch: (ns: string, key: string, text: string) => void;
}
const TextEditingContext = createContext<TextEditingValue | null>(null);

/** The translator that reports each text to the recorder (one wrapped function per namespace). */
function recordingTranslator(base: Translator, recorder: TextRecorder): Translator {
  const wrapped = new Map<string, unknown>();
  return {
    language: base.language,
    namespace(ns) {
      let t = wrapped.get(ns);
      if (t === undefined) {
        const inner = base.namespace(ns) as (key: string, values?: object) => string;
        t = (key: string, values?: object) => {
          const text = inner(key, values);
          const colon = key.indexOf(':');
          if (colon > 0) recorder(key.slice(0, colon), key.slice(colon + 1), text);
          else recorder(ns, key, text);
          return text;
        };
        wrapped.set(ns, t);
      }
      return t as ReturnType<Translator['namespace']>;
    },
  } as Translator;
}

/** A copy of the resources with one dotted key of a namespace set. */
function patched(resources: TextResources, ns: string, key: string, text: string): TextResources {
  const root: Record<string, unknown> = { ...resources[ns] };
  let node = root;
  const parts = key.split('.');
  for (const part of parts.slice(0, -1)) {
    const copy = { ...(node[part] as Record<string, unknown> | undefined) };
    node[part] = copy;
    node = copy;
  }
  node[parts[parts.length - 1] ?? ''] = text;
  return { ...resources, [ns]: root };
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
  // The in-place editor's recorder and the texts it saved (none for every other visitor).
  const [recorder, setRecorder] = useState<TextRecorder | null>(null);
  const [patches, setPatches] = useState<readonly [string, string, string, string][]>([]);
  const resources = useMemo(() => {
    const merged = mergeTexts([loadedHere, ...stable]);
    return patches
      .filter(([lng]) => lng === language)
      .reduce((all, [, ns, key, text]) => patched(all, ns, key, text), merged);
  }, [language, loadedHere, stable, patches]);
  const translator = useMemo(() => {
    const plain = createTranslator(language, resources, { brand });
    return recorder === null ? plain : recordingTranslator(plain, recorder);
  }, [language, resources, brand, recorder]);
  const editing = useMemo<TextEditingValue>(
    () => ({
      setRecorder: (next) => setRecorder(() => next),
      patch: (ns, key, text) => setPatches((all) => [...all, [language, ns, key, text]]),
    }),
    [language],
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
  return (
    <I18nContext.Provider value={value}>
      <TextEditingContext.Provider value={editing}>{children}</TextEditingContext.Provider>
    </I18nContext.Provider>
  );
}

/** The in-place editor's hooks into the translator (null outside a provider). */
export function useTextEditing(): TextEditingValue | null {
  return useContext(TextEditingContext);
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
  const sources = useMatches().map((match) => textsOf(match.loaderData));
  // On the server, the texts of the page's static islands (app/lib/islands.ts): never sent.
  const islands = useIslandStore();
  return islands === null ? sources : [...sources, ...islands.texts];
}

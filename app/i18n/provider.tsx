// The translator of the page in React: the root layout provides one per language (built from the
// resources its loader sent, so the first render is already in the right language) and components
// take the translate function of their namespace with `useT('catalogue')`.
import { createContext, useContext, type ReactNode } from 'react';
import type { Namespace } from '#core/i18n/namespaces';
import { createTranslator, type TFunction, type Translator } from '#core/i18n/translate';

const I18nContext = createContext<Translator | null>(null);
// Outside a provider (a component rendered on its own) texts show their keys.
const EMPTY = createTranslator('de', {});

export function I18nProvider({
  translator,
  children,
}: {
  translator: Translator;
  children?: ReactNode;
}) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The translate function of a namespace, with typed keys; stable per language and namespace. */
export function useT<N extends Namespace>(ns: N): TFunction<N> {
  return (useContext(I18nContext) ?? EMPTY).namespace(ns);
}

// What the app uses of react-i18next (useTranslation, I18nextProvider), on the translator of
// ./instance.ts. vite.config.ts resolves every `react-i18next` import of the app bundles (browser
// and server render) to this file, so components keep the familiar API and types while the
// browser does not download i18next (issue 6 JavaScript budget, docs/decisions.md).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createI18n, type Translator } from './instance';

const I18nContext = createContext<Translator | null>(null);
const EMPTY = createI18n('de', {});

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `const { t } = useTranslation('ns')`: t is stable per translator and namespace. */
export function useTranslation(ns?: string) {
  const i18n = useContext(I18nContext) ?? EMPTY;
  const t = i18n.fixedT(ns);
  return useMemo(() => ({ t, i18n, ready: true }), [t, i18n]);
}

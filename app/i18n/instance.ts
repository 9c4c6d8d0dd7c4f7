// One i18next instance per render (server: per request; browser: per language), initialised
// synchronously from the resources the root loader sent, so there is no flash of another language.
import { createInstance, type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export function createI18n(language: string, resources: ResourceLanguage): i18n {
  const instance = createInstance();
  const all: Resource = { [language]: resources };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: all,
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

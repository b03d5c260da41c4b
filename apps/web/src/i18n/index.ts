/**
 * The interface's language (docs/decisions/020-languages-and-access.md): i18next with one message file per
 * language in ../locales, chosen by the person (remembered in this browser, and on their account when signed in),
 * else by the browser's languages. `<html lang>` follows it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languageCodes, languageOf, type Language } from '@quiz/contract/languages';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

export const LanguageStorageKey = 'language';

export const resources = { en: { translation: en }, vi: { translation: vi } } as const satisfies Record<
  Language,
  { translation: object }
>;

function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LanguageStorageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);

void i18next.use(initReactI18next).init({
  resources,
  lng: rememberedLanguage() ?? languageOf(browserLanguages()),
  fallbackLng: defaultLanguage,
  supportedLngs: languageCodes,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const markPage = (language: string) => {
  document.documentElement.lang = language;
};
markPage(i18next.language);
i18next.on('languageChanged', markPage);

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

/** Switches the interface now and remembers it in this browser (the account's copy: useChooseLanguage). */
export function chooseLanguage(language: Language) {
  try {
    localStorage.setItem(LanguageStorageKey, language);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  if (language !== i18next.language) void i18next.changeLanguage(language);
}

/** A signed-in person's saved choice wins over this browser's, once they log in on it. */
export function followAccountLanguage(language: Language | null | undefined) {
  if (language && language !== currentLanguage()) chooseLanguage(language);
}

export { i18next };

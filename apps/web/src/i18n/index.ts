/**
 * The interface's language (docs/decisions/020-languages-and-access.md): i18next with one message file per
 * language in ../locales, chosen by the person (remembered in this browser, and on their account when signed in),
 * else by the browser's languages. `<html lang>` follows it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languageCodes, languageOf, type Language } from '@quiz/contract/languages';
import en from '../locales/en.json';

export const LanguageStorageKey = 'language';

/**
 * English is in the first download (it is also every language's fallback); another language's file is fetched when
 * someone first reads it, so that English readers do not download it.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  vi: () => import('../locales/vi.json'),
};

async function load(language: Language) {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', (await loaders[language]()).default);
}

function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LanguageStorageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);

const firstLanguage = rememberedLanguage() ?? languageOf(browserLanguages());

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: defaultLanguage,
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

async function switchTo(language: Language) {
  await load(language);
  if (language !== i18next.language) await i18next.changeLanguage(language);
}

/** The page's first language, loaded: the app is drawn once this settles (main.tsx). */
export const languageReady: Promise<void> = switchTo(firstLanguage).catch(() => undefined);

/**
 * Switches the interface (once its messages are here) and remembers it in this browser (the account's copy:
 * useChooseLanguage).
 */
export function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LanguageStorageKey, language);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  return switchTo(language);
}

/** A signed-in person's saved choice wins over this browser's, once they log in on it. */
export function followAccountLanguage(language: Language | null | undefined) {
  if (language && language !== currentLanguage()) void chooseLanguage(language);
}

export { i18next };

/**
 * The interface's language (docs/decisions/020-languages-and-access.md): i18next with each language's messages in
 * ../locales/<language>/, chosen by the person (remembered in this browser, and on their account when signed in),
 * else by the browser's languages. `<html lang>` follows it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languageCodes, languageOf, type Language } from '@quiz/contract/languages';
import enBase from '../locales/en/base.json';
import { loadCatalog } from './shared-messages';

export const LanguageStorageKey = 'language';

/**
 * A language's messages come in parts, each fetched when a page first needs it: `base` for the landing page and
 * what every page shows (English's is in the first download: it is also every language's fallback), `info` for the
 * pages the footer links to, `pages` for every other page (with the shared messages' catalogue). A reader downloads
 * only their own language's parts, and the landing page only its base.
 */
export type MessagePart = 'base' | 'info' | 'pages';

type File = Promise<{ default: object }>;
const files: Record<Language, Record<MessagePart, () => File>> = {
  en: {
    base: async () => ({ default: enBase }),
    info: () => import('../locales/en/info.json'),
    pages: () => import('../locales/en/pages.json'),
  },
  vi: {
    base: () => import('../locales/vi/base.json'),
    info: () => import('../locales/vi/info.json'),
    pages: () => import('../locales/vi/pages.json'),
  },
};

const loading = new Map<string, Promise<void>>();

function load(language: Language, part: MessagePart): Promise<void> {
  const name = `${language}/${part}`;
  let loaded = loading.get(name);
  if (!loaded) {
    loaded = Promise.all([files[language][part](), part === 'pages' ? loadCatalog(language) : undefined]).then(
      ([file]) => {
        i18next.addResourceBundle(language, 'translation', file.default, true, false);
      },
    );
    // A part that failed to arrive (the network) is asked for again the next time it is needed.
    loaded.catch(() => loading.delete(name));
    loading.set(name, loaded);
  }
  return loaded;
}

/** The parts asked for so far: a new language brings its own of each before it is shown. */
const wanted = new Set<MessagePart>(['base']);
/** The language shown, or the one being switched to while its parts arrive. */
let chosen: Language = defaultLanguage;

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
  // A copy: the parts that arrive later are merged into it, not into the file's own object.
  resources: { en: { translation: { ...enBase } } },
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
  chosen = language;
  await Promise.all([...wanted].map((part) => load(language, part)));
  if (language !== i18next.language) await i18next.changeLanguage(language);
}

/** The messages of `part` in the language shown (and in the one being switched to): a page is drawn once they are. */
export async function loadMessages(part: MessagePart): Promise<void> {
  wanted.add(part);
  await Promise.all([...new Set([currentLanguage(), chosen])].map((language) => load(language, part)));
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

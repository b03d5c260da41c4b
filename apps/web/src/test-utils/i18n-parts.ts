/**
 * An i18next instance holding only some parts of a language's messages (base.json, info.json, …), as the app has
 * them before it fetches the rest (i18n/index.ts), and the keys it was asked for but did not have.
 */
import i18next, { type i18n } from 'i18next';
import type { Language } from '@quiz/contract/languages';
import enBase from '../locales/en/base.json';
import enInfo from '../locales/en/info.json';
import enPages from '../locales/en/pages.json';
import viBase from '../locales/vi/base.json';
import viInfo from '../locales/vi/info.json';
import viPages from '../locales/vi/pages.json';

const parts = {
  en: { base: enBase, info: enInfo, pages: enPages },
  vi: { base: viBase, info: viInfo, pages: viPages },
} satisfies Record<Language, Record<string, object>>;

export type MessagesPart = keyof (typeof parts)['en'];

export async function i18nWithParts(
  language: Language,
  names: MessagesPart[],
): Promise<{ i18n: i18n; missing: string[] }> {
  const missing: string[] = [];
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: Object.assign({}, ...names.map((name) => parts[language][name])) } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
  });
  return { i18n: instance, missing };
}

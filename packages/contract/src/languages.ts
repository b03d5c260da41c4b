/**
 * The languages of the interface (docs/decisions/020-languages-and-access.md). Adding one: a line here, a catalogue
 * of the server's messages (message-catalog.ts) and a locale file in the web app.
 */
export const languageCodes = ['en', 'vi'] as const;
export type Language = (typeof languageCodes)[number];
export const defaultLanguage: Language = 'en';

/** Each language named in itself, as the switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value);

/** The first of the browser's preferred languages that we speak ('vi-VN' counts as 'vi'), else English. */
export function languageOf(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** The web app's message files, for journeys that read the interface in a language other than English. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@quiz/contract/languages';

type Tree = { [key: string]: string | Tree };
/** A language's parts (base.json, pages.json, …: apps/web/src/i18n/index.ts) as one tree. */
const filesOf = (language: Language) => {
  const folder = path.join(import.meta.dirname, `../../apps/web/src/locales/${language}`);
  const parts = readdirSync(folder).filter((name) => name.endsWith('.json'));
  return Object.assign({}, ...parts.map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')))) as Tree;
};
const files = Object.fromEntries((['en', 'vi'] as const).map((language) => [language, filesOf(language)])) as Record<
  Language,
  Tree
>;

/** The text of `key` in `language`, its {{placeholders}} filled in. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let found: string | Tree | undefined = files[language];
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${language}'s message files`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** The same key in Tiếng Việt. */
export const vi = (key: string, values?: Record<string, string | number>) => text('vi', key, values);

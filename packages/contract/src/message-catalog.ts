/**
 * The server's and the shared messages in each language (docs/decisions/020-languages-and-access.md). `Messages`
 * is the English catalogue, worded as SPEC.md has it; every other language is one catalogue of the same keys.
 */
import { Messages } from './messages';
import { MessagesVi } from './messages-vi';
import type { Language } from './languages';

type English = typeof Messages;
export type MessageKey = keyof English;
/** A catalogue: every key of the English one, a sentence or a function of the same arguments. */
export type MessageCatalog = {
  [K in MessageKey]: English[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const catalogues: Record<Language, MessageCatalog> = { en: Messages, vi: MessagesVi };

export const messagesIn = (language: Language): MessageCatalog => catalogues[language];

// English first: a sentence two keys share is the first key's, and English texts win over a translation's.
const keyByText = new Map<string, MessageKey>();
for (const catalogue of Object.values(catalogues)) {
  for (const [key, text] of Object.entries(catalogue)) {
    if (typeof text === 'string' && !keyByText.has(text)) keyByText.set(text, key as MessageKey);
  }
}

/** The key of a fixed message, in any language ('Room not found' → 'roomNotFound'); undefined for other texts. */
export const messageKeyOf = (text: string): MessageKey | undefined => keyByText.get(text);

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(Messages, value);

/**
 * The sentences made from a template ('{name} was removed from the room'), as patterns that find the template's
 * words in a text and give back its arguments, so such a sentence too can be shown in another language.
 */
// Arguments are marked with a character no message contains (U+E000, private use).
const marker = (i: number) => `\uE000${i}\uE000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates: { key: MessageKey; pattern: RegExp; order: number[] }[] = [];
for (const [key, template] of Object.entries(Messages)) {
  if (typeof template !== 'function') continue;
  const sample = (template as (...args: string[]) => string)(
    ...Array.from({ length: template.length }, (_, i) => marker(i)),
  );
  const parts = sample.split(/\uE000(\d+)\uE000/);
  const order = parts.filter((_, i) => i % 2 === 1).map(Number);
  if (order.length === 0) continue;
  const source = parts.map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part))).join('');
  templates.push({ key: key as MessageKey, pattern: new RegExp(`^${source}$`, 's'), order });
}

function fromTemplate(text: string, language: Language): string | undefined {
  for (const { key, pattern, order } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const args: string[] = [];
    order.forEach((argument, i) => (args[argument] = match[i + 1]!));
    return (messagesIn(language)[key] as (...args: string[]) => string)(...args);
  }
  return undefined;
}

/**
 * A shared message in the reader's language: by its key when the server sent one, else by its text (a fixed
 * sentence in any language, or an English one made from a template). Any other text is shown as it came.
 */
export function localizeMessage(text: string, language: Language, key?: string): string {
  const found = isMessageKey(key) ? key : messageKeyOf(text);
  if (found !== undefined) {
    const localized = messagesIn(language)[found];
    if (typeof localized === 'string') return localized;
  }
  return (language === 'en' ? undefined : fromTemplate(text, language)) ?? text;
}

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
 * A shared message in the reader's language: by its key when the server sent one, else by its text.
 * A text that is no fixed message (a name, a sentence with numbers in it) is shown as it came.
 */
export function localizeMessage(text: string, language: Language, key?: string): string {
  const found = isMessageKey(key) ? key : messageKeyOf(text);
  if (found === undefined) return text;
  const localized = messagesIn(language)[found];
  return typeof localized === 'string' ? localized : text;
}

/**
 * The server's and the shared messages in each language (docs/decisions/020-languages-and-access.md). `Messages`
 * is the English catalogue, worded as SPEC.md has it; every other language is one catalogue of the same keys. This
 * module holds them all, for the server; the web fetches its reader's catalogue alone and words it with
 * message-words.ts.
 */
import { isKeyOf, localizeIn, saidOfIssueIn, wordIn } from './message-words';
import { Messages, type MessageCatalog, type MessageKey } from './messages';
import type { MessageParam, Said } from './said';
import { MessagesVi } from './messages-vi';
import type { Language } from './languages';

export type { MessageCatalog, MessageKey } from './messages';
export type { MessageParam, Said } from './said';

const catalogues: Record<Language, MessageCatalog> = { en: Messages, vi: MessagesVi };

export const messagesIn = (language: Language): MessageCatalog => catalogues[language];

type Sayers = {
  [K in MessageKey]: (typeof Messages)[K] extends (...args: infer A) => string ? (...args: A) => Said : Said;
};
export const Say = Object.fromEntries(
  Object.entries(Messages).map(([key, text]) => [
    key,
    typeof text === 'function'
      ? // An optional argument left out is not sent (JSON would make it null).
        (...params: (MessageParam | undefined)[]) => ({ key, params: params.filter((p) => p !== undefined) })
      : { key, params: [] },
  ]),
) as unknown as Sayers;

/** A message made with `Say`, worded in `language` (English, as the API's `message` has always been, by default). */
export const textOf = (said: Said, language: Language = 'en'): string => wordIn(messagesIn(language), said);

export const isMessageKey = (value: unknown): value is MessageKey => isKeyOf(Messages, value);

/** A schema's message (a key and its arguments, schema-messages.ts) worded in `language`; any other text as it is. */
export function issueText(message: string, language: Language = 'en'): string {
  const said = saidOfIssueIn(Messages, message);
  return said ? textOf(said, language) : message;
}

/**
 * A message from the server, or a schema's, in the reader's language: by the key (and arguments) the server sent
 * beside it, or by the key a schema's message is. Any other text (a quiz file's own sentence) is shown as it came.
 */
export function localizeMessage(
  text: string,
  language: Language,
  key?: string,
  params?: readonly MessageParam[],
): string {
  return localizeIn(messagesIn(language), text, key, params);
}

/**
 * The shared messages (packages/contract) in the reader's language. `Messages` here reads the current language's
 * catalogue at each use, so a page renders its texts in the language of the moment. The server always speaks
 * English: to recognise one of its messages, compare with the contract's `Messages`, never with these.
 */
import {
  localizeMessage,
  messagesIn,
  type MessageCatalog,
  type MessageKey,
  type MessageParam,
} from '@quiz/contract/message-catalog';
import { currentLanguage } from './index';

export const Messages: MessageCatalog = new Proxy({} as MessageCatalog, {
  get: (_, key) => messagesIn(currentLanguage())[key as MessageKey],
});

/** A message that came from the server (or from a shared schema) in the reader's language; any other text as is. */
export const localize = (text: string, key?: string, params?: readonly MessageParam[]) =>
  localizeMessage(text, currentLanguage(), key, params);

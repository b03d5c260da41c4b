/**
 * The shared messages (packages/contract) in the reader's language. `Messages` here reads the current language's
 * catalogue at each use, so a page renders its texts in the language of the moment; the catalogue comes with the
 * pages (shared-messages.ts), before any of them is drawn. The server always speaks English: to recognise one of its
 * messages, compare with the contract's `Messages`, never with these.
 */
import type { MessageCatalog, MessageKey, MessageParam } from '@quiz/contract/message-catalog';
import { localizeIn } from '@quiz/contract/message-words';
import { currentLanguage } from './index';
import { catalogIn } from './shared-messages';

function catalog(): MessageCatalog {
  const found = catalogIn(currentLanguage());
  if (!found) throw new Error('The shared messages are read before loadMessages("pages") brought them');
  return found;
}

export const Messages: MessageCatalog = new Proxy({} as MessageCatalog, {
  get: (_, key) => catalog()[key as MessageKey],
});

/**
 * A message that came from the server (or from a shared schema) in the reader's language; any other text as is.
 * Before the catalogue is here (only the landing page can be drawn then, and it shows no such message), as it came.
 */
export const localize = (text: string, key?: string, params?: readonly MessageParam[]) => {
  const found = catalogIn(currentLanguage());
  return found ? localizeIn(found, text, key, params) : text;
};

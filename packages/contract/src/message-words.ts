/**
 * A shared message worded from one language's catalogue, whichever catalogues are at hand: the server holds them all
 * (message-catalog.ts), the web fetches only its reader's (apps/web/src/i18n/shared-messages.ts), so this module
 * imports none.
 */
import type { MessageCatalog, MessageKey } from './messages';
import type { MessageParam, Said } from './said';

/** No message key or argument the schemas use contains it (U+001F, the unit separator). */
const separator = '\u001F';

/** A shared message as a schema's message: its key, then its arguments (schema-messages.ts). */
export const issueOf = (key: string, params: readonly MessageParam[] = []) => [key, ...params].join(separator);

/** Whether `value` is a message's key (every catalogue has the same keys). */
export const isKeyOf = (catalog: MessageCatalog, value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(catalog, value);

/** A schema's message as a shared message (key and arguments); undefined for any other text. */
export function saidOfIssueIn(catalog: MessageCatalog, message: string): Said | undefined {
  const [key, ...params] = message.split(separator);
  if (!isKeyOf(catalog, key)) return undefined;
  return { key, params: params.map((p) => (/^-?\d+(\.\d+)?$/.test(p) ? Number(p) : p)) };
}

/** A message made with `Say` (message-catalog.ts), worded by `catalog`. */
export function wordIn(catalog: MessageCatalog, said: Said): string {
  const text = catalog[said.key] as string | ((...args: MessageParam[]) => string);
  return typeof text === 'function' ? text(...said.params) : text;
}

/**
 * A message from the server, or a schema's, worded by `catalog`: by the key (and arguments) the server sent beside
 * it, or by the key a schema's message is. Any other text (a quiz file's own sentence) is given back as it came.
 */
export function localizeIn(
  catalog: MessageCatalog,
  text: string,
  key?: string,
  params?: readonly MessageParam[],
): string {
  if (isKeyOf(catalog, key)) return wordIn(catalog, { key, params: params ?? [] });
  const said = saidOfIssueIn(catalog, text);
  return said ? wordIn(catalog, said) : text;
}

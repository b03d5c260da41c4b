/**
 * The schemas name their messages by key (docs/decisions/022-live-room-layout.md §5): a zod issue's message is
 * the key of a shared message ('titleTooShort'), followed by its arguments after U+001F when it has any
 * ('maxParticipantsRange\u001F50'). `Issue.titleTooShort` and `Issue.maxParticipantsRange(50)` make them;
 * `saidOfIssue` reads one back, so that the server answers in English with the key beside it and the web words it
 * in its reader's language.
 */
import { Messages, type MessageKey } from './messages';
import type { MessageParam, Said } from './said';

/** No message key or argument the schemas use contains it (U+001F, the unit separator). */
const separator = '\u001F';

type Issues = {
  [K in MessageKey]: (typeof Messages)[K] extends (...args: infer A) => string ? (...args: A) => string : K;
};

/** A shared message as a schema's message: its key, then its arguments. */
export const issueOf = (key: string, params: readonly MessageParam[] = []) => [key, ...params].join(separator);

export const Issue = Object.fromEntries(
  Object.entries(Messages).map(([key, text]) => [
    key,
    typeof text === 'function' ? (...params: MessageParam[]) => issueOf(key, params) : key,
  ]),
) as unknown as Issues;

/** A schema's message as a shared message (key and arguments); undefined for any other text. */
export function saidOfIssue(message: string): Said | undefined {
  const [key, ...params] = message.split(separator);
  if (key === undefined || !Object.hasOwn(Messages, key)) return undefined;
  return { key: key as MessageKey, params: params.map((p) => (/^-?\d+(\.\d+)?$/.test(p) ? Number(p) : p)) };
}

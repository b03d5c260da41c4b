/**
 * The schemas name their messages by key (docs/decisions/022-live-room-layout.md §5): a zod issue's message is
 * the key of a shared message ('titleTooShort'), followed by its arguments after U+001F when it has any
 * ('maxParticipantsRange\u001F50'). `Issue.titleTooShort` and `Issue.maxParticipantsRange(50)` make them;
 * `saidOfIssue` reads one back, so that the server answers in English with the key beside it and the web words it
 * in its reader's language.
 */
import { issueOf, saidOfIssueIn } from './message-words';
import { Messages, type MessageKey } from './messages';
import type { MessageParam, Said } from './said';

export { issueOf };

type Issues = {
  [K in MessageKey]: (typeof Messages)[K] extends (...args: infer A) => string ? (...args: A) => string : K;
};

export const Issue = Object.fromEntries(
  Object.entries(Messages).map(([key, text]) => [
    key,
    typeof text === 'function' ? (...params: MessageParam[]) => issueOf(key, params) : key,
  ]),
) as unknown as Issues;

/** A schema's message as a shared message (key and arguments); undefined for any other text. */
export const saidOfIssue = (message: string): Said | undefined => saidOfIssueIn(Messages, message);

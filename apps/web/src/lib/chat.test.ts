import { describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import type { ChatMessage } from '@quiz/contract/rooms';
import { ApiError } from './api-client';
import {
  addIncoming,
  confirmSent,
  isDuplicateMessage,
  markFailed,
  mergeHistory,
  prependOlder,
  sendFailureText,
  type ChatItem,
} from './chat';

const person = (id: string) => ({ _id: id, username: id, displayName: null, profilePicture: null });
const message = (id: string, sender: string, content: string, createdAt: string): ChatMessage => ({
  _id: id,
  roomId: 'room-1',
  sender: person(sender),
  senderName: sender,
  content,
  createdAt,
});

const t0 = '2025-05-01T10:00:00.000Z';
const plus = (ms: number) => new Date(Date.parse(t0) + ms).toISOString();

describe('isDuplicateMessage', () => {
  const shown = [message('m1', 'ann', 'hello', t0)];

  it('drops a message whose id is already shown', () => {
    expect(isDuplicateMessage(shown, message('m1', 'bob', 'other text', plus(60_000)))).toBe(true);
  });

  it('drops the same content from the same sender within 5 seconds, either way in time', () => {
    expect(isDuplicateMessage(shown, message('m2', 'ann', 'hello', plus(4_000)))).toBe(true);
    expect(isDuplicateMessage(shown, message('m2', 'ann', 'hello', plus(5_000)))).toBe(true);
    expect(isDuplicateMessage(shown, message('m2', 'ann', 'hello', plus(-3_000)))).toBe(true);
  });

  it('keeps the same content after more than 5 seconds', () => {
    expect(isDuplicateMessage(shown, message('m2', 'ann', 'hello', plus(5_001)))).toBe(false);
  });

  it('keeps the same content from someone else, and other content from the same sender', () => {
    expect(isDuplicateMessage(shown, message('m2', 'bob', 'hello', plus(1_000)))).toBe(false);
    expect(isDuplicateMessage(shown, message('m2', 'ann', 'hello again', plus(1_000)))).toBe(false);
  });

  it('does not count a failed message of ours as already shown', () => {
    const failed: ChatItem<ChatMessage>[] = [{ ...message('temp-1', 'ann', 'hello', t0), failed: true }];
    expect(isDuplicateMessage(failed, message('m2', 'ann', 'hello', plus(1_000)))).toBe(false);
  });
});

describe('sending and receiving', () => {
  const temp: ChatItem<ChatMessage> = { ...message('temp-1', 'ann', 'hi all', t0), isTemp: true };
  const stored = message('m9', 'ann', 'hi all', plus(200));

  it('puts our message from the server in place of its temporary copy, before the acknowledgement comes', () => {
    const afterBroadcast = addIncoming([temp], stored);
    expect(afterBroadcast).toEqual([stored]);
    expect(confirmSent(afterBroadcast, 'temp-1', stored)).toEqual([stored]);
    expect(markFailed(afterBroadcast, 'temp-1')).toEqual([stored]);
  });

  it('settles two identical messages sent quickly one for one', () => {
    const second: ChatItem<ChatMessage> = { ...message('temp-2', 'ann', 'hi all', plus(100)), isTemp: true };
    const storedSecond = message('m10', 'ann', 'hi all', plus(300));
    const shown = addIncoming(addIncoming([temp, second], stored), storedSecond);
    expect(shown).toEqual([stored, storedSecond]);
  });

  it("does not take someone else's message for our temporary copy", () => {
    const fromBob = message('m11', 'bob', 'hi all', plus(200));
    expect(addIncoming([temp], fromBob)).toEqual([temp, fromBob]);
  });

  it('replaces the temporary message once, even if the broadcast was shown first', () => {
    expect(confirmSent([temp, stored], 'temp-1', stored)).toEqual([stored]);
  });

  it('marks a message that could not be sent as failed', () => {
    expect(markFailed([temp], 'temp-1')).toEqual([{ ...temp, isTemp: false, failed: true }]);
  });

  it('puts an older page first, leaving out what is already shown', () => {
    const shown = [message('m5', 'bob', 'five', plus(5)), message('m6', 'ann', 'six', plus(6))];
    const older = [message('m4', 'bob', 'four', plus(4)), message('m5', 'bob', 'five', plus(5))];
    expect(prependOlder(older, shown).map((m) => m._id)).toEqual(['m4', 'm5', 'm6']);
  });

  it('reads the newest page again over older messages already shown, in time order, each once', () => {
    const older = [message('m1', 'bob', 'one', plus(1)), message('m2', 'ann', 'two', plus(2))];
    const newest = [message('m3', 'bob', 'three', plus(3)), message('m4', 'bob', 'four', plus(4))];
    const shown: ChatItem<ChatMessage>[] = [...older, newest[0]!, temp];
    expect(mergeHistory(newest, shown).map((m) => m._id)).toEqual(['m1', 'm2', 'm3', 'm4', 'temp-1']);
  });

  it('puts the history first and keeps live messages it does not hold', () => {
    const history = [message('m1', 'bob', 'first', t0), stored];
    expect(mergeHistory(history, [stored, temp]).map((m) => m._id)).toEqual(['m1', 'm9', 'temp-1']);
  });
});

describe('sendFailureText', () => {
  it("gives the server's reason when it refused the message", () => {
    expect(sendFailureText(new ApiError(Messages.messageRateLimited, 429, 'rate_limited'))).toBe(
      Messages.messageRateLimited,
    );
  });

  it("says 'Could not send the message!' when the message got no answer or the failure is unknown", () => {
    expect(sendFailureText(new ApiError(Messages.cannotConnect, 0, 'network'))).toBe('Could not send the message!');
    expect(sendFailureText(new Error('boom'))).toBe('Could not send the message!');
  });
});

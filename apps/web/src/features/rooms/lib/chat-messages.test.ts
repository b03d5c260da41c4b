import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@quiz/contract/rooms';
import { addIncoming, confirmSent, isDuplicateMessage, markFailed, mergeHistory, type ChatItem } from './chat-messages';

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
    const failed: ChatItem[] = [{ ...message('temp-1', 'ann', 'hello', t0), failed: true }];
    expect(isDuplicateMessage(failed, message('m2', 'ann', 'hello', plus(1_000)))).toBe(false);
  });
});

describe('sending and receiving', () => {
  const temp: ChatItem = { ...message('temp-1', 'ann', 'hi all', t0), isTemp: true };
  const stored = message('m9', 'ann', 'hi all', plus(200));

  it('keeps only one copy when the broadcast of our message arrives before its acknowledgement', () => {
    const afterBroadcast = addIncoming([temp], stored);
    expect(afterBroadcast).toEqual([temp]);
    expect(confirmSent(afterBroadcast, 'temp-1', stored)).toEqual([stored]);
  });

  it('replaces the temporary message once, even if the broadcast was shown first', () => {
    expect(confirmSent([temp, stored], 'temp-1', stored)).toEqual([stored]);
  });

  it('marks a message that could not be sent as failed', () => {
    expect(markFailed([temp], 'temp-1')).toEqual([{ ...temp, isTemp: false, failed: true }]);
  });

  it('puts the history first and keeps live messages it does not hold', () => {
    const history = [message('m1', 'bob', 'first', t0), stored];
    expect(mergeHistory(history, [stored, temp]).map((m) => m._id)).toEqual(['m1', 'm9', 'temp-1']);
  });
});

import { describe, expect, it } from 'vitest';
import { languageCodes, languageOf } from './languages';
import { issueText, localizeMessage, messagesIn, Say, textOf } from './message-catalog';
import { Issue, issueOf, saidOfIssue } from './schema-messages';
import { Messages } from './messages';

const english = Object.entries(Messages);

describe('the message catalogues', () => {
  it.each(languageCodes)('has every message in %s, in the same form as the English one', (language) => {
    const catalogue = messagesIn(language);
    expect(Object.keys(catalogue)).toEqual(Object.keys(Messages));
    for (const [key, text] of english) {
      const translated = catalogue[key as keyof typeof catalogue];
      expect(typeof translated, key).toBe(typeof text);
      if (typeof text === 'function' && typeof translated === 'function') {
        expect(translated.length, key).toBe(text.length);
        expect(String((translated as (...args: unknown[]) => string)(7, 'x')).trim(), key).not.toBe('');
      } else {
        expect(String(translated).trim(), key).not.toBe('');
      }
    }
  });

  it('writes Vietnamese in Vietnamese: most messages differ from the English', () => {
    const vi = messagesIn('vi');
    const same = english.filter(([key, text]) => typeof text === 'string' && vi[key as keyof typeof vi] === text);
    // The ones SPEC.md already writes in Vietnamese, and nothing much else.
    expect(same.length).toBeLessThan(30);
    expect(vi.invalidCredentials).not.toBe(Messages.invalidCredentials);
  });

  it("reads English in English, and the spec's Vietnamese phrases in Tiếng Việt exactly as the spec writes them", () => {
    const vietnameseLetter = /[àáâãèéêìíòóôõùúýăđĩũơưạ-ỹ]/iu;
    for (const [key, text] of english) {
      const sample = typeof text === 'function' ? (text as (...args: unknown[]) => string)('Ann', 'Quiz') : text;
      expect(sample, key).not.toMatch(vietnameseLetter);
    }
    const vi = messagesIn('vi');
    expect(vi).toMatchObject({
      chatSendFailed: 'Không thể gửi tin nhắn!',
      friendRequestSent: 'Đã gửi lời mời kết bạn!',
      friendRequestAccepted: 'Đã chấp nhận lời mời!',
      friendRequestDeclined: 'Đã từ chối lời mời!',
      noQuizzesMatch: 'Không tìm thấy quiz nào phù hợp với tìm kiếm của bạn.',
      ratingRequired: 'Vui lòng chọn số sao đánh giá',
      ratingSaved: 'Đánh giá của bạn đã được ghi nhận!',
      noFriends: 'Không có bạn bè nào.',
      noMessages: 'Chưa có tin nhắn nào.',
      sending: 'Đang gửi...',
    });
    expect(vi.friendTyping('Ann')).toBe('Ann đang nhập...');
  });

  it('keeps numbers and limits the same in every language', () => {
    const vi = messagesIn('vi');
    for (const [key, text] of english) {
      if (typeof text !== 'string') continue;
      const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort();
      expect(numbers(vi[key as keyof typeof vi] as string), key).toEqual(numbers(text));
    }
  });
});

describe('localizeMessage', () => {
  it('shows a server message in the reader’s language by the key and arguments it came with', () => {
    const vi = messagesIn('vi');
    expect(localizeMessage('Room not found', 'vi', 'roomNotFound')).toBe(vi.roomNotFound);
    expect(localizeMessage(Messages.roomNotFound, 'en', 'roomNotFound')).toBe('Room not found');
    expect(localizeMessage(Messages.playerRemoved('Chi'), 'vi', 'playerRemoved', ['Chi'])).toBe(
      vi.playerRemoved('Chi'),
    );
    expect(localizeMessage(Messages.maxParticipantsRange(1000), 'vi', 'maxParticipantsRange', [1000])).toBe(
      vi.maxParticipantsRange(1000),
    );
  });

  it('words a schema’s message, which is its key and arguments', () => {
    const vi = messagesIn('vi');
    expect(localizeMessage(Issue.titleTooShort, 'vi')).toBe(vi.titleTooShort);
    expect(localizeMessage(Issue.maxParticipantsRange(60), 'vi')).toBe(vi.maxParticipantsRange(60));
    expect(localizeMessage(Issue.maxParticipantsRange(60), 'en')).toBe(Messages.maxParticipantsRange(60));
    expect(issueText(issueOf('playerRemoved', ['Chi']))).toBe(Messages.playerRemoved('Chi'));
  });

  it('shows any other text as it came: a sentence without a key is not looked up by its words', () => {
    expect(localizeMessage('Ha Noi', 'vi')).toBe('Ha Noi');
    expect(localizeMessage(Messages.invalidCredentials, 'vi')).toBe(Messages.invalidCredentials);
    expect(localizeMessage('Route GET /x not found', 'vi', 'noSuchKey')).toBe('Route GET /x not found');
    expect(saidOfIssue('Ha Noi')).toBeUndefined();
  });
});

describe('Say and textOf', () => {
  it('makes a message by key, with its arguments, and words it in each language', () => {
    expect(Say.roomNotFound).toEqual({ key: 'roomNotFound', params: [] });
    expect(Say.playerRemoved('Lan')).toEqual({ key: 'playerRemoved', params: ['Lan'] });
    expect(textOf(Say.playerRemoved('Lan'))).toBe(Messages.playerRemoved('Lan'));
    expect(textOf(Say.playerRemoved('Lan'), 'vi')).toBe(messagesIn('vi').playerRemoved('Lan'));
    expect(textOf(Say.invalidCredentials, 'vi')).toBe(messagesIn('vi').invalidCredentials);
  });

  it('leaves out an optional argument that was not given, and words the message as without it', () => {
    expect(Say.startGameFailedToast()).toEqual({ key: 'startGameFailedToast', params: [] });
    expect(textOf(Say.startGameFailedToast())).toBe(Messages.startGameFailedToast());
  });
});

describe('languageOf', () => {
  it('takes the first of the browser’s languages that we speak, else English', () => {
    expect(languageOf(['vi-VN', 'en-US'])).toBe('vi');
    expect(languageOf(['fr-FR', 'VI', 'en'])).toBe('vi');
    expect(languageOf(['en-GB', 'vi'])).toBe('en');
    expect(languageOf(['fr', 'de'])).toBe('en');
    expect(languageOf([])).toBe('en');
  });
});

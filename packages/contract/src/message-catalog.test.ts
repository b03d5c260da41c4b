import { describe, expect, it } from 'vitest';
import { languageCodes, languageOf } from './languages';
import { localizeMessage, messageKeyOf, messagesIn } from './message-catalog';
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
  it('shows a server message in the reader’s language, by key or by its English text', () => {
    expect(localizeMessage('Invalid email or password', 'vi')).toBe(messagesIn('vi').invalidCredentials);
    expect(localizeMessage('whatever', 'vi', 'roomNotFound')).toBe(messagesIn('vi').roomNotFound);
    expect(localizeMessage(Messages.roomNotFound, 'en')).toBe('Room not found');
  });

  it('brings a Vietnamese message back to English', () => {
    expect(localizeMessage(messagesIn('vi').roomLocked, 'en')).toBe(Messages.roomLocked);
  });

  it('finds the arguments of a sentence made from a template and writes it in the other language', () => {
    const vi = messagesIn('vi');
    expect(localizeMessage(Messages.playerRemoved('Chi'), 'vi')).toBe(vi.playerRemoved('Chi'));
    expect(localizeMessage(Messages.roomInvite('Cô Lan', 'Ocean "trivia"'), 'vi')).toBe(
      vi.roomInvite('Cô Lan', 'Ocean "trivia"'),
    );
    expect(localizeMessage(Messages.maxParticipantsRange(1000), 'vi')).toBe(vi.maxParticipantsRange(1000));
    expect(localizeMessage(Messages.startGameFailedToast('Socket not connected'), 'vi')).toBe(
      vi.startGameFailedToast('Socket not connected'),
    );
    expect(localizeMessage(Messages.playerRemoved('Chi'), 'en')).toBe('Chi was removed from the room');
  });

  it('shows any other text as it came', () => {
    expect(localizeMessage('Ha Noi', 'vi')).toBe('Ha Noi');
    expect(localizeMessage('Route GET /x not found', 'vi', 'noSuchKey')).toBe('Route GET /x not found');
    expect(messageKeyOf('Ha Noi')).toBeUndefined();
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

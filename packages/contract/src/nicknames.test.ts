import { describe, expect, it } from 'vitest';
import { issueText } from './message-catalog';
import { Messages } from './messages';
import { isRefusedNickname, nicknameField, nicknameKey } from './nicknames';

describe('nicknameKey', () => {
  it('makes one name of case, repeated spaces and Vietnamese diacritics', () => {
    expect(nicknameKey('  Nguyễn   Văn Đức ')).toBe('nguyen van duc');
    expect(nicknameKey('NGUYEN VAN DUC')).toBe(nicknameKey('nguyễn văn đức'));
    expect(nicknameKey('Hà Nội')).toBe('ha noi');
  });
});

describe('isRefusedNickname', () => {
  it('refuses the listed words in English and Vietnamese however they are typed', () => {
    for (const name of ['Fuck', 'xXshitXx', 'đm', 'Đ.M', 'vcl', 'Địt mẹ', 'dit me may', 'đụ má']) {
      expect(isRefusedNickname(name), name).toBe(true);
    }
  });

  it('lets names through that only contain a short listed word', () => {
    for (const name of ['Long', 'Dickens', 'Lan', 'Ngữ', 'Minh Anh']) {
      expect(isRefusedNickname(name), name).toBe(false);
    }
  });
});

describe('nicknameField', () => {
  it('trims and squeezes spaces, and says what is wrong', () => {
    expect(nicknameField.parse('  Bảo   Anh ')).toBe('Bảo Anh');
    const issue = (value: unknown) => nicknameField.safeParse(value).error?.issues[0]?.message;
    const message = (value: unknown) => {
      const said = issue(value);
      return said === undefined ? undefined : issueText(said);
    };
    expect(message('')).toBe(Messages.nicknameRequired);
    expect(message(undefined)).toBe(Messages.nicknameRequired);
    expect(message('a'.repeat(21))).toBe(Messages.nicknameTooLong);
    expect(message('a\tb')).toBeUndefined();
    expect(message('a\u0000b')).toBe(Messages.nicknameInvalid);
    expect(message('a\u202eb')).toBe(Messages.nicknameInvalid);
    for (const hidden of ['\u2066', '\u00ad', '\u3164', '\u180e', '\u034f']) {
      expect(message(`Minh${hidden}`), JSON.stringify(hidden)).toBe(Messages.nicknameInvalid);
    }
    expect(message('shithead')).toBe(Messages.nicknameRefused);
  });
});

import { describe, expect, it } from 'vitest';
import { nicknameKey } from './nicknames';
import { textKey } from './text-keys';

describe('textKey', () => {
  it('drops case, surrounding and repeated spaces, and Vietnamese diacritics and đ', () => {
    expect(textKey('  Thủ   Đô Hà Nội ')).toBe('thu do ha noi');
  });

  it('keeps diacritics when asked, however they were typed (composed or not)', () => {
    const decomposed = 'Hà Nội'.normalize('NFD');
    expect(textKey(decomposed, { keepDiacritics: true })).toBe('hà nội');
    expect(textKey('Ha Noi', { keepDiacritics: true })).not.toBe(textKey('Hà Nội', { keepDiacritics: true }));
  });

  it('is the key nicknames are compared by', () => {
    expect(nicknameKey(' Mính ')).toBe(textKey('minh'));
  });
});

import { describe, expect, it } from 'vitest';
import { categoryNamed, CategoryNamesVi } from './categories';
import { Categories } from './limits';

describe('categoryNamed', () => {
  it('knows every category by its English and its Vietnamese name', () => {
    for (const category of Categories) {
      expect(categoryNamed(category)).toBe(category);
      expect(categoryNamed(CategoryNamesVi[category])).toBe(category);
    }
  });

  it('takes a name whatever its case, spaces and diacritics', () => {
    expect(categoryNamed('  science ')).toBe('Science');
    expect(categoryNamed('GENERAL   knowledge')).toBe('General Knowledge');
    expect(categoryNamed('khoa hoc')).toBe('Science');
    expect(categoryNamed('ĐỊA LÝ')).toBe('Geography');
  });

  it('names no category for any other text', () => {
    expect(categoryNamed('Physics')).toBeUndefined();
    expect(categoryNamed('Science 10')).toBeUndefined();
    expect(categoryNamed('')).toBeUndefined();
    expect(categoryNamed(undefined)).toBeUndefined();
  });
});

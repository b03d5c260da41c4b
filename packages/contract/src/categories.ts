/**
 * A quiz category from a name someone wrote (issue 35): an imported file's category ('Science', 'khoa học', one
 * part of a GIFT `$CATEGORY` path) as the contract's value. The Vietnamese names are the ones the web shows
 * (apps/web/src/locales/vi/base.json, `categories`).
 */
import { Categories, type Category } from './limits';
import { textKey } from './text-keys';

export const CategoryNamesVi: Record<Category, string> = {
  'General Knowledge': 'Kiến thức chung',
  Science: 'Khoa học',
  History: 'Lịch sử',
  Geography: 'Địa lý',
  Mathematics: 'Toán học',
  Literature: 'Văn học',
  Sports: 'Thể thao',
  Entertainment: 'Giải trí',
  Technology: 'Công nghệ',
  Other: 'Khác',
};

// Compared as typed answers are: case, spaces and Vietnamese diacritics aside ('KHOA HOC' is 'Khoa học').
const byKey = new Map<string, Category>(
  Categories.flatMap((category) => [
    [textKey(category), category],
    [textKey(CategoryNamesVi[category]), category],
  ]),
);

/** The category a name says, in English or Vietnamese; none for any other text. */
export function categoryNamed(name: string | undefined): Category | undefined {
  return name === undefined ? undefined : byKey.get(textKey(name));
}

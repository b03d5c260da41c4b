/**
 * A quiz's category in the reader's language. The stored value stays the contract's English name ('Science');
 * only what people read is translated. A value outside the list (an old quiz's) is shown as it is.
 */
import { useTranslation } from 'react-i18next';
import type { Category } from '@quiz/contract/limits';
import { i18next } from '../i18n';

const categoryKeys = {
  'General Knowledge': 'categories.generalKnowledge',
  Science: 'categories.science',
  History: 'categories.history',
  Geography: 'categories.geography',
  Mathematics: 'categories.mathematics',
  Literature: 'categories.literature',
  Sports: 'categories.sports',
  Entertainment: 'categories.entertainment',
  Technology: 'categories.technology',
  Other: 'categories.other',
} as const satisfies Record<Category, string>;

const keyOf = (category: string) =>
  Object.hasOwn(categoryKeys, category) ? categoryKeys[category as Category] : undefined;

/** Outside React (or in a component that already re-renders on a language change): the name now. */
export function categoryName(category: string): string {
  const key = keyOf(category);
  return key ? i18next.t(key) : category;
}

/** In a component: `const categoryName = useCategoryName(); categoryName(quiz.category)`, re-rendered on a switch. */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation();
  return (category) => {
    const key = keyOf(category);
    return key ? t(key) : category;
  };
}

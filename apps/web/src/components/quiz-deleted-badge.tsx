import { useTranslation } from 'react-i18next';
import { Badge } from './ui/badge';

/** Marks history whose quiz has been deleted since (issue 36): the attempt or game stays, the quiz does not. */
export function QuizDeletedBadge() {
  const { t } = useTranslation();
  return <Badge tone="amber">{t('common.quizDeleted')}</Badge>;
}

import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminLimits, type AdminQuiz } from '@quiz/contract/admin';
import { Messages } from '../../../i18n/messages';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { useDeleteAnyQuiz } from '../api/delete-row';
import { DeleteButton } from './delete-button';
import { actionsCellClasses, cellClasses, dayOf } from './row-action';

/** SPEC §9: the first 50 characters of the description. */
const preview = (text: string) =>
  text.length > AdminLimits.descriptionPreview ? `${text.slice(0, AdminLimits.descriptionPreview)}…` : text;

/** A quiz in the quizzes table, public or private. */
export function QuizRow({ quiz }: { quiz: AdminQuiz }) {
  const { t } = useTranslation();
  const remove = useDeleteAnyQuiz();
  return (
    <tr>
      <td className={cellClasses}>
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          {quiz.title}
          <Badge tone={quiz.isPublic ? 'green' : 'slate'}>
            {quiz.isPublic ? t('admin.public') : t('admin.private')}
          </Badge>
        </p>
        {quiz.description && <p className="text-xs text-slate-500">{preview(quiz.description)}</p>}
      </td>
      <td className={cellClasses}>{quiz.createdBy?.username ?? Messages.unknownCreator}</td>
      <td className={cellClasses}>{dayOf(quiz.createdAt)}</td>
      <td className={cellClasses}>{quiz.questionCount}</td>
      <td className={actionsCellClasses}>
        <div className="flex flex-wrap gap-2">
          <Link to={`/quiz/${quiz._id}`} className={buttonClasses('secondary', 'px-3 py-1.5 text-xs')}>
            <Eye className="h-3.5 w-3.5" aria-hidden="true" />
            {t('admin.view')}
          </Link>
          <DeleteButton kind="quiz" run={() => remove.mutateAsync(quiz._id)} />
        </div>
      </td>
    </tr>
  );
}

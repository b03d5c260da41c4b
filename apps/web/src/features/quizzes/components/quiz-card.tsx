import { useState } from 'react';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { i18next } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { ExportDialog } from '../../quiz-files';
import { useCategoryName } from '../../../lib/category-name';
import { DeleteQuizConfirm } from './delete-quiz-button';

/** Who made the quiz, as a card says it (call it while rendering, in the reader's language). */
export function creatorName(quiz: QuizSummary, currentUserId: string | undefined) {
  if (quiz.createdBy._id === currentUserId) return i18next.t('quizzes.you');
  return quiz.createdBy.displayName || quiz.createdBy.username || i18next.t('quizzes.anonymous');
}

/** A rating average with one decimal, as the reader writes numbers. */
export const formatAverage = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function QuizCard({
  quiz,
  currentUserId,
  showCreator = true,
}: {
  quiz: QuizSummary;
  currentUserId: string | undefined;
  showCreator?: boolean;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const isCreator = quiz.createdBy._id === currentUserId;
  const [exportOpen, setExportOpen] = useState(false);
  return (
    <article
      aria-label={quiz.title}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="line-clamp-2 font-semibold text-slate-900">
          {/* The title leads to the quiz's page, as 'Take Quiz' does (issue 35). */}
          <Link to={`/quiz/${quiz._id}`} className="rounded hover:text-brand-700 hover:underline">
            {quiz.title}
          </Link>
        </h2>
        <Badge tone={quiz.isPublic ? 'green' : 'slate'}>
          {quiz.isPublic ? t('quizzes.public') : t('quizzes.private')}
        </Badge>
      </div>
      <p className="mt-1 text-xs font-medium text-brand-700">{categoryName(quiz.category)}</p>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">
        {quiz.description || t('quizzes.noDescription')}
      </p>
      <div className="mt-3 flex items-center justify-between text-sm text-slate-500">
        <span>{t('quizzes.questionCount', { count: quiz.questionCount })}</span>
        {quiz.ratingsCount > 0 && (
          <span className="flex items-center gap-1">
            <Stars value={Math.round(quiz.averageRating)} className="h-3.5 w-3.5" /> {formatAverage(quiz.averageRating)}
          </span>
        )}
      </div>
      {showCreator && (
        <p className="mt-1 text-xs text-slate-500">
          {t('quizzes.createdBy', { name: creatorName(quiz, currentUserId) })}
        </p>
      )}
      <div className="mt-4 flex items-center gap-2">
        <Link to={`/quiz/${quiz._id}`} className={buttonClasses('primary', 'flex-1')}>
          {t('quizzes.takeQuiz')}
        </Link>
        {isCreator && (
          <>
            <Link
              to={`/edit-quiz/${quiz._id}`}
              className={buttonClasses('secondary', 'px-3')}
              aria-label={t('quizzes.editAria', { title: quiz.title })}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Link>
            <button
              type="button"
              onClick={() => setExportOpen(true)}
              className={buttonClasses('secondary', 'px-3')}
              aria-label={t('quizzes.exportAria', { title: quiz.title })}
            >
              <Download className="h-4 w-4" aria-hidden="true" />
            </button>
            <ExportDialog quizId={quiz._id} withAnswerKey open={exportOpen} onOpenChange={setExportOpen} />
            <DeleteQuizConfirm quizId={quiz._id}>
              {(open) => (
                <button
                  type="button"
                  onClick={open}
                  className={buttonClasses('secondary', 'px-3')}
                  aria-label={t('quizzes.deleteAria', { title: quiz.title })}
                >
                  <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                </button>
              )}
            </DeleteQuizConfirm>
          </>
        )}
      </div>
    </article>
  );
}

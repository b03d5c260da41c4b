import { useState } from 'react';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { QuizSummary } from '@quiz/contract/quizzes';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { ExportDialog } from '../../transfer/components/export-dialog';
import { DeleteQuizConfirm } from './delete-quiz-button';

export function creatorName(quiz: QuizSummary, currentUserId: string | undefined) {
  if (quiz.createdBy._id === currentUserId) return 'You';
  return quiz.createdBy.displayName || quiz.createdBy.username || 'Anonymous User';
}

export function QuizCard({
  quiz,
  currentUserId,
  showCreator = true,
}: {
  quiz: QuizSummary;
  currentUserId: string | undefined;
  showCreator?: boolean;
}) {
  const isCreator = quiz.createdBy._id === currentUserId;
  const [exportOpen, setExportOpen] = useState(false);
  return (
    <article
      aria-label={quiz.title}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="line-clamp-2 font-semibold text-slate-900">{quiz.title}</h3>
        <Badge tone={quiz.isPublic ? 'green' : 'slate'}>{quiz.isPublic ? 'Public' : 'Private'}</Badge>
      </div>
      <p className="mt-1 text-xs font-medium text-brand-700">{quiz.category}</p>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{quiz.description || 'No description provided'}</p>
      <div className="mt-3 flex items-center justify-between text-sm text-slate-500">
        <span>
          {quiz.questionCount} {quiz.questionCount === 1 ? 'question' : 'questions'}
        </span>
        {quiz.ratingsCount > 0 && (
          <span className="flex items-center gap-1">
            <Stars value={Math.round(quiz.averageRating)} className="h-3.5 w-3.5" /> {quiz.averageRating.toFixed(1)}
          </span>
        )}
      </div>
      {showCreator && <p className="mt-1 text-xs text-slate-500">Created by {creatorName(quiz, currentUserId)}</p>}
      <div className="mt-4 flex items-center gap-2">
        <Link to={`/quiz/${quiz._id}`} className={buttonClasses('primary', 'flex-1')}>
          Take Quiz
        </Link>
        {isCreator && (
          <>
            <Link
              to={`/edit-quiz/${quiz._id}`}
              className={buttonClasses('secondary', 'px-3')}
              aria-label={`Edit ${quiz.title}`}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Link>
            <button
              type="button"
              onClick={() => setExportOpen(true)}
              className={buttonClasses('secondary', 'px-3')}
              aria-label={`Export ${quiz.title}`}
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
                  aria-label={`Delete ${quiz.title}`}
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

import { useState } from 'react';
import { QuizLimits } from '@quiz/contract/limits';
import { Messages } from '../../../i18n/messages';
import { useSession } from '../../../app/session-context';
import { usePublicQuizzes } from '../../../lib/quiz-api/list-quizzes';
import { QuizGrid } from '../../quizzes';

export function PublicQuizzesTab() {
  const { session } = useSession();
  const [page, setPage] = useState(1);
  const result = usePublicQuizzes({ page, limit: QuizLimits.pageSizeDefault });
  return (
    <QuizGrid
      result={result}
      currentUserId={session?._id}
      emptyText={Messages.noQuizzesAvailable}
      page={page}
      onPage={setPage}
    />
  );
}

import type { AdminQuiz } from '@quiz/contract/admin';
import type { QuizRow } from '../../db/schema/quizzes';
import { presentQuizBasics, type Creator } from '../quizzes/presenter';

/** A row of the quizzes table: what every list shows, and who made it. */
export function presentAdminQuiz(row: { quiz: QuizRow; creator: Creator }): AdminQuiz {
  return { ...presentQuizBasics(row.quiz), createdBy: { _id: row.creator.id, username: row.creator.username } };
}

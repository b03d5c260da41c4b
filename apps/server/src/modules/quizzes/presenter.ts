import type { Question, Quiz, QuizSummary } from '@quiz/contract/quizzes';
import type { QuizRow } from '../../db/schema/quizzes';

export interface Creator {
  id: string;
  username: string;
  displayName: string | null;
}

/** What every list of quizzes shows of one (the admin panel's shows no more). */
export function presentQuizBasics(row: QuizRow) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    isPublic: row.isPublic,
    questionCount: row.questionCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentQuizSummary(row: QuizRow, creator: Creator): QuizSummary {
  return {
    ...presentQuizBasics(row),
    timeLimit: row.timeLimit,
    source: row.source,
    createdBy: { _id: creator.id, username: creator.username, displayName: creator.displayName },
    updatedAt: row.updatedAt.toISOString(),
    averageRating: Math.round(row.averageRating * 100) / 100,
    ratingsCount: row.ratingsCount,
  };
}

export interface QuestionWithOptions {
  id: string;
  content: string;
  options: { id: string; label: string; isCorrect: boolean }[];
}

/** The answer key goes out only when the caller decided the viewer may see it. */
export function presentQuiz(
  row: QuizRow,
  creator: Creator,
  questions: QuestionWithOptions[],
  withAnswerKey: boolean,
): Quiz {
  return {
    ...presentQuizSummary(row, creator),
    questions: questions.map((q): Question => ({
      _id: q.id,
      content: q.content,
      options: q.options.map((o) =>
        withAnswerKey ? { _id: o.id, label: o.label, isCorrect: o.isCorrect } : { _id: o.id, label: o.label },
      ),
    })),
  };
}

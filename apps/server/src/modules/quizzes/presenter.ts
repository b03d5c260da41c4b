import type { Question, Quiz, QuizSummary } from '@quiz/contract/quizzes';
import type { QuizRow } from '../../db/schema/quizzes';
import { servedQuestionOf, type FullQuestion, type OrderKey } from '../../game/questions';

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
    timedAttempts: row.timedAttempts,
    source: row.source,
    createdBy: { _id: creator.id, username: creator.username, displayName: creator.displayName },
    updatedAt: row.updatedAt.toISOString(),
    averageRating: Math.round(row.averageRating * 100) / 100,
    ratingsCount: row.ratingsCount,
  };
}

/** The answer key goes out only when the caller decided the viewer may see it. */
export function presentQuiz(
  row: QuizRow,
  creator: Creator,
  questions: FullQuestion[],
  view: { withAnswerKey: boolean; answerKeyDownload: boolean; orderKey: OrderKey },
): Quiz {
  return {
    ...presentQuizSummary(row, creator),
    allowAnswerDownload: row.allowAnswerDownload,
    seesAnswerKey: view.withAnswerKey,
    mayDownloadAnswerKey: view.answerKeyDownload,
    questions: questions.map((q) =>
      view.withAnswerKey ? presentQuestionWithKey(q) : presentQuestion(q, view.orderKey),
    ),
  };
}

/** The owner's view: every option with its flag, ordering items in the correct order, the accepted answers. */
export function presentQuestionWithKey(q: FullQuestion): Question {
  return {
    _id: q.id,
    kind: q.kind,
    content: q.content,
    options: q.options.map((o) => ({ _id: o.id, label: o.label, isCorrect: o.isCorrect })),
    timeLimit: q.timeLimit,
    points: q.points,
    image: q.image,
    explanation: q.explanation,
    ...(q.kind === 'typed' ? { acceptedAnswers: q.acceptedAnswers, matchDiacritics: q.matchDiacritics } : {}),
  };
}

/** Everyone else's view: what a player is shown (an ordering question's items shuffled), and the question's settings. */
export function presentQuestion(q: FullQuestion, orderKey: OrderKey): Question {
  const served = servedQuestionOf(q, { key: orderKey });
  return { ...served, timeLimit: q.timeLimit };
}

/** Grading a solo attempt: pure rules, no I/O. The quiz's own answer key decides; the client's claims do not. */
import { Say, textOf, type Said } from '@quiz/contract/message-catalog';
import { AnswerShapeError, type GivenAnswer as GraderAnswer } from '../../game/grading';
import {
  answerTexts,
  correctTexts,
  fullQuestion,
  gradeAnswer,
  isGraded,
  type FullQuestion,
  type QuestionOption,
} from '../../game/questions';

/** A question as stored; the issue-16 fields may be left out for a single-choice one. */
export type GradableQuestion = Parameters<typeof fullQuestion>[0] & { options: QuestionOption[] };

export interface GivenAnswer {
  questionId: string;
  /** The option picked: single choice, true/false, poll. */
  selectedAnswer?: string | undefined;
  selectedAnswers?: string[] | undefined;
  text?: string | undefined;
  order?: string[] | undefined;
}

export interface GradedAnswer {
  questionId: string;
  questionText: string;
  selectedOptionId: string | null;
  selectedOptionText: string | null;
  correctOptionId: string | null;
  correctOptionText: string | null;
  isCorrect: boolean;
  kind: FullQuestion['kind'];
  graded: boolean;
  answerTexts: string[];
  correctTexts: string[];
  imageUrl: string | null;
  imageAlt: string | null;
  explanation: string;
}

/** An answer the quiz cannot take; `said` is why, for the refusal. */
export class GradingError extends Error {
  constructor(readonly said: Said) {
    super(textOf(said));
  }
}

function graderMessage(question: FullQuestion, error: AnswerShapeError) {
  if (question.kind === 'typed' || question.kind === 'ordering') return Say.answerWrongShape;
  return error.message.startsWith('not') ? Say.optionNotInQuestion : Say.answerWrongShape;
}

export function gradeAttempt(stored: GradableQuestion[], answers: GivenAnswer[]) {
  const questions = stored.map(fullQuestion);
  const byQuestion = new Map(questions.map((q) => [q.id, q]));
  const results = new Map<string, { given: GraderAnswer; correct: boolean }>();
  for (const answer of answers) {
    const question = byQuestion.get(answer.questionId);
    if (!question) throw new GradingError(Say.answerNotInQuiz);
    if (results.has(answer.questionId)) throw new GradingError(Say.duplicateAnswer);
    try {
      const { given, grade } = gradeAnswer(question, { ...answer, pick: answer.selectedAnswer });
      results.set(answer.questionId, { given, correct: grade.correct });
    } catch (error) {
      if (error instanceof AnswerShapeError) throw new GradingError(graderMessage(question, error));
      throw error;
    }
  }

  const graded: GradedAnswer[] = questions.map((question) => {
    const result = results.get(question.id);
    const given = result?.given ?? null;
    const picked = given && 'optionIds' in given && given.optionIds.length === 1 ? given.optionIds[0] : undefined;
    const selected = question.kind === 'multiple' ? undefined : question.options.find((o) => o.id === picked);
    const correct =
      question.kind === 'single' || question.kind === 'true_false'
        ? question.options.find((o) => o.isCorrect)
        : undefined;
    const gave = answerTexts(question, given);
    const right = correctTexts(question);
    return {
      questionId: question.id,
      questionText: question.content,
      selectedOptionId: selected?.id ?? null,
      selectedOptionText: selected?.label ?? (gave.length > 0 ? gave.join(', ') : null),
      correctOptionId: correct?.id ?? null,
      correctOptionText: correct?.label ?? (right.length > 0 ? right.join(', ') : null),
      isCorrect: result?.correct ?? false,
      kind: question.kind,
      graded: isGraded(question),
      answerTexts: gave,
      correctTexts: right,
      imageUrl: question.image?.url ?? null,
      imageAlt: question.image?.alt ?? null,
      explanation: question.explanation,
    };
  });
  const correctAnswers = graded.filter((a) => a.graded && a.isCorrect).length;
  // A poll counts for nothing: not in the total, so not in the score band or accuracy either.
  const totalQuestions = graded.filter((a) => a.graded).length;
  return {
    answers: graded,
    correctAnswers,
    totalQuestions,
    percentageScore: totalQuestions === 0 ? 0 : (correctAnswers / totalQuestions) * 100,
  };
}

/** Grading a solo attempt: pure rules, no I/O. The quiz's own answer key decides; the client's claims do not. */
import { Messages } from '@quiz/contract/messages';

export interface GradableQuestion {
  id: string;
  content: string;
  options: { id: string; label: string; isCorrect: boolean }[];
}

export interface GivenAnswer {
  questionId: string;
  selectedAnswer: string;
}

export interface GradedAnswer {
  questionId: string;
  questionText: string;
  selectedOptionId: string | null;
  selectedOptionText: string | null;
  correctOptionId: string | null;
  correctOptionText: string | null;
  isCorrect: boolean;
}

export class GradingError extends Error {}

export function gradeAttempt(questions: GradableQuestion[], answers: GivenAnswer[]) {
  const byQuestion = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<string, string>();
  for (const answer of answers) {
    const question = byQuestion.get(answer.questionId);
    if (!question) throw new GradingError(Messages.answerNotInQuiz);
    if (!question.options.some((o) => o.id === answer.selectedAnswer))
      throw new GradingError(Messages.optionNotInQuestion);
    if (chosen.has(answer.questionId)) throw new GradingError(Messages.duplicateAnswer);
    chosen.set(answer.questionId, answer.selectedAnswer);
  }

  const graded: GradedAnswer[] = questions.map((question) => {
    const selected = question.options.find((o) => o.id === chosen.get(question.id));
    const correct = question.options.find((o) => o.isCorrect);
    return {
      questionId: question.id,
      questionText: question.content,
      selectedOptionId: selected?.id ?? null,
      selectedOptionText: selected?.label ?? null,
      correctOptionId: correct?.id ?? null,
      correctOptionText: correct?.label ?? null,
      // With several options marked correct, any of them counts.
      isCorrect: selected?.isCorrect ?? false,
    };
  });
  const correctAnswers = graded.filter((a) => a.isCorrect).length;
  const totalQuestions = questions.length;
  return {
    answers: graded,
    correctAnswers,
    totalQuestions,
    percentageScore: totalQuestions === 0 ? 0 : (correctAnswers / totalQuestions) * 100,
  };
}

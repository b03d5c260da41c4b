/**
 * Questions of every kind (issue 16) between the store, the grader and the player: pure, no I/O.
 * - what a player is shown (never the key: an ordering question's items in the one order `shownOrderOf` gives it);
 * - the grader's view of a question, and what a player gave, from the fields of either API;
 * - both answers as texts, for results, the review and the report.
 */
import { createHmac } from 'node:crypto';
import type { QuestionKind, QuestionPoint } from '@quiz/contract/limits';
import type { ServedQuestion } from '@quiz/contract/questions';
import { givenAnswerFor } from '@quiz/contract/questions';
import { AnswerShapeError, grade, type GivenAnswer, type Grade, type GradedQuestion } from './grading';

export interface QuestionOption {
  id: string;
  label: string;
  isCorrect: boolean;
}

/** A question with everything the server knows about it. Ordering: the options are in the correct order. */
export interface FullQuestion {
  id: string;
  content: string;
  kind: QuestionKind;
  options: QuestionOption[];
  acceptedAnswers: string[];
  matchDiacritics: boolean;
  timeLimit: number | null;
  points: QuestionPoint;
  image: { url: string; alt: string } | null;
  /** Why the answer is right (issue 39); '' when none. Never served before the player has answered. */
  explanation: string;
}

/** A question copied into a game before issue 16 has none of the new fields: it is single choice. */
export function fullQuestion(q: {
  id: string;
  content: string;
  options: QuestionOption[];
  kind?: QuestionKind | undefined;
  acceptedAnswers?: string[] | undefined;
  matchDiacritics?: boolean | undefined;
  timeLimit?: number | null | undefined;
  points?: QuestionPoint | undefined;
  image?: { url: string; alt: string } | null | undefined;
  explanation?: string | undefined;
}): FullQuestion {
  return {
    id: q.id,
    content: q.content,
    kind: q.kind ?? 'single',
    options: q.options,
    acceptedAnswers: q.acceptedAnswers ?? [],
    matchDiacritics: q.matchDiacritics ?? false,
    timeLimit: q.timeLimit ?? null,
    points: q.points ?? 'standard',
    image: q.image ?? null,
    explanation: q.explanation ?? '',
  };
}

/**
 * An order of the ids drawn from `random` that is not theirs (when there are two or more), so an ordering question
 * is never shown already solved. Only `stableOrder` draws it for a question: an order drawn afresh (Math.random)
 * would differ between reads and games, and the one order that never shows up is the answer.
 */
export function shuffledOrder(ids: readonly string[], random: () => number): string[] {
  const order = [...ids];
  if (order.length < 2) return order;
  do {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  } while (order.every((id, i) => id === ids[i]));
  return order;
}

/**
 * One order of an ordering question's items for everyone, every time: a shuffle drawn from a keyed hash of the
 * question's id. A fresh shuffle on each read would let a player read the quiz until one order never shows up —
 * the answer; a fixed one tells nothing but 'not this order'. The key is the server's secret.
 */
export function stableOrder(ids: readonly string[], key: Uint8Array, questionId: string): string[] {
  let block = 0;
  let pool = Buffer.alloc(0);
  let at = 0;
  const random = () => {
    if (at + 4 > pool.length) {
      pool = createHmac('sha256', key).update(`ordering:${questionId}:${block++}`).digest();
      at = 0;
    }
    const value = pool.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return value;
  };
  return shuffledOrder(ids, random);
}

/** The key `stableOrder` is drawn under: the server's secret. */
export type OrderKey = Uint8Array;

/**
 * The order a question's options are shown in to whoever may not see the key, the one rule of docs/api.md: an
 * ordering question's items in their `stableOrder` (never the answer; the same on every read, for every reader, in
 * the export and in every game, which copies it when it starts), every other kind's options as stored.
 */
export function shownOrderOf(q: Pick<FullQuestion, 'id' | 'kind' | 'options'>, key: OrderKey): string[] {
  const ids = q.options.map((o) => o.id);
  return q.kind === 'ordering' ? stableOrder(ids, key, q.id) : ids;
}

/**
 * The question as a player sees it: options without the key, none for a typed answer, and an ordering question's
 * items in a game's copy of their order (`order`), or in `shownOrderOf` under `key` (the quiz read).
 */
export function servedQuestionOf(
  q: FullQuestion,
  shown: { order: readonly string[] } | { key: OrderKey },
): ServedQuestion {
  let options = q.kind === 'typed' ? [] : q.options.map((o) => ({ _id: o.id, label: o.label }));
  if (q.kind === 'ordering') {
    const order = 'order' in shown ? shown.order : shownOrderOf(q, shown.key);
    const byId = new Map(options.map((o) => [o._id, o]));
    options = order.flatMap((id) => byId.get(id) ?? []);
  }
  return { _id: q.id, kind: q.kind, content: q.content, options, image: q.image, points: q.points };
}

export function gradedQuestionOf(q: FullQuestion): GradedQuestion {
  switch (q.kind) {
    case 'typed':
      return { kind: 'typed', acceptedAnswers: q.acceptedAnswers, matchDiacritics: q.matchDiacritics };
    case 'ordering':
      return { kind: 'ordering', order: q.options.map((o) => o.id) };
    default:
      return { kind: q.kind, options: q.options };
  }
}

export interface AnswerFields {
  /** The one option picked: `selectedAnswer` in solo play, `answerId` live. */
  pick?: string | undefined;
  selectedAnswers?: string[] | undefined;
  text?: string | undefined;
  order?: string[] | undefined;
}

/** The player's answer in the grader's terms, graded; AnswerShapeError when it does not fit the question. */
export function gradeAnswer(q: FullQuestion, fields: AnswerFields): { given: GivenAnswer; grade: Grade } {
  const given = givenAnswerFor(q.kind, fields);
  if (!given) throw new AnswerShapeError('the answer does not fit the kind of question');
  return { given, grade: grade(gradedQuestionOf(q), given) };
}

/** What the player gave, as texts: the labels picked (in the question's order), the text, or the items in order. */
export function answerTexts(q: FullQuestion, given: GivenAnswer | null): string[] {
  if (!given) return [];
  if ('text' in given) return [given.text.trim()];
  const labels = new Map(q.options.map((o) => [o.id, o.label]));
  if ('order' in given) return given.order.map((id) => labels.get(id) ?? '');
  return q.options.filter((o) => given.optionIds.includes(o.id)).map((o) => o.label);
}

/** The explanation as a response field: absent when the author wrote none (issue 39). */
export const explanationOf = (q: Pick<FullQuestion, 'explanation'>) =>
  q.explanation ? { explanation: q.explanation } : {};

/** The right answer as texts: the correct option(s), the accepted answers, or the items in order; none for a poll. */
export function correctTexts(q: FullQuestion): string[] {
  switch (q.kind) {
    case 'poll':
      return [];
    case 'typed':
      return q.acceptedAnswers;
    case 'ordering':
      return q.options.map((o) => o.label);
    default:
      return q.options.filter((o) => o.isCorrect).map((o) => o.label);
  }
}

/** The ids that make the right answer: the correct options, or the items in order; none for typed and polls. */
export function correctIds(q: FullQuestion): string[] {
  if (q.kind === 'poll' || q.kind === 'typed') return [];
  if (q.kind === 'ordering') return q.options.map((o) => o.id);
  return q.options.filter((o) => o.isCorrect).map((o) => o.id);
}

/** Whether the kind is graded at all: a poll counts for nothing (the contract's rule, shared with the browser). */
export { isGraded } from '@quiz/contract/limits';

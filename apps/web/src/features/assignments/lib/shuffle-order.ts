/**
 * Homework with shuffle on shows its questions, and their options, in an order of each attempt's own: drawn from a
 * seed that names the attempt, so a reload shows the same order and another attempt another one.
 */
import type { QuestionKind } from '@quiz/contract/limits';

/** A 32-bit number from a text (FNV-1a). */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Numbers in [0, 1) from a seed, the same ones for the same seed (mulberry32). */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order drawn from `seed` (Fisher–Yates); the list given is left as it is. */
export function seededOrder<T>(items: readonly T[], seed: string): T[] {
  const random = randomFrom(hash(seed));
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * True/false keeps True then False, an ordering question the server's starting order (which is not its answer),
 * and a typed answer has no options.
 */
const keepsItsOptions: ReadonlySet<QuestionKind> = new Set(['true_false', 'ordering', 'typed']);

/** The questions, and each one's options, in the order of the attempt `seed` names. */
export function shuffleQuestions<Q extends { _id: string; kind: QuestionKind; options: readonly unknown[] }>(
  questions: readonly Q[],
  seed: string,
): Q[] {
  return seededOrder(questions, seed).map((question) =>
    keepsItsOptions.has(question.kind)
      ? question
      : { ...question, options: seededOrder(question.options, `${seed}:${question._id}`) },
  );
}

/**
 * What names an attempt: a timed attempt's id, else the student, the homework and which attempt this is (the
 * count of those handed in so far does not change until it is handed in).
 */
export const attemptSeed = (
  assignment: { _id: string; attemptsUsed: number },
  userId: string,
  attemptId?: string | null,
) => attemptId ?? `${assignment._id}:${userId}:${assignment.attemptsUsed + 1}`;

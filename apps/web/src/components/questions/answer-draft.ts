/**
 * An answer being built and not yet sent (several options ticked, a text half typed, items half ordered) is kept for
 * the tab, so that a language switch, a reload or a dropped connection costs the player nothing. One draft a game:
 * the next question's replaces it.
 */
import type { AnswerableQuestion, AnswerValue } from './answer-input';

const storageKey = (scope: string) => `answer-draft:${scope}`;

interface Draft {
  questionId: string;
  value: AnswerValue;
}

/** The draft kept for `question` in `scope` (a game), if it still fits the question; otherwise undefined. */
export function readAnswerDraft(scope: string, question: AnswerableQuestion): AnswerValue | undefined {
  let draft: Draft;
  try {
    draft = JSON.parse(sessionStorage.getItem(storageKey(scope)) ?? 'null') as Draft;
  } catch {
    return undefined;
  }
  if (!draft || draft.questionId !== question._id || typeof draft.value !== 'object' || !draft.value) return undefined;
  const ids = new Set(question.options.map((o) => o._id));
  const value = draft.value;
  const kind = question.kind ?? 'single';
  if (kind === 'typed') return 'text' in value && typeof value.text === 'string' ? { text: value.text } : undefined;
  if (kind === 'ordering') {
    const order = 'order' in value && Array.isArray(value.order) ? value.order : [];
    const whole = order.length === ids.size && new Set(order).size === ids.size && order.every((id) => ids.has(id));
    return whole ? { order } : undefined;
  }
  const picked = 'optionIds' in value && Array.isArray(value.optionIds) ? value.optionIds : [];
  return picked.every((id) => ids.has(id)) ? { optionIds: [...new Set(picked)] } : undefined;
}

export function keepAnswerDraft(scope: string, questionId: string, value: AnswerValue) {
  try {
    sessionStorage.setItem(storageKey(scope), JSON.stringify({ questionId, value } satisfies Draft));
  } catch {
    // Storage full or refused (a private window): the answer stays on the screen, as before.
  }
}

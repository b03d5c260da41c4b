/**
 * A draft's questions through the editor's own rules (the contract's `questionInput`), so an imported question is
 * one the editor could have saved. What is too long is cut to the editor's limits and what is too many is left out,
 * each with a warning; a question the rules still refuse is skipped with the rule's own message. Nothing here
 * refuses the whole file: the caller says 'No questions found' when nothing is left.
 */
import { QuestionKindLimits, QuizLimits } from '@quiz/contract/limits';
import { questionInput, type NormalizedQuestion } from '@quiz/contract/questions';
import type { Draft, DraftQuestion } from './draft';

export interface CheckedQuestion extends NormalizedQuestion {
  /** Where it was in the file ('Line 14'), for the preview. */
  where: string;
  /** The file's picture, with a description the editor would take; its bytes are checked when it is stored. */
  picture?: { data: Buffer; alt: string };
}

/**
 * `text` cut to `max` characters as the editor counts them (UTF-16 units, as a string's length), never through the
 * middle of a character, and whether it was.
 */
function cut(text: string, max: number): [string, boolean] {
  if (text.length <= max) return [text, false];
  let kept = '';
  for (const char of text) {
    if (kept.length + char.length > max) break;
    kept += char;
  }
  return [kept.trimEnd(), true];
}

const choiceKinds = new Set(['single', 'multiple', 'poll', 'ordering']);

function fit(question: DraftQuestion, warn: (sentence: string) => void): DraftQuestion {
  const [content, contentCut] = cut(question.content, QuizLimits.questionMax);
  if (contentCut) warn(`the question is longer than ${QuizLimits.questionMax} characters — cut`);
  let options = question.options;
  const optionsMax = question.kind === 'ordering' ? QuestionKindLimits.orderingItemsMax : QuizLimits.optionsMax;
  if (choiceKinds.has(question.kind) && options.length > optionsMax) {
    warn(`only the first ${optionsMax} of its ${options.length} options are kept`);
    options = options.slice(0, optionsMax);
  }
  let optionCut = false;
  options = options.map((o) => {
    const [label, wasCut] = cut(o.label, QuizLimits.optionMax);
    optionCut ||= wasCut;
    return { ...o, label };
  });
  if (optionCut) warn(`an option is longer than ${QuizLimits.optionMax} characters — cut`);
  let accepted = question.acceptedAnswers;
  if (accepted.length > QuestionKindLimits.acceptedAnswersMax) {
    warn(`only the first ${QuestionKindLimits.acceptedAnswersMax} of its ${accepted.length} accepted answers are kept`);
    accepted = accepted.slice(0, QuestionKindLimits.acceptedAnswersMax);
  }
  let answerCut = false;
  accepted = accepted.map((a) => {
    const [text, wasCut] = cut(a, QuestionKindLimits.typedAnswerMax);
    answerCut ||= wasCut;
    return text;
  });
  if (answerCut) warn(`an accepted answer is longer than ${QuestionKindLimits.typedAnswerMax} characters — cut`);
  return { ...question, content, options, acceptedAnswers: accepted };
}

export function checkDraft(draft: Draft): { questions: CheckedQuestion[]; warnings: string[] } {
  const questions: CheckedQuestion[] = [];
  const warnings = [...draft.warnings];
  for (const drafted of draft.questions) {
    const warn = (sentence: string) => warnings.push(`${drafted.where}: ${sentence}`);
    const fitted = fit(drafted, warn);
    const parsed = questionInput.safeParse({
      kind: fitted.kind,
      content: fitted.content,
      timeLimit: fitted.timeLimit ?? null,
      ...(fitted.points ? { points: fitted.points } : {}),
      ...(fitted.kind === 'typed'
        ? { acceptedAnswers: fitted.acceptedAnswers, matchDiacritics: fitted.matchDiacritics ?? false }
        : { options: fitted.options }),
    });
    if (parsed.success) questions.push({ ...parsed.data, where: drafted.where, ...pictureOf(drafted, warn) });
    else warn(`${parsed.error.issues[0]?.message ?? 'not a valid question'} — skipped`);
  }
  return { questions, warnings: sortedByLine(warnings) };
}

/** A question's picture as the editor takes it: described (the description cut to its limit), else left out. */
function pictureOf({ picture }: DraftQuestion, warn: (sentence: string) => void) {
  if (!picture) return {};
  const [alt, altCut] = cut(picture.alt.trim(), QuestionKindLimits.imageAltMax);
  if (!alt) {
    warn('its picture has no description, which every picture needs — left out');
    return {};
  }
  if (altCut) warn(`its picture's description is longer than ${QuestionKindLimits.imageAltMax} characters — cut`);
  return { picture: { data: picture.data, alt } };
}

/** Warnings in the file's order: the readers' and the checks' interleaved by line. */
export function sortedByLine(warnings: string[]) {
  const lineOf = (w: string) => Number(/^\D*(\d+)/.exec(w)?.[1] ?? 0);
  return warnings
    .map((w, i) => ({ w, i }))
    .sort((a, b) => lineOf(a.w) - lineOf(b.w) || a.i - b.i)
    .map((x) => x.w);
}

/**
 * A draft's questions through the editor's own rules (the contract's `questionInput`), so an imported question is
 * one the editor could have saved. Texts as Moodle shows them (GIFT's, Moodle XML's) first become the editor's
 * source (moodle-text.ts). What is too long is cut to the editor's limits and what is too many is left out, each
 * with a warning; a question the rules still refuse (a formula with `\href` in it among them) is skipped with the
 * rule's own message, which the preview shows at the question's place, and an explanation they refuse is left out
 * of a question they take. Nothing here refuses the whole file: the caller says 'No questions found' when nothing is
 * left.
 */
import { QuestionKindLimits, QuizLimits } from '@quiz/contract/limits';
import { questionInput, type NormalizedQuestion } from '@quiz/contract/questions';
import { Note, type NoteCore, type QuizFileNote, type QuizFilePlace } from '@quiz/contract/quiz-file-notes';
import { saidOfIssue } from '@quiz/contract/schema-messages';
import { ended, type Draft, type DraftQuestion } from './draft';
import { sourceOfMoodleText } from './moodle-text';

export interface CheckedQuestion extends NormalizedQuestion {
  /** Where it was in the file (`{ line: 14 }`), for the preview. */
  where: QuizFilePlace;
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

type Warn = (note: NoteCore) => void;

/** A text as the editor's source, read before it is cut to `max`: as it is, or (`moodleText`) as Moodle shows it. */
type Source = (text: string, max: number) => string;

function fit(question: DraftQuestion, warn: Warn, source: Source): DraftQuestion {
  const [content, contentCut] = cut(source(question.content, QuizLimits.questionMax), QuizLimits.questionMax);
  if (contentCut) warn(ended(Note.questionTooLong({ max: QuizLimits.questionMax }), 'cut'));
  let options = question.options;
  const optionsMax = question.kind === 'ordering' ? QuestionKindLimits.orderingItemsMax : QuizLimits.optionsMax;
  if (choiceKinds.has(question.kind) && options.length > optionsMax) {
    warn(Note.optionsKept({ kept: optionsMax, count: options.length }));
    options = options.slice(0, optionsMax);
  }
  let optionCut = false;
  options = options.map((o) => {
    const [label, wasCut] = cut(source(o.label, QuizLimits.optionMax), QuizLimits.optionMax);
    optionCut ||= wasCut;
    return { ...o, label };
  });
  if (optionCut) warn(ended(Note.optionTooLong({ max: QuizLimits.optionMax }), 'cut'));
  let accepted = question.acceptedAnswers;
  if (accepted.length > QuestionKindLimits.acceptedAnswersMax) {
    warn(Note.acceptedAnswersKept({ kept: QuestionKindLimits.acceptedAnswersMax, count: accepted.length }));
    accepted = accepted.slice(0, QuestionKindLimits.acceptedAnswersMax);
  }
  let answerCut = false;
  accepted = accepted.map((a) => {
    const [text, wasCut] = cut(a, QuestionKindLimits.typedAnswerMax);
    answerCut ||= wasCut;
    return text;
  });
  if (answerCut) warn(ended(Note.acceptedAnswerTooLong({ max: QuestionKindLimits.typedAnswerMax }), 'cut'));
  const { explanationMax } = QuestionKindLimits;
  const [explanation, explanationCut] = cut(source(question.explanation?.trim() ?? '', explanationMax), explanationMax);
  if (explanationCut) warn(ended(Note.explanationTooLong({ max: explanationMax }), 'cut'));
  return { ...question, content, options, acceptedAnswers: accepted, explanation };
}

/**
 * The rule a question broke, as the shared messages word it: the schema's message is a shared message's key and
 * arguments (schema-messages.ts); any other text is carried as it is.
 */
function brokenRule(message: string | undefined): NoteCore {
  if (!message) return ended(Note.notValidQuestion, 'skipped');
  return ended(Note.editorRule({ rule: saidOfIssue(message) ?? message }), 'skipped');
}

/** A fitted question through the editor's rules, with the explanation it is given. */
const parsedWith = (fitted: DraftQuestion, explanation: string) =>
  questionInput.safeParse({
    kind: fitted.kind,
    content: fitted.content,
    explanation,
    timeLimit: fitted.timeLimit ?? null,
    ...(fitted.points ? { points: fitted.points } : {}),
    ...(fitted.kind === 'typed'
      ? { acceptedAnswers: fitted.acceptedAnswers, matchDiacritics: fitted.matchDiacritics ?? false }
      : { options: fitted.options }),
  });

/**
 * A question through the editor's rules. An explanation they refuse (a formula KaTeX cannot typeset, or may not:
 * `\href`) is left out with their message, and the question kept: the question itself is sound. What they refuse
 * in the question skips it, with the rule's own message.
 */
function parsed(fitted: DraftQuestion, warn: Warn): NormalizedQuestion | undefined {
  const explanation = fitted.explanation ?? '';
  let result = parsedWith(fitted, explanation);
  const refused = result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'explanation');
  if (refused && explanation) {
    result = parsedWith(fitted, '');
    if (result.success) {
      const reason = saidOfIssue(refused.message) ?? refused.message;
      warn(ended(Note.explanationUnusable({ reason }), 'leftOut'));
    }
  }
  if (result.success) return result.data;
  warn(brokenRule(result.error.issues[0]?.message));
  return undefined;
}

export function checkDraft(draft: Draft): { questions: CheckedQuestion[]; warnings: QuizFileNote[] } {
  const questions: CheckedQuestion[] = [];
  const warnings = [...draft.warnings];
  const source: Source = draft.moodleText ? sourceOfMoodleText : (text) => text;
  for (const drafted of draft.questions) {
    const warn: Warn = (note) => warnings.push({ where: drafted.where, ...note });
    const question = parsed(fit(drafted, warn, source), warn);
    if (question) questions.push({ ...question, where: drafted.where, ...pictureOf(drafted, warn) });
  }
  return { questions, warnings: sortedByLine(warnings) };
}

/** A question's picture as the editor takes it: described (the description cut to its limit), else left out. */
function pictureOf({ picture }: DraftQuestion, warn: Warn) {
  if (!picture) return {};
  const [alt, altCut] = cut(picture.alt.trim(), QuestionKindLimits.imageAltMax);
  if (!alt) {
    warn(ended(Note.pictureNoDescription, 'leftOut'));
    return {};
  }
  if (altCut) warn(ended(Note.pictureDescriptionTooLong({ max: QuestionKindLimits.imageAltMax }), 'cut'));
  return { picture: { data: picture.data, alt } };
}

/** The number of a note's line, row or question; 0 for the quiz, or none. */
const placeNumber = ({ where }: QuizFileNote) =>
  where === undefined || where === 'quiz'
    ? 0
    : 'line' in where
      ? where.line
      : 'row' in where
        ? where.row
        : where.question;

/** Warnings in the file's order: the readers' and the checks' interleaved by line. */
export function sortedByLine(warnings: QuizFileNote[]) {
  return warnings
    .map((w, i) => ({ w, i }))
    .sort((a, b) => placeNumber(a.w) - placeNumber(b.w) || a.i - b.i)
    .map((x) => x.w);
}

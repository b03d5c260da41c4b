/**
 * Import (issue 19): a file read into a preview, or saved as a new private quiz in one transaction. Nothing is saved
 * from a file that cannot be read, and nothing but what the preview showed.
 */
import { Categories, DefaultCategory, QuizLimits, TransferLimits } from '@quiz/contract/limits';
import { Messages } from '@quiz/contract/messages';
import { quizInput } from '@quiz/contract/quizzes';
import { importQuizFields, type ImportPreview } from '@quiz/contract/transfer';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/users';
import { badRequest } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validate';
import { createQuiz } from '../quizzes/service';
import { checkDraft } from './check';
import { ImportError } from './draft';
import { transferText } from './words';
import { readQuizFile } from './read';

type Fields = z.output<typeof importQuizFields>;

export interface ImportFile {
  data: Buffer;
  fileName?: string | undefined;
}

const fileProblem = (message: string) => badRequest(message, { file: message });

/** The first `max` lines, then how many more there are: a hostile file must not make the answer huge. */
export const listed = (lines: string[], max: number) =>
  lines.length > max ? [...lines.slice(0, max), `…and ${lines.length - max} more`] : lines;

/** A title from the file's name: 'unit_3-fractions.gift' → 'unit 3 fractions'; too short, the default. */
function titleFromName(fileName: string | undefined): string | undefined {
  const base = fileName
    ?.replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!base || base.length < QuizLimits.titleMin) return undefined;
  return base.slice(0, QuizLimits.titleMax).trim();
}

const isCategory = (value: string | undefined): value is (typeof Categories)[number] =>
  value !== undefined && (Categories as readonly string[]).includes(value);

/** What the file holds, as it would be saved with these fields. */
export async function previewImport(file: ImportFile, fields: Fields): Promise<ImportPreview> {
  let read: Awaited<ReturnType<typeof readQuizFile>>;
  try {
    read = await readQuizFile({ ...file, format: fields.format });
  } catch (error) {
    if (error instanceof ImportError) throw fileProblem(transferText(error.message, fields.lang));
    throw error;
  }
  const { format, draft } = read;
  if (draft.questions.length > TransferLimits.questionsMax) throw fileProblem(Messages.importTooManyQuestions);
  const checked = checkDraft(draft);
  const { questions } = checked;
  const warnings = listed(checked.warnings, TransferLimits.warningsShown);
  if (questions.length === 0) {
    const first = warnings[0] === undefined ? undefined : transferText(warnings[0], fields.lang);
    throw badRequest(Messages.importNoQuestions, { file: first ?? Messages.importNoQuestions });
  }
  const about = draft.about ?? {};
  let timeLimit = fields.timeLimit ?? QuizLimits.defaultTimeLimit;
  if (fields.timeLimit === undefined && about.timeLimit !== undefined) {
    const { timeLimitMin, timeLimitMax } = QuizLimits;
    if (Number.isInteger(about.timeLimit) && about.timeLimit >= timeLimitMin && about.timeLimit <= timeLimitMax) {
      timeLimit = about.timeLimit;
    } else {
      warnings.unshift(
        `Quiz: its time per question (${about.timeLimit} s) is not between ${timeLimitMin} and ${timeLimitMax} seconds — ${timeLimit} s is used`,
      );
    }
  }
  const aboutTitle = about.title?.trim();
  return {
    format,
    title:
      fields.title ??
      (aboutTitle && aboutTitle.length >= QuizLimits.titleMin ? aboutTitle.slice(0, QuizLimits.titleMax) : undefined) ??
      titleFromName(file.fileName) ??
      'Imported quiz',
    description:
      fields.description !== undefined
        ? fields.description
        : (about.description?.slice(0, QuizLimits.descriptionMax) ?? null),
    category: fields.category ?? (isCategory(about.category) ? about.category : DefaultCategory),
    timeLimit,
    timedAttempts: about.timedAttempts ?? false,
    questions: questions.map(
      ({ where, kind, content, options, acceptedAnswers, matchDiacritics, timeLimit, points }) => ({
        where: transferText(where, fields.lang),
        kind,
        content,
        options: options.map(({ label, isCorrect }) => ({ label, isCorrect })),
        acceptedAnswers,
        matchDiacritics,
        timeLimit,
        points,
      }),
    ),
    warnings: warnings.map((warning) => transferText(warning, fields.lang)),
  };
}

/** The file saved as a new quiz of `user`'s: the questions `fields.keep` names (all when absent), private unless asked. */
export async function importQuiz(ctx: AppContext, options: { user: UserRow; file: ImportFile; fields: Fields }) {
  const { user, file, fields } = options;
  const preview = await previewImport(file, fields);
  const keep = fields.keep ?? preview.questions.map((_, i) => i);
  if (keep.some((i) => i >= preview.questions.length)) throw badRequest(Messages.importQuestionUnknown);
  if (keep.length > QuizLimits.questionsMax) {
    throw badRequest(Messages.importPickedTooMany, { keep: Messages.importPickedTooMany });
  }
  const chosen = [...new Set(keep)].sort((a, b) => a - b).map((i) => preview.questions[i]!);
  const input = parseOrThrow(quizInput, {
    title: preview.title,
    description: preview.description,
    category: preview.category,
    isPublic: fields.isPublic,
    timeLimit: preview.timeLimit,
    timedAttempts: preview.timedAttempts,
    questions: chosen.map(({ where: _where, ...question }) => question),
  });
  return createQuiz(ctx, { user, input, source: 'import' });
}

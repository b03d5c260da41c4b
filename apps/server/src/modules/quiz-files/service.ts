/**
 * Import (issue 19): a file read into a preview, or saved as a new private quiz in one transaction. Nothing is saved
 * from a file that cannot be read, and nothing but what the preview showed.
 */
import { isMessageKey, Say, type Said } from '@quiz/contract/message-catalog';
import { categoryNamed } from '@quiz/contract/categories';
import { DefaultCategory, QuizLimits, TransferLimits } from '@quiz/contract/limits';
import { quizInput } from '@quiz/contract/quizzes';
import { Note, wordNote, wordWhere, type QuizFileNote } from '@quiz/contract/quiz-file-notes';
import { importQuizFields, type ImportPreview } from '@quiz/contract/transfer';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/users';
import { AppError, badRequest, type FailureMessage } from '../../lib/errors';
import { inspectQuestionImage } from '../../lib/images';
import { parseOrThrow } from '../../lib/validate';
import { createQuiz } from '../quizzes/service';
import { uploadQuestionImage } from '../uploads/service';
import { checkDraft, sortedByLine, type CheckedQuestion } from './check';
import { ended, ImportError } from './draft';
import { readQuizFile } from './read';

type Fields = z.output<typeof importQuizFields>;

export interface ImportFile {
  data: Buffer;
  fileName?: string | undefined;
}

const fileProblem = (message: FailureMessage) => badRequest(message, { file: message });

/** The first `max` notes, then how many more there are: a hostile file must not make the answer huge. */
export const listed = (notes: QuizFileNote[], max: number): QuizFileNote[] =>
  notes.length > max ? [...notes.slice(0, max), Note.andMore({ count: notes.length - max })] : notes;

/** Why an upload's checks refused a picture: their shared message by key, or their English. */
const reasonOf = (error: AppError): Said | string =>
  isMessageKey(error.messageKey) ? { key: error.messageKey, params: error.messageParams ?? [] } : error.message;

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

/** What the file holds, as it would be saved with these fields. */
export async function previewImport(file: ImportFile, fields: Fields): Promise<ImportPreview> {
  return (await readImport(file, fields)).preview;
}

/**
 * A picture the file carries, checked as an upload is before it is decoded (its size, type and pixels); one that
 * fails is left out with the reason, so the preview shows only pictures that will be saved.
 */
async function usablePicture(question: CheckedQuestion, warnings: QuizFileNote[]) {
  if (!question.picture) return undefined;
  try {
    await inspectQuestionImage(question.picture.data);
    return { ...question.picture, where: question.where };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    warnings.push({ where: question.where, ...ended(Note.pictureUnusable({ reason: reasonOf(error) }), 'leftOut') });
    return undefined;
  }
}

/** The preview, and beside it the pictures of its questions (by the same place), to be stored when it is saved. */
async function readImport(file: ImportFile, fields: Fields) {
  let read: Awaited<ReturnType<typeof readQuizFile>>;
  try {
    read = await readQuizFile({ ...file, format: fields.format });
  } catch (error) {
    if (error instanceof ImportError) throw fileProblem(wordNote(error.note, fields.lang));
    throw error;
  }
  const { format, draft } = read;
  if (draft.questions.length > TransferLimits.questionsMax) throw fileProblem(Say.importTooManyQuestions);
  const checked = checkDraft(draft);
  const { questions } = checked;
  const pictures: Awaited<ReturnType<typeof usablePicture>>[] = [];
  for (const question of questions) pictures.push(await usablePicture(question, checked.warnings));
  const notes = listed(sortedByLine(checked.warnings), TransferLimits.warningsShown);
  if (questions.length === 0) {
    const first = notes[0] === undefined ? undefined : wordNote(notes[0], fields.lang);
    throw badRequest(Say.importNoQuestions, { file: first ?? Say.importNoQuestions });
  }
  const about = draft.about ?? {};
  let timeLimit = fields.timeLimit ?? QuizLimits.defaultTimeLimit;
  if (fields.timeLimit === undefined && about.timeLimit !== undefined) {
    const { timeLimitMin, timeLimitMax } = QuizLimits;
    if (Number.isInteger(about.timeLimit) && about.timeLimit >= timeLimitMin && about.timeLimit <= timeLimitMax) {
      timeLimit = about.timeLimit;
    } else {
      notes.unshift({
        where: 'quiz',
        ...Note.timeOutOfRange({
          time: String(about.timeLimit),
          min: timeLimitMin,
          max: timeLimitMax,
          used: timeLimit,
        }),
      });
    }
  }
  const aboutTitle = about.title?.trim();
  const preview: ImportPreview = {
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
    category: fields.category ?? categoryNamed(about.category) ?? DefaultCategory,
    timeLimit,
    timedAttempts: about.timedAttempts ?? false,
    questions: questions.map(
      ({ where, kind, content, options, acceptedAnswers, matchDiacritics, timeLimit, points, explanation }, i) => ({
        where: wordWhere(where, fields.lang),
        place: where,
        kind,
        content,
        options: options.map(({ label, isCorrect }) => ({ label, isCorrect })),
        acceptedAnswers,
        matchDiacritics,
        timeLimit,
        points,
        image: pictures[i] ? { alt: pictures[i].alt } : null,
        explanation,
      }),
    ),
    warnings: notes.map((note) => wordNote(note, fields.lang)),
    notes,
  };
  return { preview, pictures };
}

/**
 * The file saved as a new quiz of `user`'s: the questions `fields.keep` names (all when absent), private unless
 * asked. Their pictures are stored first (checked and re-encoded as uploads are); if anything then fails, the ones
 * stored are removed again, so a refused import leaves nothing behind.
 */
export async function importQuiz(ctx: AppContext, options: { user: UserRow; file: ImportFile; fields: Fields }) {
  const { user, file, fields } = options;
  const { preview, pictures } = await readImport(file, fields);
  const keep = fields.keep ?? preview.questions.map((_, i) => i);
  if (keep.some((i) => i >= preview.questions.length)) throw badRequest(Say.importQuestionUnknown);
  if (keep.length > QuizLimits.questionsMax) {
    throw badRequest(Say.importPickedTooMany, { keep: Say.importPickedTooMany });
  }
  const stored: string[] = [];
  try {
    const questions = [];
    for (const i of [...new Set(keep)].sort((a, b) => a - b)) {
      const { where: _where, place: _place, image: _image, ...question } = preview.questions[i]!;
      const picture = pictures[i];
      let image = null;
      if (picture) {
        const { url } = await uploadQuestionImage(ctx, { data: picture.data }).catch((error: unknown) => {
          // One that passed the preview's checks and still fails once decoded: which one, and why.
          if (!(error instanceof AppError)) throw error;
          const note = { where: picture.where, ...Note.pictureUnusable({ reason: reasonOf(error) }) };
          throw fileProblem(wordNote(note, fields.lang));
        });
        stored.push(url);
        image = { url, alt: picture.alt };
      }
      questions.push({ ...question, image });
    }
    const input = parseOrThrow(quizInput, {
      title: preview.title,
      description: preview.description,
      category: preview.category,
      isPublic: fields.isPublic,
      timeLimit: preview.timeLimit,
      timedAttempts: preview.timedAttempts,
      questions,
    });
    return await createQuiz(ctx, { user, input, source: 'import' });
  } catch (error) {
    await Promise.all(stored.map((url) => ctx.storage.remove(url)));
    throw error;
  }
}

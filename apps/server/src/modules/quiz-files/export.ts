/**
 * Export (issue 19): a quiz written in one of the formats, for whoever may read it. The answer key goes to its owner
 * and admins only; others get a public quiz without it, in the formats that can hold questions without answers.
 */
import { Say } from '@quiz/contract/message-catalog';
import type { TransferFormat } from '@quiz/contract/limits';
import { AnswerKeyFormats } from '@quiz/contract/transfer';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/users';
import { shownOrderOf, type FullQuestion, type OrderKey } from '../../game/questions';
import { forbidden } from '../../lib/errors';
import { canDownloadAnswerKey } from '../quizzes/policy';
import { findReadableQuiz, loadQuestions } from '../quizzes/service';
import { writeAiken } from './aiken';
import { writeCsv } from './csv';
import { writeKahoot } from './kahoot';
import { writeGift } from './gift-write';
import { writeJson } from './json';
import { writeMoodleXml } from './moodle-write';
import type { ExportFile, ExportQuestion, ExportQuiz } from './quiz-file';
import { writeXlsx } from './xlsx';

const writers: Record<TransferFormat, (quiz: ExportQuiz) => ExportFile | Promise<ExportFile>> = {
  json: writeJson,
  gift: writeGift,
  aiken: writeAiken,
  moodle: writeMoodleXml,
  csv: writeCsv,
  xlsx: writeXlsx,
  kahoot: writeKahoot,
};

/**
 * A file name from the title, in plain ASCII so every browser and LMS keeps it: 'Khoa học lớp 5' → 'khoa-hoc-lop-5'.
 */
export function fileNameOf(title: string, extension: string) {
  const base = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'quiz'}.${extension}`;
}

/**
 * A question as the file carries it. Without the answer key (docs/api.md): nothing marked, no accepted answers and
 * no diacritics rule for them, no explanation (it says why the answer is right), and an ordering question's items in
 * the order the quiz's page shows them (`shownOrderOf`), so a download tells nothing a reader of the page could not
 * see already.
 */
function exportQuestionOf(q: FullQuestion, view: { withAnswers: boolean; orderKey: OrderKey }): ExportQuestion {
  const { withAnswers } = view;
  const byId = new Map(q.options.map((o) => [o.id, { label: o.label, isCorrect: withAnswers && o.isCorrect }]));
  const order = withAnswers ? q.options.map((o) => o.id) : shownOrderOf(q, view.orderKey);
  return {
    kind: q.kind,
    content: q.content,
    options: order.flatMap((id) => byId.get(id) ?? []),
    acceptedAnswers: withAnswers ? q.acceptedAnswers : [],
    matchDiacritics: withAnswers && q.matchDiacritics,
    timeLimit: q.timeLimit,
    points: q.points,
    image: q.image && { ...q.image },
    explanation: withAnswers ? q.explanation : '',
  };
}

export async function exportQuiz(
  ctx: AppContext,
  options: { quizId: string; viewer: UserRow | null; format: TransferFormat },
): Promise<ExportFile & { fileName: string }> {
  const { quiz } = await findReadableQuiz(ctx, options.quizId, options.viewer);
  const withAnswers = canDownloadAnswerKey(quiz, options.viewer);
  if (!withAnswers && AnswerKeyFormats.includes(options.format)) throw forbidden(Say.exportNeedsAnswers);
  const questions = (await loadQuestions(ctx.db, quiz.id)).map((q) =>
    exportQuestionOf(q, { withAnswers, orderKey: ctx.jwtSecret }),
  );
  // Our JSON carries the pictures too, in a zip beside it.
  if (options.format === 'json') {
    for (const question of questions) {
      if (question.image) question.image.data = (await ctx.storage.read(question.image.url)) ?? undefined;
    }
  }
  const file = await writers[options.format]({
    title: quiz.title,
    description: quiz.description,
    category: quiz.category,
    timeLimit: quiz.timeLimit,
    timedAttempts: quiz.timedAttempts,
    withAnswers,
    questions,
  });
  return { ...file, fileName: fileNameOf(quiz.title, file.extension) };
}

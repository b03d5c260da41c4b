/** Quiz rules: create, read with the right view, list, update keeping ids, delete. */
import { randomUUID } from 'node:crypto';
import { and, count, eq, ilike, inArray, isNotNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import { quizListResponse, type quizInput, type quizListQuery } from '@quiz/contract/quizzes';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { options, questions, quizzes, type QuizRow } from '../../db/schema/quizzes';
import { rooms } from '../../db/schema/rooms';
import { submissionAnswers } from '../../db/schema/submissions';
import { users, type UserRow } from '../../db/schema/users';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/like';
import { descNullsLast } from '../../lib/order';
import { canModifyQuiz } from './policy';
import { questionImageExists } from '../uploads/service';
import { presentQuizSummary } from './presenter';
import { assertQuizId, findReadableQuiz, getQuiz, loadQuestions, quizResponseBody } from './quiz-read';

type QuizInput = z.output<typeof quizInput>;
type ListQuery = z.output<typeof quizListQuery>;

const creatorColumns = { id: users.id, username: users.username, displayName: users.displayName };

// The read of one quiz lives in quiz-read.ts; the other modules reach it through here too.
export { assertQuizId, findReadableQuiz, getQuiz, loadQuestions, quizResponseBody };

/**
 * Writes the questions of a quiz. Questions and options sent with an id they already have keep it
 * (so answers and games that point at them stay valid); the rest get new ids; the missing ones go.
 */
async function writeQuestions(tx: Transaction, quizId: string, input: QuizInput['questions']) {
  const existing = await tx
    .select({ questionId: questions.id, optionId: options.id })
    .from(questions)
    .leftJoin(options, eq(options.questionId, questions.id))
    .where(eq(questions.quizId, quizId));
  const questionIds = new Set(existing.map((r) => r.questionId));
  const optionOwner = new Map(existing.filter((r) => r.optionId).map((r) => [r.optionId!, r.questionId]));

  const questionRows = input.map((q, position) => ({
    id: q._id && questionIds.has(q._id) ? q._id : randomUUID(),
    quizId,
    position,
    content: q.content,
    kind: q.kind,
    acceptedAnswers: q.acceptedAnswers,
    matchDiacritics: q.matchDiacritics,
    timeLimit: q.timeLimit,
    points: q.points,
    imageUrl: q.image?.url ?? null,
    imageAlt: q.image?.alt ?? null,
    explanation: q.explanation,
  }));
  const optionRows = input.flatMap((q, i) => {
    const questionId = questionRows[i]!.id;
    return q.options.map((o, position) => ({
      id: o._id && optionOwner.get(o._id) === questionId ? o._id : randomUUID(),
      questionId,
      position,
      label: o.label,
      isCorrect: o.isCorrect,
    }));
  });
  const keptQuestionIds = questionRows.map((q) => q.id);

  await tx.delete(questions).where(and(eq(questions.quizId, quizId), notInArray(questions.id, keptQuestionIds)));
  await tx
    .insert(questions)
    .values(questionRows)
    .onConflictDoUpdate({
      target: questions.id,
      set: {
        position: sql`excluded.position`,
        content: sql`excluded.content`,
        kind: sql`excluded.kind`,
        acceptedAnswers: sql`excluded.accepted_answers`,
        matchDiacritics: sql`excluded.match_diacritics`,
        timeLimit: sql`excluded.time_limit`,
        points: sql`excluded.points`,
        imageUrl: sql`excluded.image_url`,
        imageAlt: sql`excluded.image_alt`,
        explanation: sql`excluded.explanation`,
      },
    });
  await tx.delete(options).where(
    and(
      inArray(options.questionId, keptQuestionIds),
      optionRows.length > 0
        ? notInArray(
            options.id,
            optionRows.map((o) => o.id),
          )
        : undefined,
    ),
  );
  if (optionRows.length === 0) return;
  await tx
    .insert(options)
    .values(optionRows)
    .onConflictDoUpdate({
      target: options.id,
      set: { position: sql`excluded.position`, label: sql`excluded.label`, isCorrect: sql`excluded.is_correct` },
    });
}

/** The quiz's own columns as the author wrote them, the same on create and on update. */
const quizColumnsOf = (input: QuizInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  isPublic: input.isPublic,
  allowAnswerDownload: input.allowAnswerDownload,
  timedAttempts: input.timedAttempts,
  timeLimit: input.timeLimit,
  questionCount: input.questions.length,
});

export async function createQuiz(
  ctx: AppContext,
  options: { user: UserRow; input: QuizInput; source?: QuizRow['source'] },
) {
  const { user, input, source = 'manual' } = options;
  await assertImagesUploaded(ctx, input.questions);
  const quizId = await ctx.db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(quizzes)
      .values({ ...quizColumnsOf(input), createdBy: user.id, source })
      .returning({ id: quizzes.id })) as [{ id: string }];
    await writeQuestions(tx, row.id, input.questions);
    return row.id;
  });
  ctx.quizCache.lists.clear();
  ctx.achievements.check([user.id]);
  return getQuiz(ctx, { quizId, viewer: user });
}

/** A question's picture must be one uploaded to this server (POST /uploads/question-image) and still there. */
async function assertImagesUploaded(ctx: AppContext, input: QuizInput['questions']) {
  for (const [i, q] of input.entries()) {
    if (q.image && !(await questionImageExists(ctx, q.image.url))) {
      throw badRequest(Say.questionImageMissing, { [`questions.${i}.image.url`]: Say.questionImageMissing });
    }
  }
}

async function imagesOf(ctx: AppContext, quizId: string) {
  const rows = await ctx.db
    .select({ url: questions.imageUrl })
    .from(questions)
    .where(and(eq(questions.quizId, quizId), isNotNull(questions.imageUrl)));
  return rows.map((r) => r.url!);
}

/**
 * Removes the files of these pictures that nothing shows any more: no question, no game's copy of its questions (a
 * game running or to be reviewed), no solo attempt's results.
 */
async function releaseImages(ctx: AppContext, urls: string[]) {
  if (urls.length === 0) return;
  const used = new Set<string>();
  const [inQuestions, inAttempts] = await Promise.all([
    ctx.db.select({ url: questions.imageUrl }).from(questions).where(inArray(questions.imageUrl, urls)),
    ctx.db
      .select({ url: submissionAnswers.imageUrl })
      .from(submissionAnswers)
      .where(inArray(submissionAnswers.imageUrl, urls)),
  ]);
  for (const row of [...inQuestions, ...inAttempts]) used.add(row.url!);
  for (const url of urls) {
    if (used.has(url)) continue;
    const [inGame] = await ctx.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(sql`${rooms.questions} @> ${JSON.stringify([{ image: { url } }])}::jsonb`)
      .limit(1);
    if (inGame) used.add(url);
  }
  await Promise.all(urls.filter((url) => !used.has(url)).map((url) => ctx.storage.remove(url)));
}

/** Only the owner changes a quiz. Others get 404 for a private quiz and 403 'Not authorized' for a public one. */
async function findModifiableQuiz(ctx: AppContext, quizId: string, user: UserRow): Promise<QuizRow> {
  const { quiz } = await findReadableQuiz(ctx, quizId, user);
  if (!canModifyQuiz(quiz, user)) throw forbidden(Say.notAuthorized);
  return quiz;
}

export async function updateQuiz(ctx: AppContext, options: { quizId: string; user: UserRow; input: QuizInput }) {
  const { user, input } = options;
  const quiz = await findModifiableQuiz(ctx, options.quizId, user);
  await assertImagesUploaded(ctx, input.questions);
  const before = await imagesOf(ctx, quiz.id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(quizzes)
      .set({ ...quizColumnsOf(input), updatedAt: new Date() })
      .where(eq(quizzes.id, quiz.id));
    await writeQuestions(tx, quiz.id, input.questions);
  });
  await releaseImages(ctx, before);
  ctx.quizCache.quizChanged(quiz.id);
  return getQuiz(ctx, { quizId: quiz.id, viewer: user });
}

/**
 * Deletes a quiz; its questions, ratings and timed-attempt clocks go with it (the foreign keys cascade), and so do
 * its rooms that have not finished (a lobby or a game cannot go on without it). What people did with it stays
 * (issue 36): their solo attempts keep the quiz's id and title with every question as answered, and finished games
 * keep their copy of the questions, their results and the title (their quiz_id becomes null). Its cached views go
 * too. False when there was no such quiz.
 */
async function removeQuiz(ctx: AppContext, quizId: string) {
  const pictures = await imagesOf(ctx, quizId);
  const deleted = await ctx.db.transaction(async (tx) => {
    await tx.delete(rooms).where(and(eq(rooms.quizId, quizId), ne(rooms.status, 'completed')));
    return tx.delete(quizzes).where(eq(quizzes.id, quizId)).returning({ id: quizzes.id });
  });
  await releaseImages(ctx, pictures);
  ctx.quizCache.quizChanged(quizId);
  return deleted.length > 0;
}

export async function deleteQuiz(ctx: AppContext, options: { quizId: string; user: UserRow }) {
  const quiz = await findModifiableQuiz(ctx, options.quizId, options.user);
  await removeQuiz(ctx, quiz.id);
}

/** The admin panel's delete: any quiz, public or private (the caller has checked that the user is an admin). */
export async function deleteAnyQuiz(ctx: AppContext, options: { quizId: string }) {
  assertQuizId(options.quizId);
  if (!(await removeQuiz(ctx, options.quizId))) throw notFound(Say.quizNotFound);
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(quizzes.title, pattern), ilike(quizzes.description, pattern), ilike(quizzes.category, pattern));
}

/** The quizzes matching `where` with their creators, newest first (the order of the quizzes' newest-first indexes). */
export function pageOfQuizzes(ctx: AppContext, where: SQL | undefined, page: { limit: number; offset: number }) {
  return ctx.db
    .select({ quiz: quizzes, creator: creatorColumns })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.createdBy))
    .where(where)
    .orderBy(descNullsLast(quizzes.createdAt), descNullsLast(quizzes.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One page of quizzes matching the filter, newest first, with the total for paging. */
async function listQuizzes(ctx: AppContext, filter: SQL | undefined, query: ListQuery) {
  const where = and(
    filter,
    searchCondition(query.search),
    query.category ? eq(quizzes.category, query.category) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    pageOfQuizzes(ctx, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    ctx.db.select({ total: count() }).from(quizzes).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map((r) => presentQuizSummary(r.quiz, r.creator)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

export const listPublicQuizzes = (ctx: AppContext, query: ListQuery) =>
  listQuizzes(ctx, eq(quizzes.isPublic, true), query);

/**
 * `createdBy=me`: the viewer's own quizzes, private ones included. Another user's id: their public quizzes
 * (everything for an admin). No filter: every quiz the viewer may read.
 */
export function listQuizzesFor(ctx: AppContext, options: { viewer: UserRow; createdBy?: string; query: ListQuery }) {
  const { viewer, createdBy, query } = options;
  if (createdBy === 'me' || createdBy === viewer.id) return listQuizzes(ctx, eq(quizzes.createdBy, viewer.id), query);
  if (createdBy) {
    if (!isUuid(createdBy)) return listQuizzes(ctx, sql`false`, query);
    const visibility = viewer.accountType === 'admin' ? undefined : eq(quizzes.isPublic, true);
    return listQuizzes(ctx, and(eq(quizzes.createdBy, createdBy), visibility), query);
  }
  if (viewer.accountType === 'admin') return listQuizzes(ctx, undefined, query);
  return listQuizzes(ctx, or(eq(quizzes.isPublic, true), eq(quizzes.createdBy, viewer.id)), query);
}

/** GET /quizzes/public as a JSON string, cached briefly per query (it is the same for everyone). */
export async function publicQuizzesResponseBody(ctx: AppContext, query: ListQuery) {
  const key = ctx.quizCache.listKey(query);
  const cached = ctx.quizCache.lists.get(key);
  if (cached) return cached.body;
  const body = JSON.stringify(quizListResponse.parse({ success: true, ...(await listPublicQuizzes(ctx, query)) }));
  ctx.quizCache.lists.set(key, body, undefined);
  return body;
}

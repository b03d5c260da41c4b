/**
 * Reading one quiz: the row with its creator, its questions with their options, and GET /quizzes/{id}'s body.
 *
 * GET /quizzes/{id} is the route a whole school hits at once when a teacher shares a link (issue 41): so it reads
 * the quiz in one prepared statement (on PostgreSQL each connection plans it once, where planning cost more than
 * running), and everyone asking for the same quiz while it is being read waits for that one read and shares the
 * public view built from it (`QuizReadCache.reading`). The other readers' two statements are prepared too.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { quizResponse } from '@quiz/contract/quizzes';
import type { AppContext } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { options, questions, quizzes, type QuizRow } from '../../db/schema/quizzes';
import { users, type UserRow } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { fullQuestion, type FullQuestion } from '../../game/questions';
import { canDownloadAnswerKey, canReadQuiz, canSeeAnswerKey } from './policy';
import { presentQuiz } from './presenter';

type Viewer = UserRow | null;
export type Creator = { id: string; username: string; displayName: string | null };

const creatorColumns = { id: users.id, username: users.username, displayName: users.displayName };

export function assertQuizId(id: string | undefined): asserts id is string {
  if (!id || id === 'undefined') throw badRequest(Say.quizIdRequired);
  if (!isUuid(id)) throw badRequest(Say.invalidQuizId);
}

const quizQuery = (db: Database | Transaction) =>
  db
    .select({ quiz: quizzes, creator: creatorColumns })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.createdBy))
    .where(eq(quizzes.id, sql.placeholder('id')))
    .limit(1);

const questionsQuery = (db: Database | Transaction) =>
  db
    .select({ question: questions, optionId: options.id, label: options.label, isCorrect: options.isCorrect })
    .from(questions)
    // A typed answer has no options.
    .leftJoin(options, eq(options.questionId, questions.id))
    .where(eq(questions.quizId, sql.placeholder('quizId')))
    .orderBy(asc(questions.position), asc(options.position));

/** A question as the one-statement read below hands it over: the row's fields, with its options in order. */
interface QuestionJson {
  id: string;
  content: string;
  kind: FullQuestion['kind'];
  acceptedAnswers: string[];
  matchDiacritics: boolean;
  timeLimit: number | null;
  points: FullQuestion['points'];
  imageUrl: string | null;
  imageAlt: string | null;
  explanation: string;
  options: { id: string; label: string; isCorrect: boolean }[];
}

/**
 * The quiz, its creator and its questions with their options in one statement (the hot read of GET /quizzes/{id}):
 * one round trip, and one row to decode whose questions come as one JSON text, where two statements returned a
 * row per option for the driver and Drizzle to decode field by field.
 */
const wholeQuizQuery = (db: Database) =>
  db
    .select({
      quiz: quizzes,
      creator: creatorColumns,
      questions: sql<QuestionJson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', q.id, 'content', q.content, 'kind', q.kind, 'acceptedAnswers', q.accepted_answers,
          'matchDiacritics', q.match_diacritics, 'timeLimit', q.time_limit, 'points', q.points,
          'imageUrl', q.image_url, 'imageAlt', q.image_alt, 'explanation', q.explanation,
          'options', (
            select coalesce(json_agg(json_build_object('id', o.id, 'label', o.label, 'isCorrect', o.is_correct)
              order by o.position), '[]'::json)
            from ${options} o where o.question_id = q.id
          )
        ) order by q.position), '[]'::json)
        from ${questions} q where q.quiz_id = ${quizzes.id}
      )`,
    })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.createdBy))
    .where(eq(quizzes.id, sql.placeholder('id')))
    .limit(1);

/** A question's row (either read), its options given, as the game and the views use it. */
const questionOf = (q: QuestionJson) =>
  fullQuestion({ ...q, image: q.imageUrl ? { url: q.imageUrl, alt: q.imageAlt ?? '' } : null });

/** The statements prepared once per database (a transaction runs them unprepared, on its own connection). */
const prepared = new WeakMap<
  Database,
  {
    quiz: ReturnType<ReturnType<typeof quizQuery>['prepare']>;
    questions: ReturnType<ReturnType<typeof questionsQuery>['prepare']>;
    whole: ReturnType<ReturnType<typeof wholeQuizQuery>['prepare']>;
  }
>();

function statementsOf(db: Database) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = {
      quiz: quizQuery(db).prepare('read_quiz'),
      questions: questionsQuery(db).prepare('read_questions'),
      whole: wholeQuizQuery(db).prepare('read_whole_quiz'),
    };
    prepared.set(db, statements);
  }
  return statements;
}

/** Whether `db` is the app's database rather than a transaction of it (prepared statements belong to the first). */
const isDatabase = (db: Database | Transaction): db is Database => !('rollback' in db);

export async function findQuiz(db: Database | Transaction, id: string) {
  const [found] = isDatabase(db) ? await statementsOf(db).quiz.execute({ id }) : await quizQuery(db).execute({ id });
  return found;
}

/**
 * The quiz if the viewer may read it; otherwise 404, so private quizzes do not reveal they exist. `assigned`: the
 * viewer is a student of a class it is homework of (checked by the assignments module), who reads it to do it.
 */
export async function findReadableQuiz(ctx: AppContext, quizId: string, viewer: Viewer, assigned = false) {
  assertQuizId(quizId);
  const found = await findQuiz(ctx.db, quizId);
  if (!found || !(assigned || canReadQuiz(found.quiz, viewer))) throw notFound(Say.quizNotFound);
  return found;
}

export async function loadQuestions(db: Database | Transaction, quizId: string): Promise<FullQuestion[]> {
  const rows = isDatabase(db)
    ? await statementsOf(db).questions.execute({ quizId })
    : await questionsQuery(db).execute({ quizId });
  const byId = new Map<string, FullQuestion>();
  for (const { question: q, optionId, label, isCorrect } of rows) {
    let question = byId.get(q.id);
    if (!question) {
      question = questionOf({ ...q, options: [] });
      byId.set(q.id, question);
    }
    if (optionId !== null) question.options.push({ id: optionId, label: label!, isCorrect: isCorrect! });
  }
  return [...byId.values()];
}

type Found = { quiz: QuizRow; creator: Creator; questions: FullQuestion[] };

function present(ctx: AppContext, { quiz, creator, questions: list }: Found, viewer: Viewer) {
  return presentQuiz(quiz, creator, list, {
    withAnswerKey: canSeeAnswerKey(quiz, viewer),
    answerKeyDownload: canDownloadAnswerKey(quiz, viewer),
    orderKey: ctx.jwtSecret,
  });
}

export async function getQuiz(ctx: AppContext, options: { quizId: string; viewer: Viewer; assigned?: boolean }) {
  const { quiz, creator } = await findReadableQuiz(ctx, options.quizId, options.viewer, options.assigned);
  return present(ctx, { quiz, creator, questions: await loadQuestions(ctx.db, quiz.id) }, options.viewer);
}

const bodyOf = (quiz: ReturnType<typeof presentQuiz>) =>
  JSON.stringify(quizResponse.parse({ success: true, data: quiz }));

/**
 * GET /quizzes/{id} as a JSON string. A public quiz's answer-key-free view is cached briefly; the owner and
 * admins never get it from the cache (their view has the key), and private quizzes are never cached.
 */
export async function quizResponseBody(
  ctx: AppContext,
  options: { quizId: string; viewer: Viewer; assigned?: boolean },
) {
  const { quizId, viewer, assigned } = options;
  assertQuizId(quizId);
  const cache = ctx.quizCache;
  const cached = cache.quizzes.get(quizId);
  if (cached && !(viewer && canSeeAnswerKey({ isPublic: true, createdBy: cached.meta.ownerId }, viewer))) {
    return cached.body;
  }
  const shared = await cache.reading(quizId, async (stillCurrent) => {
    const [whole] = await statementsOf(ctx.db).whole.execute({ id: quizId });
    if (!whole) return null;
    const found = { quiz: whole.quiz, creator: whole.creator, questions: whole.questions.map(questionOf) };
    // The view anyone but the owner and admins gets: built once for all who asked, kept unless the quiz changed.
    const publicBody = found.quiz.isPublic ? bodyOf(present(ctx, found, null)) : null;
    if (publicBody && stillCurrent()) cache.quizzes.set(quizId, publicBody, { ownerId: found.quiz.createdBy });
    return { found, publicBody };
  });
  if (!shared || !(assigned || canReadQuiz(shared.found.quiz, viewer))) throw notFound(Say.quizNotFound);
  if (shared.publicBody && !canSeeAnswerKey(shared.found.quiz, viewer)) return shared.publicBody;
  return bodyOf(present(ctx, shared.found, viewer));
}

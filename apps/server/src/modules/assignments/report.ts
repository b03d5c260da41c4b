/**
 * Homework's report (issue 38): the same report as a live game's (rooms/report.ts), one player per student who
 * handed in, each with the answers of their counted attempt; the question analysis is the game report's.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ReportAnswer, RoomReport } from '@quiz/contract/reports';
import type { AppContext } from '../../context';
import { classMembers } from '../../db/schema/classes';
import { submissionAnswers, submissions } from '../../db/schema/submissions';
import { users, type UserRow } from '../../db/schema/users';
import { fullQuestion, type FullQuestion } from '../../game/questions';
import { loadQuestions } from '../quizzes/service';
import { reportQuestionOf } from '../rooms/report';
import { countedAttempt, roundScore } from './policy';
import { taughtAssignment } from './service';

type AnswerRow = typeof submissionAnswers.$inferSelect;

/** An answer as the report has it: solo answers are not timed one by one. */
function reportAnswerOf(row: AnswerRow, question: FullQuestion | undefined): ReportAnswer {
  const texts = row.answerTexts ?? (row.selectedOptionText === null ? [] : [row.selectedOptionText]);
  const optionIds = row.selectedOptionId
    ? [row.selectedOptionId]
    : (question?.options.filter((o) => texts.includes(o.label)).map((o) => o.id) ?? []);
  return {
    optionId: row.selectedOptionId,
    label: texts.length === 0 ? null : texts.join(', '),
    answered: texts.length > 0,
    optionIds: question?.kind === 'ordering' || question?.kind === 'typed' ? [] : optionIds,
    texts,
    isCorrect: row.isCorrect,
    points: 0,
    elapsedMs: 0,
  };
}

/** The questions as the quiz has them now; once it is deleted, as the attempts copied them. */
function questionsOf(quiz: FullQuestion[], answers: AnswerRow[]): FullQuestion[] {
  if (quiz.length > 0) return quiz;
  const seen = new Map<string, FullQuestion>();
  for (const a of [...answers].sort((x, y) => x.position - y.position)) {
    if (!seen.has(a.questionId)) {
      seen.set(
        a.questionId,
        fullQuestion({
          id: a.questionId,
          content: a.questionText,
          kind: a.kind,
          options: [],
          image: a.imageUrl ? { url: a.imageUrl, alt: a.imageAlt ?? '' } : null,
        }),
      );
    }
  }
  return [...seen.values()];
}

export async function assignmentReport(ctx: AppContext, user: UserRow, assignmentId: string): Promise<RoomReport> {
  const { assignment, klass } = await taughtAssignment(ctx, user, assignmentId);
  const [members, attempts, quiz] = await Promise.all([
    ctx.db
      .select({
        userId: classMembers.userId,
        name: classMembers.name,
        card: classMembers.card,
        username: users.username,
      })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(and(eq(classMembers.classId, klass.id), ne(classMembers.status, 'pending')))
      .orderBy(asc(classMembers.name)),
    ctx.db.select().from(submissions).where(eq(submissions.assignmentId, assignment.id)),
    loadQuestions(ctx.db, assignment.quizId),
  ]);
  const handedIn = members.flatMap((member) => {
    const counted = countedAttempt(
      assignment.counts,
      attempts.filter((a) => a.userId === member.userId),
    );
    return counted ? [{ member, counted: attempts.find((a) => a.id === counted.id)! }] : [];
  });
  const answers =
    handedIn.length === 0
      ? []
      : await ctx.db
          .select()
          .from(submissionAnswers)
          .where(
            inArray(
              submissionAnswers.submissionId,
              handedIn.map((h) => h.counted.id),
            ),
          );
  const questions = questionsOf(quiz, answers);
  const byQuestion = new Map(questions.map((q) => [q.id, q]));
  const answerOf = new Map(answers.map((a) => [`${a.submissionId}:${a.questionId}`, a]));
  const players = handedIn.sort((a, b) => b.counted.percentageScore - a.counted.percentageScore);
  const rows = players.map(({ counted }) =>
    questions.map((q) => {
      const row = answerOf.get(`${counted.id}:${q.id}`);
      return row ? reportAnswerOf(row, byQuestion.get(q.id)) : null;
    }),
  );
  return {
    _id: assignment.id,
    code: klass.code,
    status: 'completed',
    quizTitle: assignment.quizTitle,
    startedAt: assignment.opensAt.toISOString(),
    endedAt: assignment.dueAt.toISOString(),
    questionCount: questions.length,
    gradedCount: players[0]?.counted.totalQuestions ?? questions.filter((q) => q.kind !== 'poll').length,
    playerCount: players.length,
    questions: questions.map((q, index) =>
      reportQuestionOf(
        q,
        index,
        rows.map((row) => row[index] ?? null),
      ),
    ),
    players: players.map(({ member, counted }, index) => ({
      _id: counted.id,
      name: member.name,
      username: member.card ? '' : member.username,
      isGuest: false,
      isHost: false,
      rank: index + 1,
      score: roundScore(counted.percentageScore),
      correctAnswers: counted.correctAnswers,
      averageMs: null,
      answers: rows[index]!,
    })),
  };
}

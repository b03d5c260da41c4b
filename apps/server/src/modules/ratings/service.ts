/** Ratings: one per user and quiz, rating again replaces it; the quiz's average and count follow in the same transaction. */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import type { rateQuizInput, Rating } from '@quiz/contract/ratings';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { quizzes, ratings } from '../../db/schema/quizzes';
import { users, type UserRow } from '../../db/schema/users';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { findReadableQuiz } from '../quizzes/service';

const ratingColumns = {
  rating: ratings,
  user: {
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    profilePicture: users.profilePicture,
  },
};
type RatingWithUser = {
  rating: typeof ratings.$inferSelect;
  user: { id: string; username: string; displayName: string | null; profilePicture: string | null };
};

function presentRating({ rating, user }: RatingWithUser): Rating {
  return {
    _id: rating.id,
    quizId: rating.quizId,
    userId: { _id: user.id, fullName: user.displayName || user.username, avatar: user.profilePicture },
    rating: rating.rating,
    comment: rating.comment,
    createdAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
  };
}

/** Writes the stored average and count of each quiz from its ratings as they are now in `tx`. */
export async function recomputeRatings(tx: Transaction, quizIds: string[]) {
  if (quizIds.length === 0) return;
  await tx
    .update(quizzes)
    .set({
      averageRating: sql`coalesce((select avg(r.rating) from ${ratings} r where r.quiz_id = ${quizzes.id}), 0)`,
      ratingsCount: sql`(select count(*) from ${ratings} r where r.quiz_id = ${quizzes.id})`,
    })
    .where(inArray(quizzes.id, quizIds));
}

/**
 * Locks the quiz row first: two raters at once then recompute one after the other, each seeing the
 * other's committed rating, so the stored average never misses one.
 */
async function withLockedQuiz<T>(ctx: AppContext, quizId: string, work: (tx: Transaction) => Promise<T>) {
  return ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`select id from ${quizzes} where ${quizzes.id} = ${quizId} for update`);
      const result = await work(tx);
      await recomputeRatings(tx, [quizId]);
      return result;
    })
    .finally(() => ctx.quizCache.quizChanged(quizId));
}

export async function rateQuiz(ctx: AppContext, options: { user: UserRow; input: z.output<typeof rateQuizInput> }) {
  const { user, input } = options;
  const { quiz } = await findReadableQuiz(ctx, input.quizId, user);
  if (quiz.createdBy === user.id) throw forbidden(Say.ratingOwnQuiz);
  const now = new Date();
  const saved = await withLockedQuiz(ctx, quiz.id, async (tx) => {
    const [row] = await tx
      .insert(ratings)
      .values({ quizId: quiz.id, userId: user.id, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({
        target: [ratings.quizId, ratings.userId],
        set: { rating: input.rating, comment: input.comment, updatedAt: now },
      })
      .returning();
    return row!;
  });
  ctx.achievements.check([user.id]);
  return presentRating({ rating: saved, user });
}

export async function listRatings(ctx: AppContext, options: { quizId: string; viewer: UserRow | null }) {
  const { quiz } = await findReadableQuiz(ctx, options.quizId, options.viewer);
  const rows = await ctx.db
    .select(ratingColumns)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.quizId, quiz.id))
    .orderBy(desc(ratings.createdAt));
  return {
    ratings: rows.map(presentRating),
    averageRating: Math.round(quiz.averageRating * 100) / 100,
    ratingsCount: quiz.ratingsCount,
  };
}

export async function deleteRating(ctx: AppContext, options: { ratingId: string; user: UserRow }) {
  if (!isUuid(options.ratingId)) throw notFound(Say.ratingNotFound);
  const [found] = await ctx.db.select().from(ratings).where(eq(ratings.id, options.ratingId)).limit(1);
  if (!found) throw notFound(Say.ratingNotFound);
  if (found.userId !== options.user.id) throw forbidden(Say.ratingNotYours);
  await withLockedQuiz(ctx, found.quizId, (tx) => tx.delete(ratings).where(eq(ratings.id, found.id)));
}

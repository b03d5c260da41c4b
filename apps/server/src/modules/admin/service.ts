/**
 * The admin panel: every account and every quiz, newest first, searched on the server; deleting an account with
 * everything that hangs off it; switching an account between admin and standard. The caller is an admin
 * (routes.ts checks it once for all of these); see docs/decisions/009-admin-and-account-deletion.md.
 */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import type { adminListQuery, updatePermissionsInput } from '@quiz/contract/admin';
import type { AppContext } from '../../context';
import { quizzes, ratings } from '../../db/schema/quizzes';
import type { AccountType } from '@quiz/contract/limits';
import { isAccount, users, type UserRow } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/like';
import { descNullsLast } from '../../lib/order';
import { pageOfQuizzes } from '../quizzes/service';
import { recomputeRatings } from '../ratings/service';
import { assertNotSelf } from './policy';
import { accountColumns, presentAccount } from '../users/presenter';
import { nameHasEveryWord } from '../users/name-search';
import { presentAdminQuiz } from './presenter';

type ListQuery = z.output<typeof adminListQuery>;

/** What the realtime layer does for the admin panel. */
export interface AdminEvents {
  /** Tells every tab of the person (every instance) that their account is gone, and closes their connections. */
  disconnectUser(userId: string): void;
  /** Tells every tab of the person their new account type (the header and the admin pages follow at once). */
  accountTypeChanged(userId: string, accountType: AccountType): void;
}

function assertUserId(id: string): void {
  if (!id || id === 'undefined') throw badRequest(Say.userIdRequired);
  if (!isUuid(id)) throw badRequest(Say.invalidUserId);
}

/**
 * One page and its pagination. A page that is not full is the last one (or the first, empty), so it tells the total
 * by itself; only a full page, or an empty one past the end, pays for the count.
 */
async function paged<T>(
  query: ListQuery,
  readPage: (limit: number, offset: number) => Promise<T[]>,
  countAll: () => Promise<number>,
) {
  const offset = (query.page - 1) * query.limit;
  const data = await readPage(query.limit, offset);
  const knownTotal = data.length < query.limit && (data.length > 0 || offset === 0);
  const total = knownTotal ? offset + data.length : await countAll();
  return {
    data,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

const totalOf = async (rows: Promise<{ total: number }[]>) => (await rows)[0]?.total ?? 0;

/**
 * Newest first in the order of users_newest_idx; search: each word in the username or display name as the friends
 * search finds it (accents folded), or in the email, any case.
 */
export async function listUsers(ctx: AppContext, query: ListQuery) {
  const where: SQL | undefined = query.search
    ? and(
        isAccount,
        nameHasEveryWord(query.search, (word) => ilike(users.email, containsPattern(word))),
      )
    : isAccount;
  const page = await paged(
    query,
    (limit, offset) =>
      ctx.db
        .select(accountColumns)
        .from(users)
        .where(where)
        .orderBy(descNullsLast(users.createdAt), descNullsLast(users.id))
        .limit(limit)
        .offset(offset),
    () => totalOf(ctx.db.select({ total: count() }).from(users).where(where)),
  );
  return { ...page, data: page.data.map(presentAccount) };
}

/** Every quiz, public and private, newest first; search: title and description. */
export async function listQuizzes(ctx: AppContext, query: ListQuery) {
  const pattern = query.search && containsPattern(query.search);
  const where = pattern ? or(ilike(quizzes.title, pattern), ilike(quizzes.description, pattern)) : undefined;
  const page = await paged(
    query,
    (limit, offset) => pageOfQuizzes(ctx, where, { limit, offset }),
    () => totalOf(ctx.db.select({ total: count() }).from(quizzes).where(where)),
  );
  return { ...page, data: page.data.map(presentAdminQuiz) };
}

/**
 * Deletes an account. The foreign keys cascade to everything it owns or took part in (quizzes with their questions
 * and ratings; its attempts, rooms, participations, messages, chats, friends, requests, ratings, tokens, leaderboard
 * rows and achievements). Other people's attempts at its quizzes and their finished games stay (issue 36). What is kept elsewhere follows in the same transaction: the averages
 * of the quizzes it rated. Then the read cache forgets those quizzes, its connections close and its avatar goes.
 */
export async function deleteUser(ctx: AppContext, events: AdminEvents, options: { admin: UserRow; userId: string }) {
  const { admin, userId } = options;
  assertUserId(userId);
  assertNotSelf(admin, userId, Say.cannotDeleteYourself);

  const deleted = await ctx.db.transaction(async (tx) => {
    // Locked first: a rating or quiz of theirs written meanwhile would need this row, so the lists below are final.
    const [target] = await tx
      .select({ profilePicture: users.profilePicture })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) return null;
    const owned = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.createdBy, userId));
    const rated = await tx.select({ id: ratings.quizId }).from(ratings).where(eq(ratings.userId, userId));
    // Their places in other people's rooms go with them (on delete cascade): those rooms count one player fewer
    // (their own rooms go with them too; a host is never counted).
    await tx.execute(sql`
      update rooms set participant_count = participant_count - 1
      where host_id <> ${userId} and id in (select room_id from room_participants where user_id = ${userId})`);
    // Other hosts' rooms for their quizzes that have not finished cannot go on without the quiz (as when a quiz is
    // deleted); finished ones stay in their players' history (issue 36).
    await tx.execute(sql`
      delete from rooms
      where status <> 'completed' and quiz_id in (select id from quizzes where created_by = ${userId})`);
    await tx.delete(users).where(eq(users.id, userId));
    await recomputeRatings(
      tx,
      rated.map((r) => r.id),
    );
    return { profilePicture: target.profilePicture, quizIds: [...owned, ...rated].map((q) => q.id) };
  });
  if (!deleted) throw notFound(Say.userNotFound);

  for (const quizId of deleted.quizIds) ctx.quizCache.quizChanged(quizId);
  events.disconnectUser(userId);
  if (deleted.profilePicture) {
    await ctx.storage.remove(deleted.profilePicture).catch((error: unknown) => {
      ctx.log.warn({ err: error, userId }, 'could not remove the deleted account’s profile picture');
    });
  }
}

/** Makes an account an admin or a standard user; answers the account as the users table shows it. */
export async function updatePermissions(
  ctx: AppContext,
  events: AdminEvents,
  options: { admin: UserRow; input: z.output<typeof updatePermissionsInput> },
) {
  const { admin, input } = options;
  assertUserId(input.userId);
  assertNotSelf(admin, input.userId, Say.cannotChangeOwnPermissions);
  const [updated] = await ctx.db
    .update(users)
    .set({ accountType: input.accountType, updatedAt: new Date() })
    .where(eq(users.id, input.userId))
    .returning(accountColumns);
  if (!updated) throw notFound(Say.userNotFound);
  // The server reads the account type on every request (plugins/auth.ts); their open pages learn it now.
  events.accountTypeChanged(updated.id, updated.accountType);
  return presentAccount(updated);
}

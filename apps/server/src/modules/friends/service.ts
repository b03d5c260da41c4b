/**
 * Friends. A friendship is two rows (one per direction); a request both ways at once becomes a friendship. Their
 * private chats are chats.ts.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { Messages } from '@quiz/contract/messages';
import {
  SocialLimits,
  type DirectMessage,
  type Friend,
  type FriendRequest,
  type Relationship,
} from '@quiz/contract/social';
import type { PublicUser } from '@quiz/contract/users';
import type { AppContext } from '../../context';
import { chatMessages, chats, friendRequests, friendships } from '../../db/schema/social';
import { isAccount, users, type UserRow } from '../../db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { personColumns, presentPublicUser, type Person } from '../users/presenter';

const presentPerson = presentPublicUser;

/** What the realtime layer is told; it reaches every tab of the person (or people) on every instance, once each. */
export interface SocialEvents {
  toUser(userIds: string | string[], event: 'new-message', payload: DirectMessage): void;
  toUser(userId: string, event: 'friend-request', payload: FriendRequest): void;
  toUser(userId: string, event: 'friend-accepted', payload: { friend: PublicUser }): void;
  toUser(userId: string, event: 'friend-removed', payload: { friendId: string }): void;
  toUser(userId: string, event: 'chat-read', payload: { chatId: string; friendId: string }): void;
}

/** A request still standing: not declined, or declined so recently that its sender cannot ask again yet. */
const standingForSender = () =>
  or(
    isNull(friendRequests.declinedAt),
    gt(friendRequests.declinedAt, new Date(Date.now() - SocialLimits.declinedRequestCooldownMs)),
  );

export async function findPerson(ctx: AppContext, userId: string): Promise<Person> {
  if (!isUuid(userId)) throw notFound(Say.userNotFound);
  const [person] = await ctx.db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, userId), isAccount))
    .limit(1);
  if (!person) throw notFound(Say.userNotFound);
  return person;
}

export async function areFriends(ctx: AppContext, userId: string, otherId: string) {
  if (!isUuid(otherId)) return false;
  const [row] = await ctx.db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)))
    .limit(1);
  return Boolean(row);
}

/** The caller's relationship with each of `ids` (for search results). */
export async function relationshipsOf(ctx: AppContext, userId: string, ids: string[]) {
  const result = new Map<string, Relationship>(ids.map((id) => [id, 'none']));
  if (ids.length === 0) return result;
  const [sent, received, friends] = await Promise.all([
    ctx.db
      .select({ id: friendRequests.receiverId })
      .from(friendRequests)
      .where(and(eq(friendRequests.senderId, userId), inArray(friendRequests.receiverId, ids), standingForSender())),
    ctx.db
      .select({ id: friendRequests.senderId })
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.receiverId, userId),
          inArray(friendRequests.senderId, ids),
          isNull(friendRequests.declinedAt),
        ),
      ),
    ctx.db
      .select({ id: friendships.friendId })
      .from(friendships)
      .where(and(eq(friendships.userId, userId), inArray(friendships.friendId, ids))),
  ]);
  for (const r of sent) result.set(r.id, 'request-sent');
  for (const r of received) result.set(r.id, 'request-received');
  for (const r of friends) result.set(r.id, 'friend');
  return result;
}

/** A pair of people in the order their chat row keeps them. */
export const ordered = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

export async function listFriends(ctx: AppContext, user: UserRow): Promise<Friend[]> {
  const rows = await ctx.db
    .select({
      person: personColumns,
      since: friendships.createdAt,
      chatId: chats.id,
      unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.chat_id = ${chats.id}
        and m.sender_id <> ${user.id}
        and m.created_at > case when ${chats.userA} = ${user.id} then ${chats.readByA} else ${chats.readByB} end)`,
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .leftJoin(
      chats,
      or(
        and(eq(chats.userA, user.id), eq(chats.userB, friendships.friendId)),
        and(eq(chats.userB, user.id), eq(chats.userA, friendships.friendId)),
      ),
    )
    .where(eq(friendships.userId, user.id))
    .orderBy(sql`lower(coalesce(${users.displayName}, ${users.username}))`);
  return rows.map((r) => ({
    ...presentPerson(r.person),
    chatId: r.chatId,
    unreadCount: r.chatId ? r.unread : 0,
    friendsSince: r.since.toISOString(),
  }));
}

export async function listRequests(ctx: AppContext, user: UserRow): Promise<FriendRequest[]> {
  const rows = await ctx.db
    .select({ request: friendRequests, sender: personColumns })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, friendRequests.senderId))
    .where(and(eq(friendRequests.receiverId, user.id), isNull(friendRequests.declinedAt)))
    .orderBy(desc(friendRequests.createdAt));
  return rows.map((r) => ({
    _id: r.request.id,
    sender: presentPerson(r.sender),
    receiver: presentPerson(user),
    createdAt: r.request.createdAt.toISOString(),
  }));
}

async function befriend(ctx: AppContext, a: string, b: string) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(friendRequests)
      .where(
        or(
          and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
          and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
        ),
      );
    await tx
      .insert(friendships)
      .values([
        { userId: a, friendId: b },
        { userId: b, friendId: a },
      ])
      .onConflictDoNothing();
  });
  ctx.achievements.check([a, b]);
}

export async function sendRequest(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; receiverId: string },
) {
  const { user } = options;
  if (options.receiverId === user.id) throw badRequest(Say.cannotFriendYourself);
  const receiver = await findPerson(ctx, options.receiverId);
  const relationship = (await relationshipsOf(ctx, user.id, [receiver.id])).get(receiver.id);
  if (relationship === 'friend') throw conflict(Say.alreadyFriends);
  if (relationship === 'request-sent') throw conflict(Say.requestAlreadySent);
  if (relationship === 'request-received') {
    // They asked first: asking back is accepting.
    await befriend(ctx, user.id, receiver.id);
    events.toUser(receiver.id, 'friend-accepted', { friend: presentPerson(user) });
    events.toUser(user.id, 'friend-accepted', { friend: presentPerson(receiver) });
    return { relationship: 'friend' as const, request: null, message: Messages.becameFriends };
  }
  // A decline long enough ago no longer stands in the way.
  await ctx.db
    .delete(friendRequests)
    .where(
      and(
        eq(friendRequests.senderId, user.id),
        eq(friendRequests.receiverId, receiver.id),
        isNotNull(friendRequests.declinedAt),
      ),
    );
  const [row] = await ctx.db
    .insert(friendRequests)
    .values({ senderId: user.id, receiverId: receiver.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(Say.requestAlreadySent);
  const request: FriendRequest = {
    _id: row.id,
    sender: presentPerson(user),
    receiver: presentPerson(receiver),
    createdAt: row.createdAt.toISOString(),
  };
  events.toUser(receiver.id, 'friend-request', request);
  return { relationship: 'request-sent' as const, request, message: Messages.friendRequestSent };
}

export async function respondToRequest(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; requestId: string; accept: boolean },
) {
  const { user } = options;
  if (!isUuid(options.requestId)) throw notFound(Say.requestNotFound);
  const [request] = await ctx.db.select().from(friendRequests).where(eq(friendRequests.id, options.requestId));
  if (!request || request.declinedAt) throw notFound(Say.requestNotFound);
  if (request.receiverId !== user.id) throw forbidden(Say.notYourRequest);
  if (!options.accept) {
    // Kept, marked: its sender cannot ask again for a while, and is not told it was declined.
    await ctx.db.update(friendRequests).set({ declinedAt: new Date() }).where(eq(friendRequests.id, request.id));
    return { friend: null, message: Messages.friendRequestDeclined };
  }
  await befriend(ctx, request.senderId, user.id);
  events.toUser(request.senderId, 'friend-accepted', { friend: presentPerson(user) });
  const friend = (await listFriends(ctx, user)).find((f) => f._id === request.senderId) ?? null;
  return { friend, message: Messages.friendRequestAccepted };
}

/** Both people's tabs hear of it at once: the list loses the friend, an open chat with them closes. */
export async function removeFriend(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; friendId: string },
) {
  if (!(await areFriends(ctx, options.user.id, options.friendId))) throw notFound(Say.notFriends);
  await ctx.db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, options.user.id), eq(friendships.friendId, options.friendId)),
        and(eq(friendships.userId, options.friendId), eq(friendships.friendId, options.user.id)),
      ),
    );
  events.toUser(options.friendId, 'friend-removed', { friendId: options.user.id });
  events.toUser(options.user.id, 'friend-removed', { friendId: options.friendId });
}

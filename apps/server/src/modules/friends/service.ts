/**
 * Friends and their private chats. A friendship is two rows (one per direction); a request both ways at once
 * becomes a friendship; only friends can open a chat or write in one; only its two members can read it.
 */
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { Messages } from '@quiz/contract/messages';
import {
  SocialLimits,
  type Chat,
  type DirectMessage,
  type Friend,
  type FriendRequest,
  type Relationship,
} from '@quiz/contract/social';
import type { PublicUser } from '@quiz/contract/users';
import type { AppContext } from '../../context';
import { chatMessages, chats, friendRequests, friendships } from '../../db/schema/social';
import { users, type UserRow } from '../../db/schema/users';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { nameOf, personColumns, presentPublicUser, type Person } from '../users/presenter';
import { WindowLimiter } from '../../lib/window-limiter';

const presentPerson = presentPublicUser;

/** What the realtime layer is told; it reaches every tab of the person on every instance. */
export interface SocialEvents {
  toUser(userId: string, event: 'new-message', payload: DirectMessage): void;
  toUser(userId: string, event: 'friend-request', payload: FriendRequest): void;
  toUser(userId: string, event: 'friend-accepted', payload: { friend: PublicUser }): void;
}

async function findPerson(ctx: AppContext, userId: string): Promise<Person> {
  if (!isUuid(userId)) throw notFound(Messages.userNotFound);
  const [person] = await ctx.db.select(personColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!person) throw notFound(Messages.userNotFound);
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
      .where(and(eq(friendRequests.senderId, userId), inArray(friendRequests.receiverId, ids))),
    ctx.db
      .select({ id: friendRequests.senderId })
      .from(friendRequests)
      .where(and(eq(friendRequests.receiverId, userId), inArray(friendRequests.senderId, ids))),
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

const ordered = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

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
    .where(eq(friendRequests.receiverId, user.id))
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
}

export async function sendRequest(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; receiverId: string },
) {
  const { user } = options;
  if (options.receiverId === user.id) throw badRequest(Messages.cannotFriendYourself);
  const receiver = await findPerson(ctx, options.receiverId);
  const relationship = (await relationshipsOf(ctx, user.id, [receiver.id])).get(receiver.id);
  if (relationship === 'friend') throw conflict(Messages.alreadyFriends);
  if (relationship === 'request-sent') throw conflict(Messages.requestAlreadySent);
  if (relationship === 'request-received') {
    // They asked first: asking back is accepting.
    await befriend(ctx, user.id, receiver.id);
    events.toUser(receiver.id, 'friend-accepted', { friend: presentPerson(user) });
    events.toUser(user.id, 'friend-accepted', { friend: presentPerson(receiver) });
    return { relationship: 'friend' as const, request: null, message: Messages.becameFriends };
  }
  const [row] = await ctx.db
    .insert(friendRequests)
    .values({ senderId: user.id, receiverId: receiver.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(Messages.requestAlreadySent);
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
  if (!isUuid(options.requestId)) throw notFound(Messages.requestNotFound);
  const [request] = await ctx.db.select().from(friendRequests).where(eq(friendRequests.id, options.requestId));
  if (!request) throw notFound(Messages.requestNotFound);
  if (request.receiverId !== user.id) throw forbidden(Messages.notYourRequest);
  if (!options.accept) {
    await ctx.db.delete(friendRequests).where(eq(friendRequests.id, request.id));
    return { friend: null, message: Messages.friendRequestDeclined };
  }
  await befriend(ctx, request.senderId, user.id);
  events.toUser(request.senderId, 'friend-accepted', { friend: presentPerson(user) });
  const friend = (await listFriends(ctx, user)).find((f) => f._id === request.senderId) ?? null;
  return { friend, message: Messages.friendRequestAccepted };
}

export async function removeFriend(ctx: AppContext, options: { user: UserRow; friendId: string }) {
  if (!(await areFriends(ctx, options.user.id, options.friendId))) throw notFound(Messages.notFriends);
  await ctx.db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, options.user.id), eq(friendships.friendId, options.friendId)),
        and(eq(friendships.userId, options.friendId), eq(friendships.friendId, options.user.id)),
      ),
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Chats

/** Gets or creates the direct chat with a friend. */
export async function directChat(ctx: AppContext, options: { user: UserRow; otherId: string }) {
  const other = await findPerson(ctx, options.otherId);
  if (!(await areFriends(ctx, options.user.id, other.id))) throw forbidden(Messages.notFriends);
  const pair = ordered(options.user.id, other.id);
  await ctx.db.insert(chats).values(pair).onConflictDoNothing();
  const [chat] = await ctx.db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.userA, pair.userA), eq(chats.userB, pair.userB)));
  return { _id: chat!.id, participants: [presentPerson(options.user), presentPerson(other)] };
}

/** The chat if the user is one of its two members; anyone else is told it does not exist. */
async function memberChat(ctx: AppContext, chatId: string, userId: string) {
  if (!isUuid(chatId)) throw notFound(Messages.chatNotFound);
  const [chat] = await ctx.db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat || (chat.userA !== userId && chat.userB !== userId)) throw notFound(Messages.chatNotFound);
  return { chat, otherId: chat.userA === userId ? chat.userB : chat.userA };
}

const messageColumns = { message: chatMessages, sender: personColumns };
const presentMessage = (r: { message: typeof chatMessages.$inferSelect; sender: Person }): DirectMessage => ({
  _id: r.message.id,
  chatId: r.message.chatId,
  sender: presentPerson(r.sender),
  senderName: nameOf(r.sender),
  content: r.message.content,
  createdAt: r.message.createdAt.toISOString(),
});

/** The newest page of messages (before a message id when given), oldest first; reading marks the chat read. */
export async function readChat(
  ctx: AppContext,
  options: { user: UserRow; chatId: string; before?: string; limit: number },
): Promise<Chat> {
  const { chat, otherId } = await memberChat(ctx, options.chatId, options.user.id);
  let cursor: { createdAt: Date; id: string } | undefined;
  if (options.before) {
    if (!isUuid(options.before)) throw badRequest(Messages.invalidPayload);
    const [found] = await ctx.db
      .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, options.before), eq(chatMessages.chatId, chat.id)));
    if (!found) throw badRequest(Messages.invalidPayload);
    cursor = found;
  }
  const rows = await ctx.db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.chatId, chat.id),
        cursor
          ? or(
              lt(chatMessages.createdAt, cursor.createdAt),
              and(eq(chatMessages.createdAt, cursor.createdAt), lt(chatMessages.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  const page = rows.slice(0, options.limit).reverse();
  if (!options.before) {
    await ctx.db
      .update(chats)
      .set(chat.userA === options.user.id ? { readByA: new Date() } : { readByB: new Date() })
      .where(eq(chats.id, chat.id));
  }
  const other = await findPerson(ctx, otherId);
  return {
    _id: chat.id,
    participants: [presentPerson(options.user), presentPerson(other)],
    messages: page.map(presentMessage),
    hasMore,
  };
}

const messageLimiter = new WindowLimiter(SocialLimits.messageBurst, SocialLimits.messageWindowMs);

async function storeMessage(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; chatId: string; otherId: string; content: string },
) {
  if (!(await areFriends(ctx, options.user.id, options.otherId))) throw forbidden(Messages.notFriends);
  if (!messageLimiter.allow(options.user.id)) throw new AppError('rate_limited', 429, Messages.messageRateLimited);
  const [row] = await ctx.db
    .insert(chatMessages)
    .values({ chatId: options.chatId, senderId: options.user.id, content: options.content })
    .returning();
  const message = presentMessage({ message: row!, sender: options.user });
  events.toUser(options.user.id, 'new-message', message);
  events.toUser(options.otherId, 'new-message', message);
  return message;
}

export async function postToChat(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; chatId: string; content: string },
) {
  const { chat, otherId } = await memberChat(ctx, options.chatId, options.user.id);
  return storeMessage(ctx, events, { user: options.user, chatId: chat.id, otherId, content: options.content });
}

/** The realtime `send-private-message`: to a friend by their id, into (or creating) the chat of the two. */
export async function sendPrivateMessage(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; receiverId: string; content: string },
) {
  const { _id } = await directChat(ctx, { user: options.user, otherId: options.receiverId });
  return storeMessage(ctx, events, {
    user: options.user,
    chatId: _id,
    otherId: options.receiverId,
    content: options.content,
  });
}

/**
 * Friends and their private chats. A friendship is two rows (one per direction); a request both ways at once
 * becomes a friendship; only friends can open a chat or write in one; only its two members can read it.
 */
import { randomUUID } from 'node:crypto';
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
import type { DatabaseHandle } from '../../db/client';
import { chatMessages, chats, friendRequests, friendships } from '../../db/schema/social';
import { isAccount, users, type UserRow } from '../../db/schema/users';
import { Batcher } from '../../lib/batcher';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { nameOf, personColumns, presentPublicUser, type Person } from '../users/presenter';
import { WindowLimiter } from '../../lib/window-limiter';

const presentPerson = presentPublicUser;

/** What the realtime layer is told; it reaches every tab of the person (or people) on every instance, once each. */
export interface SocialEvents {
  toUser(userIds: string | string[], event: 'new-message', payload: DirectMessage): void;
  toUser(userId: string, event: 'friend-request', payload: FriendRequest): void;
  toUser(userId: string, event: 'friend-accepted', payload: { friend: PublicUser }): void;
}

async function findPerson(ctx: AppContext, userId: string): Promise<Person> {
  if (!isUuid(userId)) throw notFound(Messages.userNotFound);
  const [person] = await ctx.db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, userId), isAccount))
    .limit(1);
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
  ctx.achievements.check([a, b]);
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

// The hot path of chat is group-committed (lib/batcher), as the live game's answers are (decision 007): messages
// sent while a batch is on its way share its round trips, each a fixed statement over arrays, prepared on
// PostgreSQL. Each message's friendship is still read before the limiter counts it and before it is written.

/** Each sender's friendship with the receiver and, once they have one, their chat: primary/unique-key reads. */
const friendChatsSql = `
  select i.n::int as n, f.friend_id, c.id as chat_id
    from unnest($1::uuid[], $2::uuid[]) with ordinality as i(user_id, friend_id, n)
    join friendships f on f.user_id = i.user_id and f.friend_id = i.friend_id
    left join chats c on c.user_a = least(f.user_id, f.friend_id) and c.user_b = greatest(f.user_id, f.friend_id)`;

/** The messages (ids made here), each only into a chat that still exists (its two people may have just left). */
const insertMessagesSql = `
  insert into chat_messages (id, chat_id, sender_id, content)
  select i.id, i.chat_id, i.sender_id, i.content
    from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[]) as i(id, chat_id, sender_id, content)
    join chats c on c.id = i.chat_id
  returning id, created_at`;

const batchMax = 500;

/** A batcher whose every batch is one fixed statement, given one array per column (`columns`) of its items. */
function statementBatcher<I, R, O>(
  database: DatabaseHandle,
  statement: { name: string; text: string; columns: ((item: I) => unknown)[] },
  answer: (rows: R[], items: I[]) => O[],
  options: { max: number; keyOf?: (item: I) => string },
) {
  return new Batcher<I, O>(async (items) => {
    const params = statement.columns.map((column) => items.map(column));
    return answer(await database.query<R>(statement.name, statement.text, params), items);
  }, options);
}

type FriendChat = { friendId: string; chatId: string | null } | undefined;
type NewMessage = { id: string; chatId: string; senderId: string; content: string };

class ChatWriter {
  readonly friendChats: Batcher<{ userId: string; friendId: string }, FriendChat>;
  /** When each message was stored; undefined when its chat is gone. */
  readonly messages: Batcher<NewMessage, Date | undefined>;

  constructor(database: DatabaseHandle) {
    this.friendChats = statementBatcher(
      database,
      { name: 'chat-friend-chats', text: friendChatsSql, columns: [(i) => i.userId, (i) => i.friendId] },
      (rows: { n: number; friend_id: string; chat_id: string | null }[], items) => {
        const byOrdinal = new Map(rows.map((r) => [r.n, { friendId: r.friend_id, chatId: r.chat_id }]));
        return items.map((_, index) => byOrdinal.get(index + 1));
      },
      { max: batchMax },
    );
    this.messages = statementBatcher(
      database,
      {
        name: 'chat-insert-messages',
        text: insertMessagesSql,
        columns: [(i) => i.id, (i) => i.chatId, (i) => i.senderId, (i) => i.content],
      },
      (rows: { id: string; created_at: Date | string }[], items) => {
        const byId = new Map(rows.map((r) => [r.id, new Date(r.created_at)]));
        return items.map((i) => byId.get(i.id));
      },
      // Messages of one chat never share a batch, so they are stored (and timed) in the order they were sent.
      { max: batchMax, keyOf: (i) => i.chatId },
    );
  }
}

const writers = new WeakMap<DatabaseHandle, ChatWriter>();
const writerOf = (ctx: AppContext) => {
  let writer = writers.get(ctx.database);
  if (!writer) writers.set(ctx.database, (writer = new ChatWriter(ctx.database)));
  return writer;
};

/** Writes a message between friends (checked by the caller) and delivers it to both, in one emit. */
async function deliverMessage(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; chatId: string; otherId: string; content: string },
) {
  const { user, chatId, content } = options;
  if (!messageLimiter.allow(user.id)) throw new AppError('rate_limited', 429, Messages.messageRateLimited);
  const id = randomUUID();
  const createdAt = await writerOf(ctx).messages.submit({ id, chatId, senderId: user.id, content });
  if (!createdAt) throw notFound(Messages.chatNotFound);
  const message = presentMessage({ message: { id, chatId, senderId: user.id, content, createdAt }, sender: user });
  events.toUser([user.id, options.otherId], 'new-message', message);
  return message;
}

export async function postToChat(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; chatId: string; content: string },
) {
  const { chat, otherId } = await memberChat(ctx, options.chatId, options.user.id);
  if (!(await areFriends(ctx, options.user.id, otherId))) throw forbidden(Messages.notFriends);
  return deliverMessage(ctx, events, { user: options.user, chatId: chat.id, otherId, content: options.content });
}

/**
 * The realtime `send-private-message`: to a friend by their id, into their chat. Between friends who have a chat
 * that is one (shared) read and one (shared) insert; anything else (not friends, nobody by that id, the first
 * message) goes through directChat, which refuses with the right reason or opens the chat.
 */
export async function sendPrivateMessage(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; receiverId: string; content: string },
) {
  const { user, receiverId } = options;
  const known = isUuid(receiverId)
    ? await writerOf(ctx).friendChats.submit({ userId: user.id, friendId: receiverId })
    : undefined;
  let chatId = known?.chatId;
  let otherId = known?.friendId;
  if (!chatId || !otherId) {
    const chat = await directChat(ctx, { user, otherId: receiverId });
    chatId = chat._id;
    otherId = chat.participants[1]!._id;
  }
  return deliverMessage(ctx, events, { user, chatId, otherId, content: options.content });
}

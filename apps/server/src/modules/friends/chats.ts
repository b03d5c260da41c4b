/**
 * Friends' private chats: only friends can open a chat or write in one; only its two members can read it. Messages
 * are group-committed like the live game's answers, and reach both people's tabs on every instance.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { Say } from '@quiz/contract/message-catalog';
import { SocialLimits, type Chat, type DirectMessage } from '@quiz/contract/social';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { chatMessages, chats } from '../../db/schema/social';
import { users, type UserRow } from '../../db/schema/users';
import { Batcher } from '../../lib/batcher';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { WindowLimiter } from '../../lib/window-limiter';
import { nameOf, personColumns, presentPublicUser, type Person } from '../users/presenter';
import { areFriends, findPerson, ordered, type SocialEvents } from './service';

const presentPerson = presentPublicUser;

/** Gets or creates the direct chat with a friend. */
export async function directChat(ctx: AppContext, options: { user: UserRow; otherId: string }) {
  const other = await findPerson(ctx, options.otherId);
  if (!(await areFriends(ctx, options.user.id, other.id))) throw forbidden(Say.notFriends);
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
  if (!isUuid(chatId)) throw notFound(Say.chatNotFound);
  const [chat] = await ctx.db.select().from(chats).where(eq(chats.id, chatId));
  if (!chat || (chat.userA !== userId && chat.userB !== userId)) throw notFound(Say.chatNotFound);
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

/**
 * The newest page of messages (before a message id when given), oldest first; reading marks the chat read, which
 * the reader's other tabs hear of (their unread counts agree).
 */
export async function readChat(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; chatId: string; before?: string; limit: number },
): Promise<Chat> {
  const { chat, otherId } = await memberChat(ctx, options.chatId, options.user.id);
  let cursor: { createdAt: Date; id: string } | undefined;
  if (options.before) {
    if (!isUuid(options.before)) throw badRequest(Say.invalidPayload);
    const [found] = await ctx.db
      .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, options.before), eq(chatMessages.chatId, chat.id)));
    if (!found) throw badRequest(Say.invalidPayload);
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
    events.toUser(options.user.id, 'chat-read', { chatId: chat.id, friendId: otherId });
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

/**
 * The messages, each only into a chat that still exists (its two people may have just left). An id already stored
 * (the sender's browser sending again what it did not hear back about) stores nothing.
 */
const insertMessagesSql = `
  insert into chat_messages (id, chat_id, sender_id, content)
  select i.id, i.chat_id, i.sender_id, i.content
    from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[]) as i(id, chat_id, sender_id, content)
    join chats c on c.id = i.chat_id
  on conflict (id) do nothing
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

/** The message stored under an id the sender's browser chose, if it is theirs and in this chat. */
async function storedAlready(ctx: AppContext, options: { id: string; chatId: string; user: UserRow }) {
  const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, options.id));
  if (!row) return undefined;
  if (row.senderId !== options.user.id || row.chatId !== options.chatId) throw badRequest(Say.invalidPayload);
  return row;
}

/**
 * Writes a message between friends (checked by the caller) and delivers it to both, in one emit. A message sent
 * again under the id it was first sent with is stored once, and delivered again (each tab shows an id once).
 */
async function deliverMessage(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; chatId: string; otherId: string; content: string; clientMessageId?: string },
) {
  const { user, chatId, content } = options;
  if (!messageLimiter.allow(user.id)) throw new AppError('rate_limited', 429, Say.messageRateLimited);
  const id = options.clientMessageId?.toLowerCase() ?? randomUUID();
  const createdAt = await writerOf(ctx).messages.submit({ id, chatId, senderId: user.id, content });
  const stored = createdAt
    ? { id, chatId, senderId: user.id, content, createdAt }
    : options.clientMessageId && (await storedAlready(ctx, { id, chatId, user }));
  if (!stored) throw notFound(Say.chatNotFound);
  const message = presentMessage({ message: stored, sender: user });
  events.toUser([user.id, options.otherId], 'new-message', message);
  return message;
}

export async function postToChat(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; chatId: string; content: string; clientMessageId?: string },
) {
  const { chat, otherId } = await memberChat(ctx, options.chatId, options.user.id);
  if (!(await areFriends(ctx, options.user.id, otherId))) throw forbidden(Say.notFriends);
  return deliverMessage(ctx, events, { ...options, chatId: chat.id, otherId });
}

/**
 * The realtime `send-private-message`: to a friend by their id, into their chat. Between friends who have a chat
 * that is one (shared) read and one (shared) insert; anything else (not friends, nobody by that id, the first
 * message) goes through directChat, which refuses with the right reason or opens the chat.
 */
export async function sendPrivateMessage(
  ctx: AppContext,
  events: SocialEvents,
  options: { user: UserRow; receiverId: string; content: string; clientMessageId?: string },
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
  return deliverMessage(ctx, events, { ...options, chatId, otherId });
}

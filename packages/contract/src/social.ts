/** Friends and private chat: the /friends and /chats API and their realtime events (SPEC §2 Friends, §3, §4, §7). */
import { z } from 'zod';
import { envelope } from './api';
import { Issue } from './schema-messages';
import { publicUser } from './users';

export const SocialLimits = {
  messageMax: 2000,
  pageSize: 50,
  /** Private messages a person may send per window. */
  messageBurst: 10,
  messageWindowMs: 10_000,
  typingStopMs: 1000,
  typingExpiryMs: 3000,
  duplicateWindowMs: 5000,
  searchDebounceMs: 400,
  /** After a decline, how long the same person's request reads as sent to them, and they cannot ask again. */
  declinedRequestCooldownMs: 24 * 60 * 60 * 1000,
} as const;

/** How the caller stands with another person. */
export const Relationships = ['none', 'friend', 'request-sent', 'request-received'] as const;
export type Relationship = (typeof Relationships)[number];

export const friend = publicUser.extend({
  /** The direct chat, once one exists. */
  chatId: z.string().nullable(),
  unreadCount: z.number(),
  friendsSince: z.string(),
});
export type Friend = z.infer<typeof friend>;

export const friendRequest = z.object({
  _id: z.string(),
  sender: publicUser,
  receiver: publicUser,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequest>;

export const searchResult = publicUser.extend({ relationship: z.enum(Relationships) });
export type SearchResult = z.infer<typeof searchResult>;

export const respondToRequestInput = z.object({
  accept: z.boolean({ error: Issue.acceptRequired }),
});

export const directMessage = z.object({
  _id: z.string(),
  chatId: z.string(),
  sender: publicUser,
  senderName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof directMessage>;

export const messageContent = z
  .string({ error: Issue.chatEmpty })
  .trim()
  .min(1, Issue.chatEmpty)
  .max(SocialLimits.messageMax, Issue.directMessageTooLong);
/**
 * The id the sender's browser gave a message (a UUID): the message is stored under it, so sending it again after a
 * lost connection or a reload stores it once (decision 024).
 */
export const clientMessageId = z
  .string({ error: Issue.invalidPayload })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, Issue.invalidPayload);
export const sendMessageInput = z.object({ content: messageContent, clientMessageId: clientMessageId.optional() });

export const chatPageQuery = z.object({
  /** A message id: the page holds the messages before it. */
  before: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(SocialLimits.pageSize).default(SocialLimits.pageSize),
});

export const chat = z.object({
  _id: z.string(),
  participants: z.array(publicUser),
  /** Oldest first within the page. */
  messages: z.array(directMessage),
  hasMore: z.boolean(),
});
export type Chat = z.infer<typeof chat>;

export const friendsResponse = envelope(z.array(friend));
export const friendRequestsResponse = envelope(z.array(friendRequest));
export const sendRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** 'request-sent', or 'friend' when they had asked too. */
  data: z.object({ relationship: z.enum(Relationships), request: friendRequest.nullable() }),
});
export const respondResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ friend: friend.nullable() }),
});
export const chatResponse = envelope(chat);
export const directChatResponse = envelope(chat.omit({ messages: true, hasMore: true }));
export const messageResponse = envelope(directMessage);
export const socialSearchResponse = envelope(z.array(searchResult));

export const privateMessagePayload = z.object({
  receiverId: z.string({ error: Issue.invalidPayload }).min(1, Issue.invalidPayload),
  content: messageContent,
  clientMessageId: clientMessageId.optional(),
});
export const privateTypingPayload = z.object({ receiverId: z.string().min(1) });

/** Live rooms: the /rooms API, room chat and the realtime events of the game (SPEC §3, §4, §7; ARCHITECTURE §6, §7). */
import { z } from 'zod';
import type { AchievementsUnlockedEvent, CheckAchievementsResult } from './achievements';
import type { AssignmentNotice } from './assignments';
import { envelope } from './api';
import { HostActions, HostPacedPhases, RoomLimits, RoomModes, RoomStatuses, type AccountType } from './limits';
import { Issue } from './schema-messages';
import type { DirectMessage, FriendRequest } from './social';
import { nicknameField } from './nicknames';
import { answerExtras, servedQuestion } from './questions';
import { publicUser, type PublicUser } from './users';

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Comma-separated text or a list; each entry trimmed, empties dropped (SPEC §5). */
const invitesField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .map((s) => s.slice(0, RoomLimits.inviteMax)),
  )
  .pipe(z.array(z.string()).max(RoomLimits.invitesMax, Issue.tooManyInvites));

export const createRoomInput = z.object({
  quizId: z.string({ error: Issue.selectQuiz }).trim().min(1, Issue.selectQuiz),
  // The real upper bound is the server's ROOM_MAX_PARTICIPANTS; the service checks it with the same message.
  maxParticipants: wholeNumber(
    Issue.maxParticipantsRange(RoomLimits.participantsMaxDefault),
    RoomLimits.participantsMin,
    RoomLimits.participantsCeiling,
  ).default(RoomLimits.participantsDefault),
  timeLimit: wholeNumber(Issue.roomTimeLimitRange, RoomLimits.timeLimitMin, RoomLimits.timeLimitMax).default(
    RoomLimits.timeLimitDefault,
  ),
  invites: invitesField,
  /** 'Who can join': anyone with the code, guests included (default), or only signed-in users. */
  allowGuests: z.boolean({ error: Issue.invalidPayload }).default(true),
  /** 'Game mode': each player on their own clock (default), or the host opens each question for everyone. */
  mode: z.enum(RoomModes, { error: Issue.gameModeInvalid }).default('self_paced'),
  /** Sent by the spec's client; the host is always the caller. */
  hostId: z.string().optional(),
  /** A game played for one of the host's classes (issue 38): its results are a column of the class's gradebook. */
  classId: z.string().optional(),
});
export type CreateRoomInput = z.input<typeof createRoomInput>;

export const roomCodeParams = z.object({ code: z.string() });

const answerFields = {
  questionId: z.string({ error: Issue.answerRequired }).min(1, Issue.answerRequired),
  /** The option picked (single choice, true/false, poll): the spec's field. */
  answerId: z.string({ error: Issue.answerRequired }).min(1, Issue.answerRequired).optional(),
  /** Several options (multiple select), a typed text, or the items in order (issue 16). */
  ...answerExtras,
};
const someAnswer: [(a: AnswerFieldsShape) => boolean, { message: string; path: string[] }] = [
  (a) => a.answerId !== undefined || a.selectedAnswers !== undefined || a.text !== undefined || a.order !== undefined,
  { message: Issue.answerRequired, path: ['answerId'] },
];
interface AnswerFieldsShape {
  answerId?: string | undefined;
  selectedAnswers?: unknown;
  text?: unknown;
  order?: unknown;
}

export const answerInput = z.object(answerFields).refine(...someAnswer);
export type AnswerInput = z.infer<typeof answerInput>;

export const roomQuiz = z.object({
  /** Null once the quiz is deleted: a finished game stays, with the title it was played under (issue 36). */
  _id: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  questionCount: z.number(),
});

export const participant = z.object({
  _id: z.string(),
  userId: publicUser,
  isHost: z.boolean(),
  /** Hidden (null) until the room completes: scores are revealed at the end. */
  score: z.number().nullable(),
  correctAnswers: z.number().nullable(),
  answeredCount: z.number(),
  finished: z.boolean(),
  rank: z.number().nullable(),
  totalAnswerMs: z.number().nullable(),
  joinedAt: z.string(),
  /** Gone: their last connection left and did not come back within the presence grace (a reload is not gone). */
  away: z.boolean(),
});
export type Participant = z.infer<typeof participant>;

export const room = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(RoomStatuses),
  hostId: publicUser,
  quizId: roomQuiz,
  isCreator: z.boolean(),
  isParticipant: z.boolean(),
  maxParticipants: z.number(),
  timeLimit: z.number(),
  allowGuests: z.boolean(),
  mode: z.enum(RoomModes),
  /** While locked, nobody new may join; those in the room stay. */
  locked: z.boolean(),
  /** The host's connection left and did not come back: players wait for them (a lobby closes after a while). */
  hostAway: z.boolean(),
  questionCount: z.number(),
  /** The questions one can get right or wrong (a poll is neither): 0 until the game starts. */
  gradedCount: z.number(),
  /** The players: the host takes no place (maxParticipants counts players too). */
  participantCount: z.number(),
  participants: z.array(participant),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The host ended it (End Game), rather than the game running out or the lobby closing by itself. */
  endedByHost: z.boolean(),
});
export type Room = z.infer<typeof room>;

export const createRoomResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: room.extend({ inviteUrl: z.string(), invited: z.number() }),
});
export const roomResponse = envelope(room);
export const endRoomResponse = envelope(z.object({ room, participants: z.array(participant) }));
export const participantsResponse = envelope(z.array(participant));
export const checkHostResponse = z.object({ success: z.literal(true), isHost: z.boolean() });
/** /play: a guest joins with the code and a nickname, and gets a session valid for this room only. */
export const guestJoinInput = z.object({ nickname: nicknameField });
export type GuestJoinInput = z.input<typeof guestJoinInput>;
export const guestJoinResponse = envelope(z.object({ token: z.string(), user: publicUser, room }));
export type GuestJoin = z.infer<typeof guestJoinResponse>['data'];

export const lockRoomInput = z.object({ locked: z.boolean({ error: Issue.invalidPayload }) });
export const participantParams = z.object({ code: z.string(), participantId: z.string() });

/** After registering: the guest sessions whose results the new account keeps. */
export const claimGuestInput = z.object({ tokens: z.array(z.string().max(2000)).min(1).max(20) });
export const claimGuestResponse = envelope(z.object({ claimed: z.array(z.string()) }));

export const roomSettings = z.object({ maxParticipants: z.number() });
export const roomSettingsResponse = envelope(roomSettings);

/** A question as served to one player: its place, the question without the key, and its time on the server's clock. */
export const playerQuestion = z.object({
  index: z.number(),
  question: servedQuestion,
  limitMs: z.number(),
  remainingMs: z.number(),
  answered: z.boolean(),
});
export type PlayerQuestion = z.infer<typeof playerQuestion>;

/** Where a player stands: the question to answer now (with the time left on the server's clock) or done. */
export const playerState = z.object({
  status: z.enum(RoomStatuses),
  total: z.number(),
  answeredCount: z.number(),
  finished: z.boolean(),
  question: playerQuestion.nullable(),
});
export type PlayerState = z.infer<typeof playerState>;
export const playerStateResponse = envelope(playerState);

export const answerResult = z.object({
  accepted: z.literal(true),
  questionId: z.string(),
  answeredCount: z.number(),
  total: z.number(),
  finished: z.boolean(),
  /**
   * Self-paced, when questions remain: the next question, already served, so the player needs no second request.
   * Its clock starts `RoomLimits.answerAdvanceDelayMs` after this answer (the spec's pause after an answer), and
   * `remainingMs` counts from now, that pause included.
   */
  next: playerQuestion.optional(),
});
export type AnswerResult = z.infer<typeof answerResult>;

/**
 * A host-paced game as one person sees it (the presenter or a player): the phase, the question on screen (never
 * which option is correct while it is open), the live count, and after the close the results, the viewer's own
 * outcome and, on the scoreboard, the top five with their movement.
 */
export const hostPacedView = z.object({
  code: z.string(),
  phase: z.enum(HostPacedPhases),
  /** The question on screen, 0-based; -1 in the lobby. */
  index: z.number(),
  total: z.number(),
  question: servedQuestion.nullable(),
  limitMs: z.number(),
  /** Time left on the server's clock while the question is open, else 0. */
  remainingMs: z.number(),
  /** Players who answered the question on screen, of how many players (the host presents, and is not counted). */
  answeredCount: z.number(),
  playerCount: z.number(),
  /** The viewer answered the question on screen (and which option). */
  answered: z.boolean(),
  myOptionId: z.string().nullable(),
  /** The viewer's answer when it is not one option (issue 16): the options picked, the text, or the order. */
  myAnswer: z
    .union([
      z.object({ optionIds: z.array(z.string()) }),
      z.object({ text: z.string() }),
      z.object({ order: z.array(z.string()) }),
    ])
    .nullable(),
  /** After the close: the correct option(s) and how many picked each option. */
  results: z
    .object({
      /** The correct option(s); for an ordering question, the items in the correct order; none for typed or poll. */
      correctOptionIds: z.array(z.string()),
      counts: z.array(z.object({ optionId: z.string(), count: z.number() })),
      /** A typed answer's accepted answers. */
      acceptedAnswers: z.array(z.string()),
      /** Players whose answer was right. */
      correctCount: z.number(),
      /** Why the answer is right (issue 39), shown as 'Why' once the question has closed; absent when there is none. */
      explanation: z.string().optional(),
    })
    .nullable(),
  /** After the close, for a player: their outcome on this question and where they stand. */
  you: z
    .object({ correct: z.boolean(), points: z.number(), score: z.number(), rank: z.number().nullable() })
    .nullable(),
  /** On the scoreboard: the top five, with places gained (positive) or lost since the question before. */
  scoreboard: z
    .array(
      z.object({
        userId: z.string(),
        name: z.string(),
        rank: z.number(),
        score: z.number(),
        movement: z.number().nullable(),
      }),
    )
    .nullable(),
});
export type HostPacedView = z.infer<typeof hostPacedView>;
export const hostPacedViewResponse = envelope(hostPacedView);
export const hostActionInput = z.object({ action: z.enum(HostActions, { error: Issue.hostActionInvalid }) });
export const answerResponse = z.object({ success: z.literal(true), message: z.string(), data: answerResult });

// Room chat
export const chatMessage = z.object({
  _id: z.string(),
  roomId: z.string(),
  sender: publicUser,
  senderName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatContent = z
  .string({ error: Issue.chatEmpty })
  .trim()
  .min(1, Issue.chatEmpty)
  .max(RoomLimits.chatMax, Issue.chatTooLong);
export const roomMessagesResponse = z.array(chatMessage);

// Realtime payloads (client → server)
const code = z.string({ error: Issue.invalidRoomCode });
export const joinRoomPayload = z.object({ code });
export const roomCodePayload = z.object({ code });
export const submitAnswerPayload = z.object({ ...answerFields, roomCode: code }).refine(...someAnswer);
export const getQuestionPayload = z.object({ roomCode: code });
export const sendRoomMessagePayload = z.object({ roomCode: code, content: chatContent });
export const roomTypingPayload = z.object({ roomCode: code });
export const hostActionPayload = hostActionInput.extend({ roomCode: code });

/** Every acknowledgement: the outcome or the reason, like the HTTP envelope. */
/** A failure names its shared message by `messageKey` (message-catalog.ts) when it is one, as HTTP errors do. */
export type Ack<T> =
  | { success: true; data: T }
  | { success: false; message: string; code: string; messageKey?: string; messageParams?: (string | number)[] };

/** A few names and how many more: joins and leaves are coalesced, so a 2,000-player room is not told 2,000 times. */
export interface PeopleBatch {
  code: string;
  users: { _id: string; name: string }[];
  more: number;
}

export interface RoomSnapshot {
  code: string;
  status: Room['status'];
  locked: boolean;
  participantCount: number;
  /**
   * At most RoomLimits.broadcastListMax, in join order; left out when it cannot have changed since the last
   * room-data (a full list, in the lobby or the game), and from a big room's news of the end, whose standings the
   * clients read afresh. GET /rooms/{code} has everyone.
   */
  participants?: Participant[];
  hostAway: boolean;
}

export interface GameProgress {
  code: string;
  participantCount: number;
  finishedCount: number;
  answered: number;
  totalAnswers: number;
  /**
   * The players (never the host) and how far each has got: the first RoomLimits.progressListMax for everyone; the
   * host's own copy has the first RoomLimits.classListMax, each with their person, for the class view.
   */
  players: ProgressPlayer[];
}

export interface ProgressPlayer {
  userId: string;
  answeredCount: number;
  /** Gone (see participant.away). */
  away: boolean;
  /** Only in the host's copy. */
  user?: PublicUser;
}

/** A server message in an event: its English, and its key and arguments for the reader's language (api.ts). */
export interface KeyedMessage {
  message: string;
  messageKey?: string;
  messageParams?: (string | number)[];
}

export interface ServerToClientEvents {
  'room-data': (room: RoomSnapshot) => void;
  'user-joined': (batch: PeopleBatch) => void;
  'user-left': (batch: PeopleBatch) => void;
  'game-started': (data: { code: string; startedAt: string }) => void;
  'game-progress': (progress: GameProgress) => void;
  'game-ended': (data: { code: string; endedByHost: boolean }) => void;
  /** A lobby closed without a game (its host was away too long): everyone in it is told why. */
  'room-closed': (data: { code: string } & KeyedMessage) => void;
  'new-room-message': (message: ChatMessage) => void;
  /** In a room (with its code) or from a friend in private chat (without). */
  'user-typing': (data: { senderId: string; senderName: string; roomCode?: string }) => void;
  'user-stop-typing': (data: { senderId: string; roomCode?: string }) => void;
  'new-message': (message: DirectMessage) => void;
  'friend-request': (request: FriendRequest) => void;
  'friend-accepted': (data: { friend: PublicUser }) => void;
  /** The friendship is over (either of the two ended it): to both people's tabs. */
  'friend-removed': (data: { friendId: string }) => void;
  /** The reader read their chat with `friendId` in one tab: to all their tabs, so unread counts agree. */
  'chat-read': (data: { chatId: string; friendId: string }) => void;
  'room-invite': (data: { code: string; hostName: string; quizTitle: string; inviteUrl: string }) => void;
  /** Homework given to the student, or due within a day and not handed in (issue 38). */
  'assignment-notice': (data: AssignmentNotice) => void;
  'achievements-unlocked': (data: AchievementsUnlockedEvent) => void;
  /** An admin changed the person's account type: to all their tabs, so the Admin Panel appears or goes at once. */
  'account-updated': (data: { accountType: AccountType }) => void;
  /** An admin deleted the person's account: to all their tabs, just before their connections close. */
  'account-deleted': (data: KeyedMessage) => void;
  /** Sent to every socket as the server begins a graceful shutdown; the connection closes right after. */
  'server-restarting': (data: KeyedMessage) => void;
  /** To the person the host removed (every tab of theirs); the others see them gone from room-data. */
  'removed-from-room': (data: { code: string } & KeyedMessage) => void;
  /** Host-paced: a question opened (one broadcast), closed, or the scoreboard is up (each person their own view). */
  'host-paced-state': (view: HostPacedView) => void;
  /** Host-paced: how many have answered the open question, coalesced like game-progress. */
  'answer-count': (data: { code: string; index: number; answeredCount: number; playerCount: number }) => void;
  error: (data: KeyedMessage) => void;
}

export interface ClientToServerEvents {
  'join-room': (payload: { code: string }, ack?: (result: Ack<Room>) => void) => void;
  'leave-room': (payload: { code: string }, ack?: (result: Ack<null>) => void) => void;
  'start-game': (payload: { code: string }, ack?: (result: Ack<Room>) => void) => void;
  'end-game': (payload: { code: string }, ack?: (result: Ack<Room>) => void) => void;
  'get-question': (payload: { roomCode: string }, ack?: (result: Ack<PlayerState>) => void) => void;
  'submit-answer': (
    payload: { roomCode: string } & z.input<typeof answerInput>,
    ack?: (result: Ack<AnswerResult>) => void,
  ) => void;
  /** Host-paced: where the game stands for the caller (after a reload or a reconnection). */
  'get-game-state': (payload: { roomCode: string }, ack?: (result: Ack<HostPacedView>) => void) => void;
  /** Host-paced, the host only: close the question now, show the scoreboard, open the next question, or end. */
  'host-action': (
    payload: { roomCode: string; action: (typeof HostActions)[number] },
    ack?: (result: Ack<HostPacedView>) => void,
  ) => void;
  'send-room-message': (
    payload: { roomCode: string; content: string },
    ack?: (result: Ack<ChatMessage>) => void,
  ) => void;
  'typing-room-chat': (payload: { roomCode: string }) => void;
  'stop-typing-room-chat': (payload: { roomCode: string }) => void;
  'send-private-message': (
    /** `clientMessageId`: the id the browser gave the message, so sending it again stores it once. */
    payload: { receiverId: string; content: string; clientMessageId?: string },
    ack?: (result: Ack<DirectMessage>) => void,
  ) => void;
  'typing-private': (payload: { receiverId: string }) => void;
  'stop-typing-private': (payload: { receiverId: string }) => void;
  /** Evaluates the rules now; the acknowledgement lists what was newly unlocked. */
  'check-achievements': (payload: Record<string, never>, ack?: (result: Ack<CheckAchievementsResult>) => void) => void;
}

/**
 * Live rooms, server-authoritative (ARCHITECTURE §7): PostgreSQL holds every room, participant, answer and score,
 * and each write that decides something (join under the cap, one answer per question, completion) is a single
 * conditional statement, so any instance may serve any player and a restart loses nothing.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Messages } from '@quiz/contract/messages';
import { pointsMultiplier, RoomLimits } from '@quiz/contract/limits';
import type {
  AnswerInput,
  AnswerResult,
  createRoomInput,
  GameProgress,
  Participant,
  PlayerState,
  Room,
} from '@quiz/contract/rooms';
import type { AppContext } from '../../context';
import { uniqueViolationOf, type Transaction } from '../../db/client';
import {
  roomAnswers,
  roomMessages,
  roomParticipants,
  roomRemovals,
  rooms,
  type GameQuestion,
  type ParticipantRow,
  type RoomRow,
} from '../../db/schema/rooms';
import { quizzes, type QuizRow } from '../../db/schema/quizzes';
import { users, type UserRow } from '../../db/schema/users';
import { emailMessage } from '../../lib/email-template';
import { emailTexts } from '../../lib/email-texts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { AnswerShapeError } from '../../game/grading';
import {
  fullQuestion,
  gradeAnswer,
  servedQuestionOf,
  stableOrder,
  type FullQuestion,
  type OrderKey,
} from '../../game/questions';
import {
  answerGraceMs,
  isLate,
  newRoomCode,
  pointsFor,
  questionTimeLimitSeconds,
  rankParticipants,
  roomCodeAlphabet,
} from '../../game/rules';
import { recordGame } from '../leaderboard/stats';
import { findReadableQuiz, loadQuestions } from '../quizzes/service';
import { nameOf, personColumns, type Person } from '../users/presenter';
import { answerOpenQuestion, openQuestionColumns, progressOf, questionOpened, type PacedRoom } from './host-paced-game';
import { closeIfHostAway, markBack } from './presence';
import { hostAwayIn, presentMessage, presentParticipant, presentRoom } from './presenter';

type CreateRoomInput = z.output<typeof createRoomInput>;

export const roomColumns = (() => {
  // The question snapshot is read only through the game cache.
  const { questions: _questions, ...rest } = getTableColumns(rooms);
  return rest;
})();
export type RoomMeta = Omit<RoomRow, 'questions'>;

const codePattern = new RegExp(`^[${roomCodeAlphabet}A-Z0-9]{${RoomLimits.codeLength}}$`);

/** 'Invalid room code' for an empty or 'undefined' code (SPEC §5); anything else that is not a code is not found. */
export function normalizeCode(raw: string | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  if (code === '' || code === 'UNDEFINED' || code === 'NULL') throw badRequest(Messages.invalidRoomCode);
  if (!codePattern.test(code)) throw notFound(Messages.roomNotFound);
  return code;
}

/** The open room with this code, else the latest finished one, with the user's participant row if they joined. */
async function findRoomAndParticipant(ctx: AppContext, rawCode: string | undefined, user: UserRow) {
  const code = normalizeCode(rawCode);
  const [row] = await ctx.database.query<RoomAndParticipantRow>('room-and-participant', roomAndParticipantSql, [
    code,
    user.id,
  ]);
  if (!row) throw notFound(Messages.roomNotFound);
  const room = roomMetaOf(row);
  const participant: ParticipantRow | undefined = row.p_id
    ? {
        id: row.p_id,
        roomId: row.id,
        userId: row.p_user_id,
        joinedAt: new Date(row.p_joined_at),
        score: row.p_score,
        correctAnswers: row.p_correct_answers,
        totalAnswerMs: row.p_total_answer_ms,
        answeredCount: row.p_answered_count,
        servedAt: dateOrNull(row.p_served_at),
        rank: row.p_rank,
        nicknameKey: row.p_nickname_key,
        leftAt: dateOrNull(row.p_left_at),
      }
    : undefined;
  refuseOtherRooms(room, user);
  return { room, participant };
}

/** A guest's session is for their own room: any other code is not found for them. */
export function refuseOtherRooms(room: Pick<RoomMeta, 'id'>, viewer: Pick<UserRow, 'guestRoomId'> | undefined) {
  if (viewer?.guestRoomId && viewer.guestRoomId !== room.id) throw notFound(Messages.roomNotFound);
}

export async function findRoom(
  ctx: AppContext,
  rawCode: string | undefined,
  viewer?: Pick<UserRow, 'guestRoomId'>,
): Promise<RoomMeta> {
  const room = await findRoomByCode(ctx, rawCode);
  refuseOtherRooms(room, viewer);
  return room;
}

async function findRoomByCode(ctx: AppContext, rawCode: string | undefined): Promise<RoomMeta> {
  const code = normalizeCode(rawCode);
  const [room] = await ctx.db
    .select(roomColumns)
    .from(rooms)
    .where(eq(rooms.code, code))
    .orderBy(sql`${rooms.status} = 'completed'`, desc(rooms.createdAt))
    .limit(1);
  if (!room) throw notFound(Messages.roomNotFound);
  return room;
}

export async function findParticipant(ctx: AppContext, roomId: string, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.userId, userId)))
    .limit(1);
  return row;
}

async function requireParticipant(ctx: AppContext, roomId: string, userId: string) {
  const row = await findParticipant(ctx, roomId, userId);
  if (!row) throw forbidden(Messages.notInRoom);
  return row;
}

/** A started game's questions and clock never change, so every instance may keep them. */
export interface Game {
  roomId: string;
  questions: (FullQuestion & { shownOrder?: string[] | undefined })[];
  /** The room's time per question; a question may have its own (limitMsAt). */
  limitMs: number;
}

/** The time for the question at `position`: its own, else the room's. */
export const limitMsAt = (game: Game, position: number) => {
  const own = game.questions[position]?.timeLimit;
  return own ? own * 1000 : game.limitMs;
};
const gameCacheMax = 1000;
const roomViewTtlMs = 1000;

interface RoomView {
  host: Person;
  quiz: Pick<QuizRow, 'id' | 'title' | 'description' | 'category' | 'questionCount'>;
  participants: Participant[];
}
const playersCacheMax = 100_000;

export class GameCache {
  private readonly games = new Map<string, Promise<Game>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  /** One pending check per key (a room, a room's question) on this instance. */
  schedule(key: string, delayMs: number, check: () => Promise<unknown>) {
    if (this.closed || this.timers.has(key)) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(key);
        if (!this.closed) void check();
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    this.timers.set(key, timer);
  }

  /**
   * Where each player of a running game on this instance stands, so the hot path needs no read: every write that
   * relies on it is conditional on the same state in the database, and a refused write drops the entry.
   */
  private readonly players = new Map<string, { room: RoomMeta; participant: ParticipantRow }>();

  player(key: string) {
    const found = this.players.get(key);
    return found && { room: found.room, participant: { ...found.participant } };
  }

  keepPlayer(key: string, entry: { room: RoomMeta; participant: ParticipantRow }) {
    if (this.players.size >= playersCacheMax) this.players.clear();
    this.players.set(key, entry);
  }

  dropPlayer(key: string) {
    this.players.delete(key);
  }

  /** The room's players who joined on this instance now play it: their next read needs no query. */
  started(room: RoomMeta) {
    for (const entry of this.players.values()) if (entry.room.id === room.id) entry.room = room;
  }

  dropRoom(roomId: string) {
    for (const [key, entry] of this.players) if (entry.room.id === roomId) this.players.delete(key);
  }

  /**
   * The bounded view of a room (its host, quiz and first people) for a second: in a class joining at once every
   * join acknowledgement would otherwise read the same 50 people again. The key holds what changes the view (the
   * status, and the count while the room has fewer people than the list shows); a removal drops it.
   */
  private readonly views = new Map<string, { key: string; until: number; view: Promise<RoomView> }>();

  view(roomId: string, key: string, now = Date.now()) {
    const found = this.views.get(roomId);
    return found && found.key === key && found.until > now ? found.view : undefined;
  }

  /** Kept as soon as it is being read: the joins of the same moment share the read, not only the ones after it. */
  keepView(roomId: string, key: string, view: Promise<RoomView>, now = Date.now()) {
    if (this.views.size >= gameCacheMax) this.views.clear();
    const entry = { key, until: now + roomViewTtlMs, view };
    this.views.set(roomId, entry);
    view.catch(() => {
      if (this.views.get(roomId) === entry) this.views.delete(roomId);
    });
  }

  dropView(roomId: string) {
    this.views.delete(roomId);
  }

  /**
   * The newest place of each host-paced game this instance knows (from its own transitions, the others' news, and
   * its reads), so an answer needs no read; every write that relies on it is conditional on the database.
   */
  private readonly liveRooms = new Map<string, PacedRoom>();

  private readonly liveCodes = new Map<string, string>();

  knowRoom(room: PacedRoom) {
    const known = this.liveRooms.get(room.id);
    if (known && progressOf(known) > progressOf(room)) return;
    if (this.liveRooms.size >= gameCacheMax) {
      this.liveRooms.clear();
      this.liveCodes.clear();
    }
    this.liveRooms.set(room.id, room);
    // A code names one open room at a time; the room this instance heard of last is the one it names.
    if (room.status !== 'completed') this.liveCodes.set(room.code, room.id);
  }

  liveRoom(roomId: string) {
    return this.liveRooms.get(roomId);
  }

  liveRoomByCode(code: string) {
    const id = this.liveCodes.get(code);
    return id === undefined ? undefined : this.liveRooms.get(id);
  }

  /** A closed host-paced question's ranking and counts: they change no more, and every player's view reads them. */
  private readonly closedQuestions = new Map<string, unknown>();

  closedQuestion<T>(key: string) {
    return this.closedQuestions.get(key) as T | undefined;
  }

  keepClosedQuestion(key: string, value: unknown) {
    if (this.closedQuestions.size >= gameCacheMax) this.closedQuestions.clear();
    this.closedQuestions.set(key, value);
  }

  close() {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** The game's questions, read once per game: callers that come while it is being read share that read. */
  get(ctx: AppContext, room: RoomMeta): Promise<Game> {
    const cached = this.games.get(room.id);
    if (cached) return cached;
    const reading = readGame(ctx, room);
    if (this.games.size >= gameCacheMax) this.games.delete(this.games.keys().next().value!);
    this.games.set(room.id, reading);
    reading.catch(() => {
      if (this.games.get(room.id) === reading) this.games.delete(room.id);
    });
    return reading;
  }

  /**
   * Runs `check` for `key` once for all the calls of a short while (`gapMs`): calls that come while one is waiting
   * share it, and calls that come while it runs get one more run after it. A failure is logged, not thrown: callers
   * do not wait for it (a player's acknowledgement never waits for the room's completion).
   */
  coalesce(key: string, gapMs: number, check: () => Promise<unknown>, log: (error: unknown) => void) {
    const state = this.checks.get(key);
    if (state) {
      if (state.running) state.again = true;
      return;
    }
    const entry = { running: false, again: false };
    this.checks.set(key, entry);
    const run = () => {
      const timer = setTimeout(() => {
        if (this.closed) return void this.checks.delete(key);
        entry.running = true;
        void Promise.resolve()
          .then(check)
          .catch(log)
          .finally(() => {
            entry.running = false;
            if (entry.again && !this.closed) {
              entry.again = false;
              run();
            } else this.checks.delete(key);
          });
      }, gapMs);
      timer.unref();
    };
    run();
  }

  private readonly checks = new Map<string, { running: boolean; again: boolean }>();
}

async function readGame(ctx: AppContext, room: RoomMeta): Promise<Game> {
  const [row] = await ctx.db.select({ questions: rooms.questions }).from(rooms).where(eq(rooms.id, room.id));
  return {
    roomId: room.id,
    questions: (row?.questions ?? []).map((q) => ({ ...fullQuestion(q), shownOrder: q.shownOrder })),
    limitMs: limitMsOf(room),
  };
}

/** A question's time on the room's clock (the room's limit, else 30 s). */
export const limitMsOf = (room: Pick<RoomMeta, 'timeLimit'>) => questionTimeLimitSeconds(room.timeLimit, null) * 1000;

/** Participants in join order (the host first), each with their person; `limit` caps broadcast lists. */
export async function listParticipants(ctx: AppContext, room: RoomMeta, limit?: number): Promise<Participant[]> {
  const query = ctx.db
    .select({ participant: roomParticipants, person: personColumns })
    .from(roomParticipants)
    .innerJoin(users, eq(users.id, roomParticipants.userId))
    .where(eq(roomParticipants.roomId, room.id))
    .orderBy(
      ...(room.status === 'completed' ? [sql`${roomParticipants.rank} asc nulls last`] : []),
      asc(roomParticipants.joinedAt),
      asc(roomParticipants.id),
    );
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => presentParticipant(r.participant, r.person, room));
}

/**
 * The room as `viewerId` sees it; `limit` caps the participant list (the count stays exact: `room` is read fresh by
 * every caller). `member`: the caller knows whether the viewer is in the room (they just joined).
 */
async function presentFor(
  ctx: AppContext,
  room: RoomMeta,
  viewerId: string,
  limit?: number,
  member?: boolean,
): Promise<Room> {
  const viewKey = `${room.status}:${Math.min(room.participantCount, limit ?? Infinity)}`;
  let view = limit === undefined ? undefined : ctx.gameCache.view(room.id, viewKey);
  if (!view) {
    view = readView(ctx, room, limit);
    if (limit !== undefined) ctx.gameCache.keepView(room.id, viewKey, view);
  }
  const [found, mine] = await Promise.all([
    view,
    limit === undefined || member !== undefined ? null : findParticipant(ctx, room.id, viewerId),
  ]);
  const { participants } = found;
  return presentRoom({
    room: { ...room, questions: null },
    host: found.host,
    quiz: found.quiz,
    participants,
    participantCount: limit === undefined ? participants.length : room.participantCount,
    viewerId,
    isParticipant:
      member ?? (limit === undefined ? participants.some((p) => p.userId._id === viewerId) : Boolean(mine)),
  });
}

/** The room's host, quiz and first `limit` people. */
async function readView(ctx: AppContext, room: RoomMeta, limit: number | undefined): Promise<RoomView> {
  const [[found], participants] = await Promise.all([
    ctx.db
      .select({
        host: personColumns,
        quiz: {
          id: quizzes.id,
          title: quizzes.title,
          description: quizzes.description,
          category: quizzes.category,
          questionCount: quizzes.questionCount,
        },
      })
      .from(users)
      .innerJoin(quizzes, eq(quizzes.id, room.quizId))
      .where(eq(users.id, room.hostId))
      .limit(1),
    listParticipants(ctx, room, limit),
  ]);
  if (!found) throw notFound(Messages.roomNotFound);
  return { ...found, participants };
}

/** A broadcast-sized view: exact count, at most RoomLimits.broadcastListMax people. */
export async function roomSnapshot(ctx: AppContext, roomId: string) {
  const [room] = await ctx.db.select(roomColumns).from(rooms).where(eq(rooms.id, roomId));
  if (!room) return null;
  const participants = await listParticipants(ctx, room, RoomLimits.broadcastListMax);
  return {
    code: room.code,
    status: room.status,
    locked: room.locked,
    participantCount: room.participantCount,
    participants,
    hostAway: hostAwayIn(room, participants),
  };
}

/**
 * Progress of a running game, in one fixed query: it runs for every room several times a second. The players only
 * (the host runs the game): the first RoomLimits.classListMax with their person, for the host's class view; the
 * broadcast to everyone else carries the first RoomLimits.progressListMax without (see `progressForPlayers`).
 */
const gameProgressSql = `
  select r.code, r.question_count, r.host_id, a.participants, a.answered, a.finished,
         coalesce((select json_agg(json_build_object(
                            'userId', f.user_id, 'answeredCount', f.answered_count, 'away', f.left_at is not null,
                            'user', json_build_object('_id', f.user_id, 'username', f.username,
                                                      'displayName', f.display_name,
                                                      'profilePicture', f.profile_picture,
                                                      'isGuest', f.guest_room_id is not null)))
                     from (select p.user_id, p.answered_count, p.left_at, u.username, u.display_name,
                                  u.profile_picture, u.guest_room_id
                             from room_participants p join users u on u.id = p.user_id
                            where p.room_id = r.id and p.user_id <> r.host_id
                            order by p.joined_at, p.id limit $2) f), '[]'::json) as players
    from rooms r
   cross join lateral (
     -- One pass over the room's players for all three counts.
     select count(*)::int as participants, coalesce(sum(p.answered_count), 0)::int as answered,
            (count(*) filter (where p.answered_count >= r.question_count))::int as finished
       from room_participants p
      where p.room_id = r.id and p.user_id <> r.host_id) a
   where r.id = $1`;

type ProgressPlayers = GameProgress['players'];

/** The game's progress as its host sees it (every listed player with their person), and who the host is. */
export async function gameProgress(
  ctx: AppContext,
  roomId: string,
  listed: number = RoomLimits.classListMax,
): Promise<{ progress: GameProgress; hostId: string } | null> {
  const [row] = await ctx.database.query<{
    code: string;
    question_count: number;
    host_id: string;
    participants: number;
    answered: number;
    finished: number;
    players: ProgressPlayers | string;
  }>('room-game-progress', gameProgressSql, [roomId, listed]);
  if (!row) return null;
  const players = typeof row.players === 'string' ? (JSON.parse(row.players) as ProgressPlayers) : row.players;
  return {
    hostId: row.host_id,
    progress: {
      code: row.code,
      participantCount: row.participants,
      finishedCount: row.finished,
      answered: row.answered,
      totalAnswers: row.participants * row.question_count,
      players: players.map((p) => ({ ...p, user: p.user && { ...p.user, isGuest: p.user.isGuest || undefined } })),
    },
  };
}

/** The same progress for the players: a short list, without the people (they have the room's list). */
export const progressForPlayers = (progress: GameProgress): GameProgress => ({
  ...progress,
  players: progress.players
    .slice(0, RoomLimits.progressListMax)
    .map((p) => ({ userId: p.userId, answeredCount: p.answeredCount, away: p.away })),
});

// ---------------------------------------------------------------------------------------------------------------
// Create, read, join

export async function createRoom(ctx: AppContext, options: { user: UserRow; input: CreateRoomInput }) {
  const { user, input } = options;
  const max = ctx.config.roomMaxParticipants;
  if (input.maxParticipants > max) {
    const message = Messages.maxParticipantsRange(max);
    throw badRequest(message, { maxParticipants: message });
  }
  const { quiz } = await findReadableQuiz(ctx, input.quizId, user);
  let room: RoomRow | undefined;
  for (let attempt = 0; !room; attempt++) {
    try {
      room = await ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(rooms)
          .values({
            code: newRoomCode(),
            hostId: user.id,
            quizId: quiz.id,
            maxParticipants: input.maxParticipants,
            timeLimit: input.timeLimit,
            invites: input.invites,
            allowGuests: input.allowGuests,
            mode: input.mode,
            // The host is the first participant, inserted just below.
            participantCount: 1,
          })
          .returning();
        await tx.insert(roomParticipants).values({ roomId: created!.id, userId: user.id });
        return created!;
      });
    } catch (error) {
      // Another open room drew the same code: draw again (31^6 codes make a second clash vanishingly rare).
      if (uniqueViolationOf(error) !== 'rooms_open_code_unique' || attempt >= 4) throw error;
    }
  }
  const inviteUrl = `${ctx.config.publicUrl}/play?code=${room.code}`;
  const invited = await sendInvites(ctx, { host: user, quizTitle: quiz.title, room, inviteUrl });
  return { ...(await presentFor(ctx, room, user.id)), inviteUrl, invited };
}

/** Invites that name a registered user (username or email) get an email and, if online, a live notification. */
async function sendInvites(
  ctx: AppContext,
  options: { host: UserRow; quizTitle: string; room: RoomRow; inviteUrl: string },
) {
  const { host, room, inviteUrl, quizTitle } = options;
  const names = [...new Set(room.invites.map((s) => s.toLowerCase()))];
  if (names.length === 0) return 0;
  const found = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      displayName: users.displayName,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        or(inArray(sql`lower(${users.username})`, names), inArray(sql`lower(${users.email})`, names)),
        ne(users.id, host.id),
      ),
    );
  const hostName = nameOf(host);
  await Promise.allSettled(
    found.map(async (invitee) => {
      ctx.roomEvents.invited(invitee.id, { code: room.code, hostName, quizTitle, inviteUrl });
      try {
        await ctx.mailer.send(
          emailMessage({
            to: invitee.email,
            language: invitee.language,
            name: nameOf(invitee),
            ...emailTexts[invitee.language ?? 'en'].invite(hostName, quizTitle, room.code),
            link: inviteUrl,
          }),
        );
      } catch (error) {
        ctx.log.warn({ err: error, room: room.code }, 'room invite email failed');
      }
    }),
  );
  return found.length;
}

export async function getRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow; limit?: number }) {
  const found = await findRoom(ctx, options.code, options.user);
  let room = found;
  if (found.status === 'waiting' && found.hostId === options.user.id) {
    // The host looking at their lobby (say, polling while their realtime connection is down) is here.
    await markBack(ctx, found.id, found.hostId);
  } else if (found.status === 'waiting') {
    // A lobby whose host has been gone too long closes now, even if its timer was lost with a restart.
    room = (await closeIfHostAway(ctx, found.id)) ?? found;
  }
  return presentFor(ctx, await completeIfOvertime(ctx, room), options.user.id, options.limit);
}

export async function getParticipants(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  return listParticipants(ctx, await findRoom(ctx, options.code, options.user));
}

export async function isHost(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findRoom(ctx, options.code, options.user);
  return room.hostId === options.user.id;
}

/**
 * Joins the room (or re-joins: a participant coming back keeps their place). Taking a place is one statement: the
 * room's count goes up only while it is under the cap, open and unlocked, and the participant row is inserted with
 * it, so two people taking the last place at once cannot both get it, on any instance.
 */
export async function joinRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { user } = options;
  const { room, participant } = await findRoomAndParticipant(ctx, options.code, user);
  if (participant) return { room, joined: false, away: participant.leftAt !== null };
  // With the others joining at the same moment (a class typing the code), else alone for the exact answer.
  const id = await ctx.gameWriter.joinAccount({ roomId: room.id, userId: user.id });
  if (id) {
    // Their place as it starts, so the game's first question needs no read (see GameCache.started).
    ctx.gameCache.keepPlayer(playerKey(room.code, user.id), { room, participant: newParticipant(id, room, user) });
    return joined(ctx, room, user);
  }
  const [taken] = await ctx.database.query<{ open: number; inserted: number }>('room-join', roomJoinSql, [
    room.id,
    user.id,
  ]);
  if (!taken?.inserted) {
    // A place was free but another tab of theirs took it at the same instant: they are in.
    if (taken?.open) return { room, joined: false, away: false };
    return explainJoinRefusal(ctx, room.id, { userId: user.id });
  }
  return joined(ctx, room, user);
}

const newParticipant = (id: string, room: RoomMeta, user: UserRow): ParticipantRow => ({
  id,
  roomId: room.id,
  userId: user.id,
  joinedAt: new Date(),
  score: 0,
  correctAnswers: 0,
  totalAnswerMs: 0,
  answeredCount: 0,
  servedAt: null,
  rank: null,
  nicknameKey: null,
  leftAt: null,
});

function joined(ctx: AppContext, room: RoomMeta, user: UserRow) {
  ctx.roomEvents.joined(room, { id: user.id, name: nameOf(user) });
  return { room: { ...room, participantCount: room.participantCount + 1 }, joined: true, away: false };
}

// The room row is locked first, so its count is the one last committed (on any instance); the count goes up only
// with a row actually inserted.
const roomJoinSql = `
  with r as (
    select id from rooms
     where id = $1 and status <> 'completed' and not locked and participant_count < max_participants
       and not exists (select 1 from room_removals x where x.room_id = $1 and x.user_id = $2)
       for update),
  p as (insert into room_participants (room_id, user_id) select id, $2 from r on conflict do nothing
        returning room_id),
  counted as (update rooms set participant_count = participant_count + 1 where id in (select room_id from p))
  select (select count(*) from r)::int as open, (select count(*) from p)::int as inserted`;

/** After a refused join: why, from the room as it is now (removed, over, locked, guests not welcome, full). */
export async function explainJoinRefusal(
  ctx: AppContext,
  roomId: string,
  who: { userId?: string; nicknameKey?: string },
): Promise<never> {
  const room = await findRoomById(ctx, roomId);
  if (who.userId && (await wasRemoved(ctx, roomId, { userId: who.userId }))) {
    throw forbidden(Messages.removedFromRoom, 'removed_from_room');
  }
  refuseNewcomers(room);
  if (who.nicknameKey) {
    if (!room.allowGuests) throw forbidden(Messages.roomSignedInOnly, 'signed_in_only');
    if (await wasRemoved(ctx, roomId, { nicknameKey: who.nicknameKey })) throw nicknameTaken();
    const [same] = await ctx.db
      .select({ id: roomParticipants.id })
      .from(roomParticipants)
      .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.nicknameKey, who.nicknameKey)))
      .limit(1);
    if (same) throw nicknameTaken();
  }
  throw conflict(Messages.roomFull);
}

export const nicknameTaken = () => conflict(Messages.nicknameTaken, { nickname: Messages.nicknameTaken });

/** The room just joined, as the joiner sees it (bounded by `limit`), after a join that needed no other read. */
export async function presentJoined(ctx: AppContext, room: RoomMeta, viewerId: string, limit?: number) {
  return presentFor(ctx, await completeIfOvertime(ctx, room), viewerId, limit, true);
}

/** Why nobody new may join now, if so: the game is over, or the host locked the room. */
export function refuseNewcomers(room: Pick<RoomMeta, 'status' | 'locked'>) {
  if (room.status === 'completed') throw conflict(Messages.roomCompleted);
  if (room.locked) throw forbidden(Messages.roomLocked, 'room_locked');
}

/** The host removed this person (or a guest by this nickname) from the room. */
export async function wasRemoved(ctx: AppContext, roomId: string, who: { userId?: string; nicknameKey?: string }) {
  const [row] = await ctx.db
    .select({ userId: roomRemovals.userId })
    .from(roomRemovals)
    .where(
      and(
        eq(roomRemovals.roomId, roomId),
        or(
          who.userId ? eq(roomRemovals.userId, who.userId) : undefined,
          who.nicknameKey ? eq(roomRemovals.nicknameKey, who.nicknameKey) : undefined,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function joinAndPresent(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { room, away } = await joinRoom(ctx, options);
  // Joining over HTTP (no realtime connection) is being here too.
  if (away) await markBack(ctx, room.id, options.user.id);
  return presentJoined(ctx, room, options.user.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Start and end (host only)

export async function findHostedRoom(ctx: AppContext, code: string | undefined, user: UserRow, message: string) {
  const room = await findRoom(ctx, code, user);
  if (room.hostId !== user.id) throw forbidden(message);
  return room;
}

export async function startRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findHostedRoom(ctx, options.code, options.user, Messages.onlyHostCanStart);
  if (room.status === 'in_progress') throw conflict(Messages.roomAlreadyStarted);
  if (room.status === 'completed') throw conflict(Messages.roomCompleted);
  const [players] = await ctx.db
    .select({ n: count() })
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, room.id), ne(roomParticipants.userId, room.hostId)));
  if ((players?.n ?? 0) < 1) throw badRequest(Messages.needParticipant);
  const questions = gameQuestionsOf(await loadQuestions(ctx.db, room.quizId), ctx.jwtSecret);
  const startedAt = new Date();
  const hostPaced = room.mode === 'host_paced';
  const [started] = await ctx.db
    .update(rooms)
    .set({
      status: 'in_progress',
      questions,
      questionCount: questions.length,
      startedAt,
      // Host-paced: the first question opens for everyone as the game starts.
      ...(hostPaced
        ? openQuestionColumns(0, startedAt, questions[0]?.timeLimit ? questions[0].timeLimit * 1000 : limitMsOf(room))
        : { closesAt: selfPacedClosesAt(startedAt, questions, limitMsOf(room)) }),
    })
    .where(and(eq(rooms.id, room.id), eq(rooms.status, 'waiting')))
    .returning(roomColumns);
  if (!started) throw conflict(Messages.roomAlreadyStarted);
  ctx.gameCache.started(started);
  ctx.roomEvents.started(started);
  if (hostPaced) await questionOpened(ctx, started);
  else scheduleOvertime(ctx, started);
  // Bounded like the lobby: in a room of thousands the host is not sent everyone at the start.
  return presentFor(ctx, started, options.user.id, RoomLimits.classListMax);
}

export async function endRoom(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findHostedRoom(ctx, options.code, options.user, Messages.onlyHostCanEnd);
  if (room.status === 'completed') throw conflict(Messages.roomCompleted);
  const ended = await completeRoom(ctx, and(eq(rooms.id, room.id), ne(rooms.status, 'completed')), true);
  if (!ended) throw conflict(Messages.roomCompleted);
  const presented = await presentFor(ctx, ended, options.user.id);
  return { room: presented, participants: presented.participants };
}

/**
 * Ends the room if `where` still holds (one caller wins); the ended room, or undefined. The ranks and the leaderboard's
 * totals are written in the same transaction, so no reader (and no crash between two statements) ever sees a
 * completed room without them. The room is told once it is committed.
 */
export async function completeRoom(
  ctx: AppContext,
  where: SQL | undefined,
  endedByHost: boolean,
  endedAt = new Date(),
) {
  const finished = await ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(rooms)
      .set({ status: 'completed', phase: null, endedByHost, endedAt })
      .where(where)
      .returning(roomColumns);
    return ended && { ended, standings: await rankGame(tx, ended) };
  });
  if (!finished) return undefined;
  const { ended, standings } = finished;
  ctx.gameCache.dropRoom(ended.id);
  ctx.roomEvents.ended(ended, ended.endedByHost);
  // Achievements are for accounts; a guest who registers later has theirs checked when they claim the game.
  ctx.achievements.check(standings.filter((p) => !p.guest).map((p) => p.userId));
  return ended;
}

/** Ranks the players (score, then less time; full ties share), stores the ranks and adds the game to the totals. */
async function rankGame(tx: Transaction, room: RoomMeta) {
  const everyone = await tx
    .select({
      id: roomParticipants.id,
      userId: roomParticipants.userId,
      score: roomParticipants.score,
      totalAnswerMs: roomParticipants.totalAnswerMs,
      guest: sql<boolean>`${users.guestRoomId} is not null`,
    })
    .from(roomParticipants)
    .innerJoin(users, eq(users.id, roomParticipants.userId))
    .where(eq(roomParticipants.roomId, room.id));
  // The host runs the game (self-paced) or presents it (host-paced): they are not ranked.
  const standings = everyone.filter((p) => p.userId !== room.hostId);
  const ranked = rankParticipants(standings);
  if (ranked.length > 0) {
    const values = sql.join(
      ranked.map((r) => sql`(${r.id}::uuid, ${r.rank}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${roomParticipants} set rank = v.rank from (values ${values}) as v(id, rank) where ${roomParticipants.id} = v.id`,
    );
  }
  await recordGame(tx, room.id, room.endedAt ?? new Date());
  return standings;
}

/**
 * How long a game can take for a player who plays every question to its last second. Past it, players who went
 * away (or never opened the game) no longer hold the room open: it completes without them.
 */
export function gameOvertimeAt(
  room: Pick<RoomMeta, 'startedAt' | 'questionCount' | 'timeLimit' | 'mode' | 'closesAt'>,
): number | null {
  // A host-paced game waits for its host as long as it takes (a class discussing a question, a lost projector).
  if (!room.startedAt || room.mode === 'host_paced') return null;
  // Set at the start from each question's own time (issue 16); games started before it have none.
  if (room.closesAt) return room.closesAt.getTime() + overtimeSlackMs;
  return room.startedAt.getTime() + room.questionCount * perQuestionMs(limitMsOf(room)) + overtimeSlackMs;
}
const perQuestionMs = (limitMs: number) => limitMs + answerGraceMs + RoomLimits.answerAdvanceDelayMs;

/** A self-paced game's last possible moment for a player who takes every question to its last second. */
function selfPacedClosesAt(startedAt: Date, questions: GameQuestion[], roomLimitMs: number) {
  const total = questions.reduce((sum, q) => sum + perQuestionMs(q.timeLimit ? q.timeLimit * 1000 : roomLimitMs), 0);
  return new Date(startedAt.getTime() + total);
}

/** The questions as the game keeps them: every field of each kind, and one order of each ordering question's items. */
function gameQuestionsOf(questions: FullQuestion[], orderKey: OrderKey): GameQuestion[] {
  // The same order as on the quiz's page: a game shows nothing a reader of the quiz could not see already.
  return questions.map((q) =>
    q.kind === 'ordering'
      ? {
          ...q,
          shownOrder: stableOrder(
            q.options.map((o) => o.id),
            orderKey,
            q.id,
          ),
        }
      : q,
  );
}
const overtimeSlackMs = 10_000;

async function completeIfOvertime(ctx: AppContext, room: RoomMeta, now = new Date()) {
  const at = gameOvertimeAt(room);
  if (room.status !== 'in_progress' || at === null || now.getTime() < at) return room;
  const completed = await completeRoom(ctx, and(eq(rooms.id, room.id), eq(rooms.status, 'in_progress')), false, now);
  return completed ?? findRoomById(ctx, room.id);
}

export async function findRoomById(ctx: AppContext, roomId: string): Promise<RoomMeta> {
  const [room] = await ctx.db.select(roomColumns).from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw notFound(Messages.roomNotFound);
  return room;
}

/**
 * Completes a self-paced game once the class is done: every player still here (not gone past the presence grace)
 * has finished, and at least one player has (a whole class dropping off the network at once does not end it; the
 * deadline does). The host runs the game and is not waited for. Only one caller, on any instance, wins the update.
 */
export async function completeIfEveryoneFinished(ctx: AppContext, roomId: string) {
  const players = sql`${roomParticipants.roomId} = ${roomId} and ${roomParticipants.userId} <> ${rooms.hostId}`;
  await completeRoom(
    ctx,
    and(
      eq(rooms.id, roomId),
      eq(rooms.status, 'in_progress'),
      eq(rooms.mode, 'self_paced'),
      // Still here: no gone mark, or a question served or answered since (someone playing over HTTP).
      sql`not exists (select 1 from ${roomParticipants} where ${players}
              and ${roomParticipants.answeredCount} < ${rooms.questionCount}
              and (${roomParticipants.leftAt} is null or ${roomParticipants.servedAt} > ${roomParticipants.leftAt}
                   or exists (select 1 from ${roomAnswers} where ${roomAnswers.participantId} = ${roomParticipants.id}
                                and ${roomAnswers.answeredAt} > ${roomParticipants.leftAt})))`,
      sql`exists (select 1 from ${roomParticipants} where ${players}
              and ${roomParticipants.answeredCount} >= ${rooms.questionCount})`,
    ),
    false,
  );
}

/** How long finishing players' completion checks are gathered: longer in a bigger room, at most a second. */
export const completionGapMs = (participants: number) => Math.min(1000, 20 + Math.floor(participants / 10));

/** Whoever plays may go past the deadline: the room completes then without those who went away. */
function scheduleOvertime(ctx: AppContext, room: RoomMeta) {
  const at = gameOvertimeAt(room);
  if (at === null) return;
  ctx.gameCache.schedule(room.id, at - Date.now(), () =>
    completeIfOvertime(ctx, room).catch((error: unknown) => ctx.log.error({ err: error }, 'overtime check failed')),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Playing: each player moves through the questions on their own clock, kept by the server.

export const playerKey = (code: string | undefined, userId: string) => `${(code ?? '').trim().toUpperCase()}:${userId}`;

/**
 * The room and the player's place in it: from this instance's cache while they play a running game (no query),
 * else one query. `cached` says which, so a refusal based on the cache can be checked against the database.
 */
async function playingContext(ctx: AppContext, code: string | undefined, user: UserRow) {
  const key = playerKey(code, user.id);
  const hit = ctx.gameCache.player(key);
  // A place kept at the join counts once the game has started (here, or as read below if it started elsewhere).
  if (hit?.room.status === 'in_progress') return { ...hit, key, cached: true };
  const { room, participant } = await findRoomAndParticipant(ctx, code, user);
  if (!participant) throw forbidden(Messages.notInRoom);
  // Playing (over HTTP when the realtime connection is down) is being here.
  if (participant.leftAt) {
    await markBack(ctx, room.id, user.id);
    participant.leftAt = null;
  }
  if (room.status === 'in_progress' && participant.answeredCount < room.questionCount) {
    ctx.gameCache.keepPlayer(key, { room, participant: { ...participant } });
  }
  return { room, participant, key, cached: false };
}

/** Stores the player's new place after a write that succeeded; a finished player needs no entry. */
function playerMoved(ctx: AppContext, key: string, room: RoomMeta, participant: ParticipantRow) {
  if (participant.answeredCount >= room.questionCount) ctx.gameCache.dropPlayer(key);
  else ctx.gameCache.keepPlayer(key, { room, participant });
}

// The game's hot path runs fixed statements (see DatabaseHandle.query and GameWriter): building them through
// Drizzle on every answer cost more CPU than the database spent running them.

/** The columns of a room as the fixed statements return them (`r.*` of roomSelectSql). */
export interface RoomSqlRow {
  id: string;
  code: string;
  status: RoomMeta['status'];
  host_id: string;
  quiz_id: string;
  max_participants: number;
  participant_count: number;
  time_limit: number;
  invites: string[];
  allow_guests: boolean;
  locked: boolean;
  question_count: number;
  ended_by_host: boolean;
  mode: RoomMeta['mode'];
  phase: RoomMeta['phase'];
  current_question: number;
  opened_at: Date | null;
  closes_at: Date | null;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
}

export function roomMetaOf(row: RoomSqlRow): RoomMeta {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    hostId: row.host_id,
    quizId: row.quiz_id,
    maxParticipants: row.max_participants,
    participantCount: row.participant_count,
    timeLimit: row.time_limit,
    invites: row.invites,
    allowGuests: row.allow_guests,
    locked: row.locked,
    questionCount: row.question_count,
    endedByHost: row.ended_by_host,
    mode: row.mode,
    phase: row.phase,
    currentQuestion: row.current_question,
    openedAt: dateOrNull(row.opened_at),
    closesAt: dateOrNull(row.closes_at),
    createdAt: new Date(row.created_at),
    startedAt: dateOrNull(row.started_at),
    endedAt: dateOrNull(row.ended_at),
  };
}

/** Every column of a room but its question snapshot, for the fixed statements: bare, and of `r`. */
export const roomColumnsSql = [
  'id',
  'code',
  'status',
  'host_id',
  'quiz_id',
  'max_participants',
  'participant_count',
  'time_limit',
  'invites',
  'allow_guests',
  'locked',
  'question_count',
  'ended_by_host',
  'mode',
  'phase',
  'current_question',
  'opened_at',
  'closes_at',
  'created_at',
  'started_at',
  'ended_at',
];
export const roomSelectSql = roomColumnsSql.map((column) => `r.${column}`).join(', ');

const roomAndParticipantSql = `
  select ${roomSelectSql},
         p.id as p_id, p.user_id as p_user_id, p.joined_at as p_joined_at, p.score as p_score,
         p.correct_answers as p_correct_answers, p.total_answer_ms as p_total_answer_ms,
         p.answered_count as p_answered_count, p.served_at as p_served_at, p.rank as p_rank,
         p.nickname_key as p_nickname_key, p.left_at as p_left_at
    from rooms r
    left join room_participants p on p.room_id = r.id and p.user_id = $2
   where r.code = $1
   order by r.status = 'completed', r.created_at desc
   limit 1`;

interface RoomAndParticipantRow extends RoomSqlRow {
  p_id: string | null;
  p_user_id: string;
  p_joined_at: Date;
  p_score: number;
  p_correct_answers: number;
  p_total_answer_ms: number;
  p_answered_count: number;
  p_served_at: Date | null;
  p_rank: number | null;
  p_nickname_key: string | null;
  p_left_at: Date | null;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The host runs a self-paced game from the class view: no questions, no answers, no place in the ranking. */
function refuseHost(room: RoomMeta, user: UserRow) {
  if (room.hostId === user.id) throw forbidden(Messages.hostDoesNotPlay);
}

function refuseWhenNotPlaying(room: RoomMeta) {
  if (room.status !== 'in_progress') throw conflict(Messages.gameNotInProgress);
}

/** After a refused write: say why, from the state as it is now. */
async function explainRefusal(ctx: AppContext, roomId: string): Promise<never> {
  const [room] = await ctx.db.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, roomId));
  if (room?.status !== 'in_progress') throw conflict(Messages.gameNotInProgress);
  throw conflict(Messages.alreadyAnswered);
}

function afterProgress(ctx: AppContext, room: RoomMeta, finished: boolean) {
  ctx.roomEvents.progressed(room);
  if (!finished) return;
  // One check for all the players who finish within a short while, on this instance: each one reads the whole room.
  ctx.gameCache.coalesce(
    `finished:${room.id}`,
    completionGapMs(room.participantCount),
    () => completeIfEveryoneFinished(ctx, room.id),
    (error) => ctx.log.error({ err: error }, 'completion check failed'),
  );
  // Someone may never come back: make sure the room still completes once the game's time is surely over (on this
  // instance too, should the one that started the game be gone).
  scheduleOvertime(ctx, room);
}

/**
 * The player's current question (served now if they had not seen it yet), with the time left on the server's
 * clock. A question whose time ran out is recorded as unanswered and the next one is served.
 */
export async function playerState(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; now?: Date },
): Promise<PlayerState> {
  const context = await playingContext(ctx, options.code, options.user);
  if (context.room.mode === 'host_paced') throw badRequest(Messages.notSelfPaced);
  refuseHost(context.room, options.user);
  const { participant, key } = context;
  const room = await completeIfOvertime(ctx, context.room, options.now);
  /** The cache was behind the database: read it and start again. */
  const again = () => {
    ctx.gameCache.dropPlayer(key);
    return playerState(ctx, options);
  };
  if (room.status !== 'in_progress') {
    return {
      status: room.status,
      total: room.questionCount,
      answeredCount: participant.answeredCount,
      finished: room.questionCount > 0 && participant.answeredCount >= room.questionCount,
      question: null,
    };
  }
  const game = await ctx.gameCache.get(ctx, room);
  const total = game.questions.length;
  let { answeredCount, servedAt } = participant;
  const now = options.now ?? new Date();

  if (answeredCount < total && servedAt && now.getTime() > servedAt.getTime() + limitMsAt(game, answeredCount)) {
    // Time ran out on the question they were shown: it counts as unanswered, and the next one is served now.
    const position = answeredCount;
    const next = await ctx.gameWriter.recordAnswer({
      roomId: room.id,
      participantId: participant.id,
      position,
      questionId: game.questions[position]!.id,
      optionId: null,
      answer: null,
      isCorrect: false,
      points: 0,
      elapsedMs: limitMsAt(game, position),
      answeredAt: now,
      serveNextAt: position + 1 < total ? now : null,
    });
    if (!next) return again();
    answeredCount = next.answeredCount;
    servedAt = next.servedAt ? now : null;
    playerMoved(ctx, key, room, { ...participant, answeredCount, servedAt });
    afterProgress(ctx, room, answeredCount >= total);
  }
  if (answeredCount >= total) {
    return { status: 'in_progress', total, answeredCount, finished: true, question: null };
  }
  if (!servedAt) {
    const served = await ctx.gameWriter.serve({
      roomId: room.id,
      participantId: participant.id,
      position: answeredCount,
      at: now,
    });
    if (!served) return again();
    servedAt = served;
    playerMoved(ctx, key, room, { ...participant, answeredCount, servedAt });
  }
  const question = game.questions[answeredCount]!;
  const limitMs = limitMsAt(game, answeredCount);
  return {
    status: 'in_progress',
    total,
    answeredCount,
    finished: false,
    question: {
      index: answeredCount,
      question: servedQuestionOf(question, { order: question.shownOrder, key: ctx.jwtSecret }),
      limitMs,
      remainingMs: Math.max(0, servedAt.getTime() + limitMs - now.getTime()),
      answered: false,
    },
  };
}

/**
 * A live answer graded against its question (any kind), and how it is stored: one option by its id, anything else as
 * the answer itself. A poll is never correct. The refusal names what was wrong with the answer's shape.
 */
export function gradeLiveAnswer(question: FullQuestion, input: AnswerInput) {
  let result;
  try {
    result = gradeAnswer(question, { ...input, pick: input.answerId });
  } catch (error) {
    if (!(error instanceof AnswerShapeError)) throw error;
    const picks = question.kind !== 'typed' && question.kind !== 'ordering' && question.kind !== 'multiple';
    throw badRequest(picks ? Messages.answerNotInQuestion : Messages.answerWrongShape);
  }
  const { given, grade } = result;
  const single = 'optionIds' in given && question.kind !== 'multiple' ? given.optionIds[0]! : null;
  return {
    correct: grade.graded && grade.correct,
    stored: { optionId: single, answer: single ? null : given },
  };
}

/** One answer per question, scored by the server's clock; the result says only that it was taken. */
export async function submitAnswer(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; now?: Date } & AnswerInput,
): Promise<AnswerResult> {
  // A host-paced game this instance knows is running: the answer needs no read.
  const live = ctx.gameCache.liveRoomByCode(normalizeCode(options.code));
  if (live?.status === 'in_progress') return answerOpenQuestion(ctx, live, options.user, options);
  const { room, participant, key, cached } = await playingContext(ctx, options.code, options.user);
  try {
    if (room.mode === 'host_paced') return await answerOpenQuestion(ctx, room, options.user, options);
    refuseHost(room, options.user);
    return await answerAt(ctx, room, participant, key, options);
  } catch (error) {
    if (!cached) throw error;
    // Refused on what this instance remembered: decide again on what the database holds.
    ctx.gameCache.dropPlayer(key);
    return submitAnswer(ctx, options);
  }
}

async function answerAt(
  ctx: AppContext,
  room: RoomMeta,
  participant: ParticipantRow,
  key: string,
  options: AnswerInput & { now?: Date },
): Promise<AnswerResult> {
  refuseWhenNotPlaying(room);
  const game = await ctx.gameCache.get(ctx, room);
  const total = game.questions.length;
  const position = game.questions.findIndex((q) => q.id === options.questionId);
  if (position === -1) throw badRequest(Messages.answerNotInQuiz);
  if (position < participant.answeredCount) throw conflict(Messages.alreadyAnswered);
  if (position > participant.answeredCount || !participant.servedAt) throw conflict(Messages.questionNotServed);
  const question = game.questions[position]!;
  const graded = gradeLiveAnswer(question, options);

  const now = options.now ?? new Date();
  const servedAt = participant.servedAt.getTime();
  const limitMs = limitMsAt(game, position);
  const timing = { servedAt, answeredAt: now.getTime(), limitMs };
  const next = await ctx.gameWriter.recordAnswer({
    roomId: room.id,
    participantId: participant.id,
    position,
    questionId: question.id,
    ...graded.stored,
    isCorrect: graded.correct && !isLate(timing),
    points: pointsFor({ correct: graded.correct, ...timing }) * pointsMultiplier(question.points),
    elapsedMs: Math.min(Math.max(0, now.getTime() - servedAt), limitMs),
    answeredAt: now,
    serveNextAt: null,
  });
  if (!next) return explainRefusal(ctx, room.id);
  playerMoved(ctx, key, room, { ...participant, answeredCount: next.answeredCount, servedAt: null });
  const finished = next.answeredCount >= total;
  afterProgress(ctx, room, finished);
  return { accepted: true, questionId: question.id, answeredCount: next.answeredCount, total, finished };
}

// ---------------------------------------------------------------------------------------------------------------
// Room chat

export async function listRoomMessages(ctx: AppContext, options: { roomId: string; user: UserRow }) {
  if (!isUuid(options.roomId)) throw notFound(Messages.roomNotFound);
  const [room] = await ctx.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, options.roomId));
  if (!room) throw notFound(Messages.roomNotFound);
  refuseOtherRooms(room, options.user);
  await requireParticipant(ctx, room.id, options.user.id);
  const rows = await ctx.db
    .select({ message: roomMessages, sender: personColumns })
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.senderId))
    .where(eq(roomMessages.roomId, room.id))
    .orderBy(desc(roomMessages.createdAt), desc(roomMessages.id))
    .limit(RoomLimits.chatHistory);
  return rows.reverse().map((r) => presentMessage(r.message, r.sender));
}

export async function sendRoomMessage(
  ctx: AppContext,
  options: { code: string | undefined; user: UserRow; content: string },
) {
  const room = await findRoom(ctx, options.code, options.user);
  await requireParticipant(ctx, room.id, options.user.id);
  const [row] = await ctx.db
    .insert(roomMessages)
    .values({ roomId: room.id, senderId: options.user.id, content: options.content })
    .returning();
  const message = presentMessage(row!, options.user as Person);
  ctx.roomEvents.message(room, message);
  return message;
}

/** The room a code names and the caller's place in it (one read); not in it is refused. */
export async function memberOf(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const { room, participant } = await findRoomAndParticipant(ctx, options.code, options.user);
  if (!participant) throw forbidden(Messages.notInRoom);
  return { room, participant };
}

/** For the realtime layer: the room a code names, with the caller's place in it. */
export async function roomForMember(ctx: AppContext, options: { code: string | undefined; user: UserRow }) {
  const room = await findRoom(ctx, options.code, options.user);
  await requireParticipant(ctx, room.id, options.user.id);
  return room;
}

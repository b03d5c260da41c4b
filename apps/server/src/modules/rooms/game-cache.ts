/**
 * What each instance keeps of its running games, so the hot path reads as little as it can: the questions of each
 * started game (they never change), where each player stands, the newest place of each host-paced game, closed
 * questions' rankings, the bounded view of a room for a second, and the timers and coalesced checks of its rooms.
 * Every write that relies on it is conditional on the database (ARCHITECTURE §7).
 */
import { eq } from 'drizzle-orm';
import type { Participant } from '@quiz/contract/rooms';
import type { Database } from '../../db/client';
import { rooms, type ParticipantRow } from '../../db/schema/rooms';
import type { QuizRow } from '../../db/schema/quizzes';
import { fullQuestion, shownOrderOf, type FullQuestion, type OrderKey } from '../../game/questions';
import { questionLimitMs, roomLimitMs } from '../../game/self-paced';
import type { Person } from '../users/presenter';
import { progressOf } from './host-paced-state';
import type { PacedRoom, RoomMeta } from './room-rows';

/** A started game's questions and clock never change, so every instance may keep them. */
export interface Game {
  roomId: string;
  /** `shownOrder`: the order the options are shown in to every player (the copy made at the start). */
  questions: (FullQuestion & { shownOrder: string[] })[];
  /** The room's time per question; a question may have its own (limitMsAt). */
  limitMs: number;
}

/** The time for the question at `position`: its own, else the room's. */
export const limitMsAt = (game: Game, position: number) =>
  questionLimitMs(game.questions[position]?.timeLimit, game.limitMs);

/** A question's time on the room's clock (the room's limit, else 30 s). */
export const limitMsOf = (room: Pick<RoomMeta, 'timeLimit'>) => roomLimitMs(room.timeLimit);

const gameCacheMax = 1000;
const roomViewTtlMs = 1000;

/** A room's host, quiz and first people, as views.ts reads them. */
export interface RoomView {
  host: Person;
  /** `id` null: the quiz was deleted after the game (issue 36). */
  quiz: Omit<Pick<QuizRow, 'id' | 'title' | 'description' | 'category' | 'questionCount'>, 'id'> & {
    id: string | null;
  };
  participants: Participant[];
}
const playersCacheMax = 100_000;

export class GameCache {
  private readonly games = new Map<string, Promise<Game>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  /**
   * @param alone This instance is the only one taking a room's answers (no Redis, not one of a cluster's processes),
   *   so what it tallies of an open question's answers is all of them.
   */
  constructor(readonly alone = true) {}

  /** Answers this instance took to each room's open host-paced question (only one is open at a time). */
  private readonly tallies = new Map<string, { position: number; taken: number }>();

  /** Counts an answer this instance took to question `position` of the room; returns how many it has taken. */
  tallyAnswer(roomId: string, position: number) {
    const tally = this.tallies.get(roomId);
    if (tally?.position === position) return ++tally.taken;
    if (!tally && this.tallies.size >= gameCacheMax) this.tallies.clear();
    this.tallies.set(roomId, { position, taken: 1 });
    return 1;
  }

  /** How many answers to question `position` of the room this instance has tallied. */
  tallied(roomId: string, position: number) {
    const tally = this.tallies.get(roomId);
    return tally?.position === position ? tally.taken : 0;
  }

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
    this.tallies.delete(roomId);
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
  get(ctx: { db: Database; jwtSecret: OrderKey }, room: RoomMeta): Promise<Game> {
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

async function readGame(ctx: { db: Database; jwtSecret: OrderKey }, room: RoomMeta): Promise<Game> {
  const [row] = await ctx.db.select({ questions: rooms.questions }).from(rooms).where(eq(rooms.id, room.id));
  return {
    roomId: room.id,
    questions: (row?.questions ?? []).map((q) => {
      const question = fullQuestion(q);
      // A game started before its copy was kept shows what the quiz's page shows, as later games do.
      return { ...question, shownOrder: q.shownOrder ?? shownOrderOf(question, ctx.jwtSecret) };
    }),
    limitMs: limitMsOf(room),
  };
}

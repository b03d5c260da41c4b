/**
 * The host-paced game as bench/game-worker.ts plays it (--mode host-paced): the host starts the room over its
 * socket and, for each question, waits for the results, shows the scoreboard and opens the next; each player thinks
 * after the open view arrives, answers, and waits for the results. Times that other processes must compare (the
 * server's open instant, another worker's acknowledgement) are wall-clock milliseconds (Date.now(), the clock the
 * server stamps answers with); latencies within one process use performance.now().
 */
import type { BenchSocket } from './lean-socket';
import type { Ack, AnswerResult, HostPacedView, Room } from '@quiz/contract/rooms';
import { bump, request, sleep } from './clients';

/** What a worker measured of the host-paced game; `${room}:${index}` keys one question of one room. */
export interface PacedFigures {
  /** When each player received a question's open view. */
  openReceivedAt: Record<string, number[]>;
  /** When each player received a question's results view. */
  resultsReceivedAt: Record<string, number[]>;
  /** The latest answer acknowledgement (accepted) this worker received for a question. */
  lastAckAt: Record<string, number>;
  /**
   * limitMs − remainingMs of each open view received: the server's open instant T → the view built, once per
   * instance (each builds its own broadcast), counted for each player it reached.
   */
  openBuiltMs: Record<string, number[]>;
  /** When the host emitted 'start-game' (question 0) or 'next' (the others). */
  hostOpenEmitAt: Record<string, number>;
  /** When the host received a question's results view. */
  hostResultsAt: Record<string, number>;
  /** Per player who got both 'game-started' and 'game-ended': engine.io packets and their bytes in between. */
  gameFrames: number[];
  gameBytes: number[];
  /** Open and results views a player never received, by the time the game ended or the run stopped. */
  missingOpen: number;
  missingResults: number;
  /** Results views that came to a player without their own outcome ('you'). */
  resultsWithoutYou: number;
  /** start-game and host-action refused or unacknowledged, and results that never came: reason → count. */
  hostFailures: Record<string, number>;
}

export const emptyPacedFigures = (): PacedFigures => ({
  openReceivedAt: {},
  resultsReceivedAt: {},
  lastAckAt: {},
  openBuiltMs: {},
  hostOpenEmitAt: {},
  hostResultsAt: {},
  gameFrames: [],
  gameBytes: [],
  missingOpen: 0,
  missingResults: 0,
  resultsWithoutYou: 0,
  hostFailures: {},
});

export const questionKey = (room: number, index: number) => `${room}:${index}`;

/** What the worker lends the game: its figures, its clock and the answer with its accounting. */
export interface PacedSession {
  figures: PacedFigures;
  /** Questions in the quiz: how many open and results views each player should get. */
  questions: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  /** How long the host looks at each question's results, and then at its scoreboard, before clicking on. */
  hostPauseMs: number;
  ackTimeoutMs: number;
  stopped(): boolean;
  /** Resolves when the bench says stop. */
  stopping: Promise<void>;
  /** submit-answer, counted as sent, acknowledged, refused or lost; undefined when lost or the run stopped. */
  answer(
    socket: BenchSocket,
    payload: { roomCode: string; questionId: string; answerId: string },
  ): Promise<Ack<AnswerResult> | undefined>;
}

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/**
 * Engine.io packets received by a socket (socket.io events and acknowledgements, pings; one per WebSocket frame),
 * with their bytes as sent (the encoded packet, without the frame's own 2–10 byte header), and where the counts
 * stood at 'game-started' (that packet included) and at 'game-ended'.
 */
export function countFrames(socket: BenchSocket) {
  const counter = {
    frames: 0,
    bytes: 0,
    last: 0,
    start: undefined as { frames: number; bytes: number } | undefined,
    end: undefined as { frames: number; bytes: number } | undefined,
  };
  socket.onPacket((bytes) => {
    counter.last = bytes;
    counter.frames++;
    counter.bytes += bytes;
  });
  // Events are decoded and dispatched after their packet is counted, so `last` is this event's packet.
  socket.once('game-started', () => {
    counter.start = { frames: counter.frames - 1, bytes: counter.bytes - counter.last };
  });
  socket.once('game-ended', () => {
    counter.end = { frames: counter.frames, bytes: counter.bytes };
  });
  return counter;
}

/**
 * A player: answers each question it is shown after thinking, and notes when each view arrived. The returned
 * function says, at the end, whether the player saw every question open and closed.
 */
export function followAsPlayer(socket: BenchSocket, code: string, room: number, session: PacedSession) {
  const { figures } = session;
  const opened = new Set<number>();
  const closed = new Set<number>();
  socket.on('host-paced-state', (view: HostPacedView) => {
    const at = Date.now();
    const key = questionKey(room, view.index);
    if (view.phase === 'open' && !opened.has(view.index)) {
      opened.add(view.index);
      (figures.openReceivedAt[key] ??= []).push(at);
      (figures.openBuiltMs[key] ??= []).push(view.limitMs - view.remainingMs);
      if (view.question && !view.answered) void answer(socket, code, key, view, session);
    } else if (view.phase === 'results' && !closed.has(view.index)) {
      closed.add(view.index);
      (figures.resultsReceivedAt[key] ??= []).push(at);
      if (!view.you) figures.resultsWithoutYou++;
    }
  });
  /** Counts what this player missed (once) and says whether it saw the whole game. */
  return () => {
    figures.missingOpen += Math.max(0, session.questions - opened.size);
    figures.missingResults += Math.max(0, session.questions - closed.size);
    return opened.size === session.questions && closed.size === session.questions;
  };
}

async function answer(socket: BenchSocket, code: string, key: string, view: HostPacedView, session: PacedSession) {
  // Think, but answer before the server's clock runs out (the bench checks think-max < time limit).
  const think = Math.min(randomBetween(session.thinkMinMs, session.thinkMaxMs), Math.max(0, view.remainingMs - 500));
  await Promise.race([sleep(think), session.stopping]);
  if (session.stopped()) return;
  const choices = view.question!.options;
  const answerId = choices[Math.floor(Math.random() * choices.length)]!._id;
  const ack = await session.answer(socket, { roomCode: code, questionId: view.question!._id, answerId });
  if (ack?.success) session.figures.lastAckAt[key] = Math.max(session.figures.lastAckAt[key] ?? 0, Date.now());
}

/**
 * The host, presenting: starts the game, then for each question waits for its results (everyone answered closes
 * it), shows the scoreboard and opens the next, looking at each for `hostPauseMs` first; after the last, 'next' ends the game. Resolves with the reason the
 * start was refused, or with whether every step went through.
 */
export async function present(
  socket: BenchSocket,
  code: string,
  room: number,
  session: PacedSession,
): Promise<{ refused: string } | { ok: boolean }> {
  const { figures } = session;
  const closedAt = new Map<number, () => void>();
  const closed = new Set<number>();
  socket.on('host-paced-state', (view: HostPacedView) => {
    if (view.phase !== 'results' || closed.has(view.index)) return;
    closed.add(view.index);
    figures.hostResultsAt[questionKey(room, view.index)] = Date.now();
    closedAt.get(view.index)?.();
  });
  const resultsOf = (index: number, timeoutMs: number) =>
    closed.has(index)
      ? Promise.resolve(true)
      : Promise.race([
          new Promise<boolean>((resolve) => closedAt.set(index, () => resolve(true))),
          sleep(timeoutMs).then(() => false),
          session.stopping.then(() => false),
        ]);
  const act = async (action: 'scoreboard' | 'next') => {
    try {
      const ack = await request<HostPacedView>(socket, 'host-action', { roomCode: code, action }, session.ackTimeoutMs);
      if (ack.success) return ack.data;
      bump(figures.hostFailures, `${action} refused: ${ack.message}`);
    } catch {
      if (!session.stopped()) bump(figures.hostFailures, `${action}: no acknowledgement`);
    }
    return undefined;
  };

  figures.hostOpenEmitAt[questionKey(room, 0)] = Date.now();
  let started: Ack<Room>;
  try {
    started = await request<Room>(socket, 'start-game', { code }, session.ackTimeoutMs);
  } catch {
    return { refused: 'start-game: no acknowledgement' };
  }
  if (!started.success) return { refused: `start-game refused: ${started.message}` };
  const total = started.data.questionCount;
  // The question closes on time at the latest: the limit, the server's grace for answers in flight, and some slack.
  const closeWithinMs = started.data.timeLimit * 1000 + 1500 + session.ackTimeoutMs;
  for (let index = 0; index < total; index++) {
    if (!(await resultsOf(index, closeWithinMs))) {
      if (!session.stopped()) bump(figures.hostFailures, 'no results view for a question');
      return { ok: false };
    }
    const look = () => Promise.race([sleep(session.hostPauseMs), session.stopping]);
    if (session.hostPauseMs > 0) await look();
    if (!(await act('scoreboard'))) return { ok: false };
    if (session.hostPauseMs > 0) await look();
    if (index + 1 < total) figures.hostOpenEmitAt[questionKey(room, index + 1)] = Date.now();
    const next = await act('next');
    const expected = index + 1 < total ? 'open' : 'ended';
    if (!next) return { ok: false };
    if (next.phase !== expected) {
      bump(figures.hostFailures, `next showed ${next.phase} instead of ${expected}`);
      return { ok: false };
    }
  }
  return { ok: true };
}

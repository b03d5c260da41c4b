/**
 * One worker of bench/game.ts: simulated players on the lean Socket.IO client (bench/lean-socket.ts) or, with
 * --client socket.io, on socket.io-client; forked by the bench with an IPC channel.
 * Each player connects with its session token, joins its room, waits for 'game-started', then fetches a question,
 * thinks, answers, until the server says it has finished; then it waits for 'game-ended'. In a host-paced game
 * (bench/host-paced-play.ts) the players answer what the host opens, and the host presents when the bench says
 * 'begin'. The worker reports joins, finishes and game ends as they happen, and every figure when the bench sends
 * 'stop'.
 *
 *   (forked) node --import tsx bench/game-worker.ts
 */
import type { BenchSocket } from './lean-socket';
import type { Ack, AnswerResult, PlayerQuestion, PlayerState, Room } from '@quiz/contract/rooms';
import {
  bump,
  cpuSeconds,
  inPool,
  loadClient,
  openSocket,
  request,
  serveBench,
  sleep,
  type ClientKind,
} from './clients';
import {
  countFrames,
  emptyPacedFigures,
  followAsPlayer,
  present,
  type PacedFigures,
  type PacedSession,
} from './host-paced-play';

export type GameMode = 'self-paced' | 'host-paced';

export interface PlayerSpec {
  /** Index of the room in the run, 0-based. */
  room: number;
  code: string;
  url: string;
  /** Empty for a guest, who gets one by joining with `nickname`. */
  token: string;
  host: boolean;
  /** Join as a guest with this nickname (POST /api/rooms/{code}/guests, as /play does), then connect. */
  nickname?: string;
}

export interface WorkerPlan {
  mode: GameMode;
  /** The players' socket client. */
  client: ClientKind;
  players: PlayerSpec[];
  /** Questions in each room's quiz. */
  questions: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  /** Host-paced: the host's look at each question's results, and at its scoreboard, before clicking on. */
  hostPauseMs: number;
  /** Players of this worker connecting and joining at once; the others wait their turn. */
  joinConcurrency: number;
  joinTimeoutMs: number;
  /** A question fetch or an answer without an acknowledgement after this long is lost. */
  ackTimeoutMs: number;
}

export type ToWorker =
  | { type: 'start'; plan: WorkerPlan }
  /** Host-paced: everyone is in room `room`; its host (in this worker) starts the game and presents it. */
  | { type: 'begin'; room: number }
  | { type: 'stop' };

export type FromWorker =
  | { type: 'joined'; room: number; ok: boolean; message?: string }
  | { type: 'start-refused'; room: number; message: string }
  | { type: 'finished'; room: number; ok: boolean }
  | { type: 'ended'; room: number }
  | { type: 'results'; results: WorkerResults };

export interface WorkerResults {
  /** Connect start → join acknowledgement, for each successful join. */
  joinMs: number[];
  /** Reason → how many joins failed for it. */
  joinFailures: Record<string, number>;
  /** submit-answer emit → acknowledgement, for every acknowledged answer (accepted or refused). */
  answerAckMs: number[];
  answersSent: number;
  answersAccepted: number;
  /** No acknowledgement within ackTimeoutMs, or still waiting for one when the run stopped. */
  answersLost: number;
  /** Refusal message → count. */
  answersRefused: Record<string, number>;
  /** get-question refused or unacknowledged: reason → count. */
  questionFailures: Record<string, number>;
  /** Events received (socket.onAny), one entry per player. */
  messagesPerPlayer: number[];
  /** Event name → how many were received over all players. */
  eventCounts: Record<string, number>;
  /** Event name → JSON size of a sample of them (every sampleEvery-th): bytes and how many were measured. */
  eventSizes: Record<string, { bytes: number; sampled: number }>;
  /** The join-room acknowledgement that listed the most participants, as JSON bytes. */
  joinAckMaxBytes: number;
  /** The most participants a join-room acknowledgement listed. */
  joinAckMaxParticipants: number;
  /** Players who finished every question. */
  playersFinished: number;
  /** Players who received 'game-ended'. */
  playersEnded: number;
  /** Sockets that dropped before the run stopped. */
  disconnects: number;
  /** This worker's own CPU (user + system), to show how much the clients took from the machine. */
  cpuSeconds: number;
  /** Of which loading the worker (tsx, the modules) before it started. */
  startupCpuSeconds: number;
  /** Host-paced only: when views arrived, frames per player, what went missing. */
  paced: PacedFigures;
}

const results: WorkerResults = {
  joinMs: [],
  joinFailures: {},
  answerAckMs: [],
  answersSent: 0,
  answersAccepted: 0,
  answersLost: 0,
  answersRefused: {},
  questionFailures: {},
  messagesPerPlayer: [],
  eventCounts: {},
  eventSizes: {},
  joinAckMaxBytes: 0,
  joinAckMaxParticipants: 0,
  playersFinished: 0,
  playersEnded: 0,
  disconnects: 0,
  cpuSeconds: 0,
  startupCpuSeconds: 0,
  paced: emptyPacedFigures(),
};
const sockets: BenchSocket[] = [];
const messageCounts: number[] = [];
/** Each player's engine.io packets (host-paced: frames per question); hosts are not counted. */
const frameCounters: ReturnType<typeof countFrames>[] = [];
/** Host-paced: the hosts of this worker by room, waiting for 'begin'. */
const hosts = new Map<number, { socket: BenchSocket; player: PlayerSpec; plan: WorkerPlan }>();
/** Host-paced: what each player says at the end about the views it got (counted once). */
const pacedEnds: (() => boolean)[] = [];
let answersInFlight = 0;
let largestJoinAck: unknown;
let stopped = false;
/** Resolves when the bench says stop, so every wait can give up at once. */
let onStop: () => void = () => undefined;
const stopping = new Promise<void>((resolve) => (onStop = resolve));

/** Event sizes are measured on one message in this many, enough for an average without stringifying them all. */
const sampleEvery = 25;
const send = (message: FromWorker) => process.send?.(message);
const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/** Connects and joins; resolves with the socket and a promise of 'game-started', or throws the reason. */
async function join(player: PlayerSpec, plan: WorkerPlan, slot: number) {
  const started = performance.now();
  const token = player.nickname ? await joinAsGuest(player, plan) : player.token;
  const { socket, connected } = openSocket(player.url, token, plan.joinTimeoutMs, plan.client);
  sockets.push(socket);
  socket.onAny((event: string, ...args: unknown[]) => {
    messageCounts[slot] = (messageCounts[slot] ?? 0) + 1;
    if (bump(results.eventCounts, event) % sampleEvery === 1) {
      const size = (results.eventSizes[event] ??= { bytes: 0, sampled: 0 });
      size.bytes += Buffer.byteLength(JSON.stringify(args));
      size.sampled++;
    }
  });
  const gameStarted = new Promise<void>((resolve) => socket.once('game-started', () => resolve()));
  const gameEnded = new Promise<void>((resolve) => socket.once('game-ended', () => resolve()));
  await connected;
  if (!player.host) frameCounters.push(countFrames(socket));
  const ack = await request<Room>(socket, 'join-room', { code: player.code }, plan.joinTimeoutMs).catch(() => {
    throw new Error('join-room: no acknowledgement');
  });
  if (!ack.success) throw new Error(`join-room refused: ${ack.message}`);
  results.joinMs.push(performance.now() - started);
  if (ack.data.participants.length > results.joinAckMaxParticipants) {
    results.joinAckMaxParticipants = ack.data.participants.length;
    largestJoinAck = ack; // measured once, at the end
  }
  return { socket, gameStarted, gameEnded };
}

/** A guest's join over HTTP: the session token for the room, or the reason it was refused. */
async function joinAsGuest(player: PlayerSpec, plan: WorkerPlan): Promise<string> {
  const response = await fetch(`${player.url}/api/rooms/${player.code}/guests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: player.nickname }),
    signal: AbortSignal.timeout(plan.joinTimeoutMs),
  }).catch(() => {
    throw new Error('guest join: no answer');
  });
  const body = (await response.json().catch(() => ({}))) as { data?: { token?: string }; message?: string };
  if (response.status !== 201 || !body.data?.token) {
    throw new Error(`guest join refused: ${response.status} ${body.message ?? ''}`.trim());
  }
  return body.data.token;
}

/**
 * Plays every question; true when the server says this player has finished. As the web app does, it asks for the
 * first question and then moves on with the question each answer's acknowledgement carries (self-paced), waiting out
 * the pause before that question opens; it asks again only when an acknowledgement brought none.
 */
async function play(socket: BenchSocket, player: PlayerSpec, plan: WorkerPlan): Promise<boolean> {
  let fetchFailures = 0;
  let carried: PlayerQuestion | undefined;
  // Each pass serves or answers one question; a few spare passes absorb refusals and retries.
  for (let pass = 0; pass < 1000 && !stopped; pass++) {
    if (!socket.connected) return false;
    let question = carried;
    carried = undefined;
    if (!question) {
      let state: Ack<PlayerState>;
      try {
        state = await request<PlayerState>(socket, 'get-question', { roomCode: player.code }, plan.ackTimeoutMs);
      } catch {
        bump(results.questionFailures, 'no acknowledgement');
        if (++fetchFailures >= 3) return false;
        continue;
      }
      if (!state.success) {
        bump(results.questionFailures, state.message);
        return false;
      }
      const { finished, status } = state.data;
      if (finished) return true;
      if (!state.data.question) {
        bump(results.questionFailures, `no question while ${status}`);
        return false;
      }
      question = state.data.question;
    }
    // The pause before a carried question opens, then the thinking, answering before the server's clock runs out
    // (the bench checks think-max < time limit).
    const opensInMs = Math.max(0, question.remainingMs - question.limitMs);
    const think = Math.min(
      randomBetween(plan.thinkMinMs, plan.thinkMaxMs),
      Math.max(0, question.remainingMs - opensInMs - 500),
    );
    await Promise.race([sleep(opensInMs + think), stopping]);
    if (stopped) return false;
    const choices = question.question.options;
    const answerId = choices[Math.floor(Math.random() * choices.length)]!._id;
    const ack = await submitAnswer(
      socket,
      { roomCode: player.code, questionId: question.question._id, answerId },
      plan.ackTimeoutMs,
    );
    if (stopped) return false;
    if (ack?.success && ack.data.finished) return true;
    if (ack?.success) carried = ack.data.next;
  }
  return false;
}

/** submit-answer, counted as sent, then acknowledged (accepted or refused) or lost; undefined when lost. */
async function submitAnswer(
  socket: BenchSocket,
  payload: { roomCode: string; questionId: string; answerId: string },
  ackTimeoutMs: number,
): Promise<Ack<AnswerResult> | undefined> {
  results.answersSent++;
  answersInFlight++;
  const sent = performance.now();
  try {
    const ack = await request<AnswerResult>(socket, 'submit-answer', payload, ackTimeoutMs);
    if (stopped) return undefined; // counted as lost when the run stopped first
    answersInFlight--;
    results.answerAckMs.push(performance.now() - sent);
    if (ack.success) results.answersAccepted++;
    else bump(results.answersRefused, ack.message);
    return ack;
  } catch {
    if (stopped) return undefined;
    answersInFlight--;
    results.answersLost++;
    return undefined;
  }
}

function pacedSession(plan: WorkerPlan): PacedSession {
  return {
    figures: results.paced,
    questions: plan.questions,
    thinkMinMs: plan.thinkMinMs,
    thinkMaxMs: plan.thinkMaxMs,
    hostPauseMs: plan.hostPauseMs,
    ackTimeoutMs: plan.ackTimeoutMs,
    stopped: () => stopped,
    stopping,
    answer: (socket, payload) => submitAnswer(socket, payload, plan.ackTimeoutMs),
  };
}

/** Host-paced: the bench says everyone is in; this room's host starts the game and presents it. */
async function begin(room: number) {
  const host = hosts.get(room);
  if (!host) {
    send({ type: 'start-refused', room, message: 'the host did not join' });
    return;
  }
  const outcome = await present(host.socket, host.player.code, room, pacedSession(host.plan));
  if (stopped) return;
  if ('refused' in outcome) {
    send({ type: 'start-refused', room, message: outcome.refused });
    send({ type: 'finished', room, ok: false });
    return;
  }
  if (outcome.ok) results.playersFinished++;
  send({ type: 'finished', room, ok: outcome.ok });
}

async function runPlayer(player: PlayerSpec, plan: WorkerPlan, slot: number) {
  messageCounts[slot] = 0;
  let joined: Awaited<ReturnType<typeof join>>;
  try {
    joined = await join(player, plan, slot);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    bump(results.joinFailures, message);
    send({ type: 'joined', room: player.room, ok: false, message });
    send({ type: 'finished', room: player.room, ok: false });
    return;
  }
  const { socket, gameStarted, gameEnded } = joined;
  socket.on('disconnect', () => {
    if (!stopped) results.disconnects++;
  });
  if (plan.mode === 'host-paced' && player.host) hosts.set(player.room, { socket, player, plan });
  const sawWholeGame =
    plan.mode === 'host-paced' && !player.host
      ? followAsPlayer(socket, player.code, player.room, pacedSession(plan))
      : undefined;
  if (sawWholeGame) pacedEnds.push(sawWholeGame);
  send({ type: 'joined', room: player.room, ok: true });
  void gameEnded.then(() => {
    if (stopped) return;
    if (sawWholeGame) {
      // A host-paced player has finished when the host ends the game; it should have seen every question.
      pacedEnds.splice(pacedEnds.indexOf(sawWholeGame), 1);
      const ok = sawWholeGame();
      if (ok) results.playersFinished++;
      send({ type: 'finished', room: player.room, ok });
    }
    results.playersEnded++;
    send({ type: 'ended', room: player.room });
  });
  if (plan.mode === 'host-paced') return;
  // Playing starts after the join phase, so the pool's next joins are not held up.
  void (async () => {
    await Promise.race([gameStarted, stopping]);
    if (stopped) return;
    // The host runs a self-paced game and does not play: they are done as it starts.
    const finished = player.host || (await play(socket, player, plan));
    if (stopped) return;
    if (finished && !player.host) results.playersFinished++;
    send({ type: 'finished', room: player.room, ok: finished });
  })();
}

async function start(plan: WorkerPlan) {
  await loadClient(plan.client);
  return inPool(
    plan.players,
    plan.joinConcurrency,
    (player, slot) => runPlayer(player, plan, slot),
    () => stopped,
  );
}

/** The bench says stop: every wait gives up, the sockets close, and the figures go back. */
function stop(): WorkerResults {
  stopped = true;
  onStop();
  results.answersLost += answersInFlight;
  answersInFlight = 0;
  results.messagesPerPlayer = messageCounts.map((n) => n ?? 0);
  for (const sawWholeGame of pacedEnds) sawWholeGame();
  for (const counter of frameCounters) {
    if (!counter.start || !counter.end) continue;
    results.paced.gameFrames.push(counter.end.frames - counter.start.frames);
    results.paced.gameBytes.push(counter.end.bytes - counter.start.bytes);
  }
  results.joinAckMaxBytes = largestJoinAck ? Buffer.byteLength(JSON.stringify(largestJoinAck)) : 0;
  results.cpuSeconds = cpuSeconds();
  for (const socket of sockets) socket.disconnect();
  return results;
}

serveBench<ToWorker, WorkerResults>((message) => {
  if (message.type === 'start') void start(message.plan);
  else if (message.type === 'begin') void begin(message.room);
}, stop);

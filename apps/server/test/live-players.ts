/**
 * Players for the fault tests: each plays a live game over a real socket, keeps every answer the server
 * acknowledged, and rides out a restart or a lost instance the way the web client does (reconnect, join again,
 * ask where it stands, go on).
 */
import { randomUUID } from 'node:crypto';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { Ack, AnswerResult, PlayerState, Room } from '@quiz/contract/rooms';
import type { SeededPerson } from './server-process';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface AckedAnswer {
  userId: string;
  position: number;
  questionId: string;
  answerId: string;
}

export class LivePlayer {
  readonly acked: AckedAnswer[] = [];
  /** How many times the server said it was restarting. */
  restartNotices = 0;
  /** Calls that failed (no connection, no acknowledgement, refused while restarting), retried after. */
  interruptions = 0;
  private socket: Socket | undefined;

  constructor(readonly person: SeededPerson) {}

  /**
   * (Re)connects to `url`; socket.io then reconnects by itself whenever that server comes back. `options` change the
   * client's (another transport, a query naming the player in a proxy's log).
   */
  connect(url: string, options: Partial<ManagerOptions & SocketOptions> = {}) {
    this.socket?.close();
    const socket = connect(url, {
      auth: { token: this.person.token },
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
      ...options,
    });
    socket.on('server-restarting', () => this.restartNotices++);
    // As the web client does: a connection the server closed on purpose is not retried by socket.io itself.
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') socket.connect();
    });
    this.socket = socket;
  }

  close() {
    this.socket?.close();
  }

  /** One call with its acknowledgement, waiting first for a connection; throws when either does not come. */
  async call<T>(event: string, payload: unknown, timeoutMs = 3_000): Promise<Ack<T>> {
    const socket = this.socket!;
    const deadline = Date.now() + 30_000;
    while (!socket.connected) {
      if (Date.now() > deadline) throw new Error(`${this.person.name}: no connection for 30 s`);
      await sleep(50);
    }
    return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as Ack<T>;
  }

  async join(code: string): Promise<Room> {
    const ack = await this.call<Room>('join-room', { code });
    if (!ack.success) throw new Error(`${this.person.name} could not join: ${ack.message}`);
    return ack.data;
  }

  /**
   * Answers every question (a random option after `think()` ms) until the server says this player has finished;
   * returns the last state. A call that fails is tried again after joining again.
   */
  async play(code: string, think: () => number): Promise<PlayerState> {
    for (;;) {
      try {
        const state = await this.call<PlayerState>('get-question', { roomCode: code });
        if (!state.success) throw new Error(state.message);
        if (state.data.finished || !state.data.question || state.data.status !== 'in_progress') return state.data;
        const { question } = state.data.question;
        await sleep(think());
        const option = question.options[Math.floor(Math.random() * question.options.length)]!;
        const result = await this.call<AnswerResult>('submit-answer', {
          roomCode: code,
          questionId: question._id,
          answerId: option._id,
        });
        if (result.success) {
          this.acked.push({
            userId: this.person.id,
            position: result.data.answeredCount - 1,
            questionId: question._id,
            answerId: option._id,
          });
        }
        // A refusal (answered already, or the server restarting) is settled by asking where we stand.
      } catch {
        this.interruptions++;
        await sleep(100);
        await this.join(code).catch(() => undefined);
      }
    }
  }
}

/** A quiz of `questions` questions with four options each, and a room for it, made by `host` over HTTP. */
export async function createGame(url: string, host: SeededPerson, questions: number, maxParticipants: number) {
  const headers = { authorization: `Bearer ${host.token}`, 'content-type': 'application/json' };
  const quiz = await fetch(`${url}/api/quizzes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: `Fault drill ${randomUUID().slice(0, 6)}`,
      description: 'Questions to answer while the server goes down',
      category: 'General Knowledge',
      isPublic: false,
      questions: Array.from({ length: questions }, (_, i) => ({
        content: `Question number ${i + 1}?`,
        options: ['A', 'B', 'C', 'D'].map((label, j) => ({ label: `${label}${i}`, isCorrect: j === i % 4 })),
      })),
    }),
  });
  if (quiz.status !== 201) throw new Error(`quiz not created: ${await quiz.text()}`);
  const quizId = ((await quiz.json()) as { data: { _id: string } }).data._id;
  const room = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ quizId, maxParticipants, timeLimit: 120, invites: '' }),
  });
  if (room.status !== 201) throw new Error(`room not created: ${await room.text()}`);
  return ((await room.json()) as { data: Room }).data;
}

export const totalAcked = (players: LivePlayer[]) => players.reduce((n, p) => n + p.acked.length, 0);

/** Resolves when `done()` holds; throws after `timeoutMs`. */
export async function waitFor(done: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

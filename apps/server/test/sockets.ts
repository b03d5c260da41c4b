/** Socket.IO test clients that record everything they receive, and a bot that plays a game to the end. */
import { io as connect, type Socket } from 'socket.io-client';
import type { Ack, AnswerResult, PlayerState } from '@quiz/contract/rooms';
import type { makeUser } from './factories';

export type Made = Awaited<ReturnType<typeof makeUser>>;

/** A connected socket that also keeps every event and acknowledgement it saw, to search them afterwards. */
export async function openClient(url: string, who: Pick<Made, 'token'>, sockets: Socket[] = []) {
  const socket = connect(url, { auth: { token: who.token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const emit = async <T>(event: string, payload: unknown): Promise<Ack<T>> => {
    const result = (await socket.timeout(5000).emitWithAck(event, payload)) as Ack<T>;
    seen.push({ event: `ack:${event}`, payload: result });
    return result;
  };
  const next = <T>(event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
  return { socket, seen, emit, next };
}
export type Client = Awaited<ReturnType<typeof openClient>>;

/** The first `event` this client receives from now on whose payload passes `accept`. */
export function until<T>(
  client: Client,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.socket.off(event, listener);
      reject(new Error(`no matching '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(payload: T) {
      if (!accept(payload)) return;
      clearTimeout(timer);
      client.socket.off(event, listener);
      resolve(payload);
    }
    client.socket.on(event, listener);
  });
}

export function data<T>(ack: Ack<T>): T {
  if (!ack.success) throw new Error(`refused: ${ack.message}`);
  return ack.data;
}

/** Plays every remaining question; `pick` chooses the option by label. */
export async function playToTheEnd(client: Client, code: string, pick: (labels: string[]) => number) {
  for (;;) {
    const state = data(await client.emit<PlayerState>('get-question', { roomCode: code }));
    if (state.finished || !state.question) return state;
    const { question } = state.question;
    const chosen = question.options[pick(question.options.map((o) => o.label))]!;
    data(
      await client.emit<AnswerResult>('submit-answer', {
        roomCode: code,
        questionId: question._id,
        answerId: chosen._id,
      }),
    );
  }
}
export const correct = (labels: string[]) => labels.findIndex((l) => ['Paris', 'Rome'].includes(l));
export const wrong = (labels: string[]) => labels.findIndex((l) => !['Paris', 'Rome'].includes(l));

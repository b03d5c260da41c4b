/** The game's two calls over the socket when it is connected, over HTTP otherwise (same service, same answers). */
import type { AnswerInput, AnswerResult, PlayerState } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { request, type RealtimeSocket } from '../../../lib/socket';

const path = (code: string) => `/rooms/${encodeURIComponent(code)}`;

export function getPlayerState(socket: RealtimeSocket | null, code: string): Promise<PlayerState> {
  if (socket?.connected) return request(socket, 'get-question', { roomCode: code });
  return api<{ success: true; data: PlayerState }>(`${path(code)}/question`).then((r) => r.data);
}

export function submitRoomAnswer(
  socket: RealtimeSocket | null,
  code: string,
  answer: AnswerInput,
): Promise<AnswerResult> {
  if (socket?.connected) return request(socket, 'submit-answer', { roomCode: code, ...answer });
  return api<{ success: true; data: AnswerResult }>(`${path(code)}/answer`, { method: 'POST', body: answer }).then(
    (r) => r.data,
  );
}

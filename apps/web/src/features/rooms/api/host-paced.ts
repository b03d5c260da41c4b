/** A host-paced game's two calls, over the socket when it is connected, over HTTP otherwise (same service). */
import type { HostAction } from '@quiz/contract/limits';
import type { HostPacedView } from '@quiz/contract/rooms';
import { api } from '../../../lib/api-client';
import { request, type RealtimeSocket } from '../../../lib/socket';

const path = (code: string) => `/rooms/${encodeURIComponent(code)}`;

export function getGameState(socket: RealtimeSocket | null, code: string): Promise<HostPacedView> {
  if (socket?.connected) return request(socket, 'get-game-state', { roomCode: code });
  return api<{ success: true; data: HostPacedView }>(`${path(code)}/state`).then((r) => r.data);
}

export function sendHostAction(
  socket: RealtimeSocket | null,
  code: string,
  action: HostAction,
): Promise<HostPacedView> {
  if (socket?.connected) return request(socket, 'host-action', { roomCode: code, action });
  return api<{ success: true; data: HostPacedView }>(`${path(code)}/host-action`, {
    method: 'POST',
    body: { action },
  }).then((r) => r.data);
}

/**
 * A logged-in person's realtime connection is made when the app loads (SPEC §4) and carries their private events
 * on every page; loaded lazily, so the landing page for guests never downloads socket.io-client.
 */
import type { QueryClient } from '@tanstack/react-query';
import { listenForAchievements } from '../features/achievements/live-notifications';
import { listenForAssignmentNotices } from '../features/assignments/live-notifications';
import { listenForFriendEvents } from '../features/friends/live-notifications';
import { listenForRoomInvites } from '../features/rooms/live-notifications';
import { connectSocket, getSocket } from '../lib/socket';

/** Connects for this token and listens for each feature's events; the returned function stops listening. */
export function listenForNotifications(token: string, queryClient: QueryClient) {
  const socket = getSocket(token);
  const stops = [
    listenForRoomInvites(socket),
    listenForFriendEvents(socket, queryClient),
    listenForAchievements(socket, queryClient),
    listenForAssignmentNotices(socket, queryClient),
  ];
  connectSocket(socket);
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * A logged-in person's realtime connection is made when the app loads (SPEC §4) and carries their private events
 * on every page; loaded lazily, so the landing page for guests never downloads socket.io-client.
 */
import { connectSocket, getSocket } from '../../lib/socket';
import { showRoomInvite } from './components/room-invite-toast';

/** Connects for this token and shows room invitations; the returned function stops listening. */
export function listenForNotifications(token: string) {
  const socket = getSocket(token);
  socket.on('room-invite', showRoomInvite);
  connectSocket(socket);
  return () => {
    socket.off('room-invite', showRoomInvite);
  };
}

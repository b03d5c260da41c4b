/** Room invitations from other hosts reach a logged-in person on any page (SPEC §4). */
import type { RealtimeSocket } from '../../lib/socket';
import { showRoomInvite } from './components/room-invite-toast';

/** Shows room invitations as they come; the returned function stops listening. */
export function listenForRoomInvites(socket: RealtimeSocket) {
  socket.on('room-invite', showRoomInvite);
  return () => {
    socket.off('room-invite', showRoomInvite);
  };
}

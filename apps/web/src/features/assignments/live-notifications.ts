/**
 * Homework notices reach a signed-in student on any page (issue 38): new homework, and the reminder a day before
 * it is due. Each says so and has the To do read again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AssignmentNotice } from '@quiz/contract/assignments';
import type { RealtimeSocket } from '../../lib/socket';
import { assignmentKeys } from './api/keys';
import { showAssignmentNotice } from './components/assignment-notice-toast';

/** Shows homework notices as they come; the returned function stops listening. */
export function listenForAssignmentNotices(socket: RealtimeSocket, queryClient: QueryClient) {
  const onNotice = (notice: AssignmentNotice) => {
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.todo });
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.mine(notice.assignmentId) });
    showAssignmentNotice(notice);
  };
  socket.on('assignment-notice', onNotice);
  return () => {
    socket.off('assignment-notice', onNotice);
  };
}

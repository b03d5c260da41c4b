import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { joinClassResponse, JoinedClass } from '@quiz/contract/classes';
import { Messages } from '../../../i18n/messages';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** Joins with a class code: in at once, or a request the teacher answers, as the class admits. */
export const joinClass = (code: string) =>
  api<z.infer<typeof joinClassResponse>>('/classes/join', { method: 'POST', body: { code } }).then((r) => r.data);

/**
 * What joining came to, in the reader's language. The server words it in English only (no key beside it), but the
 * joined class's status says which it was.
 */
export const joinedMessage = (joined: Pick<JoinedClass, 'status'>) =>
  joined.status === 'active' ? Messages.classJoined : Messages.classJoinRequested;

export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinClass,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: classKeys.list }),
  });
}

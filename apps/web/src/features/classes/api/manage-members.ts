/** The teacher's controls over a class's students: admit one who asked, remove or decline one, reset a lost card. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponse } from '@quiz/contract/api';
import type { cardResponse, memberResponse } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

interface MemberRef {
  classId: string;
  memberId: string;
}

const memberPath = ({ classId, memberId }: MemberRef) =>
  `/classes/${encodeURIComponent(classId)}/members/${encodeURIComponent(memberId)}`;

export const admitMember = (ref: MemberRef) =>
  api<z.infer<typeof memberResponse>>(memberPath(ref), { method: 'PUT', body: { status: 'active' } });

export const removeMember = (ref: MemberRef) => api<MessageResponse>(memberPath(ref), { method: 'DELETE' });

/** A new secret for a card student's login card: the old card stops working. Answers the new card. */
export const resetCard = (ref: MemberRef) =>
  api<z.infer<typeof cardResponse>>(`${memberPath(ref)}/card`, { method: 'POST' }).then((r) => r.data);

/** After any change (or a refusal: someone else may have changed the class) the class and its cards are read afresh. */
function useMemberMutation<T>(mutationFn: (ref: MemberRef) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_result, _error, { classId }) => {
      void queryClient.invalidateQueries({ queryKey: classKeys.detail(classId) });
      void queryClient.invalidateQueries({ queryKey: classKeys.cards(classId) });
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
    },
  });
}

export const useAdmitMember = () => useMemberMutation(admitMember);
export const useRemoveMember = () => useMemberMutation(removeMember);
export const useResetCard = () => useMemberMutation(resetCard);

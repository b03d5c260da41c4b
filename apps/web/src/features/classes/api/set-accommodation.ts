import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { memberResponse } from '@quiz/contract/classes';
import type { ExtraTimeFactor } from '@quiz/contract/limits';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** A student's extra time on the class's timed homework (1: none), set once by the teacher. */
export const setAccommodation = ({
  classId,
  memberId,
  extraTime,
}: {
  classId: string;
  memberId: string;
  extraTime: ExtraTimeFactor;
}) =>
  api<z.infer<typeof memberResponse>>(
    `/classes/${encodeURIComponent(classId)}/members/${encodeURIComponent(memberId)}/accommodation`,
    { method: 'PUT', body: { extraTime } },
  ).then((r) => r.data);

export function useSetAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccommodation,
    // Refused or not, the class is read again: the select shows what the server holds.
    onSettled: (_member, _error, { classId }) =>
      void queryClient.invalidateQueries({ queryKey: classKeys.detail(classId) }),
  });
}

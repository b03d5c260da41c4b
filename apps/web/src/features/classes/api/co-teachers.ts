/** A class's co-teachers: its teacher adds one by username or e-mail, removes one; a co-teacher leaves. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponse } from '@quiz/contract/api';
import type { coTeachersResponse } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

const teachersPath = (classId: string) => `/classes/${encodeURIComponent(classId)}/teachers`;

export const addCoTeacher = ({ classId, name }: { classId: string; name: string }) =>
  api<z.infer<typeof coTeachersResponse>>(teachersPath(classId), { method: 'POST', body: { name } });

export const removeCoTeacher = ({ classId, userId }: { classId: string; userId: string }) =>
  api<MessageResponse>(`${teachersPath(classId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });

function useTeachersMutation<V extends { classId: string }, T>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_result, _error, { classId }) => {
      void queryClient.invalidateQueries({ queryKey: classKeys.detail(classId) });
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
    },
  });
}

export const useAddCoTeacher = () => useTeachersMutation(addCoTeacher);
export const useRemoveCoTeacher = () => useTeachersMutation(removeCoTeacher);

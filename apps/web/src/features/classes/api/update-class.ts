import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { classResponse, ClassUpdate } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** Renames or re-describes a class, changes its admission, archives it or brings it back. */
export const updateClass = ({ id, changes }: { id: string; changes: ClassUpdate }) =>
  api<z.infer<typeof classResponse>>(`/classes/${encodeURIComponent(id)}`, { method: 'PUT', body: changes }).then(
    (r) => r.data,
  );

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: (detail) => {
      queryClient.setQueryData(classKeys.detail(detail._id), detail);
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
    },
  });
}

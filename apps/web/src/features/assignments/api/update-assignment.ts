import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { assignmentResponse, AssignmentSettings } from '@quiz/contract/assignments';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** Changes an assignment's dates and rules. */
export const updateAssignment = ({ id, settings }: { id: string; settings: AssignmentSettings }) =>
  api<z.infer<typeof assignmentResponse>>(`/assignments/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: settings,
  }).then((r) => r.data);

export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AssignmentInput, assignmentsResponse } from '@quiz/contract/assignments';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** Assigns a quiz to one or more classes: one assignment for each class. */
export const createAssignment = (input: AssignmentInput) =>
  api<z.infer<typeof assignmentsResponse>>('/assignments', { method: 'POST', body: input }).then((r) => r.data);

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { studentAssignmentResponse } from '@quiz/contract/assignments';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** One homework as its student sees it: its rules, where they stand, and what they may do now. */
export const getMyAssignment = (id: string) =>
  api<z.infer<typeof studentAssignmentResponse>>(`/assignments/${encodeURIComponent(id)}/mine`).then((r) => r.data);

export const useMyAssignment = (id: string | null | undefined) =>
  useQuery({ queryKey: assignmentKeys.mine(id ?? ''), queryFn: () => getMyAssignment(id!), enabled: Boolean(id) });

/**
 * The homework an attempt is for (none without an id), and `refresh` for after a hand-in or a refusal: the To do
 * and this homework are read again.
 */
export function useHomework(id: string | null | undefined) {
  const queryClient = useQueryClient();
  const query = useMyAssignment(id);
  return {
    assignment: query.data,
    isLoading: query.isLoading,
    error: query.error,
    refresh: () => void queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
  };
}

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { assignmentsResponse } from '@quiz/contract/assignments';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** A class's homework as its teacher lists it, newest due first. */
export const getClassAssignments = (classId: string) =>
  api<z.infer<typeof assignmentsResponse>>(`/classes/${encodeURIComponent(classId)}/assignments`).then((r) => r.data);

export const useClassAssignments = (classId: string) =>
  useQuery({ queryKey: assignmentKeys.ofClass(classId), queryFn: () => getClassAssignments(classId) });

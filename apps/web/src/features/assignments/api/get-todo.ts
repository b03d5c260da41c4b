import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { todoResponse } from '@quiz/contract/assignments';
import { api } from '../../../lib/api-client';
import { assignmentKeys } from './keys';

/** The signed-in student's homework that has opened, soonest due first. */
export const getTodo = () => api<z.infer<typeof todoResponse>>('/assignments/todo').then((r) => r.data);

export const useTodo = (enabled = true) => useQuery({ queryKey: assignmentKeys.todo, queryFn: getTodo, enabled });

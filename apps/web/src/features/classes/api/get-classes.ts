import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { classesResponse } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

export type ClassLists = z.infer<typeof classesResponse>['data'];

/** The classes the user teaches (newest first) and those they joined as a student. */
export const getClasses = () => api<z.infer<typeof classesResponse>>('/classes').then((r) => r.data);

export const useClasses = () => useQuery({ queryKey: classKeys.list, queryFn: getClasses });

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { classResponse } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

/** A class as its teacher sees it, with all its members (waiting, active, gone). */
export const getClass = (id: string) =>
  api<z.infer<typeof classResponse>>(`/classes/${encodeURIComponent(id)}`).then((r) => r.data);

export const useClass = (id: string) => useQuery({ queryKey: classKeys.detail(id), queryFn: () => getClass(id) });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { classCreatedResponse, ClassInput } from '@quiz/contract/classes';
import { api } from '../../../lib/api-client';
import { classKeys } from './keys';

export const createClass = (input: ClassInput) =>
  api<z.infer<typeof classCreatedResponse>>('/classes', { method: 'POST', body: input }).then((r) => r.data);

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: classKeys.list }),
  });
}

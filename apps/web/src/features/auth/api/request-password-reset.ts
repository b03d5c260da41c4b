import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  api<MessageResponse>('/users/request-password-reset', { method: 'POST', body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

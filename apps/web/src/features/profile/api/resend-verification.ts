import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@quiz/contract/api';
import { api } from '../../../lib/api-client';

export const resendVerification = () => api<MessageResponse>('/users/resend-verification', { method: 'POST' });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

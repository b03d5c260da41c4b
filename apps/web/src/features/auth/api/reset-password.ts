import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { MessageResponse } from '@quiz/contract/api';
import { Issue } from '@quiz/contract/schema-messages';
import { newPasswordField } from '@quiz/contract/users';
import { api } from '../../../lib/api-client';

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string().min(1, Issue.confirmPasswordRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: Issue.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api<MessageResponse>('/users/reset-password', { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { Issue } from '@quiz/contract/schema-messages';
import { registerInput, type RegisterInput, type User } from '@quiz/contract/users';
import { api } from '../../../lib/api-client';

/** The form adds the confirmation, which never leaves the browser. */
export const registerFormSchema = registerInput
  .extend({ confirmPassword: z.string().min(1, Issue.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirmPassword, {
    message: Issue.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const register = (input: RegisterInput) =>
  api<{ success: true; message: string; data: User }>('/users/register', { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });

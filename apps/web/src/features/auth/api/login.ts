import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@quiz/contract/users';
import { api } from '../../../lib/api-client';

export const login = (input: LoginInput) => api<LoginResponse>('/users/login', { method: 'POST', body: input });

export const useLogin = () => useMutation({ mutationFn: login });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserResponse, AdminUsersResponse, UpdatePermissionsInput } from '@quiz/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const updatePermissions = (input: UpdatePermissionsInput) =>
  api<AdminUserResponse>('/admin/users/permissions', { method: 'PUT', body: input });

/** The changed account replaces its row in every cached page at once. */
export function useUpdatePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermissions,
    onSuccess: ({ data: changed }) =>
      queryClient.setQueriesData<AdminUsersResponse>(
        { queryKey: adminKeys.table('users') },
        (page) => page && { ...page, data: page.data.map((row) => (row._id === changed._id ? changed : row)) },
      ),
  });
}

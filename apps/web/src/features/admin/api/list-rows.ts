/** GET /admin/users and /admin/quizzes: one page, searched on the server; the previous page stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminQuizzesResponse, AdminUsersResponse } from '@quiz/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys, type AdminListParams, type AdminTableName } from './keys';

export interface AdminPages {
  users: AdminUsersResponse;
  quizzes: AdminQuizzesResponse;
}
export type AdminRow<T extends AdminTableName> = AdminPages[T]['data'][number];

export function listRows<T extends AdminTableName>(table: T, { page, limit, search }: AdminListParams) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) query.set('search', search);
  return api<AdminPages[T]>(`/admin/${table}?${query}`);
}

export const useAdminRows = <T extends AdminTableName>(table: T, params: AdminListParams) =>
  useQuery({
    queryKey: adminKeys.page(table, params),
    queryFn: () => listRows(table, params),
    placeholderData: keepPreviousData,
  });

/** The two tables of the admin panel, as their API paths name them. */
export type AdminTableName = 'users' | 'quizzes';

export interface AdminListParams {
  page: number;
  limit: number;
  search?: string;
}

/** Query keys of the admin panel; a deletion invalidates `all`, so both tables refresh. */
export const adminKeys = {
  all: ['admin'] as const,
  table: (table: AdminTableName) => ['admin', table] as const,
  page: (table: AdminTableName, params: AdminListParams) => ['admin', table, params] as const,
};

/** The admin panel (SPEC §2 Admin panel, §6 Admin, §7 /admin/*): list queries, rows and the permissions change. */
import { z } from 'zod';
import { envelope } from './api';
import { AccountTypes } from './limits';
import { Issue } from './schema-messages';
import { pagination, quizCreator, quizSummary } from './quizzes';
import { user } from './users';

export const AdminLimits = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  searchMax: 100,
  /** SPEC §9: the quizzes table shows this much of a description under the title. */
  descriptionPreview: 50,
  searchDebounceMs: 300,
} as const;

/** `?search=&page=&limit=` of both lists; a blank search is no search. */
export const adminListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(AdminLimits.searchMax)
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce
    .number({ error: Issue.invalidPage })
    .int(Issue.invalidPage)
    .min(1, Issue.invalidPage)
    .max(1_000_000, Issue.invalidPage)
    .default(1),
  limit: z.coerce
    .number({ error: Issue.invalidLimit })
    .int(Issue.invalidLimit)
    .min(1, Issue.invalidLimit)
    .max(AdminLimits.pageSizeMax, Issue.invalidLimit)
    .default(AdminLimits.pageSizeDefault),
});
export type AdminListQuery = z.input<typeof adminListQuery>;

export const adminIdParams = z.object({ id: z.string() });

/** A row of the users table: the account as its owner sees it, less the verification flag. */
export const adminUser = user.pick({
  _id: true,
  username: true,
  email: true,
  displayName: true,
  profilePicture: true,
  accountType: true,
  registrationDate: true,
});
export type AdminUser = z.infer<typeof adminUser>;

/** A row of the quizzes table, public and private alike; `createdBy` null reads as 'Unknown'. */
export const adminQuiz = quizSummary
  .pick({
    _id: true,
    title: true,
    description: true,
    category: true,
    isPublic: true,
    questionCount: true,
    createdAt: true,
  })
  .extend({ createdBy: quizCreator.pick({ _id: true, username: true }).nullable() });
export type AdminQuiz = z.infer<typeof adminQuiz>;

const listResponse = <T extends z.ZodType>(row: T) =>
  z.object({ success: z.literal(true), data: z.array(row), pagination });

export const adminUsersResponse = listResponse(adminUser);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;
export const adminQuizzesResponse = listResponse(adminQuiz);
export type AdminQuizzesResponse = z.infer<typeof adminQuizzesResponse>;

export const updatePermissionsInput = z.object({
  userId: z.string({ error: Issue.userIdRequired }).trim().min(1, Issue.userIdRequired),
  accountType: z.enum(AccountTypes, { error: Issue.invalidAccountType }),
});
export type UpdatePermissionsInput = z.input<typeof updatePermissionsInput>;

/** The changed account, with `message`. */
export const adminUserResponse = envelope(adminUser);
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

import { z } from 'zod';
import { AccountTypes, UserLimits } from './limits';
import { Issue } from './schema-messages';
import { envelope } from './api';
import { languageCodes } from './languages';
import { sameOriginPath } from './redirects';

const usernamePattern = /^[A-Za-z0-9_.-]+$/;

/**
 * An optional return path in a request: a same-origin path is kept, anything else is dropped rather than refused, so
 * a bad link never stops a registration.
 */
const returnPathField = z
  .unknown()
  .transform((value) => sameOriginPath(value) ?? undefined)
  .optional();

export const usernameField = z
  .string({ error: Issue.usernameRequired })
  .trim()
  .min(1, Issue.usernameRequired)
  .min(UserLimits.usernameMin, Issue.usernameFormat)
  .max(UserLimits.usernameMax, Issue.usernameFormat)
  .regex(usernamePattern, Issue.usernameFormat);

export const emailField = z
  .string({ error: Issue.emailRequired })
  .trim()
  .min(1, Issue.emailRequired)
  .max(UserLimits.emailMax, Issue.emailInvalid)
  .pipe(z.email(Issue.emailInvalid))
  .transform((email) => email.toLowerCase());

export const newPasswordField = z
  .string({ error: Issue.passwordRequired })
  .min(1, Issue.passwordRequired)
  .min(UserLimits.passwordMin, Issue.passwordTooShort)
  .max(UserLimits.passwordMax, Issue.passwordTooLong);

export const displayNameField = z.string().trim().max(UserLimits.displayNameMax, Issue.displayNameTooLong);

/** The language of the interface and of the e-mails a person gets. */
export const languageField = z.enum(languageCodes, { error: Issue.languageInvalid });

export const registerInput = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  displayName: displayNameField.optional(),
  /** Where the verification mail's link sends the new user back to after logging in (an invite link, say). */
  redirect: returnPathField,
  /** The language the visitor chose (or their browser's): the verification mail is written in it. */
  language: languageField.optional(),
});
export type RegisterInput = z.input<typeof registerInput>;

/** A card student's account taking an e-mail and a password (issue 38): an ordinary account from then on. */
export const attachEmailInput = registerInput.pick({ username: true, email: true, password: true, language: true });
export type AttachEmailInput = z.input<typeof attachEmailInput>;

export const loginInput = z.object({
  email: emailField,
  password: z.string({ error: Issue.passwordRequired }).min(1, Issue.passwordRequired),
});
export type LoginInput = z.input<typeof loginInput>;

export const requestPasswordResetInput = z.object({ email: emailField });

export const resetPasswordInput = z.object({
  token: z.string({ error: Issue.resetMissingToken }).trim().min(1, Issue.resetMissingToken),
  newPassword: newPasswordField,
});

export const verifyEmailParams = z.object({
  token: z.string().trim().min(1, Issue.verificationMissingToken),
});

/** Fields of the profile form (the picture travels as a multipart file next to them). */
export const updateProfileInput = z.object({
  displayName: displayNameField.min(1, Issue.displayNameRequired).optional(),
  language: languageField.optional(),
});

export const searchUsersQuery = z.object({
  query: z
    .string({ error: Issue.searchQueryRequired })
    .trim()
    .min(1, Issue.searchQueryRequired)
    .max(UserLimits.searchQueryMax),
});

/** A user as they see themselves: the session record's user fields. */
export const user = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  accountType: z.enum(AccountTypes),
  emailVerified: z.boolean(),
  registrationDate: z.string(),
  /** Null until they choose one: the interface follows the browser. */
  language: z.enum(languageCodes).nullable(),
  /** A card student's account (issue 38): signs in with a login card, has no e-mail of its own yet. */
  loginCard: z.boolean().optional(),
});
export type User = z.infer<typeof user>;

/** A user as others see them: never an email. */
export const publicUser = z.object({
  _id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  /** A guest of one live room (a nickname, no account); absent for accounts. */
  isGuest: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const registerResponse = envelope(user);

export const verifyEmailResponse = z.object({
  success: z.literal(true),
  alreadyVerified: z.boolean(),
  message: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>;

export const profileResponse = envelope(user);
export const updateProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

export const searchUsersResponse = envelope(z.array(publicUser));

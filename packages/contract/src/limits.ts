/** Limits shared by the server's validation, the forms' inputs and the tests. */
export const UserLimits = {
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  displayNameMax: 50,
  searchQueryMax: 50,
  searchResultsMax: 20,
  avatarMaxBytes: 5 * 1024 * 1024,
} as const;

export const TokenLifetimes = {
  sessionSeconds: 7 * 24 * 60 * 60,
  emailVerificationSeconds: 24 * 60 * 60,
  passwordResetSeconds: 60 * 60,
} as const;

export const AccountTypes = ['standard', 'admin'] as const;
export type AccountType = (typeof AccountTypes)[number];

export const SessionStorageKey = 'user';
export const LoggedInFlagKey = 'isLoggedIn';
export const DefaultAvatar = '/images/df_avatar.png';
export const SplashMilliseconds = 3000;

/** Every user-facing sentence the server and the web app share, worded as SPEC.md has it. */
export const Messages = {
  // Authentication
  authenticationRequired: 'Authentication required',
  tokenFailed: 'Not authorized, token failed',
  invalidCredentials: 'Invalid email or password',
  notAllowed: 'You are not allowed to do this',

  // Registration and login
  usernameRequired: 'Username is required',
  usernameFormat: 'Username must be 3–30 characters: letters, numbers, dots, dashes or underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'This email is already registered',
  usernameTaken: 'This username is already taken',
  passwordRequired: 'Password is required',
  passwordTooShort: 'At least 6 characters',
  passwordTooLong: 'Password must not exceed 128 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  displayNameTooLong: 'Display name must not exceed 50 characters',
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  registrationFailed: 'Registration failed. Please try again.',
  loginSuccess: 'Login successful!',

  // Email verification
  verificationMissingToken:
    'Invalid verification link. Please check your email and use the complete verification link.',
  verificationInvalid: 'This verification link is invalid. Please check your email and use the complete link.',
  verificationExpired: 'This verification link has expired. Please register again or request a new link.',
  verificationSuccess: 'Email verification successful!',
  alreadyVerified: 'Your email is already verified!',
  verificationFailed: 'Email verification failed. Please check your verification link and try again.',
  verificationSent: 'A new verification link has been sent to your email.',

  // Password reset
  resetRequested: 'If an account exists for that email, we have sent a password reset link to it.',
  resetEmailFailed: 'Failed to send reset email. Please try again.',
  resetMissingToken: 'Missing reset token',
  resetInvalid: 'This reset link is invalid or has already been used.',
  resetExpired: 'This reset link has expired. Please request a new one.',
  resetSuccess: 'Password reset successful! You can now log in with your new password.',
  resetFailed: 'Password reset failed. The link may have expired.',

  // Profile
  displayNameRequired: 'Please enter a display name',
  imageInvalid: 'Please select a valid image file',
  imageTooLarge: 'Image size must not exceed 5MB',
  profileUpdated: 'Profile updated successfully',
  profilePictureUpdated: 'Profile picture updated successfully',
  profilePictureFailed: 'Failed to update profile picture.',
  cannotUpdateProfile: 'Cannot update profile',
  cannotConnect: 'Cannot connect to server',
  searchQueryRequired: 'Please enter a search term',

  // Generic
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  invalidResponse: 'Invalid response from server',
} as const;

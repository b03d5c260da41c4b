/** The two account emails. Links point at the web app's pages, built from PUBLIC_URL. */
import { sameOriginPath } from '@quiz/contract/redirects';
import { emailMessage as message } from '../../lib/email-template';

/** `redirect`: a same-origin path the new user was headed to (an invite link), carried through to the login page. */
export function verificationEmail(options: {
  to: string;
  name: string;
  publicUrl: string;
  token: string;
  redirect?: string;
}) {
  const back = sameOriginPath(options.redirect);
  const link = `${options.publicUrl}/verify-email/${options.token}${back ? `?redirect=${encodeURIComponent(back)}` : ''}`;
  return message(
    options.to,
    'Verify your email for Quiz Adventure',
    `Hello ${options.name},`,
    ['Welcome to Quiz Adventure! Please confirm that this is your email address.', 'The link is valid for 24 hours.'],
    link,
    'Verify my email',
  );
}

export function passwordResetEmail(options: { to: string; name: string; publicUrl: string; token: string }) {
  const link = `${options.publicUrl}/reset-password?token=${options.token}`;
  return message(
    options.to,
    'Reset your Quiz Adventure password',
    `Hello ${options.name},`,
    [
      'Someone asked to reset the password of your Quiz Adventure account.',
      'The link is valid for 1 hour and works once. If it was not you, ignore this email: your password stays as it is.',
    ],
    link,
    'Choose a new password',
  );
}

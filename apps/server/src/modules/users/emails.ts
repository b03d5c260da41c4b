/** The two account emails, in the account's language. Links point at the web app's pages, built from PUBLIC_URL. */
import type { Language } from '@quiz/contract/languages';
import { sameOriginPath } from '@quiz/contract/redirects';
import { emailMessage } from '../../lib/email-template';
import { emailTexts } from '../../lib/email-texts';

interface Recipient {
  to: string;
  name: string;
  language: Language | null;
  publicUrl: string;
  token: string;
}

/** `redirect`: a same-origin path the new user was headed to (an invite link), carried through to the login page. */
export function verificationEmail(options: Recipient & { redirect?: string | undefined }) {
  const back = sameOriginPath(options.redirect);
  const link = `${options.publicUrl}/verify-email/${options.token}${back ? `?redirect=${encodeURIComponent(back)}` : ''}`;
  return emailMessage({ ...options, ...emailTexts[options.language ?? 'en'].verify, link });
}

export function passwordResetEmail(options: Recipient) {
  const link = `${options.publicUrl}/reset-password?token=${options.token}`;
  return emailMessage({ ...options, ...emailTexts[options.language ?? 'en'].reset, link });
}

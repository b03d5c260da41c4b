/**
 * The addresses a class hands out: the join link for students with an account, the card sign-in page, and a login
 * card's QR link. The card's secret travels in the fragment (#…), which a browser never sends to a server, so it
 * never reaches a log.
 */
import { ClassLimits } from '@quiz/contract/classes';

const origin = () => window.location.origin;

/** The dashboard's Classes tab. */
export const classesTab = '/dashboard?tab=classes';

/** /class/join?code=…: an account student joins (after logging in, if need be). */
export const joinLink = (code: string) => `${origin()}/class/join?code=${encodeURIComponent(code)}`;

/** Where a card student signs in. */
export const cardSignInAddress = () => `${origin()}/class`;

/** A login card's QR code: signs its student in at once. */
export const cardLink = (code: string, studentId: string, secret: string) =>
  `${cardSignInAddress()}#${new URLSearchParams({ code, student: studentId, secret })}`;

export interface CardFragment {
  code?: string;
  student?: string;
  secret?: string;
}

/** What a card's link carries in its fragment ('#code=…&student=…&secret=…'); whatever is missing is left out. */
export function readCardFragment(hash: string): CardFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const value = (name: string) => params.get(name)?.trim() || undefined;
  return { code: value('code'), student: value('student'), secret: value('secret') };
}

/** What the class code box holds: upper case, no spaces, at most 6 characters. */
export const normalizeClassCode = (text: string) =>
  text.toUpperCase().replace(/\s+/g, '').slice(0, ClassLimits.codeLength);

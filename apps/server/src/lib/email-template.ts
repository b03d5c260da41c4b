/** One plain layout for every email: a greeting, a few lines, one link, in text and HTML, in the recipient's language. */
import type { Language } from '@quiz/contract/languages';
import { emailTexts } from './email-texts';
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function emailMessage(options: {
  to: string;
  /** The recipient's language; null (not chosen) is English. */
  language: Language | null;
  name: string;
  subject: string;
  lines: string[];
  link: string;
  action: string;
}): MailMessage {
  const { to, subject, lines, link, action } = options;
  const texts = emailTexts[options.language ?? 'en'];
  const greeting = texts.hello(options.name);
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', '— Quiz Adventure'].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(texts.linkFallback)}<br>${escapeHtml(link)}</p>` +
    `<p>— Quiz Adventure</p>`;
  return { to, subject, text, html };
}

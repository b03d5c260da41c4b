/** One plain layout for every email: a greeting, a few lines, one link, in text and HTML. */
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function emailMessage(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  link: string,
  action: string,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', '— Quiz Adventure'].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>` +
    `<p>— Quiz Adventure</p>`;
  return { to, subject, text, html };
}

/** A loopback SMTP server that keeps what it receives, so tests read real mail. */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  waitFor(to: string, subjectIncludes: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) {
            messages.push({ to: rcpt.address.toLowerCase(), subject: parsed.subject ?? '', text: parsed.text ?? '' });
          }
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subjectIncludes, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      const skip = options.after ?? 0;
      for (;;) {
        const found = messages
          .slice(skip)
          .find((m) => m.to === to.toLowerCase() && m.subject.includes(subjectIncludes));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail "${subjectIncludes}" reached ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that points at the given page of the app. */
export function linkIn(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`https?://\\S*${page}\\S*`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in "${mail.subject}"`);
  return match[0];
}

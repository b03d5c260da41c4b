/** Outgoing mail: SMTP when SMTP_URL is set, otherwise the whole message goes to the log. */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  transport: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      transport: 'log',
      send(message) {
        log.info({ mail: { to: message.to, subject: message.subject } }, 'mail printed below (no SMTP_URL set)');
        // Plain text on stdout, so the link can be read and clicked in the terminal.
        process.stdout.write(
          `\n──── Mail (no SMTP_URL set, so it is printed here instead of sent) ────\n` +
            `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n` +
            `──────────────────────────────────────────────────────────────────────\n\n`,
        );
        return Promise.resolve();
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close() {
      transporter.close();
    },
  };
}
